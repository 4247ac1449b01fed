import MeshEngine

/// The journal ("nothing lost"): every successful state change is written to
/// ``SessionHost/journalPath`` as it happens, so after a crash or `kill -9` the next start can
/// replay it and get the same state back.
///
/// The journal is a script framed by ``JournalRecords`` (a checksum per line). Ordinary edits are
/// appended as the line that was typed (an edit that read the playhead after a note of its
/// frame); changes a line alone cannot reproduce (undo, redo, load, import, images) rewrite it
/// atomically as a scene file of the whole state, a checkpoint, which ends with
/// ``editsMarker``, and so does ``CheckpointSchedule`` once enough lines were appended.
extension Session {
    /// The journal's comment between a checkpoint and the edits appended after it. A restore
    /// replays the lines after it as the edits they were, one undo step each, so `undo` takes
    /// them back as it would have before the crash; the checkpoint's own lines only rebuild the
    /// state it recorded.
    static let editsMarker = "# edits since the checkpoint"

    /// The journal's note of where the playhead stands (`# at frame 17`): appended after a
    /// timeline command (`step`, `back`, `frame`, `time`, `pause`) while paused, so a restore
    /// opens at the frame the user was looking at rather than the checkpoint's, and before an
    /// edit that read the playhead, which replays at that frame. A comment to the language: a
    /// journal of a session that only moved the playhead is still a fresh one
    /// (``FreshJournals``), so nothing is offered for restoring when nothing was edited.
    static let frameMarker = "# at frame "

    /// The journal's brackets around a gesture's lines (a vertex drag: one line per motion, one
    /// undo step to the user). The opening one goes in with the gesture's first line, the
    /// closing one when it ends (long drags are bounded by ``CheckpointSchedule``, like any
    /// run of edits). A restore replays the lines between them as one undo step, also when a
    /// crash left the gesture open.
    static let gestureMarker = "# gesture"
    static let gestureEndMarker = "# end of gesture"

    /// Starts a journal holding the current state; hosts call it once at startup (after a
    /// restore too: the old journal is replaced only once the new one is completely written).
    /// Returns a warning when the journal cannot be written.
    @discardableResult
    public mutating func beginJournal() -> String? {
        guard let path = host.journalPath else { return nil }
        return writeCheckpoint(to: path)
    }

    /// Removes the journal after a save or an explicit discard, so the next start has nothing to
    /// offer; returns a warning when that failed.
    @discardableResult
    public func endJournal() -> String? {
        guard let path = host.journalPath else { return nil }
        do {
            try host.fileSystem.remove(path)
            // The kept image copies are only for restoring.
            for copy in journalCopies.values { try? host.fileSystem.remove(copy) }
            try? host.fileSystem.remove(path + ".files")
            return nil
        } catch {
            return "warning: journal \(error)"
        }
    }

    /// A session rebuilt from the journal at `host.journalPath`, journaling on from there. Every
    /// line that applies is kept; a line that fails, or that the checksum shows was torn, is
    /// skipped and reported in ``JournalRestore/failures`` (and written by the host beside the
    /// journal, see ``JournalRestore/rejectedScript``), never taking the good lines with it.
    public static func restoringJournal(host: SessionHost) throws(ScriptError) -> JournalRestore {
        guard let path = host.journalPath else { return JournalRestore(session: Session(host: host), journal: "", total: 0, failures: []) }
        let bytes: [UInt8]
        do { bytes = try host.fileSystem.read(path) } catch { throw ScriptError(.file(error)) }
        // Bytes that are not UTF-8 only spoil their own line, whose checksum then fails.
        let contents = JournalRecords.read(String(decoding: bytes, as: UTF8.self))
        var quiet = host
        quiet.journalPath = nil
        var session = Session(host: quiet)
        session.runner.quiet = true
        session.runner.batching = true
        var failures = contents.damaged.map { JournalRestore.Failure(line: $0.number, text: $0.text, reason: "damaged (torn write or bad checksum)") }
        var total = contents.damaged.count
        // Journals of earlier builds name the file before the checkpoint script, which opens with
        // `new` (and `preset NAME` for a scene made from one), and those leave a session
        // untitled: a marker met before any command is that header, and it names the session
        // again after each of those opening lines. The opening ends at the first line that keeps
        // the name; from there on a line that drops it (a `preset` typed later) is the user's.
        // (Today's checkpoints put the marker after their script.)
        var header: String?
        var commands = 0
        // The last paused frame noted after the checkpoint (the checkpoint sets its own).
        var playhead: Int?
        for (number, text) in contents.lines {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(Session.frameMarker) {
                // Moved at once: the line after a note may have read the playhead
                // (``StateChange/editedAtPlayhead``); lines that did not are the same at any frame.
                playhead = Int(trimmed.dropFirst(Session.frameMarker.count)) ?? playhead
                if let playhead { session.setFrame(playhead) }
                continue
            }
            if trimmed == Session.gestureMarker[...] {
                session.beginCoalescedEdit()
                continue
            }
            if trimmed == Session.gestureEndMarker[...] {
                session.endCoalescedEdit()
                continue
            }
            if trimmed.hasPrefix(Session.documentMarker) {
                session.documentPath = String(trimmed.dropFirst(Session.documentMarker.count))
                header = commands == 0 ? session.documentPath : nil
            }
            if session.runner.batching && trimmed.hasPrefix(Session.editsMarker) {
                // The checkpoint is whole: checked once, as a script is, and the edits after it
                // each make their undo step (and are checked as they apply, as typed ones are).
                do { try session.state.validate() } catch { throw error.located(file: path, line: number) }
                session.runner.batching = false
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            total += 1
            commands += 1
            if case let .failure(error) = session.execute(text) {
                failures.append(JournalRestore.Failure(line: number, text: text, reason: error.description))
            }
            if let path = header {
                if session.documentPath == nil { session.documentPath = path } else { header = nil }
            }
        }
        failures.sort { $0.line < $1.line }
        // The one check every state passes (lines were not checked one by one while batching).
        do { try session.state.validate() } catch {
            throw error.located(file: path, line: max(1, contents.lines.last?.number ?? 1))
        }
        session.endReplay(playhead: playhead, host: host)
        return JournalRestore(session: session, journal: path, total: total, failures: failures)
    }

    /// Ends a journal replay: the session runs as typed again, at the playhead the journal
    /// last noted, on `host` (which journals).
    private mutating func endReplay(playhead: Int?, host: SessionHost) {
        // A gesture the crash cut short is one undo step, as it would have been.
        endCoalescedEdit()
        runner.batching = false
        runner.quiet = false
        if let playhead {
            setFrame(playhead)
            journaledFrame = frame
        }
        // The replayed edits leave no view work behind: the host frames the restored scene anew.
        fitCheckPending = false
        lastChange = .none
        adoptFileOnDisk()
        self.host = host
    }

    /// After a restore, what was saved is the session's file as it is on disk now: the journal
    /// holds the edits, not whether the last of them reached the file (a `save` just before the
    /// crash, a checkpoint that rewrote a loaded file's lines). So the session is unsaved exactly
    /// when its state differs from what loading that file gives, and always when it has no file
    /// or the file is gone or no longer loads.
    private mutating func adoptFileOnDisk() {
        document.savedState = nil
        guard let path = documentPath, let text = try? host.fileSystem.readText(path),
              let onDisk = try? Session.running(text, file: path, host: host) else { return }
        document.savedState = onDisk.state
    }

    /// Whether there is a journal with more in it than a fresh session would write: a new
    /// session, or one that has run only the host's `opening` lines (the playground's opening
    /// preset, which counts as saved), so a session killed before any change is not restored.
    public static func hasRestorableJournal(host: SessionHost, opening: [String] = []) -> Bool {
        freshJournals(host: host, opening: opening).restorable(host.journalPath)
    }

    /// The journals a start that changed nothing leaves, to compare others with (see
    /// ``hasRestorableJournal(host:opening:)``); made once for the many journals a start looks at.
    public static func freshJournals(host: SessionHost, opening: [String] = []) -> FreshJournals {
        // The journals are made as a start makes them (a checkpoint of a new session, then the
        // opening lines journaled as they run), in memory.
        let files = InMemoryFileSystem()
        var scratch = host
        scratch.fileSystem = files
        scratch.frames = FrameCache()
        scratch.journalPath = "fresh.mesh"
        var session = Session(host: scratch)
        session.runner.quiet = true
        session.beginJournal()
        func lines() -> [String] {
            JournalRecords.read(files.text("fresh.mesh") ?? "").lines.map(\.text).filter(FreshJournals.compared)
        }
        var scripts = [lines()]
        if !opening.isEmpty {
            for line in opening { _ = session.execute(line) }
            scripts.append(lines())
        }
        return FreshJournals(host: host, scripts: scripts)
    }

    /// What journals of sessions that changed nothing hold, line by line.
    public struct FreshJournals {
        let host: SessionHost
        let scripts: [[String]]

        /// Whether the journal at `path` holds more than one of these (or a damaged line).
        public func restorable(_ path: String?) -> Bool {
            guard let path, let bytes = try? host.fileSystem.read(path) else { return false }
            let contents = JournalRecords.read(String(decoding: bytes, as: UTF8.self))
            let lines = contents.lines.map(\.text).filter(FreshJournals.compared)
            return !contents.damaged.isEmpty || !scripts.contains(lines)
        }

        /// Whether a journal line counts when journals are compared: not the edits marker
        /// (earlier builds wrote none, and their fresh journals are fresh too), not a note of
        /// where the playhead stood (moving through time edits nothing).
        static func compared(_ line: String) -> Bool {
            line != Session.editsMarker && !line.hasPrefix(Session.frameMarker)
        }
    }

    /// Writes the last applied command to the journal; returns a warning if that failed.
    ///
    /// An edit appends its line (after the frame it read, for one that read the playhead), and
    /// the journal is rewritten whole only where a line cannot reproduce the change, after a
    /// failed write, or when ``CheckpointSchedule`` says enough was appended since the last time.
    mutating func recordInJournal(_ command: Command, line: String) -> String? {
        guard let path = host.journalPath else { return nil }
        var records: [String]
        switch lastChange {
        case .none:
            return recordPlayhead(after: command, in: path)
        case .replaced:
            return writeCheckpoint(to: path)
        case .edited:
            records = [line]
        case .editedAtPlayhead:
            // Replayed at another frame the line would read another picture: the note puts the
            // restore's playhead where this one stood, which is also where a restore opens.
            records = [Session.frameMarker + String(frame), line]
        }
        // An append after one that failed would leave a hole where the missed edit was: the
        // whole state goes down instead, and the warning stays until it has.
        if journalProblem != nil { return writeCheckpoint(to: path) }
        // A gesture's first line goes in with the bracket that opens it, in one write.
        if coalesced?.journaledLines == 0 { records.insert(Session.gestureMarker, at: 0) }
        if let warning = appendToJournal(records, path: path) { return warning }
        if lastChange == .editedAtPlayhead { journaledFrame = frame }
        coalesced?.journaledLines += 1
        return checkpointSchedule.isDue ? writeCheckpoint(to: path) : nil
    }

    /// After a timeline command, notes the paused playhead's frame (``frameMarker``) when it is
    /// not the one noted last; nothing while playing (the frame moves by itself) or while an
    /// earlier write failed (the next edit writes a whole checkpoint, frame included).
    private mutating func recordPlayhead(after command: Command, in path: String) -> String? {
        guard case .timeline = command, !isPlaying, frame != journaledFrame, journalProblem == nil else { return nil }
        if let warning = appendToJournal([Session.frameMarker + String(frame)], path: path) { return warning }
        journaledFrame = frame
        return nil
    }

    /// Appends `lines` to the journal as records, in one write, so a kill tears at most the
    /// last of them (dropped alone on restore); counts them for ``CheckpointSchedule``. Returns a
    /// warning when that failed, and keeps it in ``journalProblem``, which only a checkpoint
    /// clears: an append that works after one that failed does not fill the hole.
    mutating func appendToJournal(_ lines: [String], path: String) -> String? {
        let bytes = Array(lines.map(JournalRecords.record).joined().utf8)
        do {
            try host.fileSystem.append(bytes, to: path)
        } catch {
            journalProblem = "journal not written: \(error)"
            return "warning: journal \(error)"
        }
        checkpointSchedule.appended(records: lines.count, bytes: bytes.count)
        return nil
    }

    mutating func writeCheckpoint(to path: String) -> String? {
        let fileSystem = host.fileSystem
        do {
            try fileSystem.makeParentDirectory(of: path)
            var copies = journalCopies
            let script = SceneWriter.script(for: self) { source in
                Session.keptCopy(of: source, journal: path, fileSystem: fileSystem, copies: &copies)
            }
            journalCopies = copies
            // The file's name after the script: the script starts with `new`, which leaves a
            // session untitled.
            var checkpoint = script.hasSuffix("\n") || script.isEmpty ? script : script + "\n"
            if let documentPath { checkpoint += Session.documentMarker + fileSystem.absolutePath(documentPath) + "\n" }
            checkpoint += Session.editsMarker + "\n"
            try fileSystem.writeTextAtomically(JournalRecords.journal(of: checkpoint), to: path)
            journalProblem = nil
            checkpointSchedule.checkpointWritten()
            // A gesture still open reopens its bracket with its next line.
            coalesced?.journaledLines = 0
            // The script ends with the playhead's frame.
            journaledFrame = frame
            return nil
        } catch {
            journalProblem = "journal not written: \(error)"
            return "warning: journal \(error)"
        }
    }
}

extension Session {
    /// The journal's own copy of an image the session shows, in `JOURNAL.files/`, so a restore
    /// does not depend on the original file still being where it was: made from the file's
    /// bytes (named by their checksum, so an edited image gets a new copy) and remembered, so it
    /// serves after the original is gone. Falls back to the original's absolute path.
    static func keptCopy(of source: String, journal: String, fileSystem: any FileSystem, copies: inout [String: String]) -> String {
        let absolute = fileSystem.absolutePath(source)
        let folder = journal + ".files/"
        if source.hasPrefix(folder) { return source }
        guard let bytes = try? fileSystem.read(absolute) else { return copies[absolute] ?? absolute }
        let name = absolute.split(separator: "/").last.map(String.init) ?? "image"
        let copy = folder + JournalRecords.hex(JournalRecords.checksum(bytes: bytes)) + "-" + name
        if !fileSystem.exists(copy) {
            do {
                try fileSystem.makeParentDirectory(of: copy)
                try fileSystem.writeAtomically(bytes, to: copy)
            } catch {
                return copies[absolute] ?? absolute
            }
        }
        copies[absolute] = copy
        return copy
    }
}

/// What ``Session/restoringJournal(host:)`` rebuilt and what it had to leave out.
public struct JournalRestore {
    /// One journal line that was not applied.
    public struct Failure: Equatable, Sendable {
        /// The line's number in the journal file.
        public var line: Int
        public var text: String
        public var reason: String
    }

    public var session: Session
    /// The journal's path.
    public var journal: String
    /// Changes (command lines) in the journal, damaged ones included.
    public var total: Int
    public var failures: [Failure]

    /// Where the host keeps the lines that could not be applied: beside the journal.
    public var rejectedPath: String { journal + ".rejected" }

    /// The start-up message, e.g. "restored 415 of 416 changes from PATH; 1 could not be applied
    /// (kept in PATH.rejected): line 9: …".
    public var summary: String {
        let applied = total - failures.count
        guard let first = failures.first else { return "restored the last session from \(journal) (`new` starts over)" }
        let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
        return "restored \(applied) of \(total) changes from \(journal); \(failures.count) could not be applied, kept in \(rejectedPath): line \(first.line): \(first.reason)\(more)"
    }

    /// The rejected lines as a script, each after a comment saying why, to fix and `load` by hand.
    public var rejectedScript: String {
        var out = ["# lines of \(journal) that could not be applied when it was restored"]
        for failure in failures {
            out.append("# line \(failure.line): \(failure.reason.split(separator: "\n").joined(separator: " "))")
            out.append(failure.text)
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// Gestures: a mouse drag sends one command per motion event, but is one edit to the user,
/// bracketed in the journal by ``Session/gestureMarker`` and ``Session/gestureEndMarker``.
extension Session {
    /// Starts a gesture: until ``endCoalescedEdit()`` every state change extends one undo step,
    /// while each command still applies (and is journaled) at once, so the view updates live.
    /// An open gesture is ended first.
    public mutating func beginCoalescedEdit() {
        if coalesced != nil { endCoalescedEdit() }
        coalesced = CoalescedEdit()
    }

    /// Ends the gesture. Its commands were appended to the journal one by one, after a
    /// ``gestureMarker``, so a `kill -9` at any point restores the state as it was, as one undo
    /// step; the closing ``gestureEndMarker`` goes in now (a long drag is bounded by
    /// ``CheckpointSchedule``, as typed edits are). Returns a warning when the journal cannot be
    /// written.
    @discardableResult
    public mutating func endCoalescedEdit() -> String? {
        guard let edit = coalesced else { return nil }
        coalesced = nil
        guard edit.journaledLines > 0, let path = host.journalPath else { return nil }
        if journalProblem != nil { return writeCheckpoint(to: path) }
        return appendToJournal([Session.gestureEndMarker], path: path)
    }

    /// Whether a gesture is open.
    public var isCoalescingEdits: Bool { coalesced != nil }
}

/// The bookkeeping of an open gesture.
struct CoalescedEdit {
    /// Whether the gesture's undo step has been pushed (later edits then extend it).
    var hasUndoStep = false
    /// Lines appended to the journal since the gesture began or the journal was last rewritten.
    var journaledLines = 0
}
