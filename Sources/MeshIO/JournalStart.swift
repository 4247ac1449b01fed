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
    /// unsaved work, naming the others with the command that restores each
    /// (`restoreCommand PATH`, see ``open(host:restoringJournal:preferred:restoreCommand:)``).
    /// A journal a live session holds is never taken. Without `restoring` (a file is being
    /// opened) journals with unsaved work are named and skipped, never overwritten.
    /// `opening`: the lines a start that restores nothing runs (the playground's opening
    /// preset); a journal that holds only what they make has no work to restore.
    public static func open(host: inout SessionHost, restoring: Bool,
                            preferred: String = RealFileSystem.defaultJournalPath,
                            restoreCommand: String = "meshplay --restore", opening: [String] = []) -> Opened {
        var messages: [String] = []
        let directory = (preferred as NSString).deletingLastPathComponent
        removeStaleTemporaries(in: directory)
        removeStaleTemporaries(in: FileManager.default.currentDirectoryPath)
        let unsaved = unsavedWork(host, opening: opening)
        let lock: JournalLock
        let busy: Int
        // Journals of sessions that ended with unsaved work, newest first: one is restored, the
        // rest wait (and are named) so nothing a dead session left is silently passed over.
        var waiting: [String]
        do {
            var found = try JournalLock.orphans(preferred: preferred)
            var left = newestFirst(found.locks.filter { unsaved($0.journalPath) })
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
        if restoring {
            messages += waitingMessages(waiting, restoreCommand: restoreCommand)
        } else {
            for path in waiting {
                messages.append("an earlier session did not quit; its work is kept in \(path): `\(restoreCommand) \(ShellWord.quoted(path))` restores it")
            }
        }
        guard restoring, unsaved(lock.journalPath) else { return Opened(session: nil, lock: lock, messages: messages) }
        return restored(host: host, lock: lock, messages: messages)
    }

    /// What a start says of the journals with unsaved work it leaves for later, each restored by
    /// `restoreCommand PATH`.
    static func waitingMessages(_ waiting: [String], restoreCommand: String) -> [String] {
        switch waiting.count {
        case 0: return []
        case 1: return ["1 more session did not quit; its work is kept in \(waiting[0]): `\(restoreCommand) \(ShellWord.quoted(waiting[0]))` restores it"]
        default:
            return ["\(waiting.count) more sessions did not quit; their work is kept in \(waiting.joined(separator: ", ")):"
                    + " `\(restoreCommand) PATH` restores the one at PATH"]
        }
    }

    /// Whether the journal at a path holds more than a fresh session of `host` would write,
    /// after `opening` or not.
    static func unsavedWork(_ host: SessionHost, opening: [String]) -> (String) -> Bool {
        let fresh = Session.freshJournals(host: host, opening: opening)
        return { fresh.restorable($0) }
    }

    /// `locks` by when their journals last changed, the newest first (the first numbered on a tie).
    static func newestFirst(_ locks: [JournalLock]) -> [JournalLock] {
        locks.enumerated()
            .sorted { (modified($0.element.journalPath), -$0.offset) > (modified($1.element.journalPath), -$1.offset) }
            .map(\.element)
    }

    /// `host`'s session restored from the journal `lock` holds (already `host.journalPath`), the
    /// lines that failed kept beside it, and the summary after `messages`.
    static func restored(host: SessionHost, lock: JournalLock, messages: [String]) -> Opened {
        var messages = messages
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
    static func modified(_ path: String) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }
}
