import MeshEngine

/// A frame's colour registers, chosen by median cut (Heckbert 1982) over a 6-6-6-bit histogram,
/// and the lookup from a pixel to its register.
///
/// Every pixel falls in one histogram bin (its top 6 bits per channel: shaded renders have a few
/// hundred distinct colours that 5 bits would merge into fewer bins than registers); median cut splits the
/// box of occupied bins along its longest side at the pixel-weighted median until there are as
/// many boxes as registers, and each register is the exact mean of the pixels in its box. Every
/// occupied bin thus belongs to one box, so mapping a pixel is one table read; only dithered
/// colours that land in an unoccupied bin search the registers, once per bin and frame.
///
/// All storage is kept between frames: counts and sums are cleared bin by bin through the list
/// of occupied bins, and splitting partitions that list in place (no sort, no allocation).
struct SixelPalette {
    /// 6 bits per channel: 262,144 bins.
    static let binCount = 1 << 18
    /// A lookup entry not yet computed (a bin no pixel occupies, reached only by dithering).
    static let unknown: UInt16 = .max

    /// The registers' colours, packed `0x00BBGGRR`.
    private(set) var colors: [UInt32] = []
    /// The pixel-weighted mean side of the boxes, in 8-bit channel units: the spread ordered
    /// dithering uses, so its pattern reaches the neighbouring registers and no further.
    private(set) var meanBoxSide = 8

    private var counts = [UInt32](repeating: 0, count: binCount)
    /// Per bin, the sums of the two low bits the bin drops, per channel (at most 3 · 4096², so
    /// they fit 32 bits): with the bin's level they give the exact mean of its pixels.
    private var lowSums = [SIMD4<UInt32>](repeating: .zero, count: binCount)
    private var occupied: [UInt32] = []
    private var boxes: [Box] = []
    /// Per bin, its register (``unknown`` for a bin no pixel occupies until dithering asks).
    private(set) var lookup = [UInt16](repeating: unknown, count: binCount)
    /// Pixels per level along the channel being cut (scratch for ``split(_:)``).
    private var perLevel = [UInt64](repeating: 0, count: 64)

    /// A box of bins: a range of ``occupied``, its bounds in bin levels (0–63) and its pixels.
    private struct Box {
        var start: Int
        var end: Int
        var low: SIMD3<Int32>
        var high: SIMD3<Int32>
        var pixels: UInt64

        /// Which channel to cut (the longest side) and how long it is, in levels.
        var longestSide: (channel: Int, length: Int32) {
            let side = high &- low
            if side.x >= side.y && side.x >= side.z { return (0, side.x) }
            return side.y >= side.z ? (1, side.y) : (2, side.z)
        }
    }

    init() {
        occupied.reserveCapacity(SixelPalette.binCount)
        boxes.reserveCapacity(256)
        colors.reserveCapacity(256)
    }

    /// The bin of a packed pixel: its top 6 bits of red, green and blue.
    @inline(__always)
    static func bin(_ p: UInt32) -> Int {
        let r: UInt32 = (p >> 2) & 0x3F, g: UInt32 = (p >> 4) & 0xFC0, b: UInt32 = (p >> 6) & 0x3F000
        return Int(r | g | b)
    }

    @inline(__always)
    private static func levels(ofBin bin: Int) -> SIMD3<Int32> {
        SIMD3(Int32(bin & 0x3F), Int32(bin >> 6 & 0x3F), Int32(bin >> 12))
    }

    /// Chooses at most `registers` (1–256) colours for `image`.
    mutating func build(from image: Image, registers: Int) {
        for bin in occupied {
            counts[Int(bin)] = 0
            lowSums[Int(bin)] = .zero
        }
        // Dithering fills entries for unoccupied bins too: all of the table is reset.
        lookup.withUnsafeMutableBufferPointer { $0.update(repeating: SixelPalette.unknown) }
        occupied.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        colors.removeAll(keepingCapacity: true)
        guard !image.pixels.isEmpty else { return }
        histogram(image)
        var all = Box(start: 0, end: occupied.count, low: .zero, high: .zero, pixels: 0)
        measure(&all)
        boxes.append(all)
        let target = min(max(registers, 1), 256)
        while boxes.count < target, let index = boxToSplit() { split(index) }
        var weightedSide: UInt64 = 0, total: UInt64 = 0
        for (register, box) in boxes.enumerated() {
            var sum = SIMD3<UInt64>.zero
            for k in box.start..<box.end {
                let bin = Int(occupied[k])
                let level = SIMD3<UInt64>(truncatingIfNeeded: SixelPalette.levels(ofBin: bin))
                let low = lowSums[bin]
                sum &+= level &* 4 &* UInt64(counts[bin]) &+ SIMD3(UInt64(low.x), UInt64(low.y), UInt64(low.z))
                lookup[bin] = UInt16(register)
            }
            let n = max(box.pixels, 1), half = n / 2
            let r = UInt32((sum.x + half) / n), g = UInt32((sum.y + half) / n), b = UInt32((sum.z + half) / n)
            colors.append(r | g << 8 | b << 16)
            weightedSide += UInt64(box.longestSide.length + 1) * 4 * box.pixels
            total += box.pixels
        }
        meanBoxSide = Int(weightedSide / max(total, 1))
    }

    /// Counts every pixel into its bin, with the sums of its exact channels for the means.
    ///
    /// Neighbouring pixels mostly share a bin (flat backgrounds, smooth shading), so a run of one
    /// bin is counted in registers and added to the tables once: the tables are 5 MB, and one
    /// scattered update per pixel was most of the palette's time. Bins are listed in ``occupied``
    /// in the order of their first pixel, as a per-pixel pass lists them (the cuts depend on it).
    private mutating func histogram(_ image: Image) {
        image.pixels.withUnsafeBufferPointer { pixels in
            counts.withUnsafeMutableBufferPointer { counts in
                lowSums.withUnsafeMutableBufferPointer { lowSums in
                    // The run's low bits, the three channels' sums 22 bits apart (a run is cut
                    // before 2²⁰ pixels, so 3 · 2²⁰ fits each field).
                    var runBin = SixelPalette.bin(pixels[0])
                    var run: UInt32 = 0, low: UInt64 = 0
                    // The pixel before and its low bits: an equal pixel (most of a background)
                    // only adds to the run.
                    var lastPixel = ~pixels[0], lastLow: UInt64 = 0
                    func flush() {
                        if counts[runBin] == 0 { occupied.append(UInt32(runBin)) }
                        counts[runBin] &+= run
                        lowSums[runBin] &+= SIMD4(UInt32(low & 0x3F_FFFF), UInt32(low >> 22 & 0x3F_FFFF), UInt32(low >> 44), 0)
                    }
                    for p in pixels {
                        if p == lastPixel && run < 1 << 20 {
                            run &+= 1
                            low &+= lastLow
                            continue
                        }
                        let bin = SixelPalette.bin(p)
                        if bin != runBin || run == 1 << 20 {
                            flush()
                            runBin = bin
                            run = 0
                            low = 0
                        }
                        lastPixel = p
                        lastLow = UInt64(p & 3) | UInt64(p & 0x300) << 14 | UInt64(p & 0x3_0000) << 28
                        run &+= 1
                        low &+= lastLow
                    }
                    flush()
                }
            }
        }
    }

    /// Sets a box's bounds and pixel count from its bins.
    private func measure(_ box: inout Box) {
        var low = SIMD3<Int32>(repeating: 63), high = SIMD3<Int32>(repeating: 0), pixels: UInt64 = 0
        for k in box.start..<box.end {
            let bin = Int(occupied[k])
            let level = SixelPalette.levels(ofBin: bin)
            low = pointwiseMin(low, level)
            high = pointwiseMax(high, level)
            pixels += UInt64(counts[bin])
        }
        box.low = low
        box.high = high
        box.pixels = pixels
    }

    /// The box to cut next: the one with most pixels × longest side, among those with more than
    /// one bin. Weighting by pixels spends registers where the picture is, by side where it varies.
    private func boxToSplit() -> Int? {
        var best: Int?, bestScore: UInt64 = 0
        for (index, box) in boxes.enumerated() where box.end - box.start > 1 {
            let score = box.pixels * UInt64(box.longestSide.length)
            if score > bestScore { best = index; bestScore = score }
        }
        return best
    }

    /// Cuts box `index` across its longest side at the pixel-weighted median level, partitioning
    /// its bins in place; the lower part stays at `index`, the upper part is appended.
    private mutating func split(_ index: Int) {
        let box = boxes[index]
        let (channel, _) = box.longestSide
        let shift = 6 * channel
        // Pixels per level along the channel, then the level where half of them are reached,
        // kept below the top so that both halves have bins.
        perLevel.withUnsafeMutableBufferPointer { perLevel in
            perLevel.update(repeating: 0)
            for k in box.start..<box.end {
                let bin = Int(occupied[k])
                perLevel[bin >> shift & 0x3F] += UInt64(counts[bin])
            }
        }
        let low = Int(box.low[channel]), high = Int(box.high[channel])
        var cut = low, running: UInt64 = 0
        while cut < high - 1 {
            running += perLevel[cut]
            if running * 2 >= box.pixels { break }
            cut += 1
        }
        var i = box.start, j = box.end - 1
        while i <= j {
            if Int(occupied[i]) >> shift & 0x3F <= cut { i += 1 } else { occupied.swapAt(i, j); j -= 1 }
        }
        var lower = Box(start: box.start, end: i, low: .zero, high: .zero, pixels: 0)
        var upper = Box(start: i, end: box.end, low: .zero, high: .zero, pixels: 0)
        measure(&lower)
        measure(&upper)
        boxes[index] = lower
        boxes.append(upper)
    }

    /// The register for a packed pixel whose bin no pixel of the frame occupies (a dithered
    /// colour): the nearest register to the bin's centre, remembered for the rest of the frame.
    @inline(__always)
    mutating func register(for p: UInt32) -> Int {
        let bin = SixelPalette.bin(p)
        let known = lookup[bin]
        if known != SixelPalette.unknown { return Int(known) }
        let level = SixelPalette.levels(ofBin: bin) &* 4 &+ 2
        var best = 0, bestDistance = Int32.max
        for (register, c) in colors.enumerated() {
            let d = SIMD3(Int32(c & 0xFF), Int32(c >> 8 & 0xFF), Int32(c >> 16 & 0xFF)) &- level
            let distance = (d &* d).wrappedSum()
            if distance < bestDistance { best = register; bestDistance = distance }
        }
        lookup[bin] = UInt16(best)
        return best
    }
}
