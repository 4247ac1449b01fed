import Foundation
import Testing

/// A terminal that cannot move its cursor (terminfo without `cup`, as `TERM=dumb`) cannot show
/// the playground's frames: it is refused before anything is written to it.
@Suite struct DumbTerminalTests {
    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aDumbTerminalIsRefusedByNameAndPointedToRenderAndRepl() throws {
        let pty = try PtyTerminal(columns: 80, rows: 24, term: "dumb", reportsSynchronizedOutput: false)
        #expect(pty.waitForExit())
        // Only the message (the terminal turns its newline into CR LF): no probe, no escape.
        #expect(String(decoding: pty.output, as: UTF8.self)
                == "error: the playground needs a terminal that can move its cursor, and TERM=dumb cannot; "
                + "use `meshplay render` for pictures and `meshplay repl` for commands\r\n")
        let status = try #require(pty.exitStatus)
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "exit status 1, not a signal")
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func anUnsetTerminalTypeIsRefusedBeforeTheProbeWritesAnything() throws {
        let pty = try PtyTerminal(columns: 80, rows: 24, term: "", reportsSynchronizedOutput: false)
        #expect(pty.waitForExit())
        #expect(String(decoding: pty.output, as: UTF8.self)
                == "error: cannot open the terminal (TERM=); is this an interactive terminal?\r\n")
        let status = try #require(pty.exitStatus)
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "exit status 1, not a signal")
    }
}
