/// The frame on screen, as drawn: the scene and options it was drawn from, the framing,
/// where each control vertex landed, the split every face was drawn with, the hit buffer and
/// the stats. `pick`, `inspect`, `stats`, the vertex drag, the overlays and the status line
/// all read this one value, so what they say is what was drawn.
///
/// A view of its ``Renderer``'s buffers (nothing is copied, so making one allocates nothing):
/// it describes the renderer's last frame and is stale once that renderer draws again.
public struct RenderedFrame {
    let renderer: Renderer
    /// The scene the frame was drawn from (animations, maps and presets already applied).
    public let scene: Scene
    public let options: RenderOptions
    public let stats: RenderStats

    init(renderer: Renderer) {
        self.renderer = renderer
        scene = renderer.context.scene
        options = renderer.context.options
        stats = renderer.context.stats
    }

    /// The picture.
    public var image: Image { renderer.image }
    public var width: Int { renderer.framing?.outputWidth ?? 0 }
    public var height: Int { renderer.framing?.outputHeight ?? 0 }

    /// What pixel (`x`, `y`) shows, through the mesh; nil over the background.
    public func hitTest(x: Int, y: Int) -> HitTestResult? {
        renderer.hitTest(x: x, y: y)
    }

    /// The texture layer `layer` was drawn with, in texels, when it draws its content and
    /// sublayers as one picture through its mesh (``Scene/drawsSubtreeAsTexture(_:)``); nil
    /// for a layer drawn directly.
    public func subtreeTextureSize(layer: Int) -> (width: Int, height: Int)? {
        renderer.subtreeTextureSize(ofLayer: layer)
    }

    /// Where control vertex `index` of layer `layer` was drawn, in output pixels; nil when it
    /// is behind the camera or does not exist.
    public func projectedVertex(layer: Int, index: Int) -> Point2D? {
        guard renderer.context.controlRanges.indices.contains(layer) else { return nil }
        let range = renderer.context.controlRanges[layer]
        guard index >= 0, index < range.count else { return nil }
        let p = renderer.records.controlPoints[range.lowerBound + index]
        return p.x.isFinite && p.y.isFinite ? Point2D(p.x, p.y) : nil
    }

    /// How many output pixels show control face `face` of layer `layer`, as `pick` reads them
    /// (``hitTest(x:y:)``): 0 when the face was split and sent to the rasterizer but none of it
    /// reached the picture.
    public func pixelCount(layer: Int, face: Int) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                if let hit = hitTest(x: x, y: y), hit.layer == layer, hit.face == face { count += 1 }
            }
        }
        return count
    }

    /// Where a point of a layer in unit coordinates lands, in output pixels, with this frame's framing.
    public func project(_ point: Point3D, inLayer index: Int) -> Point2D? {
        renderer.project(point, inLayer: index, of: scene)
    }

    /// How control face `face` of layer `layer` was drawn: the split of each drawn quad it
    /// became (one without subdivision, 4ⁿ after n steps; none when it was not drawn).
    public func drawnSplits(layer: Int, face: Int) -> [DrawnQuad] {
        guard renderer.context.layerFaces.indices.contains(layer) else { return [] }
        var out: [DrawnQuad] = []
        for id in renderer.context.layerFaces[layer] where Int(renderer.records.control[id]) == face {
            out.append(DrawnQuad(id: id, subdividedFace: Int(renderer.records.subdivided[id]),
                                 split: Triangulation(code: renderer.records.split[id])))
        }
        return out
    }

    /// Which of the triangles control face `face` of layer `layer` was drawn as (a face drawn
    /// as one quad) are turned away from the viewer, by ``DrawnQuad/triangles`` number: the
    /// rasterizer's test (negative area on the y-down screen), which hides them unless the
    /// layer is double-sided. Nil for a triangle with a corner behind the camera, which the
    /// clipper cuts first; empty when the face was not drawn as one quad.
    public func turnedAway(layer: Int, face: Int) -> [Bool?] {
        let quads = drawnSplits(layer: layer, face: face)
        guard quads.count == 1, scene.layers.indices.contains(layer), let mesh = scene.layers[layer].mesh,
              mesh.faces.indices.contains(face) else { return [] }
        let i = mesh.faces[face].indices
        let corners = (0..<4).map { projectedVertex(layer: layer, index: i[$0]).map { SIMD2($0.x, $0.y) } }
        let centre = quads[0].split == .fan4 ? renderer.projectedCentre(of: i, mesh: mesh, layer: layer, scene: scene) : nil
        return quads[0].triangles.map { t in
            let p = t.map { $0 == 4 ? centre : corners[$0] }
            guard let a = p[0], let b = p[1], let c = p[2] else { return nil }
            let ab = b - a, ac = c - a
            return ab.x * ac.y - ab.y * ac.x < 0
        }
    }

    /// The bounds of every drawn control vertex in container points (after the sublayer
    /// transform and orbit, before the framing's scale): the rect `fit` frames. Nil when
    /// nothing is drawn.
    public var drawnBounds: FramedRect? {
        guard let f = renderer.framing else { return nil }
        var lo = SIMD2(Double.infinity, .infinity), hi = -lo
        for range in renderer.context.controlRanges {
            for i in range {
                let p = renderer.records.controlPoints[i]
                guard p.x.isFinite, p.y.isFinite else { continue }
                lo = pointwiseMin(lo, p)
                hi = pointwiseMax(hi, p)
            }
        }
        return f.containerRect(lo: lo, hi: hi, container: scene.size)
    }
}

extension Framing {
    /// The container points of the output pixels from `lo` to `hi` (the drawn control points'
    /// extremes): the rect `fit` frames; nil when there are none (`lo` past `hi`).
    func containerRect(lo: SIMD2<Double>, hi: SIMD2<Double>, container: Size) -> FramedRect? {
        guard scale > 0, lo.x <= hi.x, lo.y <= hi.y else { return nil }
        // Output pixels → samples → container points.
        let k = Double(supersample)
        let x0 = (lo.x * k - offsetX) / scale, y0 = (lo.y * k - offsetY) / scale
        let x1 = (hi.x * k - offsetX) / scale, y1 = (hi.y * k - offsetY) / scale
        // A flat line still gets a frame: at least 1% of the container on each axis.
        let minW = Swift.max(container.width * 0.01, 1e-6), minH = Swift.max(container.height * 0.01, 1e-6)
        let w = Swift.max(x1 - x0, minW), h = Swift.max(y1 - y0, minH)
        let rect = FramedRect(origin: Point2D((x0 + x1 - w) / 2, (y0 + y1 - h) / 2), size: Size(w, h))
        return rect.isUsable ? rect : nil
    }
}

extension Renderer {
    /// The last render as a ``RenderedFrame``.
    public var frame: RenderedFrame { RenderedFrame(renderer: self) }
}

/// One quad as drawn: its face ID in the hit buffer, its index in the subdivided mesh, and the
/// split the rasterizer used.
public struct DrawnQuad: Hashable, Sendable {
    public var id: Int
    public var subdividedFace: Int
    /// `.diagonal02`, `.diagonal13`, `.fan4` or `.bilinear`; never `.shorter` (resolved per face).
    public var split: Triangulation

    /// The triangles in the order of their hit-buffer triangle numbers, as quad corners
    /// 0–3, with 4 for the fan4 centre. The emitter draws exactly these (Emitter.face).
    public var triangles: [[Int]] { split.triangles }
}

extension Triangulation {
    /// A one-byte code for per-face buffers.
    var code: UInt8 {
        switch self {
        case .diagonal02, .shorter: return 0
        case .diagonal13: return 1
        case .fan4: return 2
        case .bilinear: return 3
        }
    }

    init(code: UInt8) {
        switch code {
        case 1: self = .diagonal13
        case 2: self = .fan4
        case 3: self = .bilinear
        default: self = .diagonal02
        }
    }

    /// The triangles a quad is drawn as under this split, by hit-buffer triangle number, as
    /// corners 0–3 (4 = the fan4 centre). The bilinear mode rasterizes the 0-2 pair but
    /// shades every pixel through the exact patch.
    public var triangles: [[Int]] {
        switch self {
        case .diagonal02, .shorter, .bilinear: return Triangulation.split02
        case .diagonal13: return Triangulation.split13
        case .fan4: return Triangulation.splitFan
        }
    }

    // Shared constants, so asking allocates nothing.
    private static let split02 = [[0, 1, 2], [2, 3, 0]]
    private static let split13 = [[0, 1, 3], [1, 2, 3]]
    private static let splitFan = [[0, 1, 4], [1, 2, 4], [2, 3, 4], [3, 0, 4]]
}
