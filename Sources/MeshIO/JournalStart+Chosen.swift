import Foundation
import MeshScript

/// `meshplay --restore PATH`: a start that restores the journal the user names, any of those a
/// start names as waiting, rather than the newest.
extension JournalStart {
    /// Why the journal asked for cannot be restored; nothing was taken or changed.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Restores the journal at `typed` (relative to the current directory, `~` for home) and
    /// keeps journaling into it, as ``open(host:restoring:preferred:restoreCommand:)`` does
    /// with the newest; the other journals with unsaved work are named as that start names
    /// them. Only meshplay's own journals (`preferred`, `NAME-2.EXT`, … beside it) are taken:
    /// restoring another file would replay it as commands and then journal over it, a scene
    /// file included. Refused when no such journal is there, a live session holds it, or it
    /// holds no unsaved work.
    public static func open(host: inout SessionHost, restoringJournal typed: String,
                            preferred: String = RealFileSystem.defaultJournalPath,
                            restoreCommand: String = "meshplay --restore", opening: [String] = []) throws(Refusal) -> Opened {
        let chosen = standardized(RealFileSystem().absolutePath(typed))
        let directory = (preferred as NSString).deletingLastPathComponent
        let limit = 32
        let journals = (1...limit).map { JournalLock.numbered(preferred, $0) }
        guard journals.map(standardized).contains(chosen) else {
            throw Refusal(description: "\(typed) is not one of meshplay's journals"
                          + " (\(JournalLock.numbered(preferred, 1)), \((JournalLock.numbered(preferred, 2) as NSString).lastPathComponent), …)")
        }
        guard FileManager.default.fileExists(atPath: chosen) else {
            throw Refusal(description: "no journal at \(typed): nothing to restore")
        }
        removeStaleTemporaries(in: directory)
        let unsaved = unsavedWork(host, opening: opening)
        var found: (locks: [JournalLock], busy: Int)
        do { found = try JournalLock.orphans(preferred: preferred, limit: limit) } catch {
            throw Refusal(description: "cannot restore \(typed): \(error)")
        }
        guard let index = found.locks.firstIndex(where: { standardized($0.journalPath) == chosen }) else {
            throw Refusal(description: "\(typed) belongs to a meshplay session that is running: it is restored only after that session ends")
        }
        let lock = found.locks.remove(at: index)
        guard unsaved(lock.journalPath) else {
            throw Refusal(description: "\(typed) holds no changes: nothing to restore")
        }
        let waiting = newestFirst(found.locks.filter { unsaved($0.journalPath) }).map(\.journalPath)
        // The others go back for later starts to take.
        found.locks = []
        host.journalPath = lock.journalPath
        var messages: [String] = []
        if found.busy > 0 {
            messages.append("another meshplay session is running; this one keeps its journal in \(lock.journalPath)")
        }
        messages += waitingMessages(waiting, restoreCommand: restoreCommand)
        return restored(host: host, lock: lock, messages: messages)
    }

    /// The path with `.` and `..` resolved, so a journal named two ways is recognised.
    private static func standardized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
