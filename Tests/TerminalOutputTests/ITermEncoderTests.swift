import MeshEngine
import Testing
@testable import TerminalOutput

/// iTerm2's inline images as documented at https://iterm2.com/documentation-images.html:
/// `ESC ] 1337 ; File = [arguments] : base-64 encoded file contents ^G`, the arguments
/// `key=value` pairs separated by `;`: `inline=1` displays the file, `size` is its length in
/// bytes, `width` and `height` a bare number are character cells, `preserveAspectRatio=0`
/// stretches the image to them.
@Suite struct ITermEncoderTests {
    private let red = Image(width: 1, height: 1, pixels: [Color(r: 255, g: 0, b: 0, a: 0).packed])

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit: the test's own, not zlib's.
    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// The PNG of one red pixel written from the PNG specification by hand: IHDR 1×1, 8-bit
    /// RGB; IDAT a zlib stream (header 78 01) of one stored block holding filter byte 0 and
    /// ff 00 00, then its Adler-32 (a = 1 + 255 = 256, b = 1 + 256 + 256 + 256 = 769); IEND.
    private var redPNG: [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 0x00, 0xFF, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00])
            + chunk("IEND", [])
    }

    @Test func aFrameIsOneOSC1337FileSequenceWithThePNGInBase64OverTheCells() {
        var encoder = ITermEncoder(compressionLevel: 0)
        var bytes: [UInt8] = []
        let stats = encoder.encodeFrame(red, columns: 3, rows: 2, into: &bytes)
        let png = redPNG
        #expect(png.count == 72)
        let expected = "\u{1B}]1337;File=inline=1;size=72;width=3;height=2;preserveAspectRatio=0:" + Base64.encode(png) + "\u{07}"
        #expect(visible(bytes) == visible(expected))
        #expect(stats.bytes == bytes.count)
        #expect(stats.cells == 6)
        #expect(stats.fullRedraw)
    }

    @Test func insideTmuxTheSequenceGoesThroughPassthroughWithItsESCDoubled() {
        var encoder = ITermEncoder(passthrough: Passthrough(tmux: true, lead: Array("\u{1B}[3;5H".utf8)), compressionLevel: 0)
        var bytes: [UInt8] = []
        encoder.encodeFrame(red, columns: 3, rows: 2, into: &bytes)
        let expected = "\u{1B}Ptmux;\u{1B}\u{1B}[3;5H\u{1B}\u{1B}]1337;File=inline=1;size=72;width=3;height=2;preserveAspectRatio=0:"
            + Base64.encode(redPNG) + "\u{07}\u{1B}\\"
        #expect(visible(bytes) == visible(expected))
    }

    @Test func aLargeFrameThroughTmuxIsSplitIntoBlocksThatCarryOnTheOneSequence() {
        // Noise compresses badly: the base64 runs past one block.
        var random = SplitMix64(state: 34)
        let noisy = Image(width: 200, height: 200, pixels: (0..<40_000).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 })
        var plain = ITermEncoder(), wrapped = ITermEncoder(passthrough: Passthrough(tmux: true))
        var direct: [UInt8] = [], tmux: [UInt8] = []
        plain.encodeFrame(noisy, columns: 20, rows: 10, into: &direct)
        wrapped.encodeFrame(noisy, columns: 20, rows: 10, into: &tmux)
        let text = String(decoding: tmux, as: UTF8.self)
        let blocks = text.components(separatedBy: "\u{1B}Ptmux;").count - 1
        #expect(direct.count > ITermEncoder.passthroughBlockBytes * 2)
        // One block per 64 KiB of base64, the first also holding the sequence's start.
        #expect(blocks == (direct.count - 1) / ITermEncoder.passthroughBlockBytes + 1 || blocks == direct.count / ITermEncoder.passthroughBlockBytes + 1)
        // Unwrapped: the blocks' frames removed and the one ESC undoubled give the direct bytes.
        let unwrapped = text.replacingOccurrences(of: "\u{1B}\\\u{1B}Ptmux;", with: "")
            .replacingOccurrences(of: "\u{1B}Ptmux;\u{1B}\u{1B}", with: "\u{1B}")
        #expect(unwrapped == String(decoding: direct, as: UTF8.self) + "\u{1B}\\")
    }

    @Test func anEmptyImageOrViewportWritesNothing() {
        var encoder = ITermEncoder()
        var bytes: [UInt8] = []
        encoder.encodeFrame(Image(width: 0, height: 0, pixels: []), columns: 3, rows: 2, into: &bytes)
        encoder.encodeFrame(red, columns: 0, rows: 2, into: &bytes)
        #expect(bytes.isEmpty)
        encoder.removal(into: &bytes)
        #expect(bytes.isEmpty)
    }
}
