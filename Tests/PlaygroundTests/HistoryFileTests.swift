import Foundation
import Testing
@testable import meshplay

/// The playground's history file: a 1 MB pasted line was stored, and read back at every start.
struct HistoryFileTests {
    func scratch() throws -> HistoryFile {
        let dir = NSTemporaryDirectory() + "meshplay-history-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return HistoryFile(path: dir + "/state/history")
    }

    func remove(_ history: HistoryFile) {
        try? FileManager.default.removeItem(atPath: ((history.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
    }

    func lines(_ history: HistoryFile) -> [String] {
        let text = (try? String(contentsOfFile: history.path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func aLineOverFourKibibytesIsNotStored() throws {
        let history = try scratch()
        defer { remove(history) }
        let longest = "let a = " + String(repeating: "1", count: HistoryFile.lineByteLimit - 8)
        history.append("grid 2 2")
        history.append(String(repeating: "x", count: 1 << 20))
        history.append(longest + "1")
        history.append(longest)
        // Counted in bytes: 2049 two-byte characters are 4098 bytes.
        history.append(String(repeating: "é", count: HistoryFile.lineByteLimit / 2 + 1))
        #expect(HistoryFile.lineByteLimit == 4096)
        #expect(lines(history) == ["grid 2 2", longest])
        #expect(history.load() == ["grid 2 2", longest])
    }

    /// Older versions stored long lines; they are not read back.
    @Test func longLinesAnOlderFileHoldsAreLeftOut() throws {
        let history = try scratch()
        defer { remove(history) }
        try FileManager.default.createDirectory(atPath: (history.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ("faces\n" + String(repeating: "y", count: 5000) + "\nstats\n").write(toFile: history.path, atomically: true, encoding: .utf8)
        #expect(history.load() == ["faces", "stats"])
    }

    @Test func theFileIsTrimmedToTheNewestThousandOnceItHoldsTwiceAsMany() throws {
        let history = try scratch()
        defer { remove(history) }
        for n in 1...(2 * HistoryFile.limit) { history.append("c\(n)") }
        #expect(lines(history).count == 2 * HistoryFile.limit, "not rewritten at every entry")
        history.append("c\(2 * HistoryFile.limit + 1)")
        let kept = lines(history)
        #expect(kept.count == HistoryFile.limit)
        #expect(kept.first == "c\(HistoryFile.limit + 2)")
        #expect(kept.last == "c\(2 * HistoryFile.limit + 1)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (history.path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["history"], "no temporary file left")
    }
}
