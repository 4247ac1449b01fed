import MeshEngine

/// What one ``SixelEncoder/encode(_:into:)`` call wrote.
public struct SixelStats: Hashable, Sendable {
    /// The picture's size in pixels.
    public var width = 0
    public var height = 0
    /// Colour registers defined (at most ``SixelEncoder/registers``).
    public var registers = 0
    /// Bands of six pixel rows.
    public var bands = 0
    /// Bytes appended.
    public var bytes = 0

    public init() {}
}

/// Turns a rendered frame into one sixel image (DEC's VT300-series graphics, as xterm `-ti vt340`,
/// foot, WezTerm, mlterm and others draw it), drawn at the cursor:
///
/// `DCS 0;1;0 q` — P2 = 1 leaves pixels the image does not set alone (every pixel is set here,
/// so the terminal need not clear first); `"1;1;W;H` — raster attributes: square pixels (aspect
/// 1:1) and the image's size; `#r;2;R;G;B` — each colour register, RGB in percent; then the
/// picture in bands of six rows: per register used in the band, `#r` and one character per
/// column (`?` + the six rows' bits, top row the lowest bit), runs of four or more as `!n c`,
/// `$` back to the band's start for the next register, `-` to the next band; `ST` ends it.
///
/// Colours come from a median-cut palette of the frame (``SixelPalette``); ``dither`` adds a
/// 4×4 ordered (Bayer) pattern before the lookup, so smooth shading shows no bands.
/// Inside tmux (``passthrough``) the image goes in passthrough blocks of at most
/// ``passthroughBlockBytes``, the DCS's two ESCs doubled (the sixel data has none).
/// All buffers are kept between frames: once the size is stable a frame allocates nothing.
public struct SixelEncoder: Sendable {
    /// Ordered dithering before choosing registers.
    public var dither: Bool
    /// How many colour registers a frame may use, 2–256 (the VT340 had 16; xterm's
    /// `numColorRegisters` defaults to 1024 for `-ti vt340`, and 256 is what most terminals offer).
    public var registers: Int
    /// How the image is framed for the terminal (tmux passthrough or as it is).
    public var passthrough: Passthrough

    /// The most data in one tmux passthrough block (tmux refuses blocks over 1 MiB).
    static let passthroughBlockBytes = 256 * 1024

    private var palette = SixelPalette()
    /// Per register, the six-row bit pattern of every column of the current band.
    private var bits: [UInt8] = []
    /// Per register, the first and last column it has in the current band (first = −1: unused).
    private var first = [Int32](repeating: -1, count: 256)
    private var last = [Int32](repeating: -1, count: 256)
    /// The registers the current band uses, in order of first use.
    private var used: [UInt8] = []
    /// Room for a band's bytes before they are appended.
    private var scratch = ByteScratch()

    public init(dither: Bool = false, registers: Int = 256, passthrough: Passthrough = Passthrough()) {
        self.dither = dither
        self.registers = min(max(registers, 2), 256)
        self.passthrough = passthrough
        used.reserveCapacity(256)
    }

    /// Appends one sixel image of `image` (nothing for an empty image). Alpha is ignored: frames
    /// are opaque.
    @discardableResult
    public mutating func encode(_ image: Image, into bytes: inout [UInt8]) -> SixelStats {
        var stats = SixelStats()
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return stats }
        let start = bytes.count
        palette.build(from: image, registers: min(max(registers, 2), 256))
        stats.width = width
        stats.height = height
        stats.registers = palette.colors.count
        stats.bands = (height + 5) / 6

        passthrough.begin(into: &bytes)
        var block = bytes.count
        passthrough.escape(into: &bytes)
        bytes.append(contentsOf: [0x50, 0x30, 0x3B, 0x31, 0x3B, 0x30, 0x71, 0x22, 0x31, 0x3B, 0x31, 0x3B])  // P 0;1;0 q "1;1;
        appendDecimal(width, into: &bytes); bytes.append(0x3B)
        appendDecimal(height, into: &bytes)
        for (register, color) in palette.colors.enumerated() {
            bytes.append(0x23); appendDecimal(register, into: &bytes); bytes.append(contentsOf: [0x3B, 0x32])  // #r;2
            bytes.append(0x3B); appendDecimal(SixelEncoder.percent(Int(color & 0xFF)), into: &bytes)
            bytes.append(0x3B); appendDecimal(SixelEncoder.percent(Int(color >> 8 & 0xFF)), into: &bytes)
            bytes.append(0x3B); appendDecimal(SixelEncoder.percent(Int(color >> 16 & 0xFF)), into: &bytes)
        }
        if bits.count < 256 * width { bits = [UInt8](repeating: 0, count: 256 * width) }
        for band in 0..<stats.bands {
            if band > 0 { bytes.append(0x2D) }  // '-'
            collect(image, band: band)
            emitBand(width: width, into: &bytes)
            if passthrough.tmux && bytes.count - block > SixelEncoder.passthroughBlockBytes {
                passthrough.end(into: &bytes)
                passthrough.resume(into: &bytes)
                block = bytes.count
            }
        }
        passthrough.escape(into: &bytes)
        bytes.append(0x5C)  // ST
        passthrough.end(into: &bytes)
        stats.bytes = bytes.count - start
        return stats
    }

    /// A channel 0–255 as the percentage 0–100 the colour introducer takes, rounded.
    @inline(__always)
    static func percent(_ v: Int) -> Int { (v * 100 + 127) / 255 }

    /// Sets the bits of every pixel of band `band` under its register, and which registers the
    /// band uses over which columns.
    ///
    /// A row is a sequence of runs of one register: the register's columns are widened once per
    /// run, not per pixel, and a pixel equal to the one before (plain) or to the last one at the
    /// same dither phase (dithered: the pattern repeats every 4 columns along a row) takes its
    /// register without a lookup. Registers are listed in ``used`` when their first run ends,
    /// which is the order of their first pixels.
    private mutating func collect(_ image: Image, band: Int) {
        let width = image.width
        let rows = min(6, image.height - 6 * band)
        let dither = self.dither, spread = palette.meanBoxSide
        // Undithered, every pixel's bin is occupied, so its register is one table read. (Not
        // taken when dithering: the search fills the palette's table, and a second reference to
        // it would make that copy the table, 512 KB, once per band.)
        let lookup = dither ? [] : palette.lookup
        // Raw buffers: this loop runs for every pixel of every frame (measured in `bench`'s
        // sixel scenes); the indices are in range by construction (register < 256, x < width).
        image.pixels.withUnsafeBufferPointer { pixels in
            lookup.withUnsafeBufferPointer { lookup in
                first.withUnsafeMutableBufferPointer { first in
                    last.withUnsafeMutableBufferPointer { last in
                        bits.withUnsafeMutableBufferPointer { bits in
                            /// Widens `register`'s columns to `from...to`, listing it on first use.
                            func mark(_ register: Int, _ from: Int, _ to: Int) {
                                if first[register] < 0 {
                                    used.append(UInt8(register))
                                    first[register] = Int32(from)
                                    last[register] = Int32(to)
                                } else {
                                    if from < first[register] { first[register] = Int32(from) }
                                    if to > last[register] { last[register] = Int32(to) }
                                }
                            }
                            /// Sets row `row`'s bits, `registerAt(x, pixel)` giving each pixel's register.
                            @inline(__always)
                            func scan(row: Int, _ registerAt: (Int, UInt32) -> Int) {
                                let base = (6 * band + row) * width
                                let bit = UInt8(1 << row)
                                var runRegister = -1, runStart = 0
                                for x in 0..<width {
                                    let register = registerAt(x, pixels[base + x])
                                    bits[register * width + x] |= bit
                                    if register != runRegister {
                                        if runRegister >= 0 { mark(runRegister, runStart, x - 1) }
                                        runRegister = register
                                        runStart = x
                                    }
                                }
                                mark(runRegister, runStart, width - 1)
                            }
                            for row in 0..<rows {
                                let y = 6 * band + row
                                if dither {
                                    // Per phase x mod 4, the last pixel (as a UInt64: never the
                                    // empty marker) and its register.
                                    var seen = SIMD4<UInt64>(repeating: .max), seenRegister = SIMD4<Int32>()
                                    scan(row: row) { x, p in
                                        let phase = x & 3
                                        if seen[phase] == UInt64(p) { return Int(seenRegister[phase]) }
                                        let register = self.palette.register(for: SixelEncoder.dithered(p, x: x, y: y, spread: spread))
                                        seen[phase] = UInt64(p)
                                        seenRegister[phase] = Int32(register)
                                        return register
                                    }
                                } else {
                                    var seen = UInt64.max, seenRegister = 0
                                    scan(row: row) { _, p in
                                        if seen == UInt64(p) { return seenRegister }
                                        seen = UInt64(p)
                                        seenRegister = Int(lookup[SixelPalette.bin(p)])
                                        return seenRegister
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes the band's registers one after another (`$` between them), each from column 0 to
    /// its last column, clearing the bits it wrote. Through a raw cursor into room for the
    /// worst case (per register `$#nnn` and one character per column; a run `!n c` is never
    /// longer than the characters it stands for).
    private mutating func emitBand(width: Int, into bytes: inout [UInt8]) {
        var scratch = ByteScratch()
        swap(&scratch, &self.scratch)  // (moved out, not copied: its storage stays unique)
        defer { swap(&scratch, &self.scratch) }
        scratch.write(capacity: used.count * (width + 5) + 3, appendingTo: &bytes) { out in
            bits.withUnsafeMutableBufferPointer { bits in
                for (k, register) in used.enumerated() {
                    let r = Int(register)
                    if k > 0 { out.put(0x24) }  // '$'
                    out.put(0x23); out.putDecimal(r)
                    let from = Int(first[r]), to = Int(last[r])
                    SixelEncoder.appendRun(0x3F, count: from, into: &out)
                    var run: UInt8 = 0, count = 0
                    let row = bits.baseAddress! + r * width
                    var x = from
                    while x <= to {
                        let b = row[x]
                        if b == 0 {
                            // A gap in this register's columns (most of a span, in shaded pictures):
                            // skipped eight columns at a time.
                            var end = x + 1
                            while end + 8 <= to, UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == 0 { end += 8 }
                            while end <= to, row[end] == 0 { end += 1 }
                            if run == 0x3F { count += end - x } else {
                                SixelEncoder.appendRun(run, count: count, into: &out)
                                run = 0x3F
                                count = end - x
                            }
                            x = end
                            continue
                        }
                        row[x] = 0
                        let c = 0x3F + b
                        if c == run { count += 1 } else {
                            SixelEncoder.appendRun(run, count: count, into: &out)
                            run = c
                            count = 1
                        }
                        x += 1
                    }
                    SixelEncoder.appendRun(run, count: count, into: &out)
                    first[r] = -1
                }
            }
        }
        used.removeAll(keepingCapacity: true)
    }

    /// `count` sixel characters `c`: repeated while that is no longer than `!n c`.
    @inline(__always)
    static func appendRun(_ c: UInt8, count: Int, into bytes: inout ByteCursor) {
        if count > 3 {
            bytes.put(0x21); bytes.putDecimal(count); bytes.put(c)
        } else {
            // Up to three as one 4-byte store (a loop became a call to memset per run).
            bytes.put(UInt32(c) &* 0x0101_0101, count: count)
        }
    }

    /// A pixel moved by the 4×4 Bayer threshold for (x, y), the same on every channel, clamped.
    @inline(__always)
    static func dithered(_ p: UInt32, x: Int, y: Int, spread: Int) -> UInt32 {
        let offset = Palette.ditherOffset(x: x, y: y, spread: spread)
        let r = min(max(Int(p & 0xFF) + offset, 0), 255)
        let g = min(max(Int(p >> 8 & 0xFF) + offset, 0), 255)
        let b = min(max(Int(p >> 16 & 0xFF) + offset, 0), 255)
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
    }
}
