import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MeshEngine
import Testing
@testable import MeshScript

/// A property test over hostile names in every format meshplay writes: one scene of many
/// layers and keyframes with random names (trailing `\`, `#`, runs of spaces, quotes, `*/`,
/// `"""`, `]]>`, `(`, `??/`, bidi controls, line breaks, NUL) is exported once per format, and
/// each file must still be what it claims: Swift that type-checks, Objective-C that clang
/// accepts, CAML that parses as XML with the same names, camesh and JSON whose strings read
/// back as the names, a scene file that loads to the same names.
@Suite(.serialized) struct ExportEscapeTests {
    /// The pieces names are made of, and those without the control characters no door lets into
    /// a name (``CommandParser/nameProblem(_:of:)``), for the formats that read names back.
    static let pieces = OBJNameTests.namePieces + ["(", ")", "?", "\u{200F}", "\\n", "\\u{41}", "@\"", "$(x)", "\\(x)"]
    static let printablePieces = pieces.filter { !$0.unicodeScalars.contains(where: \.isControlForText) }

    /// A scene of `count` 1×1 grid layers and four keyframes under an animation, named at random.
    static func scene(seed: UInt64, count: Int = 16, pieces: [String]) -> (Session, InMemoryFileSystem) {
        var rng = SplitMix64(state: seed)
        var names: [String] = []
        while names.count < count + 4 {
            let name = OBJNameTests.randomName(&rng, pieces: pieces)
            if !names.contains(name), !name.allSatisfy(\.isWhitespace) { names.append(name) }
        }
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        for line in ["grid 1 1", "key k0", "vertex 3 to.z 0.2", "key k1", "vertex 3 to.z -0.1", "key k2", "key k3",
                     "animate k0 k1 k2 k3 duration 1"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        for i in 1..<count {
            // The last is a sublayer of a CALayer: the Swift export's note names that superlayer too.
            #expect(s.execute("layer add L\(i)" + (i == count - 1 ? " parent \(i - 1)" : "")).isSuccess)
            #expect(s.execute("grid 1 1").isSuccess)
        }
        #expect(s.execute("layer select 0").isSuccess)
        for i in 0..<count { s.state.scene.layers[i].name = names[i] }
        for k in 0..<4 {
            let name = names[count + k]
            s.state.keyframes[name] = s.state.keyframes.removeValue(forKey: "k\(k)")
            s.state.animations[0].keys = s.state.animations[0].keys.map { $0 == "k\(k)" ? name : $0 }
        }
        return (s, files)
    }

    static let seeds: [UInt64] = [1, 2]

    @Test(arguments: seeds)
    func theSwiftOfHostileNamesTypeChecks(seed: UInt64) throws {
        var (s, files) = Self.scene(seed: seed, pieces: Self.pieces)
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The selected layer's name heads the file and names its mesh: the first or the last.
        #expect(s.execute("layer select \(seed == 1 ? 0 : 15)").isSuccess)
        #expect(s.execute("export swift s.swift").isSuccess)
        let source = try #require(files.text("s.swift"))
        #expect(!Self.hasRawBidiOrSeparator(source))
        let url = dir.appendingPathComponent("scene.swift")
        try source.replacingOccurrences(of: "import UIKit\n", with: "import Foundation\n").replacingOccurrences(of: "import BCMeshTransformView\n", with: "")
            .write(to: url, atomically: true, encoding: .utf8)
        let paths = [CodeExportTests.stubs.appendingPathComponent("BCMeshTransformView.swift").path, url.path]
        let result = try runTool("swiftc", ["-typecheck"] + paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: seeds)
    func theObjectiveCOfHostileNamesPassesClangAndCameshReadsBackTheNames(seed: UInt64) throws {
        var (s, files) = Self.scene(seed: seed, pieces: Self.pieces)
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(s.execute("export objc bc.m").isSuccess)
        #expect(s.execute("export camesh ca.m").isSuccess)
        var paths: [String] = []
        for name in ["bc.m", "ca.m"] {
            let text = try #require(files.text(name))
            #expect(!Self.hasRawBidiOrSeparator(text))
            let url = dir.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try CodeExportTests.checkObjectiveC(paths)
        #expect(result.status == 0, "\(result.output)")
        let camesh = try #require(files.text("ca.m"))
        let literals = camesh.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "].name = @\""), line.hasSuffix("\";") else { return nil }
            return String(line[r.upperBound..<line.index(line.endIndex, offsetBy: -2)])
        }
        #expect(try literals.map(Self.objcStringValue) == s.state.scene.layers.map(\.name))
    }

    @Test(arguments: seeds)
    func theCAMLOfHostileNamesParsesWithTheSameNames(seed: UInt64) throws {
        var (s, files) = Self.scene(seed: seed, pieces: Self.pieces)
        #expect(s.execute("export caml s.caml").isSuccess)
        let text = try #require(files.text("s.caml"))
        #expect(!Self.hasRawBidiOrSeparator(text))
        let reader = CAMLReader()
        let (parsed, problem) = XMLParsing.alone { () -> (Bool, String) in
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = reader
            return (parser.parse(), parser.parserError.map { "\($0)" } ?? "")
        }
        #expect(parsed, "\(problem)")
        // XML 1.0 cannot hold C0 controls but tab, LF and CR, not even as references: those
        // names are written with `\u{…}` in their place (no door lets one into a name).
        let expected = s.state.scene.layers.map { layer in
            layer.name.unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) } ? nil : layer.name
        }
        let read = reader.layers.map(\.attributes["name"])
        #expect(read.count == expected.count)
        for (r, e) in zip(read, expected) where e != nil { #expect(r == e) }
    }

    @Test(arguments: seeds)
    func theJSONOfHostileNamesParsesBackWithoutRawBidiControls(seed: UInt64) throws {
        var (s, files) = Self.scene(seed: seed, pieces: Self.pieces)
        #expect(s.execute("export json s.json").isSuccess)
        let text = try #require(files.text("s.json"))
        #expect(!Self.hasRawBidiOrSeparator(text))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scene = try #require(object["scene"] as? [String: Any])
        let layers = try #require(scene["layers"] as? [[String: Any]])
        #expect(layers.map { $0["name"] as? String } == s.state.scene.layers.map(\.name))
    }

    /// Names any door accepts survive `export json` → `import json` and `save` → `load`.
    @Test(arguments: seeds)
    func printableHostileNamesSurviveJSONAndTheSceneFile(seed: UInt64) throws {
        var (s, files) = Self.scene(seed: seed, pieces: Self.printablePieces)
        #expect(s.execute("export json s.json").isSuccess)
        #expect(s.execute("save s.mesh").isSuccess)
        for line in ["import json s.json", "load s.mesh"] {
            var t = Session(host: SessionHost(fileSystem: files))
            let result = t.execute(line)
            #expect(result.isSuccess, "\(line): \(result.text)")
            #expect(t.state.scene.layers.map(\.name) == s.state.scene.layers.map(\.name), "\(line)")
            #expect(t.state.keyframes.keys.sorted() == s.state.keyframes.keys.sorted(), "\(line)")
            #expect(t.state.animations.map(\.keys) == s.state.animations.map(\.keys), "\(line)")
        }
    }

    /// `layer add a(b parent 0` read `a(b parent 0` as one word (blanks inside parentheses do
    /// not split a word): the layer came back named so, and not under layer 0.
    @Test func aNameWithAParenthesisIsQuotedInTheSceneFile() throws {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        for line in ["grid 1 1", #"layer add "a(b" parent 0"#, #"key "k)(""#, "save p.mesh"] { #expect(s.execute(line).isSuccess, "\(line)") }
        #expect(files.text("p.mesh")?.contains(#"layer add "a(b" parent 0"#) == true)
        var t = Session(host: SessionHost(fileSystem: files))
        #expect(t.execute("load p.mesh").isSuccess)
        #expect(t.state.scene.layers.map(\.name) == ["layer", "a(b"])
        #expect(t.state.scene.parent(of: 1) == 0)
        #expect(t.state.keyframes.keys.sorted() == ["k)("])
    }

    /// A label's text holds any character (a tab, NUL, an escape sequence, U+2028, a bidi
    /// override): the scene file wrote them raw, where `cat` ran the escape sequence and an
    /// editor showed the line reordered. They are `\u{…}` escapes now, read back the same.
    @Test(arguments: ["tab\tx", "nul\u{0}x", "esc\u{1B}[2Jx", "ls\u{2028}x", "bidi\u{202E}x", "del\u{7F}x", "nel\u{85}x",
                      "two\nlines", #"back\slash "q" \u{41}"#, "é中👩‍👩‍👧"])
    func aLabelsTextIsEscapedInTheSceneFileAndReadsBack(_ text: String) throws {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        #expect(s.execute("grid 1 1").isSuccess)
        s.state.scene.layers[0].content = .label(Label(text: text, foreground: Color(r: 0, g: 0, b: 0), background: Color(r: 255, g: 255, b: 255)))
        #expect(s.execute("save l.mesh").isSuccess)
        let file = try #require(files.text("l.mesh"))
        #expect(!file.unicodeScalars.contains { $0 != "\n" && ($0.isControlForText || $0.isBidiControl) })
        var t = Session(host: SessionHost(fileSystem: files))
        #expect(t.execute("load l.mesh").isSuccess)
        #expect(t.state.scene.layers[0].content == s.state.scene.layers[0].content)
    }

    @Test(arguments: [(#"layer name "\u{41}\u{1F469}b""#, "A👩b"), (#"layer name "\u{202e}x""#, "\u{202E}x"),
                      (#"layer name "\u{}x""#, #"\u{}x"#), (#"layer name "\u{110000}""#, #"\u{110000}"#),
                      (#"layer name "\u{D800}""#, #"\u{D800}"#), (#"layer name "\u41""#, #"\u41"#),
                      (#"layer name "\u{1234567}""#, #"\u{1234567}"#), (#"layer name \u{41}"#, #"\u{41}"#)])
    func aStringReadsUnicodeEscapesAndKeepsWhatIsNoEscape(_ line: String, _ name: String) {
        var s = Session()
        #expect(s.execute(line).isSuccess)
        #expect(s.state.scene.layers[0].name == name)
    }

    /// Whether the text holds a bidi control, U+2028 or U+2029 as itself rather than escaped.
    static func hasRawBidiOrSeparator(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.isBidiControl || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    /// The value of an Objective-C string literal's body as clang reads it: `\\`, `\"`, `\n`,
    /// `\?`, three-digit octal bytes and `\uXXXX`.
    static func objcStringValue(_ body: String) throws -> String {
        var bytes: [UInt8] = []
        var chars = Array(body.unicodeScalars)[...]
        while let c = chars.popFirst() {
            guard c == "\\" else { bytes += Array(String(c).utf8); continue }
            guard let e = chars.popFirst() else { Issue.record("a \\ ends the literal"); break }
            switch e {
            case "\\", "\"", "?": bytes += Array(String(e).utf8)
            case "n": bytes.append(0x0A)
            case "u":
                let hex = String(String.UnicodeScalarView(chars.prefix(4)))
                chars = chars.dropFirst(4)
                bytes += Array(String(try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init))).utf8)
            case "0"..."7":
                let octal = String(e) + String(String.UnicodeScalarView(chars.prefix(2)))
                chars = chars.dropFirst(2)
                bytes.append(try #require(UInt8(octal, radix: 8)))
            default:
                Issue.record("unknown escape \\\(e)")
            }
        }
        return try #require(String(validating: bytes, as: UTF8.self))
    }
}
