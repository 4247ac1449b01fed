import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// A message echoes at most ``Swift/String/messageTokenLimit`` characters of a token: a 10 MB
/// word of an OBJ file or a 1 MB word of a command was printed whole, a message of megabytes.
struct LongTokenMessageTests {
    static let mega = String(repeating: "x", count: 1 << 20)
    static let shown = String(repeating: "x", count: String.messageTokenShown)

    @Test func aTenMegabyteOBJTokenIsCutWithItsSize() {
        let token = String(repeating: "7", count: 10 << 20) + "x"
        let files = InMemoryFileSystem(textFiles: ["big.obj": "v 0 1 " + token + "\nf 1 1 1\n"])
        var s = Session(host: SessionHost(fileSystem: files))
        #expect(s.execute("grid 1 1").isSuccess)
        let before = s.state
        let result = s.execute("import obj big.obj")
        #expect(result.text == "big.obj:1:7: error: OBJ line 1: '" + String(repeating: "7", count: String.messageTokenShown)
            + "…(10,485,761 bytes)' is not a finite number; 'v' needs x y z (and optionally w or r g b)")
        #expect(s.state == before)
    }

    @Test(arguments: [
        ("", "error: unknown command '\(shown)…(1,048,576 bytes)' (help lists every command)"),
        ("grid 2 ", "error: '\(shown)…(1,048,576 bytes)' is not a valid columns"),
        ("let a = 1 + ", "error: unknown variable '\(shown)…(1,048,576 bytes)'"),
        ("layer select ", "error: there is no layer \(shown)…(1,048,576 bytes): layers run 0…0 (layers lists them)"),
        ("grid 1 1 ", "error: unexpected '\(shown)…(1,048,576 bytes)' after the command"),
    ])
    func aOneMegabyteCommandTokenIsCutWithItsSize(_ command: String, _ expected: String) {
        var s = Session()
        #expect(s.execute("grid 1 1").isSuccess)
        let before = s.state
        let result = s.execute(command + Self.mega)
        #expect(result.text == expected, "\(result.text.prefix(300))")
        #expect(result.text.utf8.count < 400)
        #expect(s.state == before)
    }

    @Test(arguments: [
        (String(repeating: "é", count: 128), String(repeating: "é", count: 128)),
        (String(repeating: "é", count: 129), String(repeating: "é", count: 96) + "…(258 bytes)"),
        ("", ""),
    ])
    func aTokenIsWholeUpToTheLimitAndCutPastItCountingBytes(_ token: String, _ shown: String) {
        #expect(token.messageToken == shown)
        #expect(token[...].messageToken == shown)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (10_485_760, "10,485,760"), (-1234, "-1,234")])
    func byteCountsAreGroupedInThrees(_ n: Int, _ text: String) {
        #expect(String.groupedDigits(n) == text)
    }
}
