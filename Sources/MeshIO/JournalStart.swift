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
    /// warning) and, with `restoring`, restores the newest journal a dead session left with
    /// unsaved work, naming the others (a later start restores them). A journal a live session
    /// holds is never taken. Without `restoring` (a file is being opened) journals with unsaved
    /// work are named and skipped, never overwritten.
    public static func open(host: inout SessionHost, restoring: Bool,
                            preferred: String = RealFileSystem.defaultJournalPath) -> Opened {
        var messages: [String] = []
        let directory = (preferred as NSString).deletingLastPathComponent
        removeStaleTemporaries(in: directory)
        removeStaleTemporaries(in: FileManager.default.currentDirectoryPath)
        let probe = host
        func unsaved(_ path: String) -> Bool {
            var h = probe
            h.journalPath = path
            return Session.hasRestorableJournal(host: h)
        }
        let lock: JournalLock
        let busy: Int
        // Journals of sessions that ended with unsaved work, newest first: one is restored, the
        // rest wait (and are named) so nothing a dead session left is silently passed over.
        var waiting: [String]
        do {
            var found = try JournalLock.orphans(preferred: preferred)
            var left = found.locks.enumerated().filter { unsaved($0.element.journalPath) }
                .sorted { (modified($0.element.journalPath), -$0.offset) > (modified($1.element.journalPath), -$1.offset) }
                .map(\.element)
            if restoring, let newest = left.first {
                lock = newest
                busy = found.busy
                waiting = left.dropFirst().map(\.journalPath)
            } else {
                waiting = left.map(\.journalPath)
                // Let go of them first: flock refuses a second descriptor of this very process.
                left = []
                found.locks = []
                let claimed = try JournalLock.claim(preferred: preferred) { !unsaved($0) }
                guard let free = claimed.lock else {
                    host.journalPath = nil
                    return Opened(session: nil, lock: nil, messages: ["warning: no journal (changes are not protected): every journal in \(directory) is in use"])
                }
                lock = free
                busy = claimed.busy
            }
        } catch {
            host.journalPath = nil
            return Opened(session: nil, lock: nil, messages: ["warning: no journal (changes are not protected): \(error)"])
        }
        host.journalPath = lock.journalPath
        if busy > 0 {
            messages.append("another meshplay session is running; this one keeps its journal in \(lock.journalPath)")
        }
        if restoring, !waiting.isEmpty {
            let sessions = waiting.count == 1 ? "1 more session" : "\(waiting.count) more sessions"
            messages.append("\(sessions) left unsaved work, kept in \(waiting.joined(separator: ", ")):"
                + " another meshplay started while this one runs restores \(waiting.count == 1 ? "it" : "the newest")")
        }
        for path in waiting where !restoring {
            messages.append("unsaved work of an earlier session is kept in \(path): start meshplay without a file to restore it")
        }
        guard restoring, unsaved(lock.journalPath) else { return Opened(session: nil, lock: lock, messages: messages) }
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

    /// When the journal was last written (its newest change), for choosing which one to restore.
    private static func modified(_ path: String) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }
}
