/// What one call of ``Renderer/render(_:options:)`` did: counts for the status line and the
/// benchmark, and a note for every problem that was worked around instead of drawn.
public struct RenderStats: Hashable, Sendable {
    /// Vertices transformed, after subdivision, over all layers.
    public var vertices = 0
    /// Quad faces processed, after subdivision, over all layers.
    public var faces = 0
    /// Triangles handed to the rasterizer (after culling and near-plane clipping).
    public var triangles = 0
    /// Output pixels covered by some layer (covered samples divided by the samples per pixel).
    public var coveredPixels = 0
    /// Fragments shaded and written, in samples, overdraw included.
    public var fragments = 0
    /// Subdivision steps actually used, per layer (automatic and clamped values resolved).
    public var subdivisionSteps: [Int] = []
    /// Problems worked around, e.g. "layer 0 face 3 is degenerate: …" or clamped subdivision.
    public var notes: [String] = []
    /// The frame was stopped by ``Renderer/interruption`` before it was finished: the picture,
    /// hit buffer and counts are incomplete and must not be shown or answered from.
    public var interrupted = false

    public init() {}
}

/// What a pixel of the last render shows: the answer to "which layer, which face, which point
/// of the layer is under the pointer?", through the mesh (Core Animation cannot do this; the
/// article suggests casting a ray back into layer space, which the renderer's ID buffer does).
public struct HitTestResult: Hashable, Sendable {
    /// Index of the layer in the scene.
    public var layer: Int
    /// Index of the control face (the face of the layer's own mesh).
    public var face: Int
    /// Index of the drawn quad in the subdivided mesh (equal to `face` without subdivision).
    public var subdividedFace: Int
    /// Which triangle of that quad: 0–1 for the diagonal splits, 0–3 for `fan4`.
    public var triangle: Int
    /// The layer point under the pixel in unit coordinates, perspective-correct.
    public var from: Point2D
    /// Normalised depth `z/w` of the hit: larger is nearer the viewer.
    public var depth: Double

    public init(layer: Int, face: Int, subdividedFace: Int, triangle: Int, from: Point2D, depth: Double) {
        self.layer = layer
        self.face = face
        self.subdividedFace = subdividedFace
        self.triangle = triangle
        self.from = from
        self.depth = depth
    }
}
