import Foundation
import Testing

/// What the playground writes to the terminal, byte for byte (see ``PtyTerminal``): whole frames
/// inside one synchronized update where the terminal reported mode 2026, no mode 2026 at all
/// where it did not, and no placeholder characters on start, Ctrl-L or resize.
@Suite(.serialized) struct FrameOutputTests {
    static let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l"

    /// A row of curses' placeholder marks for the viewport: `columns` copies of one printable
    /// character, written out or as the character then `ESC[nb` (REP).
    static func hasPlaceholderRow(_ bytes: [UInt8], columns: Int) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard (0x21...0x7E).contains(byte) else { index += 1; continue }
            var run = 1
            while index + run < bytes.count, bytes[index + run] == byte { run += 1 }
            if run >= columns { return true }
            // REP: ESC [ n b repeats the preceding character n more times.
            var cursor = index + run
            if cursor + 2 < bytes.count, bytes[cursor] == 0x1B, bytes[cursor + 1] == 0x5B {
                cursor += 2
                var count = 0
                while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]) {
                    count = count * 10 + Int(bytes[cursor] - 0x30); cursor += 1
                }
                if cursor < bytes.count, bytes[cursor] == 0x62, run + count >= columns { return true }
            }
            index += run
        }
        return false
    }

    private func frames(_ pty: PtyTerminal, from offset: Int, count: Int) -> [UInt8]? {
        pty.wait(from: offset) { PtyTerminal.count("\u{1B}8", in: $0) >= count }
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func everyFrameGoesOutInsideOneSynchronizedUpdateWhenTheTerminalReportsMode2026() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: true)
        let bytes = try #require(frames(pty, from: 0, count: 4))
        let text = String(decoding: bytes, as: UTF8.self)
        let first = try #require(text.range(of: Self.begin))
        let last = try #require(text.range(of: Self.end, options: .backwards))
        // Between the first frame's start and the last one's end: only whole blocks, back to back.
        let body = String(text[first.lowerBound..<last.upperBound])
        var rest = Substring(body)
        var blocks = 0
        while !rest.isEmpty {
            #expect(rest.hasPrefix(Self.begin), "bytes outside a synchronized update: \(rest.prefix(60).debugDescription)")
            guard let close = rest.range(of: Self.end) else { Issue.record("an unterminated update"); break }
            let block = rest[rest.index(rest.startIndex, offsetBy: Self.begin.count)..<close.lowerBound]
            #expect(!block.contains(Self.begin), "nested updates")
            rest = rest[close.upperBound...]
            blocks += 1
        }
        #expect(blocks >= 3)
        // The status line (curses) and the picture (the encoder) of a frame share a block.
        let withStatus = body.components(separatedBy: Self.begin).filter { $0.contains("frame ") && $0.contains("\u{1B}8") }
        #expect(!withStatus.isEmpty)
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aTerminalThatDoesNotReportMode2026NeverReceivesIt() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false)
        _ = try #require(frames(pty, from: 0, count: 3))
        pty.send("\u{04}")
        #expect(pty.waitForExit())
        let bytes = pty.output
        #expect(PtyTerminal.count("\u{1B}[?2026$p", in: bytes) == 1)
        #expect(PtyTerminal.count(Self.begin, in: bytes) == 0)
        #expect(PtyTerminal.count(Self.end, in: bytes) == 0)
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func startCtrlLAndResizeRedrawWithoutPlaceholderCharactersOrAClearedScreen() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: false)
        // Side by side: a 36-column panel, a rule, and a 63-column viewport.
        let start = try #require(frames(pty, from: 0, count: 2))
        let placeholdersAtStart = Self.hasPlaceholderRow(start, columns: 63)
        #expect(!placeholdersAtStart)

        var offset = pty.output.count
        pty.send("\u{0C}")
        let repaint = try #require(pty.wait(from: offset) { bytes in
            // The whole picture again: a frame that moves to the viewport's first cell.
            PtyTerminal.find(Array("\u{1B}[1;38H".utf8), in: bytes) != nil && PtyTerminal.count("\u{1B}8", in: bytes) >= 1
        })
        let placeholdersOnCtrlL = Self.hasPlaceholderRow(repaint, columns: 63)
        #expect(!placeholdersOnCtrlL)
        #expect(PtyTerminal.count("\u{1B}[2J", in: repaint) == 0)

        offset = pty.output.count
        pty.resize(columns: 110, rows: 32)
        // 110 columns: a 36-column panel and a 73-column viewport.
        let resized = try #require(pty.wait(from: offset) { bytes in
            PtyTerminal.find(Array("\u{1B}[1;38H".utf8), in: bytes) != nil && PtyTerminal.count("\u{1B}8", in: bytes) >= 1
        })
        // Neither the new layout's marks (73 columns) nor the old one's (63).
        let placeholdersOnResize = Self.hasPlaceholderRow(resized, columns: 63)
        #expect(!placeholdersOnResize)
        #expect(PtyTerminal.count("\u{1B}[2J", in: resized) == 0)

        // A resize that lands while a key is being read (curses notes it, and the next
        // `doupdate` would act on it mid-frame): still no clear and no placeholders.
        offset = pty.output.count
        pty.send("\u{0C}")
        pty.resize(columns: 100, rows: 30)
        let raced = try #require(pty.wait(from: offset) { bytes in
            PtyTerminal.find(Array("\u{1B}[1;38H".utf8), in: bytes) != nil && PtyTerminal.count("\u{1B}8", in: bytes) >= 2
        })
        let placeholdersOnRace = Self.hasPlaceholderRow(raced, columns: 63)
        #expect(!placeholdersOnRace)
        #expect(PtyTerminal.count("\u{1B}[2J", in: raced) == 0)
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }

    @Test func thePlaceholderDetectorSeesRunsAndRepeats() {
        #expect(Self.hasPlaceholderRow(Array((String(repeating: "#", count: 10)).utf8), columns: 10))
        #expect(Self.hasPlaceholderRow(Array("x!\u{1B}[9b".utf8), columns: 10))
        #expect(!Self.hasPlaceholderRow(Array("!!!!\u{1B}[4b ".utf8), columns: 10))
        #expect(!Self.hasPlaceholderRow(Array("          ".utf8), columns: 10))
    }
}
