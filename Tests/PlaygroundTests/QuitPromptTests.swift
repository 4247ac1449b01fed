import Foundation
import Testing

/// Nothing lost on leaving: unsaved changes are asked about, the journal stays until a save or a
/// discard, and a second playground never shares the first one's journal.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct QuitPromptTests {
    static let environment = ["TERM": "xterm-256color"]

    func journal(_ pane: TmuxPane, _ name: String = "journal.mesh") -> String { pane.home + "/meshplay/" + name }

    @Test func quittingWithoutChangesLeavesAtOnceAndRemovesTheJournal() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("untitled │") } != nil)
        pane.send(keys: "C-d")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
        #expect(!FileManager.default.fileExists(atPath: journal(pane)))
    }

    @Test func unsavedChangesAreMarkedAndQuittingAsksThenCancelAndDiscardDoWhatTheySay() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("grid 3 3")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ untitled ● │") } != nil)
        pane.send(keys: "C-d")
        #expect(pane.wait { $0.contains("unsaved changes: [s]ave as…") && $0.contains("[c]ancel") } != nil)
        pane.send(keys: "c")
        #expect(pane.wait { $0.contains("quit cancelled") } != nil)
        // Still running: a command still works, and the journal holds the edit.
        #expect(FileManager.default.fileExists(atPath: journal(pane)))
        pane.send(keys: "Tab")
        pane.send(keys: "q")
        #expect(pane.wait { $0.components(separatedBy: "unsaved changes:").count >= 3 } != nil)
        pane.send(keys: "d")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
        #expect(!FileManager.default.fileExists(atPath: journal(pane)))
    }

    @Test func ctrlCAtTheBlockPromptDropsTheOpenRepeatBlockInsteadOfAskingToQuit() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        // Paused, so no frame is being drawn for the Ctrl-C to stop.
        for (line, answer) in [("pause", "paused at frame"), ("grid 2 2", "grid of 2×2 faces"), ("repeat 3 k {", "> repeat 3 k {"),
                               ("vertex k to.z 0.1", "… vertex k to.z 0.1")] {
            pane.type(line)
            pane.send(keys: "Enter")
            #expect(pane.wait { PlaygroundTests.panelText($0).contains(answer) } != nil, "\(pane.capture())")
        }
        // A Ctrl-C within a second of slow work (the grid's first frame, on a loaded machine) is
        // taken as meant for that work; this one comes later.
        Thread.sleep(forTimeInterval: 1.2)
        pane.send(keys: "C-c")
        #expect(pane.wait { PlaygroundTests.panelText($0).contains("repeat block dropped: its 1 line did not run") } != nil, "\(pane.capture())")
        #expect(!pane.capture().contains("unsaved changes:"))
        // The prompt is `>` again: the next line runs at once, and the block's line never ran.
        pane.type("vertex 0")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.panelText($0).contains("vertex 0: from (0, 0) to (0, 0, 0)") } != nil, "\(pane.capture())")
        // With no block open, Ctrl-C on an empty line asks to quit as before.
        Thread.sleep(forTimeInterval: 1.2)
        pane.send(keys: "C-c")
        #expect(pane.wait { $0.contains("unsaved changes: [s]ave as…") } != nil)
        pane.send(keys: "d")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
    }

    @Test func quitWithACommentAsksAndTheQuestionFitsANarrowInputLine() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: Self.environment, command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("grid 2 2")
        pane.send(keys: "Enter")
        pane.type("quit   # leave")
        pane.send(keys: "Enter")
        // The input line sits right above the status line: every choice must be readable there.
        let inputLine: (String) -> String = { text in
            let lines = text.components(separatedBy: "\n")
            guard let status = lines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }), status > 0 else { return "" }
            return lines[status - 1]
        }
        let screen = pane.wait { inputLine($0).contains("[d]iscard") && inputLine($0).contains("[c]ancel") }
        #expect(screen != nil, "\(pane.capture())")
        #expect(!pane.capture().contains("unknown command"))
        pane.send(keys: "d")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
    }

    @Test func saveAsOnQuitAsksForAFileWritesItAndLeaves() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("grid 2 2")
        pane.send(keys: "Enter")
        pane.type("quit")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("[s]ave as…") } != nil)
        pane.send(keys: "s")
        #expect(pane.wait { $0.contains("save as: ") } != nil)
        // A save that fails asks again instead of losing anything.
        pane.type(pane.home + "/missing/dir/a.mesh")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("no such directory") } != nil)
        pane.send(keys: "a")
        pane.type(pane.home + "/a.mesh")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
        #expect((try? String(contentsOfFile: pane.home + "/a.mesh", encoding: .utf8))?.contains("grid") == true
                || FileManager.default.fileExists(atPath: pane.home + "/a.mesh"))
        #expect(!FileManager.default.fileExists(atPath: journal(pane)))
    }

    @Test(arguments: [("TERM", 143), ("HUP", 129)])
    func sigtermAndSighupKeepTheJournalOfUnsavedChanges(signal: String, status: Int) throws {
        let inner = "{ sleep 4; kill -\(signal) $$; } & exec \(TmuxPane.quote(TmuxPane.binary))"
        let pane = try TmuxPane(columns: 100, rows: 30, environment: Self.environment,
                                command: "sh -c \(TmuxPane.quote(inner)); echo \"[exited $?]\"; sleep 60")
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("vertex 0 to.z 0.125")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("[exited \(status)]") } != nil)
        #expect(!pane.alternateScreen)
        let text = (try? String(contentsOfFile: journal(pane), encoding: .utf8)) ?? ""
        // Typed or as a checkpoint (an edit that stops the animation), the change is there.
        #expect(text.contains(" vertex 0 to.z 0.125") || text.contains(" vertex 0 from 0 0 to 0 0 0.125"), "journal: \(text)")
    }

    @Test func aSecondPlaygroundSaysSoAndKeepsItsOwnJournal() throws {
        let first = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand())
        #expect(first.wait { PlaygroundTests.isReady($0) } != nil)
        first.type("grid 4 4")
        first.send(keys: "Enter")
        let shared = ["HOME": first.home, "XDG_STATE_HOME": first.home].merging(Self.environment) { $1 }
        let second = try TmuxPane(columns: 120, rows: 40, environment: shared, command: TmuxPane.meshplayCommand())
        // It neither restores the live session nor shares its journal.
        #expect(second.wait { $0.contains("another meshplay session is running;") } != nil)
        #expect(second.capture().contains("restored") == false)
        second.type("grid 2 2")
        second.send(keys: "Enter")
        #expect(second.wait { PlaygroundTests.statusLine($0).contains("●") } != nil)
        let firstJournal = (try? String(contentsOfFile: journal(first), encoding: .utf8)) ?? ""
        #expect(firstJournal.contains(" grid 4 4") && !firstJournal.contains("grid 2 2"))
        let secondJournal = (try? String(contentsOfFile: journal(first, "journal-2.mesh"), encoding: .utf8)) ?? ""
        #expect(secondJournal.contains(" grid 2 2"))
    }
}

@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct SuspendTests {
    @Test func ctrlZGivesTheShellASaneTerminalAndFgRedrawsWithMouseAndPasteOn() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color", "PS1": "$ "],
                                command: "exec bash --norc --noprofile -i")
        #expect(pane.wait { $0.contains("$") } != nil)
        pane.type(TmuxPane.quote(TmuxPane.binary))
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        #expect(pane.format("#{mouse_button_flag}") == "1")
        pane.send(keys: "C-z")
        #expect(pane.wait { $0.contains("Stopped") } != nil, "\(pane.capture())")
        #expect(!pane.alternateScreen)
        #expect(pane.format("#{mouse_button_flag}#{mouse_any_flag}") == "00")
        pane.type("fg")
        pane.send(keys: "Enter")
        // Back in the alternate screen, fully redrawn (viewport cells included) with no Ctrl-L.
        let screen = pane.wait(escapes: true) { $0.contains("38;5;") && PlaygroundTests.isReady($0) && !$0.contains("Stopped") }
        #expect(screen != nil)
        #expect(pane.alternateScreen)
        #expect(pane.format("#{mouse_button_flag}") == "1")
        pane.send(keys: "C-d")
    }

    /// `sh -c meshplay`, as `xterm -e` or a shell with `set +m` starts it: no shell could continue
    /// a stopped meshplay, so Ctrl-Z keeps the playground on screen and says why.
    @Test func ctrlZWithoutJobControlSaysWhyAndStays() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.send(keys: "C-z")
        let said = pane.wait { PlaygroundTests.panelText($0).contains("job control") }
        #expect(said != nil, "\(pane.capture())")
        #expect(PlaygroundTests.panelText(said ?? "").contains("Ctrl-Z: cannot suspend here"))
        #expect(pane.alternateScreen)
        pane.type("frame 3")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("frame 3") } != nil, "still running")
        pane.send(keys: "C-d")
    }
}
