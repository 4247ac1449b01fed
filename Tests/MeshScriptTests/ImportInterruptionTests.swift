import MeshEngine
import Testing
@testable import MeshScript

/// Ctrl-C during `import obj`, `import json` and `content image`: the import stops, says so,
/// and the scene stays as it was.
struct ImportInterruptionTests {
    /// Files in memory, handed over in chunks; Ctrl-C arrives as chunk `requestAt` (0-based) is
    /// about to be read, as it would while a big file streams in.
    final class InterruptingFileSystem: FileSystem {
        let inner: InMemoryFileSystem
        let interruption: Interruption
        let requestAt: Int
        private(set) var chunksRead = 0

        init(_ inner: InMemoryFileSystem, interruption: Interruption, requestAt: Int) {
            self.inner = inner
            self.interruption = interruption
            self.requestAt = requestAt
        }

        func read(_ path: String) throws(FileSystemError) -> [UInt8] { try inner.read(path) }
        func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) { try inner.writeAtomically(bytes, to: path) }
        func append(_ bytes: [UInt8], to path: String) throws(FileSystemError) { try inner.append(bytes, to: path) }
        func exists(_ path: String) -> Bool { inner.exists(path) }
        func remove(_ path: String) throws(FileSystemError) { try inner.remove(path) }

        func readChunks(_ path: String, chunkBytes: Int, _ consume: (ArraySlice<UInt8>) -> Bool) throws(FileSystemError) {
            let bytes = try inner.read(path)
            var start = 0
            while start < bytes.count {
                if chunksRead == requestAt { interruption.request() }
                chunksRead += 1
                let end = min(bytes.count, start + chunkBytes)
                guard consume(bytes[start..<end]) else { return }
                start = end
            }
        }
    }

    /// An OBJ grid of `n`×`n` quads (about 40 bytes a line).
    static func gridOBJ(_ n: Int) -> String {
        var lines: [String] = []
        for j in 0...n { for i in 0...n { lines.append("v \(Double(i) / Double(n)) \(Double(j) / Double(n)) 0") } }
        for j in 0..<n {
            for i in 0..<n {
                let a = j * (n + 1) + i + 1
                lines.append("f \(a) \(a + 1) \(a + n + 2) \(a + n + 1)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func session(_ files: [String: String], requestAt: Int) -> (Session, Interruption, InterruptingFileSystem) {
        let interruption = Interruption()
        let fileSystem = InterruptingFileSystem(InMemoryFileSystem(textFiles: files), interruption: interruption, requestAt: requestAt)
        var host = SessionHost(fileSystem: fileSystem)
        host.interruption = interruption
        var session = Session(host: host)
        #expect(session.execute("grid 2 2").isSuccess)
        return (session, interruption, fileSystem)
    }

    @Test func ctrlCDuringAnOBJImportStopsItAtTheLineReachedAndChangesNothing() throws {
        let text = Self.gridOBJ(120)
        let (s0, interruption, files) = Self.session(["big.obj": text], requestAt: 2)
        var s = s0
        let before = s.state
        let result = s.execute("import obj big.obj")
        // Two chunks were parsed: the line after the last whole one is where it stopped.
        let lineReached = text.utf8.prefix(2 * OBJReader.chunkBytes).filter { $0 == 0x0A }.count + 1
        #expect(result.text == "big.obj:\(lineReached):1: error: interrupted (Ctrl-C) before it finished: nothing changed")
        #expect(s.state == before)
        // It stopped reading: the file has far more chunks than were handed over.
        #expect(files.chunksRead == 3)
        #expect(text.utf8.count > 10 * OBJReader.chunkBytes)
        interruption.reset()
        #expect(s.execute("import obj big.obj").text.hasPrefix("imported big.obj: 14641 vertices, 14400 faces"))
    }

    @Test func ctrlCRequestedBeforeAnOBJImportStopsItAtLineOne() {
        let (s0, _, _) = Self.session(["small.obj": Self.gridOBJ(2)], requestAt: 0)
        var s = s0
        let before = s.state
        #expect(s.execute("import obj small.obj").text == "small.obj:1:1: error: interrupted (Ctrl-C) before it finished: nothing changed")
        #expect(s.state == before)
    }

    @Test func ctrlCDuringAJSONImportChangesNothing() throws {
        let memory = InMemoryFileSystem()
        var source = Session(host: SessionHost(fileSystem: memory))
        #expect(source.execute("grid 6 6").isSuccess)
        #expect(source.execute("export json scene.json").isSuccess)
        let json = try #require(memory.text("scene.json"))
        let (s0, interruption, _) = Self.session(["scene.json": json], requestAt: 0)
        var s = s0
        let before = s.state
        #expect(s.execute("import json scene.json").text == "error: interrupted (Ctrl-C) before it finished: nothing changed")
        #expect(s.state == before)
        interruption.reset()
        #expect(s.execute("import json scene.json").isSuccess)
        #expect(s.state.scene.layers[0].mesh?.vertices.count == 49)
    }
}
