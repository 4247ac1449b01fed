import MeshEngine

extension SessionState {
    /// `layer parent P|none`: moves layer `i` and its subtree to be the last sublayer of
    /// `parent`, or the last top-level layer when nil, as Core Animation's `addSublayer:`
    /// moves a layer that already has a superlayer. The layer's `position` keeps its numbers
    /// (now in the new superlayer's points), as in Core Animation. The scene keeps its
    /// drawing order (each subtree contiguous, after its superlayer), so the moved block is
    /// cut out and inserted after `parent`'s subtree, and everything that names layers by
    /// index is renumbered. Refused, changing nothing, when `parent` is the layer itself or
    /// one of its sublayers, or when the tree would nest deeper than ``maxLayerDepth``.
    mutating func reparent(_ i: Int, under parent: Int?) throws(ScriptError) -> String {
        let before = scene
        if let parent, parent == i || before.isDescendant(parent, of: i) {
            throw ScriptError(.layerCycle(layer: "\(i) (\(before.path(of: i)))", parent: "\(parent) (\(before.path(of: parent)))"))
        }
        let end = before.subtreeEnd(of: i)
        let height = (i..<end).map { before.depth(of: $0) - before.depth(of: i) }.max() ?? 0
        let newDepth = parent.map { before.depth(of: $0) + 1 } ?? 0
        guard newDepth + height < SessionState.maxLayerDepth else {
            throw ScriptError(.outOfRange("moving layer \(i) under layer \(parent ?? 0)",
                                          allowed: "layers nest at most \(SessionState.maxLayerDepth) deep"))
        }
        // The new drawing order, as old indices: the others in order, the block after the
        // parent's subtree (or last).
        var order = Array(0..<i) + Array(end..<before.layers.count)
        let insertAt: Int
        if let parent {
            let parentEnd = before.subtreeEnd(of: parent)
            insertAt = order.firstIndex { $0 >= parentEnd && !(i..<end).contains($0) } ?? order.count
        } else {
            insertAt = order.count
        }
        order.insert(contentsOf: i..<end, at: insertAt)
        var newIndex = [Int](repeating: 0, count: order.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        scene.layers = order.map { before.layers[$0] }
        renumberLayers { newIndex[$0] }
        let moved = newIndex[i]
        scene.layers[moved].parent = parent.map { newIndex[$0] }
        selectedLayer = moved
        selection = .none
        let subtree = end - i > 1 ? " with its \(end - i - 1) sublayer\(end - i == 2 ? "" : "s")" : ""
        let place = parent.map { "under layer \(newIndex[$0]) (\(scene.path(of: newIndex[$0])))" } ?? "to the top level"
        return "moved layer \(i)\(subtree) \(place); it is now layer \(moved) (\(scene.path(of: moved)))"
    }
}
