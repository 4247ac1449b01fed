import Foundation
import MeshEngine

/// The session's file before and after an edit that changed it (nil: untitled).
struct DocumentChange: Equatable {
    var before: String?
    var after: String?
}

/// One stack of the undo history (undo and redo each keep one), holding changes rather than
/// copies, within a memory budget.
///
/// A step is the state before an edit (undo) or after it (redo), with the line that made the
/// edit. The top step is whole. A step below it keeps, for every layer whose mesh has as many
/// vertices as the step above, only the vertices that differ from that step, so a single-vertex
/// edit of a million-vertex grid costs one vertex, not 40 MB: the vertex arrays of two states
/// never share storage once either is edited, so keeping whole states would keep a copy each.
/// Popping the top rebuilds the next one from it.
struct UndoHistory {
    /// A state with some layers' vertices kept as differences from the step above.
    struct Step {
        var state: SessionState
        /// The command line that made this step's edit, for `undone: …` and `redone: …`.
        var label: String
        /// The file the session was saved to or loaded from before and after the edit, when
        /// the edit changed it (`load`, `new`, `preset`, `import json`): undo and redo put
        /// that back with the state, so a plain save never writes a scene over another's file.
        var document: DocumentChange? = nil
        /// Per layer: vertex indices and their values in this step; that layer's vertices in
        /// `state` are empty until the step is rebuilt.
        var patches: [(layer: Int, changes: [(index: Int, vertex: Vertex)])] = []
        /// What this step keeps alive, by the history's own accounting.
        var bytes = 0
    }

    private(set) var steps: [Step] = []
    /// The sum of the steps' ``Step/bytes``.
    private(set) var bytes = 0
    /// Steps dropped from the bottom to honour the limits since ``takeDropped()`` was last called.
    private var dropped = 0

    var isEmpty: Bool { steps.isEmpty }
    var count: Int { steps.count }

    /// Renames the top step: a gesture's step is named by its latest edit, not by its first line.
    mutating func relabelTop(_ label: String) {
        guard !steps.isEmpty else { return }
        steps[steps.count - 1].label = label
    }

    /// Puts `state` on top, keeping at most `limit` steps and `budgetBytes` bytes (the top step
    /// always stays, whatever it costs).
    mutating func push(_ state: SessionState, label: String, document: DocumentChange? = nil, limit: Int, budgetBytes: Int) {
        if var below = steps.popLast() {
            bytes -= below.bytes
            Self.compress(&below, against: state)
            bytes += below.bytes
            steps.append(below)
        }
        let top = Step(state: state, label: label, document: document, bytes: Self.wholeBytes(state))
        steps.append(top)
        bytes += top.bytes
        var excess = 0
        var over = bytes
        while steps.count - excess > 1, steps.count - excess > limit || over > budgetBytes {
            over -= steps[excess].bytes
            excess += 1
        }
        if excess > 0 {
            steps.removeFirst(excess)
            bytes = over
            dropped += excess
        }
    }

    /// Removes and returns the top step, whole; the step below becomes whole in turn.
    mutating func pop() -> Step? {
        guard let top = steps.popLast() else { return nil }
        bytes -= top.bytes
        if var below = steps.popLast() {
            bytes -= below.bytes
            for patch in below.patches {
                var vertices = top.state.scene.layers[patch.layer].mesh?.vertices ?? []
                for change in patch.changes { vertices[change.index] = change.vertex }
                below.state.scene.layers[patch.layer].mesh?.vertices = vertices
            }
            below.patches = []
            below.bytes = Self.wholeBytes(below.state)
            bytes += below.bytes
            steps.append(below)
        }
        return top
    }

    mutating func removeAll() {
        steps.removeAll()
        bytes = 0
    }

    /// How many steps the limits dropped since the last call, resetting the count.
    mutating func takeDropped() -> Int {
        defer { dropped = 0 }
        return dropped
    }

    /// Replaces the vertices of `step`'s layers by their differences from `above`, where the
    /// layer has the same number of vertices there and fewer than a quarter of them differ.
    static func compress(_ step: inout Step, against above: SessionState) {
        var kept = 0
        for l in step.state.scene.layers.indices where above.scene.layers.indices.contains(l) {
            guard let mine = step.state.scene.layers[l].mesh, let theirs = above.scene.layers[l].mesh else { continue }
            if let changes = differences(mine.vertices, theirs.vertices, limit: mine.vertices.count / 4) {
                step.patches.append((l, changes))
                step.state.scene.layers[l].mesh?.vertices = []
                kept += changes.count * (MemoryLayout<Vertex>.stride + MemoryLayout<Int>.stride)
            }
        }
        step.bytes = kept + unsharedBytes(step.state, above: above)
    }

    /// Bytes of `state`'s layer meshes whose arrays are not the same storage as `above`'s.
    static func unsharedBytes(_ state: SessionState, above: SessionState) -> Int {
        var total = 0
        for (l, layer) in state.scene.layers.enumerated() {
            guard let mesh = layer.mesh else { continue }
            let other = above.scene.layers.indices.contains(l) ? above.scene.layers[l].mesh : nil
            if !sameStorage(mesh.vertices, other?.vertices) { total += mesh.vertices.count * MemoryLayout<Vertex>.stride }
            if !sameStorage(mesh.faces, other?.faces) { total += mesh.faces.count * MemoryLayout<Face>.stride }
        }
        for mesh in state.keyframes.values {
            total += mesh.vertices.count * MemoryLayout<Vertex>.stride + mesh.faces.count * MemoryLayout<Face>.stride
        }
        return total
    }

    static func sameStorage<T>(_ a: [T], _ b: [T]?) -> Bool {
        guard let b, !a.isEmpty else { return b != nil }
        return a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pa.baseAddress == $0.baseAddress } }
    }

    /// The indices where `a` differs from `b` (bit for bit) with `a`'s values; nil when the
    /// counts differ or more than `limit` differ. Compares blocks with `memcmp` first, so equal
    /// stretches cost little even in a debug build.
    static func differences(_ a: [Vertex], _ b: [Vertex], limit: Int) -> [(index: Int, vertex: Vertex)]? {
        guard a.count == b.count else { return nil }
        var changes: [(index: Int, vertex: Vertex)] = []
        let block = 1024
        let stride = MemoryLayout<Vertex>.stride
        let found: Bool = a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                if pa.baseAddress == pb.baseAddress { return true }
                guard let baseA = pa.baseAddress, let baseB = pb.baseAddress else { return true }
                var start = 0
                while start < a.count {
                    let n = min(block, a.count - start)
                    if memcmp(baseA + start * stride, baseB + start * stride, n * stride) != 0 {
                        for i in start..<(start + n) where memcmp(baseA + i * stride, baseB + i * stride, stride) != 0 {
                            changes.append((i, a[i]))
                            if changes.count > limit { return false }
                        }
                    }
                    start += n
                }
                return true
            }
        }
        return found ? changes : nil
    }

    /// Bytes of a state's meshes (vertices and faces of layers and keyframes), an upper bound
    /// of what a whole step keeps alive (neighbouring steps often share the face arrays).
    static func wholeBytes(_ state: SessionState) -> Int {
        var total = 0
        for mesh in state.scene.layers.compactMap(\.mesh) + Array(state.keyframes.values) {
            total += mesh.vertices.count * MemoryLayout<Vertex>.stride + mesh.faces.count * MemoryLayout<Face>.stride
        }
        return total
    }
}
