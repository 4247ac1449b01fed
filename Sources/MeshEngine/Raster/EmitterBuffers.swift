/// The layer's per-vertex and per-face buffers an emitter reads (and, for the fan4 centre and
/// the recorded splits, writes), held as raw pointers so the per-face loop does no class
/// property access. Valid while the layer's faces are emitted: nothing grows them meanwhile.
struct EmitterBuffers {
    let quads: UnsafeMutablePointer<SIMD4<Int32>>
    /// The control face each quad comes from.
    let control: UnsafeMutablePointer<Int32>
    /// Per control face, the diagonal `flip` chose (0: the layer's triangulation).
    let diagonal: UnsafeMutablePointer<UInt8>
    /// Where the split each face is drawn with is recorded, by face ID (see ``Triangulation/code``).
    let split: UnsafeMutablePointer<UInt8>
    let inside: UnsafeMutablePointer<Bool>
    let raster: UnsafeMutablePointer<RasterVertex>
    let clip: UnsafeMutablePointer<SIMD4<Double>>
    let from: UnsafeMutablePointer<SIMD2<Float>>
    /// Per-vertex light (smooth shading) and per-face light (flat shading).
    let light: UnsafeMutablePointer<SIMD4<Float>>
    let specular: UnsafeMutablePointer<SIMD4<Float>>
    let faceLight: UnsafeMutablePointer<SIMD4<Float>>
    let faceSpecular: UnsafeMutablePointer<SIMD4<Float>>

    /// The renderer's buffers as they are now, with the splits recorded from the frame's
    /// next face ID on.
    init(renderer r: Renderer) {
        quads = r.quads.pointer
        control = r.quadControl.pointer
        diagonal = r.perFace.diagonal.pointer
        split = r.records.split.pointer + r.context.faceCount
        inside = r.perVertex.inside.pointer
        raster = r.perVertex.raster.pointer
        clip = r.perVertex.clip.pointer
        from = r.perVertex.from.pointer
        light = r.perVertex.light.pointer
        specular = r.perVertex.specular.pointer
        faceLight = r.perFace.light.pointer
        faceSpecular = r.perFace.specular.pointer
    }
}

/// One slice's working space for the faces that make vertices: the spare vertex slot of its
/// fan4 centres, the clipper's pair of polygons and the bilinear patch being built. Each slice
/// has its own (``forSlice(_:)``), so emitters of different slices run at once.
struct EmitterScratch {
    /// The spare per-vertex slot used for the fan4 centre.
    private(set) var centre: Int
    /// The clipper's polygons, ``clipCapacity`` vertices each.
    private(set) var clipA: UnsafeMutablePointer<ClipVertex>
    private(set) var clipB: UnsafeMutablePointer<ClipVertex>
    static let clipCapacity = 16
    /// Where the current quad's bilinear patch is built (passed on by pointer, it is large).
    private(set) var patchSlot: UnsafeMutablePointer<QuadPatch>

    /// Slice 0's space, with room made for every slice of the frame; `centre` is the first
    /// spare per-vertex slot (one per slice follows the layer's vertices).
    init(renderer r: Renderer, centre: Int) {
        let slices = r.context.slices
        r.perFace.clipIn.reserve(EmitterScratch.clipCapacity * slices)
        r.perFace.clipOut.reserve(EmitterScratch.clipCapacity * slices)
        r.perFace.patchSlot.reserve(slices)
        self.centre = centre
        clipA = r.perFace.clipIn.pointer
        clipB = r.perFace.clipOut.pointer
        patchSlot = r.perFace.patchSlot.pointer
    }

    /// Slice `slice`'s space.
    func forSlice(_ slice: Int) -> EmitterScratch {
        var s = self
        s.centre = centre + slice
        s.clipA = clipA + EmitterScratch.clipCapacity * slice
        s.clipB = clipB + EmitterScratch.clipCapacity * slice
        s.patchSlot = patchSlot + slice
        return s
    }
}
