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
    }
    return 0
}
