import MeshEngine

/// The two answers to a touch at one pixel: what is drawn there, through the mesh by depth
/// (``MeshEngine/HitTestResult``), and where UIKit's `hitTest:` sends it, by view order
/// without the mesh (``MeshEngine/ViewOrderHit``); and how they differ.
struct PickAnswers {
    let mesh: HitTestResult?
    let uikit: ViewOrderHit?

    /// How far apart the two points in one layer may be, in the layer's points, and still
    /// agree: the mesh answer is interpolated in Float per sample, UIKit's solved in Double.
    static let samePointTolerance = 0.5

    /// Where the answers part.
    enum Difference: Equatable {
        /// Each names another layer.
        case layer
        /// One layer, but the touch lands this many points from where the picture shows it.
        case point(Double)
        /// Something is drawn there, but UIKit sends the touch nowhere.
        case uikitMisses
        /// Nothing is drawn there, yet UIKit sends the touch to a layer.
        case meshMisses
    }

    init(_ frame: RenderedFrame, x: Int, y: Int) {
        mesh = frame.hitTest(x: x, y: y)
        uikit = frame.viewOrderHit(x: x, y: y)
    }

    /// Nil when they agree (the same layer at the same point, or no layer at all).
    func difference(in scene: Scene) -> Difference? {
        switch (mesh, uikit) {
        case (nil, nil): return nil
        case (.some, nil): return .uikitMisses
        case (nil, .some): return .meshMisses
        case let (m?, u?):
            guard m.layer == u.layer else { return .layer }
            guard scene.layers.indices.contains(m.layer) else { return nil }
            let size = scene.layers[m.layer].size
            let dx = (m.from.x - u.point.x) * size.width, dy = (m.from.y - u.point.y) * size.height
            let distance = (dx * dx + dy * dy).squareRoot()
            return distance > PickAnswers.samePointTolerance ? .point(distance) : nil
        }
    }

    /// The first layer from `index` up whose `interaction` is off: why UIKit would not send it
    /// a touch; nil when it and all its superlayers take touches.
    static func interactionOff(at index: Int, in scene: Scene) -> Int? {
        guard scene.layers.indices.contains(index) else { return nil }
        var i: Int? = index
        while let j = i {
            if !scene.layers[j].interaction { return j }
            i = scene.parent(of: j)
        }
        return nil
    }
}
