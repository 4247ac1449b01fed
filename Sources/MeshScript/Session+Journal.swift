import MeshEngine

/// The journal ("nothing lost"): every successful state change is written to
/// ``SessionHost/journalPath`` as it happens, so after a crash or `kill -9` the next start can
/// replay it and get the same state back.
///
/// The journal is itself a script. Ordinary edits are appended as the line that was typed;
/// changes a line alone cannot reproduce (undo, redo, load, import, images, anything that read
/// the timeline's time) rewrite it atomically as a scene file of the whole state.
extension Session {
    /// Starts a journal holding the current state; hosts call it once at startup.
    /// Returns a warning when the journal cannot be written.
    @discardableResult
    public func beginJournal() -> String? {
        guard let path = host.journalPath else { return nil }
        return writeCheckpoint(to: path)
    }

    /// Removes the journal after a clean exit, so the next start has nothing to offer;
    /// returns a warning when that failed.
    @discardableResult
    public func endJournal() -> String? {
        guard let path = host.journalPath else { return nil }
        do {
            try host.fileSystem.remove(path)
            return nil
        } catch {
            return "warning: journal \(error)"
        }
    }

    /// A session rebuilt from the journal at `host.journalPath`, journaling on from there.
    public static func restoringJournal(host: SessionHost) throws(ScriptError) -> Session {
        guard let path = host.journalPath else { return Session(host: host) }
        let text: String
        do { text = try host.fileSystem.readText(path) } catch { throw ScriptError(.file(error)) }
        var session = try Session.running(text, file: path, host: host)
        session.host = host
        return session
    }

    /// Whether there is a journal with more in it than a fresh session would write.
    public static func hasRestorableJournal(host: SessionHost) -> Bool {
        guard let path = host.journalPath, let text = try? host.fileSystem.readText(path) else { return false }
        return text != SceneWriter.script(for: Session(host: host))
    }

    /// Writes the last applied command to the journal; returns a warning if that failed.
    mutating func recordInJournal(_ command: Command, line: String) -> String? {
        guard let path = host.journalPath else { return nil }
        switch lastChange {
        case .none:
            return nil
        case .replaced:
            coalesced?.journaledLines = 0
            return writeCheckpoint(to: path)
        case .edited:
            do {
                try host.fileSystem.append(Array((line + "\n").utf8), to: path)
                coalesced?.journaledLines += 1
                return nil
            } catch {
                return "warning: journal \(error)"
            }
        }
    }

    func writeCheckpoint(to path: String) -> String? {
        do {
            try host.fileSystem.writeTextAtomically(SceneWriter.script(for: self), to: path)
            return nil
        } catch {
            return "warning: journal \(error)"
        }
    }
}
