import MeshEngine

/// Splits one cell's pixels into two colours with the least squared error: a two-means
/// clustering seeded by the two pixels farthest apart along the channel with the widest range,
/// refined twice (assign each pixel to the nearer mean, then recompute both means). With 4 to 8
/// pixels that reaches the best split for the pictures a mesh renders (edges, gradients, lines);
/// it costs a few dozen operations per cell, so a 200×60-cell frame solves in about a millisecond.
///
/// Overlay ink (``Image/ink``: wireframe, diagonals, dots, indices) comes first: rows are
/// merged so that a one-pixel line lands in exactly one glyph row, unblended, and a cell holding
/// ink splits into its ink and the rest, so the line keeps its own colour and one glyph pixel's
/// width in every mode.
///
/// Pixels are in reading order (row by row, left then right), matching ``BlockGlyphs`` masks.
struct BlockSolver {
    private var r = SIMD8<Int32>(), g = SIMD8<Int32>(), b = SIMD8<Int32>()
    private var count = 0
    /// The glyph pixels that are overlay ink.
    private var ink = 0

    /// Takes a cell's 2×4 source pixels, averaging rows for the modes with fewer: quadrants
    /// average pairs of rows, sextants weight the four rows into three by their overlap (rows
    /// 1⅓ source rows tall: ¾·a + ¼·b, ½·b + ½·c, ¼·c + ¾·d). A row of ink is taken instead of
    /// the average: each source row lands in one glyph row (quadrants: rows 0–1 and 2–3;
    /// sextants: row a, rows b–c, row d, the glyph row it weighs most in), and a glyph row whose
    /// lesser source row is ink takes its greater one alone, untinted. `sourceInk` says which of
    /// the eight source pixels are ink, bit `2·row + column`.
    @inline(__always)
    mutating func load(mode: CellMode, _ p0: (UInt32, UInt32), _ p1: (UInt32, UInt32), _ p2: (UInt32, UInt32),
                       _ p3: (UInt32, UInt32), sourceInk s: Int) {
        ink = 0
        switch mode {
        case .octant, .half:
            set(0, p0.0); set(1, p0.1); set(2, p1.0); set(3, p1.1)
            set(4, p2.0); set(5, p2.1); set(6, p3.0); set(7, p3.1)
            ink = s
            count = 8
        case .sextant:
            merge(0, p0.0, 3, p1.0, 1, ink: s, 0, 2, from: 0b01); merge(1, p0.1, 3, p1.1, 1, ink: s, 1, 3, from: 0b01)
            merge(2, p1.0, 1, p2.0, 1, ink: s, 2, 4, from: 0b11); merge(3, p1.1, 1, p2.1, 1, ink: s, 3, 5, from: 0b11)
            merge(4, p2.0, 1, p3.0, 3, ink: s, 4, 6, from: 0b10); merge(5, p2.1, 1, p3.1, 3, ink: s, 5, 7, from: 0b10)
            count = 6
            padLanes()
        case .quadrant:
            merge(0, p0.0, 1, p1.0, 1, ink: s, 0, 2, from: 0b11); merge(1, p0.1, 1, p1.1, 1, ink: s, 1, 3, from: 0b11)
            merge(2, p2.0, 1, p3.0, 1, ink: s, 4, 6, from: 0b11); merge(3, p2.1, 1, p3.1, 1, ink: s, 5, 7, from: 0b11)
            count = 4
            padLanes()
        }
    }

    /// Lanes past ``count`` repeat lane 0, which wins every tie in ``solve()``: minima and maxima
    /// over all eight lanes then equal those over the first `count`.
    @inline(__always)
    private mutating func padLanes() {
        for i in count..<8 { r[i] = r[0]; g[i] = g[0]; b[i] = b[0] }
    }

    @inline(__always)
    private mutating func set(_ i: Int, _ p: UInt32) {
        r[i] = Int32(p & 0xFF); g[i] = Int32(p >> 8 & 0xFF); b[i] = Int32(p >> 16 & 0xFF)
    }

    /// Glyph pixel `i` from source pixels `p` and `q` (source ink bits `pBit`, `qBit` of
    /// `sourceInk`): the ink of the first that is ink among those `from` names (bit 0: `p`,
    /// bit 1: `q`); else, when the other is ink, the source pixel not ink alone; else the
    /// weighted mean.
    @inline(__always)
    private mutating func merge(_ i: Int, _ p: UInt32, _ wp: Int32, _ q: UInt32, _ wq: Int32,
                                ink sourceInk: Int, _ pBit: Int, _ qBit: Int, from inkFrom: Int) {
        let pInk = sourceInk >> pBit & 1 != 0, qInk = sourceInk >> qBit & 1 != 0
        if pInk && inkFrom & 1 != 0 {
            set(i, p); ink |= 1 << i
        } else if qInk && inkFrom & 2 != 0 {
            set(i, q); ink |= 1 << i
        } else if pInk {
            set(i, q)
        } else if qInk {
            set(i, p)
        } else {
            blend(i, p, wp, q, wq)
        }
    }

    /// The weighted mean of two pixels (weights summing to 2 or 4), rounded.
    @inline(__always)
    private mutating func blend(_ i: Int, _ p: UInt32, _ wp: Int32, _ q: UInt32, _ wq: Int32) {
        let total = wp + wq
        r[i] = (Int32(p & 0xFF) * wp + Int32(q & 0xFF) * wq + total / 2) / total
        g[i] = (Int32(p >> 8 & 0xFF) * wp + Int32(q >> 8 & 0xFF) * wq + total / 2) / total
        b[i] = (Int32(p >> 16 & 0xFF) * wp + Int32(q >> 16 & 0xFF) * wq + total / 2) / total
    }

    /// The two-colour split with the least squared error found (see the type's comment).
    ///
    /// All eight lanes at once, in integer arithmetic only (sign masks instead of comparisons,
    /// which Swift's SIMD types compile lane by lane through memory): this runs for each of
    /// 12,000 cells a frame, and the per-pixel loops took 1.2–1.4 ms a frame at 400×240 pixels.
    /// Lanes past ``count`` (copies of lane 0, see ``padLanes()``) are masked out of the means;
    /// the results equal the pixel-by-pixel scan's (first index on ties).
    func solve() -> BlockSplit {
        let n = count
        if ink != 0 && ink != (1 << n) - 1 { return split(ink) }
        // Seeds: the extremes of the channel with the widest range (the first on a tie).
        let rangeR = Lanes.max(r) - Lanes.min(r), rangeG = Lanes.max(g) - Lanes.min(g), rangeB = Lanes.max(b) - Lanes.min(b)
        var channel = r, widest = rangeR
        if rangeG > widest { channel = g; widest = rangeG }
        if rangeB > widest { channel = b; widest = rangeB }
        if widest == 0 { return BlockSplit(mask: 0, foreground: packed(0), background: packed(0)) }
        // The first lane holding the least and the greatest value: the lane index in the low bits
        // (its complement for the greatest, so that the lowest index compares greatest).
        let lowIndex = Int(Lanes.min(channel &<< 3 | Lanes.indices) & 7)
        let highIndex = Int(7 - Lanes.max(channel &<< 3 | (7 &- Lanes.indices)) & 7)
        var a = SIMD3(r[highIndex], g[highIndex], b[highIndex]), c = SIMD3(r[lowIndex], g[lowIndex], b[lowIndex])
        let valid = Lanes.firstLanes(n)
        var mask: Int32 = 0
        for _ in 0..<2 {
            let dr = r &- a.x, dg = g &- a.y, db = b &- a.z
            let er = r &- c.x, eg = g &- c.y, eb = b &- c.z
            // −1 in the lanes nearer to c (strictly), 0 in those nearer to a or as near.
            let nearerC = (er &* er &+ eg &* eg &+ eb &* eb &- (dr &* dr &+ dg &* dg &+ db &* db)) &>> 31
            let inA = ~nearerC & valid, inC = nearerC & valid
            mask = Lanes.sum(Lanes.bits & inA)
            let countA = Int32(mask.nonzeroBitCount), countC = Int32(n) - countA
            let sumA = SIMD3(Lanes.sum(r & inA), Lanes.sum(g & inA), Lanes.sum(b & inA))
            let sumC = SIMD3(Lanes.sum(r & inC), Lanes.sum(g & inC), Lanes.sum(b & inC))
            // The seeds are distinct pixels, each nearest to itself, so neither side is empty.
            a = (sumA &+ countA / 2) / countA
            c = (sumC &+ countC / 2) / countC
        }
        return BlockSplit(mask: Int(mask), foreground: BlockSolver.pack((a.x, a.y, a.z)), background: BlockSolver.pack((c.x, c.y, c.z)))
    }

    /// The split with `mask`'s pixels in the foreground, each side its mean colour.
    private func split(_ mask: Int) -> BlockSplit {
        var front = (Int32(0), Int32(0), Int32(0)), back = front, frontCount: Int32 = 0
        for i in 0..<count {
            if mask & (1 << i) != 0 {
                front.0 += r[i]; front.1 += g[i]; front.2 += b[i]; frontCount += 1
            } else {
                back.0 += r[i]; back.1 += g[i]; back.2 += b[i]
            }
        }
        let backCount = Int32(count) - frontCount
        func mean(_ s: (Int32, Int32, Int32), _ n: Int32) -> (Int32, Int32, Int32) {
            ((s.0 + n / 2) / n, (s.1 + n / 2) / n, (s.2 + n / 2) / n)
        }
        return BlockSplit(mask: mask, foreground: BlockSolver.pack(mean(front, frontCount)),
                          background: BlockSolver.pack(mean(back, backCount)))
    }

    /// For mono: the pixels brighter than an ordered-dither threshold (4×4 Bayer) at picture
    /// position (`x`, `y`) of the cell's top-left glyph pixel.
    func litMask(x: Int, y: Int, darkInk: Bool = false) -> Int {
        var mask = 0
        for i in 0..<count {
            var luminance = Palette.luminance(r: Int(r[i]), g: Int(g[i]), b: Int(b[i]))
            // Ink darker than the paper (a light background) marks the dark pixels instead.
            if darkInk { luminance = 255 - luminance }
            if luminance + Palette.ditherOffset(x: x + i & 1, y: y + i >> 1, spread: 255) >= 128 { mask |= 1 << i }
        }
        return mask
    }

    private func packed(_ i: Int) -> UInt32 { BlockSolver.pack((r[i], g[i], b[i])) }

    private static func pack(_ c: (Int32, Int32, Int32)) -> UInt32 {
        0xFF00_0000 | UInt32(c.2) << 16 | UInt32(c.1) << 8 | UInt32(c.0)
    }
}

/// Reductions over eight `Int32` lanes in halving steps of integer arithmetic, for values whose
/// differences fit 31 bits (channels, squared distances): Swift's own `min()`, `max()` and
/// `wrappedSum()` run lane by lane.
enum Lanes {
    // Computed, not stored: a constant in the caller rather than a lazily initialised global.
    @inline(__always) static var indices: SIMD8<Int32> { SIMD8(0, 1, 2, 3, 4, 5, 6, 7) }
    @inline(__always) static var bits: SIMD8<Int32> { SIMD8(1, 2, 4, 8, 16, 32, 64, 128) }

    /// −1 in the first `n` lanes, 0 in the others.
    @inline(__always)
    static func firstLanes(_ n: Int) -> SIMD8<Int32> { (indices &- Int32(n)) &>> 31 }

    @inline(__always)
    static func min(_ v: SIMD8<Int32>) -> Int32 {
        let d4 = v.lowHalf &- v.highHalf, m4 = v.highHalf &+ (d4 & (d4 &>> 31))
        let d2 = m4.lowHalf &- m4.highHalf, m2 = m4.highHalf &+ (d2 & (d2 &>> 31))
        return Swift.min(m2.x, m2.y)
    }

    @inline(__always)
    static func max(_ v: SIMD8<Int32>) -> Int32 {
        let d4 = v.lowHalf &- v.highHalf, m4 = v.lowHalf &- (d4 & (d4 &>> 31))
        let d2 = m4.lowHalf &- m4.highHalf, m2 = m4.lowHalf &- (d2 & (d2 &>> 31))
        return Swift.max(m2.x, m2.y)
    }

    @inline(__always)
    static func sum(_ v: SIMD8<Int32>) -> Int32 {
        let s4 = v.lowHalf &+ v.highHalf, s2 = s4.lowHalf &+ s4.highHalf
        return s2.x &+ s2.y
    }
}
