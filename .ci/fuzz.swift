// libFuzzer entry point for meshplay's parsers, decoders and write paths. Not part of `swift build`:
// `.ci/fuzz` compiles it with `-sanitize=fuzzer,address` together with the library sources.
// The first byte picks the target, the rest is its input, so one corpus covers all of them.
import Foundation
import MeshEngine
@testable import MeshScript
import MeshIO

/// Which parser, decoder or resolver an input goes to (first byte modulo the count).
enum FuzzTarget: UInt8, CaseIterable {
    case commandParser, expression, session, obj, png, ppm
    /// Writes through symbolic links in a temporary tree (.ci/fuzz-paths.swift).
    case paths
    /// `import json` with the one validation (``fuzzJSONImport(_:)``).
    case jsonImport
}

/// The scenes whose exported JSON seeds the `jsonImport` target (written by
/// `LLVMFuzzerInitialize` into the directory `MESHPLAY_FUZZ_JSON_SEEDS` names): small presets
/// (those with image textures export megabytes, which slows every run) and one scene with
/// keyframes, an animation, a variable, a map, a label and a spot light.
let jsonSeedScenes: [String: [String]] = [
    "cube": ["preset cube"],
    "label": ["preset label"],
    "animated": ["grid 2 2", "key a", "vertex 1 to.z 0.3", "key b", "animate a b duration 1 repeat 2", "let w = 0.1",
                 "map to.x = u + w * sin(t)", "content label \"hi\" size 30", "light add spot position 0 0 300 cone 20"],
]

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let directory = ProcessInfo.processInfo.environment["MESHPLAY_FUZZ_JSON_SEEDS"] else { return 0 }
    for (name, lines) in jsonSeedScenes {
        let files = InMemoryFileSystem()
        var session = Session(host: SessionHost(fileSystem: files))
        for line in lines + ["export json seed.json"] { _ = session.execute(line) }
        guard let bytes = try? files.read("seed.json") else { continue }
        let seed = Data([FuzzTarget.jsonImport.rawValue] + bytes)
        FileManager.default.createFile(atPath: directory + "/json-" + name, contents: seed)
    }
    return 0
}

/// `import json` with the one validation: a document is refused at a line and column with the
/// state unchanged, or accepted into a state that saves, loads and saves again to the same bytes.
func fuzzJSONImport(_ body: Data) {
    let files = InMemoryFileSystem()
    try? files.writeAtomically([UInt8](body), to: "in.json")
    var session = Session(host: SessionHost(fileSystem: files))
    _ = session.execute("grid 2 2")
    let before = session.state
    switch session.execute("import json in.json") {
    case let .failure(e):
        if e.file != "in.json" || e.line == nil || e.column < 1 { fatalError("a JSON error without its place: \(e)") }
        if e.message.contains("error:") { fatalError("a JSON error says error twice: \(e)") }
        if session.state != before { fatalError("a refused import changed the state") }
    case .success:
        _ = session.execute("save a.mesh")
        var loaded = Session(host: SessionHost(fileSystem: files))
        let result = loaded.execute("load a.mesh")
        guard result.isSuccess else { fatalError("an accepted import saved a file load refuses: \(result.text)") }
        if loaded.state != session.state { fatalError("an accepted import loaded back as another state") }
        _ = loaded.execute("save b.mesh")
        if files.text("a.mesh") != files.text("b.mesh") { fatalError("save → load → save wrote other bytes") }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let target = FuzzTarget(rawValue: bytes[0] % UInt8(FuzzTarget.allCases.count)) ?? .session
    let body = Data(bytes.dropFirst())
    let text = String(decoding: body, as: UTF8.self)
    switch target {
    case .commandParser:
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            _ = try? CommandParser.parse(String(line))
        }
    case .expression:
        if let e = try? Expression.parse(text) {
            _ = e.description
            _ = try? Expression.parse(e.description)
        }
    case .session:
        // A whole script, line by line, in memory: a failing line must leave the state as it was.
        var session = Session(host: SessionHost(fileSystem: InMemoryFileSystem()))
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
            let before = session.state
            if case .failure = session.execute(String(line)), session.state != before {
                fatalError("a failing line changed the state: \(line)")
            }
        }
    case .obj:
        if let mesh = try? MeshTransform.parseOBJ(text) {
            // What we write we must read back as the same mesh.
            if (try? MeshTransform.parseOBJ(mesh.objText)) != mesh {
                fatalError("OBJ write then read differs")
            }
        }
    case .png:
        _ = try? PNGCodec.decode(body)
    case .ppm:
        _ = try? PPMCodec.decode(body)
    case .paths:
        PathFuzz.run(ArraySlice(body))
    case .jsonImport:
        fuzzJSONImport(body)
    }
    return 0
}
