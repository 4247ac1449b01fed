import Foundation

/// Whether Ctrl-Z can suspend the playground. A stop signal only stops a process some shell can
/// continue: the kernel discards SIGTSTP sent to an orphaned process group (POSIX.1 §2.4.3; Linux
/// `is_current_pgrp_orphaned`), which is what meshplay is in when no job-control shell started it:
/// `xterm -e meshplay` (its own session, its parent xterm outside it), a shell with `set +m` or
/// `sh -c` (meshplay in the shell's group, whose parent is outside the session). And a parent
/// that starts it with SIGTSTP ignored says it does not want it stopped. In both cases leaving
/// the screen for a stop that never comes would only flash it, so the playground says why instead.
enum JobControl {
    /// One process as `/proc/PID/stat` lists it.
    struct Process: Equatable {
        var pid: Int32
        var parent: Int32
        var group: Int32
        var session: Int32
    }

    /// The fields of a `/proc/PID/stat` line: pid, then the command in parentheses (which may
    /// hold spaces and parentheses itself, so the fields resume after the last `)`), state,
    /// parent, process group, session.
    static func parseStat(_ line: String) -> Process? {
        guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"),
              let pid = Int32(line[..<open].trimmingCharacters(in: .whitespaces)) else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count >= 4, let parent = Int32(fields[1]), let group = Int32(fields[2]), let session = Int32(fields[3]) else {
            return nil
        }
        return Process(pid: pid, parent: parent, group: group, session: session)
    }

    /// Whether process group `group` is orphaned among `processes`: none of its members has a
    /// parent in another group of the same session, so no shell is there to continue it after a
    /// stop. (The kernel also passes over a parent that is the system's init, which is never in
    /// a user's session; a container's process 1, a shell under `docker run -it`, may be, and
    /// counts, as it does for the kernel.)
    static func isOrphaned(group: Int32, among processes: [Process]) -> Bool {
        let byID = Dictionary(processes.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        for member in processes where member.group == group {
            guard let parent = byID[member.parent] else { continue }
            if parent.group != group && parent.session == member.session { return false }
        }
        return true
    }

    /// Why Ctrl-Z cannot suspend meshplay, for the panel; nil when it can.
    static func suspendObstacle(ignoredAtStart: Bool, orphaned: Bool) -> String? {
        if ignoredAtStart {
            return "Ctrl-Z: not suspending: meshplay was started with the stop signal (SIGTSTP) ignored, so whatever "
                + "started it does not want it stopped; Ctrl-D or quit ends the session"
        }
        if orphaned {
            return "Ctrl-Z: cannot suspend here: no shell with job control started meshplay (its process group is "
                + "orphaned, as under xterm -e or a shell with set +m), so nothing could bring it back with fg; "
                + "Ctrl-D or quit ends the session"
        }
        return nil
    }

    /// ``suspendObstacle(ignoredAtStart:orphaned:)`` for this process now: its group read from
    /// `/proc` (where there is none, the stop is tried as before).
    static func currentObstacle() -> String? {
        suspendObstacle(ignoredAtStart: TerminalRestore.stopIgnoredAtStart, orphaned: currentGroupIsOrphaned() ?? false)
    }

    /// Whether this process's group is orphaned, from every process's `/proc/PID/stat`; nil
    /// where `/proc` cannot be read.
    static func currentGroupIsOrphaned() -> Bool? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        var processes: [Process] = []
        for name in names where name.first?.isNumber == true {
            // A process may end between the listing and the read: it is then simply not there.
            guard let text = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let process = parseStat(text) else { continue }
            processes.append(process)
        }
        guard processes.contains(where: { $0.pid == getpid() }) else { return nil }
        return isOrphaned(group: getpgrp(), among: processes)
    }
}
