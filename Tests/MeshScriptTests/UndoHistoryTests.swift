import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Undo keeps changes, not copies, within a budget, and names what it undid.
@Suite(.serialized) struct UndoHistoryTests {
    @Test func undoAndRedoNameTheLineTheyUndidAndRedid() {
        var s = session(["grid 4 4", "map to.z = 0.1 * u"])
        #expect(s.execute("undo").text == "undone: map to.z = 0.1 * u")
        #expect(s.execute("undo").text == "undone: grid 4 4")
        #expect(s.execute("redo").text == "redone: grid 4 4")
        #expect(s.execute("redo").text == "redone: map to.z = 0.1 * u")
    }

    @Test func loadingAtStartupIsTheBaselineButATypedLoadIsUndoable() {
        let files = InMemoryFileSystem(textFiles: ["a.mesh": "grid 3 3\n"])
        var s = session(["grid 2 2", "load a.mesh"], files: files)
        #expect(s.execute("undo").text == "undone: load a.mesh")
        var startup = session([], files: files)
        _ = startup.execute("load a.mesh")
        startup.markBaseline()
        #expect(startup.execute("undo").text == "error: nothing to undo")
        #expect(startup.state.scene.layers[0].mesh?.faces.count == 9)
    }

    @Test func undoWalksBackThroughSingleVertexEditsExactly() {
        var s = session(["grid 30 30"])
        var states = [s.state]
        for k in 0..<50 {
            _ = s.execute("vertex \(k * 7 % 961) to.z \(Double(k + 1) / 10)")
            states.append(s.state)
        }
        _ = s.execute("map to.z = to.z + 1")
        states.append(s.state)
        for k in stride(from: states.count - 2, through: 0, by: -1) {
            #expect(s.execute("undo").isSuccess)
            #expect(s.state == states[k], "undo to step \(k)")
        }
        for k in 1..<states.count {
            #expect(s.execute("redo").isSuccess)
            #expect(s.state == states[k], "redo to step \(k)")
        }
    }

    @Test func aHistoryOverItsBudgetDropsTheOldestStepsAndSaysSo() {
        var history = UndoHistory()
        var state = SessionState()
        state.scene.layers[0].mesh = .identity(rows: 100, columns: 100)
        let vertexBytes = 101 * 101 * MemoryLayout<Vertex>.stride
        for k in 0..<5 {
            let raised = (state.scene.layers[0].mesh?.vertices ?? []).map { v in
                Vertex(from: v.from, to: Point3D(v.to.x, v.to.y, v.to.z + 1))
            }
            state.scene.layers[0].mesh?.vertices = raised
            history.push(state, label: "step \(k)", limit: 100, budgetBytes: UndoHistory.wholeBytes(state) + vertexBytes)
        }
        #expect(history.count == 2)
        #expect(history.takeDropped() == 3)
        #expect(history.bytes == UndoHistory.wholeBytes(state) + vertexBytes, "the lower step shares the faces")
    }

    /// Resident memory of this process in bytes, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test func aThousandSingleVertexEditsOnABigGridAddLittleMemory() {
        // The history itself, as `recordUndoStep` drives it, on a 500×500 grid: every edit of a
        // value-type mesh copies its vertex array once (the step below holds the old one), which
        // a debug build cannot do a thousand times for a million vertices within a test's time.
        // Kept whole, these steps would take 1000 × 10 MB.
        var state = SessionState()
        state.scene.layers[0].mesh = .identity(rows: 500, columns: 500)
        var history = UndoHistory()
        history.push(state, label: "grid 500 500", limit: Document.undoLimit, budgetBytes: Document.undoBudgetBytes)
        let before = Self.residentBytes()
        var states: [SessionState] = []
        for k in 0..<1000 {
            state.scene.layers[0].mesh?.vertices[k * 997 % 251_001].to.z = Double(k + 1)
            if k >= 998 { states.append(state) }
            history.push(state, label: "edit \(k)", limit: Document.undoLimit, budgetBytes: Document.undoBudgetBytes)
        }
        let added = Self.residentBytes() - before
        #expect(added < 200 << 20, "resident memory grew by \(added >> 20) MiB")
        #expect(history.count == 1001)
        // One whole step (vertices and faces) plus a thousand one-vertex patches.
        #expect(history.bytes < 30 << 20, "history keeps \(history.bytes >> 20) MiB")
        #expect(history.pop()?.state == states[1])
        #expect(history.pop()?.state == states[0])
    }

    @Test func aThousandEditsThroughTheSessionStayUndoableWithinTheBudget() {
        var s = session(["grid 100 100"])
        for k in 0..<1000 {
            let r = s.execute("vertex \(k * 97 % 10_201) to.z \(Double(k + 1) / 1000)")
            if !r.isSuccess { Issue.record("\(r.text)") }
        }
        #expect(s.document.undoStack.count == 1001)
        #expect(s.document.undoStack.bytes < 2 << 20, "history keeps \(s.document.undoStack.bytes) bytes")
        #expect(s.execute("undo").text == "undone: vertex \(999 * 97 % 10_201) to.z \(Double(1000) / 1000)")
    }
}
