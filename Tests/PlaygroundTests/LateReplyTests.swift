import Foundation
import Testing

/// A terminal that answers the start-up probe late, as kitty did on a busy machine: its replies
/// came after the probe's wait and were read as keys (viewport keys ran, `_Gi=31;OK[4;400;800t`
/// landed in the input line and the history, the scene became unsaved). The fake terminal
/// (``PtyTerminal``) answers as kitty 0.26.5 answered the probe's questions under Xvfb on
/// 2026-11-27, on a machine at load 13, in one write 1.87 s after they were asked:
/// `CSI ? 2026 ; 2 $ y`, `CSI 1 ; 2 R`, `DCS > | kitty(0.26.5) ST`, `APC G i=31 ; OK ST`,
/// `CSI 6 ; 18 ; 9 t`, `OSC 11 ; rgb:0000/0000/0000 ST`, `CSI ? 62 ; c` (here with 8×16 cells).
@Suite(.serialized) struct LateReplyTests {
    /// The start of the note the playground gives when late replies change what `graphics auto`
    /// shows, as much as fits on a line of the 36-column panel.
    static let lateNote = "answered the start-up"

    @Test(.enabled(if: PtyTerminal.isAvailable), arguments: [0.05, 0.35, 1.5])
    func lateRepliesNeverBecomeInputAndQuitStillQuits(_ delay: Double) throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: true, kitty: .local,
                                  background: "rgb:0000/0000/0000", version: "kitty(0.26.5)", replyDelay: delay)
        // The user types as soon as the playground shows its prompt.
        let started = try #require(pty.wait { String(decoding: $0, as: UTF8.self).contains("type `help` for commands") })
        pty.send("pause\r")
        let paused = pty.wait(from: started.count) { String(decoding: $0, as: UTF8.self).contains("> pause") }
        #expect(paused != nil, "the first command ran")
        if delay > Double(300) / 1000 {
            // Late kitty answers: auto had chosen cells, and now shows kitty graphics, said once.
            let noted = try #require(pty.wait { String(decoding: $0, as: UTF8.self).contains(Self.lateNote) })
            let note = try #require(String(decoding: noted, as: UTF8.self).range(of: Self.lateNote))
            #expect(pty.wait(from: String(decoding: noted, as: UTF8.self)[..<note.lowerBound].utf8.count) {
                String(decoding: $0, as: UTF8.self).contains("\u{1B}_Ga=T,")
            } != nil, "kitty frames follow the note")
        } else {
            // In time: wait for kitty's frames, chosen at start.
            #expect(pty.wait { String(decoding: $0, as: UTF8.self).contains("\u{1B}_Ga=T,") } != nil)
        }
        pty.send("quit\r")
        #expect(pty.waitForExit(), "quit quits: no unsaved-changes question")
        let output = String(decoding: pty.output, as: UTF8.self)
        #expect(!output.contains("unsaved"))
        for viewportCommand in ["> orbit", "> zoom", "> cells", "> wire"] {
            #expect(!output.contains(viewportCommand), "no viewport key ran: \(viewportCommand)")
        }
        // Only late answers change the choice (in time, kitty was chosen at start).
        #expect(output.contains(Self.lateNote) == (delay > 0.3))
        let history = try String(contentsOfFile: pty.home + "/meshplay/history", encoding: .utf8)
        #expect(history == "pause\nquit\n")
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aCommandTypedBeforeThePlaygroundShowsRunsFirst() throws {
        let pty = try PtyTerminal(columns: 100, rows: 30, reportsSynchronizedOutput: true, kitty: .local,
                                  version: "kitty(0.26.5)", replyDelay: 0.35)
        // Typed at once: the probe reads it with the replies, and gives it back to curses.
        pty.send("pause\r")
        #expect(pty.wait { String(decoding: $0, as: UTF8.self).contains("> pause") } != nil, "the first command ran")
        #expect(pty.wait { String(decoding: $0, as: UTF8.self).contains(Self.lateNote) } != nil)
        pty.send("quit\r")
        #expect(pty.waitForExit())
        let history = try String(contentsOfFile: pty.home + "/meshplay/history", encoding: .utf8)
        #expect(history == "pause\nquit\n")
    }
}
