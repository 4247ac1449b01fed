import Foundation
import MeshScript

/// How a journaled host (the playground, `repl --journal`) starts: claim a journal no live session
/// holds, clean up what killed saves left, and restore the journal of a session that did not end
/// cleanly, keeping the lines that could not be applied beside it.
public enum JournalStart {
    public struct Opened {
        /// The restored session, when a journal was restored.
        public var session: Session?
        /// Held for the session's life.
        public var lock: JournalLock?
        /// What to tell the user.
        public var messages: [String]
    }

    /// Sets `host.journalPath` to a journal this process holds (nil when none can be had, with a
    /// warning) and, with `restoring`, restores it if a dead session left one. Without
    /// `restoring` (a file is being opened) a journal with unsaved work is skipped, not
    /// overwritten.
    public static func open(host: inout SessionHost, restoring: Bool,
                            preferred: String = RealFileSystem.defaultJournalPath) -> Opened {
        var messages: [String] = []
        let directory = (preferred as NSString).deletingLastPathComponent
        removeStaleTemporaries(in: directory)
        removeStaleTemporaries(in: FileManager.default.currentDirectoryPath)
        var skipped: [String] = []
        let probe = host
        let claimed: (lock: JournalLock?, busy: Int)
        do {
            claimed = try JournalLock.claim(preferred: preferred) { path in
                var h = probe
                h.journalPath = path
                if restoring || !Session.hasRestorableJournal(host: h) { return true }
                skipped.append(path)
                return false
            }
        } catch {
            host.journalPath = nil
            return Opened(session: nil, lock: nil, messages: ["warning: no journal (changes are not protected): \(error)"])
        }
        guard let lock = claimed.lock else {
            host.journalPath = nil
            return Opened(session: nil, lock: nil, messages: ["warning: no journal (changes are not protected): every journal in \(directory) is in use"])
        }
        host.journalPath = lock.journalPath
        if claimed.busy > 0 {
            messages.append("another meshplay session is running; this one keeps its journal in \(lock.journalPath)")
        }
        for path in skipped {
            messages.append("unsaved work of an earlier session is kept in \(path): start meshplay without a file to restore it")
        }
        guard restoring, Session.hasRestorableJournal(host: host) else { return Opened(session: nil, lock: lock, messages: messages) }
        do {
            let restore = try Session.restoringJournal(host: host)
            if !restore.failures.isEmpty {
                do { try host.fileSystem.writeTextAtomically(restore.rejectedScript, to: restore.rejectedPath) } catch {
                    messages.append("warning: could not keep the lines that failed: \(error)")
                }
            }
            messages.append(restore.summary)
            return Opened(session: restore.session, lock: lock, messages: messages)
        } catch {
            messages.append("could not restore the journal: \(error)")
            return Opened(session: nil, lock: lock, messages: messages)
        }
    }
}
