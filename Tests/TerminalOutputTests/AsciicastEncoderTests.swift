import Foundation
import Testing
@testable import TerminalOutput

/// asciicast v2 lines: exact bytes for the header and events, whole UTF-8 characters per event.
struct AsciicastEncoderTests {
    @Test func theHeaderAndEventsAreTheFormatsJSONLines() {
        #expect(AsciicastEncoder.header(columns: 80, rows: 24, timestamp: 1_700_000_000, term: "xterm-256color", shell: "/bin/sh", title: "meshplay")
                == #"{"version": 2, "width": 80, "height": 24, "timestamp": 1700000000, "env": {"SHELL": "/bin/sh", "TERM": "xterm-256color"}, "title": "meshplay"}"# + "\n")
        var encoder = AsciicastEncoder()
        #expect(encoder.output(Array("\u{1B}[1;2H\"a\\b\"\r\n".utf8), at: 0.5) == #"[0.500000, "o", "\u001b[1;2H\"a\\b\"\r\n"]"# + "\n")
        #expect(encoder.resize(columns: 100, rows: 30, at: 1.25) == #"[1.250000, "r", "100x30"]"# + "\n")
    }

    @Test func aCharacterCutBetweenChunksWaitsForItsRest() {
        var encoder = AsciicastEncoder()
        let block = Array("▀▀".utf8)   // E2 96 80, twice
        #expect(encoder.output(Array(block[0..<4]), at: 0) == #"[0.000000, "o", "▀"]"# + "\n")
        #expect(encoder.output(Array(block[4..<5]), at: 0.1) == nil)
        #expect(encoder.output(Array(block[5...]) + [0x41], at: 0.2) == #"[0.200000, "o", "▀A"]"# + "\n")
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
        var encoder = AsciicastEncoder()
        #expect(encoder.output([0x41, 0xFF, 0x42], at: 0) == "[0.000000, \"o\", \"A\u{FFFD}B\"]\n")
    }
}
