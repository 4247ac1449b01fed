import MeshEngine
import Testing
@testable import MeshScript

/// Ctrl-C while a line runs: commands that draw the frame, and scripts between their lines,
/// stop with an error that says so, and nothing changes.
struct InterruptionTests {
    /// A session whose host can be interrupted, its interruption already requested.
    static func interrupted(files: InMemoryFileSystem = InMemoryFileSystem()) -> (Session, Interruption) {
        let interruption = Interruption()
        var host = SessionHost(fileSystem: files)
        host.interruption = interruption
        var session = Session(host: host)
        #expect(session.execute("grid 3 3").isSuccess)
        interruption.request()
        return (session, interruption)
    }

    @Test(arguments: ["stats", "pick 80 60", "inspect face 4", "flip 4", "fit"])
    func commandsThatReadTheFrameStopWithAnErrorAndChangeNothing(line: String) {
        var (s, interruption) = Self.interrupted()
        let before = s.state
        let result = s.execute(line)
        guard case let .failure(error) = result else { Issue.record("\(result)"); return }
        #expect(error.kind == .interrupted)
        #expect(s.state == before)
        // The half-drawn frame is not kept: once the request is cleared the line works.
        interruption.reset()
        #expect(s.execute(line).isSuccess, "\(s.execute(line))")
    }

    @Test func theInterruptedMessageSaysWhatHappened() {
        var (s, _) = Self.interrupted()
        #expect(s.execute("stats").text == "error: interrupted (Ctrl-C) before it finished: nothing changed")
    }

    @Test func aScriptStopsBetweenLinesNamingTheLineAndLoadChangesNothing() {
        let files = InMemoryFileSystem(textFiles: ["big.mesh": "grid 40 40\nsubdivision 2\n"])
        var (s, _) = Self.interrupted(files: files)
        let before = s.state
        let result = s.execute("load big.mesh")
        #expect(result.text == "big.mesh:1:1: error: interrupted (Ctrl-C) before it finished: nothing changed")
        #expect(s.state == before)
    }
}
