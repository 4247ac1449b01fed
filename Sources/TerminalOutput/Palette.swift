/// Palette quantisation: the nearest entry of the xterm 256-colour palette (its 6×6×6 cube and
/// 24-step grey ramp) or of the 16 ANSI colours, by squared RGB distance.
public enum Palette {
    /// The six channel levels of the xterm colour cube (indices 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// xterm's default colours for the 16 ANSI indices.
    public static let ansi16: [(r: Int, g: Int, b: Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The colour xterm shows for a palette index 0–255.
    public static func rgb(ofIndex index: Int) -> (r: Int, g: Int, b: Int) {
        switch index {
        case ..<16: return ansi16[max(0, index)]
        case 16..<232:
            let i = index - 16
            return (cubeLevels[i / 36], cubeLevels[i / 6 % 6], cubeLevels[i % 6])
        default:
            let v = 8 + 10 * (min(index, 255) - 232)
            return (v, v, v)
        }
    }

    /// Nearest level index 0–5 of the cube for one channel (the cube's levels are not evenly spaced).
    @inline(__always)
    static func cubeStep(_ v: Int) -> Int {
        if v < 48 { return 0 }
        if v < 115 { return 1 }
        return min(5, (v - 35) / 40)
    }

    /// The nearest colour among indices 16–255 (cube or grey ramp; 0–15 are left out because
    /// terminals theme them differently).
    public static func nearest256(r: Int, g: Int, b: Int) -> Int {
        let (ri, gi, bi) = (cubeStep(r), cubeStep(g), cubeStep(b))
        let (cr, cg, cb) = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        let cubeDistance = square(r - cr) + square(g - cg) + square(b - cb)
        let average = (r + g + b) / 3
        let greyStep = max(0, min(23, (average - 3) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = square(r - grey) + square(g - grey) + square(b - grey)
        return greyDistance < cubeDistance ? 232 + greyStep : 16 + 36 * ri + 6 * gi + bi
    }

    /// The nearest of the 16 ANSI colours (as xterm shows them by default); the lowest index on a tie.
    ///
    /// All sixteen distances at once: each lane's squared distance (at most 3·255², 18 bits)
    /// shifted left by 4 with the lane's index below it, so the smallest value names the nearest
    /// colour and, among equals, the lowest index, as a scan in index order would (the 16-colour
    /// encode took 0.64 ms a frame with that scan).
    public static func nearest16(r: Int, g: Int, b: Int) -> Int {
        let (reds, greens, blues) = ansi16Lanes
        let dr = SIMD16(repeating: Int32(r)) &- reds
        let dg = SIMD16(repeating: Int32(g)) &- greens
        let db = SIMD16(repeating: Int32(b)) &- blues
        let keyed = (dr &* dr &+ dg &* dg &+ db &* db) &<< 4 | laneIndices
        return Int(keyed.min() & 15)
    }

    /// ``ansi16``'s channels as lanes.
    private static let ansi16Lanes: (SIMD16<Int32>, SIMD16<Int32>, SIMD16<Int32>) = {
        var r = SIMD16<Int32>(), g = r, b = r
        for (i, c) in ansi16.enumerated() { r[i] = Int32(c.r); g[i] = Int32(c.g); b[i] = Int32(c.b) }
        return (r, g, b)
    }()

    private static let laneIndices = SIMD16<Int32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

    /// Luminance 0–255 (Rec. 601 weights, the ones terminals' grey conversions use).
    @inline(__always)
    public static func luminance(r: Int, g: Int, b: Int) -> Int {
        (299 * r + 587 * g + 114 * b) / 1000
    }

    /// The 4×4 Bayer matrix, thresholds 0–15.
    static let bayer4: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The ordered-dither offset for a pixel, in −spread/2 ..< spread/2, so that a flat colour between
    /// two palette entries becomes a pattern whose average is that colour.
    @inline(__always)
    static func ditherOffset(x: Int, y: Int, spread: Int) -> Int {
        (bayer4[(y & 3) << 2 | (x & 3)] * 2 + 1 - 16) * spread / 32
    }

    @inline(__always)
    static func square(_ v: Int) -> Int { v * v }
}
