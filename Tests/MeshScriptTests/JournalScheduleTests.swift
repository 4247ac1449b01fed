import MeshEngine
@testable import MeshScript
import Testing

/// A disk that counts what the journal costs: checkpoints (whole rewrites, fsync included on a
/// real disk) and appends.
final class CountingFileSystem: FileSystem {
    let inner = InMemoryFileSystem()
    var checkpoints = 0
    var appends = 0

    func read(_ path: String) throws(FileSystemError) -> [UInt8] { try inner.read(path) }
    func exists(_ path: String) -> Bool { inner.exists(path) }
    func remove(_ path: String) throws(FileSystemError) { try inner.remove(path) }

    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        checkpoints += 1
        try inner.writeAtomically(bytes, to: path)
    }

    func append(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        appends += 1
        try inner.append(bytes, to: path)
    }
}

/// A vertex edit costs one append, and checkpoints come on ``CheckpointSchedule``'s schedule,
/// while a kill at any moment still brings back every edit that was journaled.
@Suite struct JournalScheduleTests {
    /// The playground's opening lines: an animated preset, playing.
    static let opening = ["preset rippled-label", "play"]

    /// A journaled session on a counting disk after `lines` (and `ticks` frames of play), with
    /// the counts taken from there.
    static func counted(_ lines: [String], ticks: Int = 0) -> (files: CountingFileSystem, host: SessionHost, session: Session) {
        let files = CountingFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in lines { #expect(s.execute(line).isSuccess, "\(line)") }
        for _ in 0..<ticks { s.tick() }
        files.checkpoints = 0
        files.appends = 0
        return (files, host, s)
    }

    /// `count` vertex edits, each moving one vertex to its own depth.
    static func vertexEdits(_ count: Int) -> [String] {
        (0..<count).map { "vertex \($0 % 9) to.z \(Double($0 + 1) / 1000)" }
    }

    @Test func aHundredVertexEditsOnTheOpeningSceneAppendAHundredLinesAndWriteNoCheckpoint() throws {
        let (files, host, start) = Self.counted(Self.opening, ticks: 7)
        var s = start
        for line in Self.vertexEdits(100) { #expect(s.execute(line).isSuccess, "\(line)") }
        // The first edit stops the preset on that layer, from the frame on screen: its line goes
        // in after a note of that frame, in the same append.
        #expect(files.checkpoints == 0)
        #expect(files.appends == 100)
        #expect(files.inner.text("j.mesh")?.contains("# at frame 7") == true)

        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        #expect(restored.session.state == s.state)
        #expect(restored.session.frame == 7)
    }

    @Test func aCheckpointComesEveryFiveHundredLines() throws {
        let (files, host, start) = Self.counted(["grid 2 2"])
        var s = start
        // Counted from a checkpoint.
        s.beginJournal()
        files.checkpoints = 0
        let edits = Self.vertexEdits(2 * CheckpointSchedule.maxRecords + 200)
        for line in edits { #expect(s.execute(line).isSuccess) }
        #expect(CheckpointSchedule.maxRecords == 500)
        #expect(files.checkpoints == 2)
        // The journal holds the last checkpoint and the 200 lines after it.
        let records = JournalRecords.read(files.inner.text("j.mesh") ?? "").lines.map(\.text)
        let after = records.drop { $0 != Session.editsMarker }.dropFirst()
        #expect(Array(after) == Array(edits.suffix(200)))
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        #expect(restored.session.state == s.state)
    }

    @Test func longLinesMakeTheCheckpointDueByTheirBytes() {
        var schedule = CheckpointSchedule()
        schedule.appended(records: 3, bytes: CheckpointSchedule.maxBytes - 1)
        #expect(!schedule.isDue)
        schedule.appended(records: 1, bytes: 1)
        #expect(schedule.isDue)
        schedule.checkpointWritten()
        #expect(!schedule.isDue && schedule.records == 0 && schedule.bytes == 0)
    }

    /// A `kill -9` lands between two appends or inside one: the journal as it was after each
    /// edit, and torn halfway through the next one's record, restores every edit before it.
    @Test func aKillAfterAnyOfManyVertexEditsBringsBackEveryEditBeforeIt() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in Self.opening { #expect(s.execute(line).isSuccess) }
        for _ in 0..<4 { s.tick() }
        var journals: [[UInt8]] = [try files.read("j.mesh")]
        var states = [s.state]
        for line in Self.vertexEdits(120) {
            #expect(s.execute(line).isSuccess)
            journals.append(try files.read("j.mesh"))
            states.append(s.state)
        }
        for k in stride(from: 0, to: journals.count, by: 7) + [journals.count - 1] {
            try files.writeAtomically(journals[k], to: "j.mesh")
            let whole = try Session.restoringJournal(host: host)
            #expect(whole.failures.isEmpty, "after edit \(k)")
            #expect(whole.session.state == states[k], "after edit \(k)")
            guard k + 1 < journals.count else { continue }
            // Killed mid-write: the next edit's record stops halfway.
            let next = journals[k + 1]
            let torn = Array(next.prefix(journals[k].count + (next.count - journals[k].count) / 2))
            try files.writeAtomically(torn, to: "j.mesh")
            let restored = try Session.restoringJournal(host: host)
            #expect(restored.failures.count == 1 && restored.failures.first?.reason == "damaged (torn write or bad checksum)", "edit \(k + 1)")
            #expect(restored.session.state == states[k], "torn edit \(k + 1)")
        }
    }

    /// Edits that read the playhead (a keyframe of the moving layer, an animation that begins
    /// now, a map of `t` baked now) replay at the frame noted before them, while playing too.
    @Test func editsThatReadThePlayheadReplayAtTheirFrame() throws {
        let (files, host, start) = Self.counted(["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 2", "play"], ticks: 11)
        var s = start
        #expect(s.execute("key c").isSuccess)
        for _ in 0..<5 { s.tick() }
        #expect(s.execute("animate c a duration 1").isSuccess)
        for _ in 0..<3 { s.tick() }
        #expect(s.execute("vertex 4 to.x 0.1").isSuccess)
        #expect(s.execute("map --once z = sin(t)").isSuccess)
        #expect(files.checkpoints == 0)
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        #expect(restored.session.state == s.state)
        #expect(restored.session.frame == s.frame)
    }

    /// A gesture's lines stay in the journal between its brackets, however many there are.
    @Test func aLongDragAppendsItsLinesAndItsClosingBracket() throws {
        let (files, host, start) = Self.counted(["grid 2 2"])
        var s = start
        s.beginCoalescedEdit()
        for line in Self.vertexEdits(40) { #expect(s.execute(line).isSuccess) }
        s.endCoalescedEdit()
        #expect(files.checkpoints == 0)
        let records = JournalRecords.read(files.inner.text("j.mesh") ?? "").lines.map(\.text)
        #expect(records.suffix(42) == [Session.gestureMarker] + Self.vertexEdits(40) + [Session.gestureEndMarker])
        var restored = try Session.restoringJournal(host: host).session
        #expect(restored.state == s.state)
        // One undo step, as the drag was.
        #expect(restored.execute("undo").isSuccess)
        var before = Session()
        _ = before.execute("grid 2 2")
        #expect(restored.state.scene == before.state.scene)
    }
}
