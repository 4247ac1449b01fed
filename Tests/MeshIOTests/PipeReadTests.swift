import Foundation
import MeshEngine
import MeshIO
import MeshScript
import Testing

/// Named pipes: `import obj` of a pipe nobody wrote to waited for ever in the playground,
/// Ctrl-C included (the open itself waited for a writer).
@Suite struct PipeReadTests {
    /// What a reading thread saw, handed back to the test.
    final class Outcome: @unchecked Sendable {
        var bytes: [UInt8] = []
        var error: FileSystemError?
        let done = DispatchSemaphore(value: 0)
    }

    func makePipe() throws -> (dir: String, path: String) {
        let dir = NSTemporaryDirectory() + "meshplay-pipe-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/in.obj"
        #expect(mkfifo(path, 0o600) == 0)
        return (dir, path)
    }

    /// Reads the pipe on another thread, as the playground's worker does.
    func read(_ path: String, interruption: Interruption? = nil) -> Outcome {
        let outcome = Outcome()
        DispatchQueue.global().async {
            let fs = RealFileSystem()
            fs.interruption = interruption
            do throws(FileSystemError) {
                try fs.readChunks(path, chunkBytes: 4) { chunk in
                    outcome.bytes += chunk
                    return true
                }
            } catch { outcome.error = error }
            outcome.done.signal()
        }
        return outcome
    }

    @Test func aPipeNobodyWritesToStopsWhenInterrupted() throws {
        let (dir, path) = try makePipe()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let interruption = Interruption()
        let outcome = read(path, interruption: interruption)
        // Still waiting, not failed and not finished as an empty file.
        #expect(outcome.done.wait(timeout: .now() + 0.3) == .timedOut)
        interruption.request()
        #expect(outcome.done.wait(timeout: .now() + 5) == .success)
        #expect(outcome.error == .failed(path: path, reason: "stopped waiting for a program to write to the pipe"))
    }

    @Test func aPipeIsReadAsItsWriterWritesUntilItCloses() throws {
        let (dir, path) = try makePipe()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcome = read(path)
        let writer = try #require(FileHandle(forWritingAtPath: path))
        writer.write(Data("v 0 0 0\n".utf8))
        Thread.sleep(forTimeInterval: 0.2)
        writer.write(Data("v 1 0 0\n".utf8))
        try writer.close()
        #expect(outcome.done.wait(timeout: .now() + 5) == .success)
        #expect(outcome.error == nil)
        #expect(outcome.bytes == Array("v 0 0 0\nv 1 0 0\n".utf8))
        // `read` (load, content image) takes the same path instead of waiting in FileManager.
        let again = Outcome()
        DispatchQueue.global().async {
            do throws(FileSystemError) { again.bytes = try RealFileSystem().read(path) } catch { again.error = error }
            again.done.signal()
        }
        let second = try #require(FileHandle(forWritingAtPath: path))
        second.write(Data("grid 1 1\n".utf8))
        try second.close()
        #expect(again.done.wait(timeout: .now() + 5) == .success)
        #expect(again.bytes == Array("grid 1 1\n".utf8))
    }
}
