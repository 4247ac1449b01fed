/// Where UIKit's `hitTest:withEvent:` would send a touch: the layer and the point in its bounds.
///
/// UIKit asks the views in reverse sibling order (the last added first), each only when the
/// touch lies in its superview's bounds, converting the touch through every 3D transform on
/// the way, but never through a mesh and never by depth (the Core Animation book, "Touch
/// Events", Figure 5.23; the mesh transforms article: "neither CALayer's nor UIView's hitTest:
/// method are aware of mesh"). A layer with `interaction` off (`userInteractionEnabled = NO`)
/// or an opacity of at most 0.01 (UIKit's hidden threshold) takes no touch, nor does its
/// subtree. A face turned away still takes touches (`doubleSided` does not matter), and so
/// does a layer whose `zPosition` draws it behind a later sibling.
public struct ViewOrderHit: Hashable, Sendable {
    /// Index of the layer in the scene.
    public var layer: Int
    /// The touch in the layer's bounds, in unit coordinates ((0, 0) top-left, (1, 1) bottom-right).
    public var point: Point2D

    public init(layer: Int, point: Point2D) {
        self.layer = layer
        self.point = point
    }

    /// UIKit's alpha below which a view is skipped by `hitTest:`.
    public static let hiddenOpacity = 0.01
}

extension RenderedFrame {
    /// Where UIKit's `hitTest:` sends a touch at output pixel (`x`, `y`) of this frame
    /// (``ViewOrderHit``); nil when no layer takes it or the pixel is outside the picture.
    /// The pixel is read at the same sample as ``hitTest(x:y:)``.
    public func viewOrderHit(x: Int, y: Int) -> ViewOrderHit? {
        renderer.viewOrderHit(x: x, y: y, in: scene)
    }
}

extension Renderer {
    func viewOrderHit(x: Int, y: Int, in scene: Scene) -> ViewOrderHit? {
        guard let f = framing, x >= 0, y >= 0, x < f.outputWidth, y < f.outputHeight else { return nil }
        let k = f.supersample
        let sample = SIMD2(Double(x * k + k / 2) + 0.5, Double(y * k + k / 2) + 0.5)
        return viewOrderHit(among: scene.sublayers(of: nil), at: sample, in: scene, framing: f)
    }

    /// The first of `candidates`, last added first, that takes the touch, or one of its sublayers.
    private func viewOrderHit(among candidates: [Int], at sample: SIMD2<Double>, in scene: Scene, framing f: Framing) -> ViewOrderHit? {
        for i in candidates.reversed() {
            let layer = scene.layers[i]
            guard layer.interaction, layer.opacity > ViewOrderHit.hiddenOpacity else { continue }
            switch layer.kind {
            case .transform:
                // A CATransformLayer has no plane of its own to hold a point: only its sublayers answer.
                if let hit = viewOrderHit(among: scene.sublayers(of: i), at: sample, in: scene, framing: f) { return hit }
            case .layer:
                guard let p = layerPoint(of: i, at: sample, in: scene, framing: f) else { continue }
                let w = layer.size.width, h = layer.size.height
                // CGRectContainsPoint: the bounds' far edges are outside.
                guard p.x >= 0, p.y >= 0, p.x < w, p.y < h else { continue }
                if let hit = viewOrderHit(among: scene.sublayers(of: i), at: sample, in: scene, framing: f) { return hit }
                return ViewOrderHit(layer: i, point: Point2D(p.x / w, p.y / h))
            }
        }
        return nil
    }

    /// The point of layer `index`'s plane (its points, z = 0) that lands on `sample`, as
    /// `convertPoint:` finds it: the layer's chain of transforms without its mesh, inverted on
    /// that plane. Nil when the plane is seen edge-on or the point is behind the camera.
    private func layerPoint(of index: Int, at sample: SIMD2<Double>, in scene: Scene, framing f: Framing) -> Point2D? {
        let m = clipTransform(forLayer: index, of: scene, framing: f)
        // (x, y, 0, 1)·M = (sx·w, sy·w, _, w): two equations, linear in x and y.
        let a = m.m11 - sample.x * m.m14, b = m.m21 - sample.x * m.m24, c = sample.x * m.m44 - m.m41
        let d = m.m12 - sample.y * m.m14, e = m.m22 - sample.y * m.m24, g = sample.y * m.m44 - m.m42
        let det = a * e - b * d
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let x = (c * e - b * g) / det, y = (a * g - c * d) / det
        let w = x * m.m14 + y * m.m24 + m.m44
        guard x.isFinite, y.isFinite, w >= Renderer.nearW else { return nil }
        return Point2D(x, y)
    }
}
