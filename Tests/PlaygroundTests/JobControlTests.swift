import Testing
@testable import meshplay

/// Ctrl-Z stops the playground only where a job-control shell can continue it: the process group
/// must not be orphaned (the kernel discards SIGTSTP there), and the stop signal must not have
/// been ignored when meshplay started. Otherwise the panel says why.
@Suite struct JobControlTests {
    typealias Process = JobControl.Process

    @Test func statLinesAreReadAfterTheCommandsLastParenthesis() {
        #expect(JobControl.parseStat("4242 (meshplay) S 4100 4242 4100 34816 4242 4194560 0 0")
            == Process(pid: 4242, parent: 4100, group: 4242, session: 4100))
        #expect(JobControl.parseStat("77 (a) b (c)) R 1 77 77 0 -1")
            == Process(pid: 77, parent: 1, group: 77, session: 77), "a command name may hold spaces and parentheses")
        #expect(JobControl.parseStat("") == nil && JobControl.parseStat("12 (x) S 1") == nil)
    }

    struct GroupCase: CustomTestStringConvertible, Sendable {
        let name: String, processes: [Process], orphaned: Bool
        var testDescription: String { name }
    }

    /// The situations a user starts meshplay in (pids as a terminal emulator, a shell and
    /// meshplay would have them).
    static let cases = [
        // bash with job control (interactive): meshplay's own group, its parent bash in another
        // group of the same session, which `fg` continues it from.
        GroupCase(name: "a job of an interactive shell", processes: [
            Process(pid: 900, parent: 1, group: 900, session: 900),
            Process(pid: 1000, parent: 900, group: 1000, session: 1000),
            Process(pid: 1100, parent: 1000, group: 1100, session: 1000),
        ], orphaned: false),
        // xterm -e meshplay: meshplay leads its own session; its parent xterm is outside it.
        GroupCase(name: "xterm -e meshplay", processes: [
            Process(pid: 900, parent: 1, group: 900, session: 900),
            Process(pid: 1100, parent: 900, group: 1100, session: 1100),
        ], orphaned: true),
        // set +m (or sh -c): meshplay stays in the shell's group, whose leader's parent (the
        // terminal emulator) is in another session.
        GroupCase(name: "a shell without job control", processes: [
            Process(pid: 900, parent: 1, group: 900, session: 900),
            Process(pid: 1000, parent: 900, group: 1000, session: 1000),
            Process(pid: 1100, parent: 1000, group: 1000, session: 1000),
        ], orphaned: true),
        // docker run -it: the shell is the container's process 1, in meshplay's session.
        GroupCase(name: "a job of a container's shell", processes: [
            Process(pid: 1, parent: 0, group: 1, session: 1),
            Process(pid: 7, parent: 1, group: 7, session: 1),
        ], orphaned: false),
    ]

    @Test(arguments: cases)
    func aGroupIsOrphanedWhenNoMemberHasAParentInAnotherGroupOfItsSession(_ c: GroupCase) {
        let meshplay = c.processes[c.processes.count - 1]
        #expect(JobControl.isOrphaned(group: meshplay.group, among: c.processes) == c.orphaned)
    }

    @Test func theObstacleSaysWhyAndHowToLeave() {
        #expect(JobControl.suspendObstacle(ignoredAtStart: false, orphaned: false) == nil)
        #expect(JobControl.suspendObstacle(ignoredAtStart: false, orphaned: true) == "Ctrl-Z: cannot suspend here: no shell "
            + "with job control started meshplay (its process group is orphaned, as under xterm -e or a shell with set +m), "
            + "so nothing could bring it back with fg; Ctrl-D or quit ends the session")
        #expect(JobControl.suspendObstacle(ignoredAtStart: true, orphaned: false) == "Ctrl-Z: not suspending: meshplay was "
            + "started with the stop signal (SIGTSTP) ignored, so whatever started it does not want it stopped; Ctrl-D or "
            + "quit ends the session")
    }

    @Test func thisTestRunnersGroupIsReadFromProc() {
        // Whatever the runner's situation, /proc answers for it (Linux).
        #expect(JobControl.currentGroupIsOrphaned() != nil)
    }
}
