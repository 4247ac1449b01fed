import MeshEngine
import Testing
@testable import TerminalOutput

@Suite struct SixelEncoderTests {
    func encode(_ picture: Image, dither: Bool = false, registers: Int = 256) -> (bytes: [UInt8], stats: SixelStats) {
        var encoder = SixelEncoder(dither: dither, registers: registers)
        var bytes: [UInt8] = []
        let stats = encoder.encode(picture, into: &bytes)
        return (bytes, stats)
    }

    @Test func twoPixelsBecomeTwoRegistersWithTheRasterHeaderAndOneBand() {
        let (bytes, stats) = encode(image([[red, blue]]))
        // Median cut splits red from blue along the red axis: blue below the cut is register 0.
        #expect(visible(bytes) == "\\eP0;1;0q\"1;1;2;1#0;2;0;0;100#1;2;100;0;0#1@$#0?@\\e\\")
        #expect(stats == { var s = SixelStats(); s.width = 2; s.height = 1; s.registers = 2; s.bands = 1; s.bytes = bytes.count; return s }())
    }

    @Test func runsOfFourOrMoreAreRepeatedAndASeventhRowStartsASecondBand() {
        let flat = image(Array(repeating: Array(repeating: grey, count: 10), count: 7))
        // Grey 128 is 50 % (128·100/255 = 50.2); six rows set every bit ('~'), the seventh only the lowest ('@').
        #expect(visible(encode(flat).bytes) == "\\eP0;1;0q\"1;1;10;7#0;2;50;50;50#0!10~-#0!10@\\e\\")
    }

    @Test func runsOfThreeOrFewerAreWrittenOut() {
        let stripes = image([[red, red, red, blue, red, red, red, red]])
        let text = visible(encode(stripes).bytes)
        #expect(text.hasSuffix("#1@@@?!4@$#0???@\\e\\"), "\(text)")
    }

    @Test func anEmptyPictureWritesNothing() {
        let (bytes, stats) = encode(Image(width: 0, height: 5))
        #expect(bytes.isEmpty)
        #expect(stats.bands == 0)
    }

    @Test func fewColoursComeBackWithinThePercentRounding() throws {
        // 64 colours in distinct bins: every one gets its own register.
        var rows: [[Color]] = []
        for y in 0..<13 {
            rows.append((0..<9).map { x in
                let k = (x + 9 * y) % 64
                let r = UInt8(k % 4 * 80 + 7), g = UInt8(k / 4 % 4 * 70 + 3), b = UInt8(k / 16 * 60 + 11)
                return Color(r: r, g: g, b: b)
            })
        }
        let picture = image(rows)
        let decoded = try SixelDecoder(encode(picture).bytes)
        #expect(decoded.registers.count == 64)
        // Percent steps are 2.55 apart: rounding to one and back is off by at most 2.
        #expect(try worstError(picture, decoded) <= 2)
    }

    @Test func aGradientComesBackWithinTheQuantisationError() throws {
        // 96×50 pixels of smooth colour: 4,800 colours for 256 registers.
        let picture = Image(width: 96, height: 50, pixels: (0..<(96 * 50)).map { (i: Int) -> UInt32 in
            let x = i % 96, y = i / 96
            let r = UInt8(x * 255 / 95), g = UInt8(y * 255 / 49), b = UInt8((x + y) * 255 / 144)
            return Color(r: r, g: g, b: b).packed
        })
        let (bytes, stats) = encode(picture)
        #expect(stats.registers == 256)
        let decoded = try SixelDecoder(bytes)
        #expect(decoded.parameters == "0;1;0")
        #expect(decoded.width == 96 && decoded.height == 50)
        #expect(decoded.pixels.allSatisfy { $0 != nil }, "every pixel is set exactly once")
        // Each register stands for ~19 pixels of the ramp, a patch of about 4×5; green climbs 5.2
        // per row, so a patch spans ~24 levels of green and its pixels are on average ~6 from its
        // mean (12 at the patch's edge, more where a box is long and thin).
        let worst = try worstError(picture, decoded), mean = try meanError(picture, decoded)
        #expect(worst <= 24, "worst \(worst)")
        #expect(mean <= 6.5, "mean \(mean)")
    }

    @Test func orderedDitheringBringsBlockAveragesCloserWithFewRegisters() throws {
        // A slow grey ramp through 8 registers: plain quantisation makes 8 flat bands, the
        // Bayer pattern mixes neighbouring registers so every 4×4 block averages closer to the ramp.
        let picture = Image(width: 128, height: 8, pixels: (0..<(128 * 8)).map { i in
            let v = UInt8(i % 128 * 2)
            return Color(r: v, g: v, b: v).packed
        })
        let plain = try SixelDecoder(encode(picture, registers: 8).bytes)
        let dithered = try SixelDecoder(encode(picture, dither: true, registers: 8).bytes)
        #expect(plain.registers.count == 8 && dithered.registers.count == 8)
        let plainError = try blockError(picture, plain), ditheredError = try blockError(picture, dithered)
        #expect(ditheredError < plainError * 0.6, "dithered \(ditheredError), plain \(plainError)")
    }

    @Test func theRegisterCountIsCapped() throws {
        let picture = Image(width: 40, height: 25, pixels: (0..<1000).map { (i: Int) -> UInt32 in
            let r = UInt8(i % 10 * 25), g = UInt8(i / 10 % 10 * 25), b = UInt8(i / 100 * 25)
            return Color(r: r, g: g, b: b).packed
        })
        let (bytes, stats) = encode(picture, registers: 16)
        #expect(stats.registers == 16)
        let decoded = try SixelDecoder(bytes)
        #expect(decoded.registers.count == 16)
        #expect(Set(decoded.pixels.compactMap { $0 }).count <= 16)
    }

    @Test func buffersReusedAcrossFramesGiveTheSameBytes() {
        let a = Image(width: 30, height: 13, pixels: (0..<390).map { (i: Int) -> UInt32 in
            let r = UInt8(i % 256), b = UInt8(i / 2 % 256)
            return Color(r: r, g: 40, b: b).packed
        })
        let b = image([[green, red, blue], [grey, grey, green]])
        var encoder = SixelEncoder(dither: true)
        var first: [UInt8] = [], again: [UInt8] = [], fresh: [UInt8] = []
        encoder.encode(a, into: &first)
        encoder.encode(b, into: &again)
        again.removeAll()
        encoder.encode(a, into: &again)
        var other = SixelEncoder(dither: true)
        other.encode(a, into: &fresh)
        #expect(again == first)
        #expect(fresh == first)
    }

    func worstError(_ picture: Image, _ decoded: SixelDecoder) throws -> Int {
        try errors(picture, decoded).max() ?? 0
    }

    func meanError(_ picture: Image, _ decoded: SixelDecoder) throws -> Double {
        let e = try errors(picture, decoded)
        return Double(e.reduce(0, +)) / Double(max(e.count, 1))
    }

    /// The largest channel difference of every pixel.
    func errors(_ picture: Image, _ decoded: SixelDecoder) throws -> [Int] {
        try #require(decoded.width == picture.width && decoded.height == picture.height)
        return try (0..<picture.pixels.count).map { i in
            let want = Color(packed: picture.pixels[i])
            let got = try #require(decoded.pixels[i], "pixel \(i) not set")
            return max(abs(Int(want.r) - Int(got.r)), abs(Int(want.g) - Int(got.g)), abs(Int(want.b) - Int(got.b)))
        }
    }

    /// The mean difference of the red channel averaged over 4×4 blocks.
    func blockError(_ picture: Image, _ decoded: SixelDecoder) throws -> Double {
        var total = 0.0, blocks = 0
        for by in stride(from: 0, to: picture.height - 3, by: 4) {
            for bx in stride(from: 0, to: picture.width - 3, by: 4) {
                var want = 0, got = 0
                for y in by..<(by + 4) {
                    for x in bx..<(bx + 4) {
                        want += Int(Color(packed: picture.pixels[y * picture.width + x]).r)
                        got += Int(try #require(decoded.pixels[y * picture.width + x]).r)
                    }
                }
                total += abs(Double(want - got) / 16)
                blocks += 1
            }
        }
        return total / Double(blocks)
    }
}

/// Sixel as a pixel protocol: the frame through ``PixelEncoder``, and inside tmux's passthrough.
@Suite struct SixelPixelOutputTests {
    @Test func insideTmuxTheImageIsOnePassthroughBlockWithItsEscapesDoubled() {
        var encoder = SixelEncoder(passthrough: Passthrough(tmux: true))
        var bytes: [UInt8] = []
        let stats = encoder.encodeFrame(image([[red, blue]]), columns: 1, rows: 1, into: &bytes)
        #expect(visible(bytes) == "\\ePtmux;\\e\\eP0;1;0q\"1;1;2;1#0;2;0;0;100#1;2;100;0;0#1@$#0?@\\e\\e\\\\e\\")
        #expect(stats.bytes == bytes.count && stats.fullRedraw && stats.cellsEmitted == 1)
    }

    @Test func aLargeImageInsideTmuxIsSplitIntoBlocksThatJoinIntoTheSameImage() throws {
        // 600×120 pixels of noise-like colour: well over one 256 KiB block.
        let picture = Image(width: 600, height: 120, pixels: (0..<72_000).map { (i: Int) -> UInt32 in
            let v = UInt32(truncatingIfNeeded: i &* 2_654_435_761)
            return v & 0x00FF_FFFF | 0xFF00_0000
        })
        var plain = SixelEncoder(), wrapped = SixelEncoder(passthrough: Passthrough(tmux: true))
        var direct: [UInt8] = [], tmux: [UInt8] = []
        plain.encode(picture, into: &direct)
        wrapped.encode(picture, into: &tmux)
        // Unwrap: each block is ESC P tmux; … ESC \, with ESC doubled inside.
        var joined: [UInt8] = [], blocks = 0, i = 0
        let open = Array("\u{1B}Ptmux;".utf8)
        while i < tmux.count {
            try #require(Array(tmux[i..<(i + open.count)]) == open, "block \(blocks) opens at \(i)")
            i += open.count
            blocks += 1
            var size = 0
            while !(tmux[i] == 0x1B && tmux[i + 1] == 0x5C) {
                if tmux[i] == 0x1B { try #require(tmux[i + 1] == 0x1B); i += 1 }
                joined.append(tmux[i]); i += 1; size += 1
            }
            #expect(size <= 1 << 20, "tmux caps a block at 1 MiB")
            i += 2
        }
        #expect(blocks > 1)
        #expect(joined == direct)
    }

    @Test func sixelNeverRemovesAnything() {
        var bytes: [UInt8] = []
        SixelEncoder().removal(into: &bytes)
        #expect(bytes.isEmpty)
        #expect(SixelEncoder().pixelProtocol == .sixel)
    }
}
