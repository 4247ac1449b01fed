/// The row walk of larger opaque triangles with four samples of a span shaded at once: depth,
/// 1/w, `from`, grey light, the texel positions, the light factor and the packed hit `from`
/// for four samples in `SIMD4<Float>` lanes (one SSE register each), then per sample only
/// what cannot be done four at a time: the texel loads and the bilinear sum, and the stores.
///
/// Each lane does the Float operations ``PlaneSource`` and ``FragmentShader`` do for its
/// sample, in the same order (IEEE arithmetic lane by lane, no fused multiply-add), so the
/// picture is the same to the bit as the one-sample-at-a-time loop it replaces. Taken for
/// opaque layers lit in grey or not at all (BCMeshTransformView's cases); translucent,
/// coloured and bilinear-patch triangles keep ``Rasterizer/scan``.
extension Rasterizer {
    /// Whether a triangle of `surface` drawn with planes may use ``scanSpans``.
    @inline(__always)
    func drawsSpans(_ surface: Surface) -> Bool {
        wideSpans && !surface.blends && (surface.shade == .none || surface.shade == .grayUnit)
    }

    /// Walks rows `y0...y1` of the box whose edge functions and planes start at row `top`,
    /// as ``scan`` does, and shades each row's span four samples at a time. The row walk is
    /// ``scan``'s, except that a narrow row's run end is stepped to before shading; sharing
    /// it through a helper taking the shading as a closure cost 5% more instructions here
    /// (`cube-lit`, callgrind), so each loop keeps its own.
    mutating func scanSpans(_ e0: EdgeFunction, _ e1: EdgeFunction, _ e2: EdgeFunction,
                            x0: Int, x1: Int, top: Int, y0: Int, y1: Int, source: PlaneSource,
                            surface: Surface, face: Int32, triangle: Int32) -> Bool {
        // One loop for each of grey light or none and texture or one colour, so the lanes
        // test neither (four tests per group of samples, 2% of the instructions at 1280×960).
        let shaded = surface.shade == .grayUnit, uniform = surface.uniformTexel != nil
        switch (shaded, uniform) {
        case (true, false):
            return walkSpans(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: source, surface: surface,
                             face: face, triangle: triangle, shaded: true, uniform: false)
        case (true, true):
            return walkSpans(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: source, surface: surface,
                             face: face, triangle: triangle, shaded: true, uniform: true)
        case (false, false):
            return walkSpans(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: source, surface: surface,
                             face: face, triangle: triangle, shaded: false, uniform: false)
        case (false, true):
            return walkSpans(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: source, surface: surface,
                             face: face, triangle: triangle, shaded: false, uniform: true)
        }
    }

    /// ``scanSpans`` for grey light (`shaded`) or none, and one colour (`uniform`) or a
    /// texture: constants in each loop it is inlined into.
    @inline(__always)
    private mutating func walkSpans(_ e0: EdgeFunction, _ e1: EdgeFunction, _ e2: EdgeFunction,
                                    x0: Int, x1: Int, top: Int, y0: Int, y1: Int, source: PlaneSource,
                                    surface: Surface, face: Int32, triangle: Int32, shaded: Bool, uniform: Bool) -> Bool {
        let skipped = Int64(y0 &- top)
        var r0 = e0.start &+ e0.stepY &* skipped, r1 = e1.start &+ e1.stepY &* skipped, r2 = e2.start &+ e2.stepY &* skipped
        let last = x1 - x0
        var drew = false
        let shader = FragmentShader(surface, code: HitCode.make(face: surface.faceBase &+ face, triangle: triangle))
        let target = self
        var fragments = 0, covered = 0
        let narrow = last < 12
        // The last sample of each row the box's rows hold, counted from the box's first.
        let room = width &- 1 &- x0
        // The planes' steps along a row, one value in every lane, made once per triangle: made
        // in the row loop, they were made again on every row and kept on the stack.
        let step = SpanPlanes(step: source)
        for y in y0...y1 {
            var lo = 0, hi = last
            if narrow {
                // Step to the run of inside samples and to its end (the triangle is convex).
                var a0 = r0, a1 = r1, a2 = r2
                while lo <= last && a0 | a1 | a2 < 0 {
                    a0 &+= e0.stepX
                    a1 &+= e1.stepX
                    a2 &+= e2.stepX
                    lo &+= 1
                }
                hi = lo &- 1
                while hi < last && a0 | a1 | a2 >= 0 {
                    a0 &+= e0.stepX
                    a1 &+= e1.stepX
                    a2 &+= e2.stepX
                    hi &+= 1
                }
            } else {
                e0.clip(r0, &lo, &hi)
                e1.clip(r1, &lo, &hi)
                e2.clip(r2, &lo, &hi)
            }
            if lo <= hi {
                let (f, c) = target.shadeSpan(lo, hi, row: y &* width &+ x0, room: room, base: SpanPlanes(row: source, y &- top),
                                              step: step, shader: shader, shaded: shaded, uniform: uniform)
                fragments &+= f
                covered &+= c
                drew = true
            }
            r0 &+= e0.stepY
            r1 &+= e1.stepY
            r2 &+= e2.stepY
        }
        self.fragments &+= fragments
        self.covered &+= covered
        return drew
    }

    /// Samples `lo...hi` of a row whose sample 0 is `row` in the buffers and whose planes
    /// there are `base`, changing by `step` per sample. Returns the fragments drawn and the
    /// samples newly covered.
    // Transparent rather than `@inline(__always)`, which the optimizer kept as a call per row.
    @_transparent
    private func shadeSpan(_ lo: Int, _ hi: Int, row: Int, room: Int, base: SpanPlanes, step: SpanPlanes, shader: FragmentShader,
                           shaded: Bool, uniform: Bool) -> (Int, Int) {
        // Times 256 (exact) for the 24.8 texel positions.
        let textureSize = SIMD2<Float>(Float(shader.width), Float(shader.height)) * 256
        var fragments = 0, covered = 0
        var k = lo
        while k <= hi {
            // Float(k + j) for the four lanes: one conversion, then exact additions (k is far
            // below 2²⁴, where every integer is a Float), instead of four conversions.
            let fk = SIMD4<Float>(repeating: Float(k)) + SIMD4(0, 1, 2, 3)
            let i = row &+ k
            let left = hi &- k
            // Four samples within the row are read and written as vectors. The lanes past the
            // span are samples of the same row, which one thread draws, so they are written back
            // as they were. Nothing past the row is read (it may be another band's, drawn by
            // another thread): lanes past it compare against NaN, which fails the depth test.
            let whole = k &+ 3 <= room
            let below = whole || left >= 3 ? UnsafeRawPointer(depth + i).loadUnaligned(as: SIMD4<Float>.self)
                : SIMD4<Float>(depth[i], left >= 1 ? depth[i &+ 1] : .nan, left >= 2 ? depth[i &+ 2] : .nan, .nan)
            let z = base.z + step.z * fk
            var pass = (z .>= below) .& (SpanLanes.index .<= SIMD4(repeating: Int32(truncatingIfNeeded: left)))
            if any(pass) {
                let w = 1 / (base.q + step.q * fk)
                let u = (base.u + step.u * fk) * w, v = (base.v + step.v * fk) * w
                pass = pass .& (u .>= 0) .& (u .<= 1) .& (v .>= 0) .& (v .<= 1)
                if any(pass) {
                    var dim = SIMD4<UInt32>()
                    if shaded {
                        // ``Rasterizer/dimFactor(_:)`` lane by lane.
                        let l = (base.light + step.light * fk) * w
                        var c = l.replacing(with: 1, where: 1 .< l)
                        c = c.replacing(with: 0, where: .!(c .>= 0))
                        dim = UncheckedConversion.floor(c * 65536 + 0.5)
                    }
                    let lanes = SpanLanes(
                        pass: pass, z: z, below: below, dim: dim,
                        fx: UncheckedConversion.texelPosition(u * textureSize.x),
                        fy: UncheckedConversion.texelPosition(v * textureSize.y),
                        hitUV: recordsHits ? UncheckedConversion.floor(u * 65535 + 0.5) | UncheckedConversion.floor(v * 65535 + 0.5) &<< 16 : .zero)
                    // Every lane that passes is drawn: the layer is opaque, so no texel is
                    // transparent (see ``drawsSpans``). Counted four at a time.
                    let one = SIMD4<Int32>(repeating: 1), none = SIMD4<Int32>()
                    fragments &+= Int(none.replacing(with: one, where: pass).wrappedSum())
                    covered &+= Int(none.replacing(with: one, where: pass .& (below .== -.infinity)).wrappedSum())
                    if whole {
                        store(lanes, at: i, shader: shader, shaded: shaded, uniform: uniform)
                        k &+= 4
                        continue
                    }
                    // Lane by lane with constant indices: each value is taken straight out of its
                    // register instead of through memory.
                    shadeLane(0, of: lanes, at: i, shader: shader, shaded: shaded, uniform: uniform)
                    shadeLane(1, of: lanes, at: i, shader: shader, shaded: shaded, uniform: uniform)
                    shadeLane(2, of: lanes, at: i, shader: shader, shaded: shaded, uniform: uniform)
                    shadeLane(3, of: lanes, at: i, shader: shader, shaded: shaded, uniform: uniform)
                }
            }
            k &+= 4
        }
        return (fragments, covered)
    }

    /// The rest of four samples within a row: texels (one by one), light and stores (four at
    /// once, lanes that did not pass keeping what they held).
    @_transparent
    private func store(_ l: SpanLanes, at i: Int, shader: FragmentShader, shaded: Bool, uniform: Bool) {
        var texels = SIMD4<UInt32>(repeating: shader.uniform)
        if !uniform {
            let t = shader.texels, s = shader.stride
            texels = SIMD4(l.pass[0] ? Rasterizer.sample(t, stride: s, fx: l.fx[0], fy: l.fy[0]) : 0,
                           l.pass[1] ? Rasterizer.sample(t, stride: s, fx: l.fx[1], fy: l.fy[1]) : 0,
                           l.pass[2] ? Rasterizer.sample(t, stride: s, fx: l.fx[2], fy: l.fy[2]) : 0,
                           l.pass[3] ? Rasterizer.sample(t, stride: s, fx: l.fx[3], fy: l.fy[3]) : 0)
        }
        if shaded { texels = Rasterizer.dimmed(texels, factors: l.dim) }
        let c = UnsafeMutableRawPointer(color + i), d = UnsafeMutableRawPointer(depth + i)
        c.storeBytes(of: c.loadUnaligned(as: SIMD4<UInt32>.self).replacing(with: texels, where: l.pass), as: SIMD4<UInt32>.self)
        d.storeBytes(of: l.below.replacing(with: l.z, where: l.pass), as: SIMD4<Float>.self)
        if recordsHits {
            let f = UnsafeMutableRawPointer(hitFace + i), u = UnsafeMutableRawPointer(hitUV + i)
            f.storeBytes(of: f.loadUnaligned(as: SIMD4<Int32>.self).replacing(with: shader.code, where: l.pass), as: SIMD4<Int32>.self)
            u.storeBytes(of: u.loadUnaligned(as: SIMD4<UInt32>.self).replacing(with: l.hitUV, where: l.pass), as: SIMD4<UInt32>.self)
        }
    }

    /// The per-sample rest of lane `lane` (sample `i + lane`): texel, light, stores.
    @inline(__always)
    private func shadeLane(_ lane: Int, of l: SpanLanes, at i: Int, shader: FragmentShader, shaded: Bool, uniform: Bool) {
        guard l.pass[lane] else { return }
        var texel = uniform ? shader.uniform
            : Rasterizer.sample(shader.texels, stride: shader.stride, fx: l.fx[lane], fy: l.fy[lane])
        if shaded { texel = Rasterizer.dimmed(texel, factor: l.dim[lane]) }
        let j = i &+ lane
        color[j] = texel
        depth[j] = l.z[lane]
        // A test, not a fifth specialised loop pair: the branch always goes the same way,
        // and eight loops measured no faster than four.
        if recordsHits {
            hitFace[j] = shader.code
            hitUV[j] = l.hitUV[lane]
        }
    }
}

/// Four samples of a span after the arithmetic done four at a time.
struct SpanLanes {
    /// Each lane's sample, from the first of the four.
    static let index = SIMD4<Int32>(0, 1, 2, 3)
    /// Depth test passed and `from` in the unit square.
    var pass: SIMDMask<SIMD4<Int32>>
    var z: SIMD4<Float>
    var below: SIMD4<Float>
    /// Light factor in 0…2¹⁶ (``Rasterizer/dimmed(_:factor:)``).
    var dim: SIMD4<UInt32>
    /// Texel position in 24.8 from texel (0, 0)'s centre.
    var fx: SIMD4<Int32>
    var fy: SIMD4<Int32>
    /// `from` packed for the hit buffer (``HitCode/packUV(_:_:)``).
    var hitUV: SIMD4<UInt32>
}

/// A triangle's planes (z/w, 1/w, u/w, v/w and grey light/w) at a row's first sample, or
/// their steps per sample along a row, with the value in all four lanes: lane j of
/// `z + step.z · (k + j)` is then sample k + j's, the same Float operations as
/// ``PlaneSource`` does for one sample.
struct SpanPlanes {
    var z: SIMD4<Float>, q: SIMD4<Float>, u: SIMD4<Float>, v: SIMD4<Float>, light: SIMD4<Float>

    /// The planes at the first sample of row `r` of the box.
    @inline(__always)
    init(row source: PlaneSource, _ r: Int) {
        let b = source.rowStart(r)
        z = SIMD4(repeating: b.x)
        q = SIMD4(repeating: b.y)
        u = SIMD4(repeating: b.z)
        v = SIMD4(repeating: b.w)
        light = SIMD4(repeating: source.grayRowStart(r))
    }

    /// The planes' steps per sample along a row.
    @inline(__always)
    init(step source: PlaneSource) {
        z = SIMD4(repeating: source.dx.x)
        q = SIMD4(repeating: source.dx.y)
        u = SIMD4(repeating: source.dx.z)
        v = SIMD4(repeating: source.dx.w)
        light = SIMD4(repeating: source.lightDX[0])
    }
}
