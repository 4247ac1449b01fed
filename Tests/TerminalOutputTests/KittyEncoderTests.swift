import MeshEngine
import Testing
@testable import TerminalOutput

/// Keeps what the encoder writes instead of creating a POSIX object.
private final class RecordingSharedMemory: SharedMemoryWriter {
    var written: [[UInt8]] = []
    var fails = false
    func write(count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> String? {
        guard !fails else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { fill($0) }
        written.append(bytes)
        return "/x"
    }
}

@Suite struct KittyEncoderTests {
    /// Two pixels: red, and (0, 128, 255) with alpha 0 (dropped: kitty gets RGB).
    private let image = Image(width: 2, height: 1, pixels: [Color(r: 255, g: 0, b: 0).packed, Color(r: 0, g: 128, b: 255, a: 0).packed])
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aStoredZlibFrameIsOneTransmitAndPlaceCommandWithTheCompressedRGBInBase64() {
        var encoder = KittyEncoder(baseID: 100, compressionLevel: 0)
        var bytes: [UInt8] = []
        let stats = encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        // zlib level 0: header 78 01, one stored block of 6 bytes (ff 00 00 00 80 ff), adler-32 07ff027f.
        #expect(text(bytes) == "\u{1B}_Ga=T,f=24,s=2,v=1,i=100,p=1,c=3,r=2,C=1,q=2,o=z;eAEBBgD5//8AAACA/wf/An8=\u{1B}\\")
        #expect(stats.bytes == bytes.count)
        #expect(stats.cells == 6)
        #expect(stats.fullRedraw)
    }

    @Test func theNextFrameUsesTheOtherIdAndDeletesThePreviousImageAfterPlacingIt() {
        var encoder = KittyEncoder(baseID: 100, compressionLevel: 0)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        bytes.removeAll()
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        #expect(text(bytes) == "\u{1B}_Ga=T,f=24,s=2,v=1,i=101,p=1,c=3,r=2,C=1,q=2,o=z;eAEBBgD5//8AAACA/wf/An8=\u{1B}\\"
            + "\u{1B}_Ga=d,d=I,i=100,q=2\u{1B}\\")
        bytes.removeAll()
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        #expect(text(bytes).hasPrefix("\u{1B}_Ga=T,f=24,s=2,v=1,i=100,"))
        #expect(text(bytes).hasSuffix("\u{1B}_Ga=d,d=I,i=101,q=2\u{1B}\\"))
    }

    @Test func sharedMemoryFramesNameTheObjectAndItsSizeAndHoldTheRGBBytes() {
        let memory = RecordingSharedMemory()
        var encoder = KittyEncoder(baseID: 7, sharedMemory: memory)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image, columns: 1, rows: 1, into: &bytes)
        #expect(text(bytes) == "\u{1B}_Ga=T,f=24,s=2,v=1,i=7,p=1,c=1,r=1,C=1,q=2,t=s,S=6;L3g=\u{1B}\\")
        #expect(memory.written == [[255, 0, 0, 0, 128, 255]])
    }

    @Test func whenNoSharedMemoryObjectCanBeMadeTheFrameGoesCompressed() {
        let memory = RecordingSharedMemory()
        memory.fails = true
        var encoder = KittyEncoder(baseID: 7, sharedMemory: memory, compressionLevel: 0)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image, columns: 1, rows: 1, into: &bytes)
        #expect(text(bytes).contains(",o=z;"))
    }

    @Test func largeFramesAreSentInChunksOf4096Base64BytesMarkedM1ButTheLast() throws {
        // 64×64 pixels stored uncompressed: 12288 bytes + zlib framing, so 5 chunks of 3072 raw bytes.
        var pixels: [UInt32] = []
        for i in 0..<(64 * 64) { pixels.append(Color(r: UInt8(i & 255), g: UInt8(i >> 4 & 255), b: 9).packed) }
        var encoder = KittyEncoder(baseID: 1, compressionLevel: 0)
        var bytes: [UInt8] = []
        encoder.encodeFrame(Image(width: 64, height: 64, pixels: pixels), columns: 8, rows: 4, into: &bytes)
        let commands = text(bytes).components(separatedBy: "\u{1B}\\").dropLast()
        #expect(commands.count == 5)
        #expect(commands[0].hasPrefix("\u{1B}_Ga=T,f=24,s=64,v=64,i=1,p=1,c=8,r=4,C=1,q=2,o=z,m=1;"))
        for middle in commands.dropFirst().dropLast() { #expect(middle.hasPrefix("\u{1B}_Gm=1;")) }
        #expect(commands.last!.hasPrefix("\u{1B}_Gm=0;"))
        for command in commands.dropLast() { #expect(command.split(separator: ";")[1].count == 4096) }
    }

    @Test func insideTmuxEachCommandIsWrappedInPassthroughWithItsEscapesDoubled() {
        var encoder = KittyEncoder(baseID: 100, passthrough: Passthrough(tmux: true), compressionLevel: 0)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        #expect(text(bytes) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=24,s=2,v=1,i=100,p=1,c=3,r=2,C=1,q=2,o=z;eAEBBgD5//8AAACA/wf/An8=\u{1B}\u{1B}\\\u{1B}\\")
        var removal: [UInt8] = []
        encoder.removal(into: &removal)
        #expect(text(removal) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=100,q=2\u{1B}\u{1B}\\\u{1B}\\"
            + "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=101,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func insideTmuxEveryBlockStartsWithTheLeadSoTheCursorMoveHoldsForEachChunk() {
        var encoder = KittyEncoder(baseID: 100, passthrough: Passthrough(tmux: true, lead: Array("\u{1B}[3;41H".utf8)), compressionLevel: 0)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        #expect(text(bytes) == "\u{1B}Ptmux;\u{1B}\u{1B}[3;41H\u{1B}\u{1B}_Ga=T,f=24,s=2,v=1,i=100,p=1,c=3,r=2,C=1,q=2,o=z;eAEBBgD5//8AAACA/wf/An8=\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func removalDeletesBothImagesAndTheirData() {
        var bytes: [UInt8] = []
        KittyEncoder(baseID: 100).removal(into: &bytes)
        #expect(text(bytes) == "\u{1B}_Ga=d,d=I,i=100,q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=101,q=2\u{1B}\\")
    }

    @Test func imageIdsComeInPairsPerProcessAbove2To24() {
        #expect(KittyEncoder.baseID(processID: 1) == 0x0100_0002)
        #expect(KittyEncoder.baseID(processID: 4242) % 2 == 0)
        #expect(KittyEncoder.baseID(processID: 4242) != KittyEncoder.baseID(processID: 4243))
    }

    @Test func anEmptyFrameOrViewportWritesNothing() {
        var encoder = KittyEncoder(baseID: 1)
        var bytes: [UInt8] = []
        #expect(encoder.encodeFrame(Image(width: 0, height: 0), columns: 3, rows: 2, into: &bytes).bytes == 0)
        #expect(encoder.encodeFrame(image, columns: 0, rows: 2, into: &bytes).bytes == 0)
        #expect(bytes.isEmpty)
    }

    @Test func base64MatchesRFC4648IncludingPadding() {
        #expect(Base64.encode(Array("".utf8)) == "")
        #expect(Base64.encode(Array("f".utf8)) == "Zg==")
        #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
        #expect(Base64.encode(Array("foo".utf8)) == "Zm9v")
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(Base64.encode([0xFB, 0xFF, 0xBF]) == "+/+/")
    }
}
