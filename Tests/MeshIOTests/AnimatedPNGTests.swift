import Foundation
import MeshEngine
@testable import MeshIO
import Testing

/// The chunk layer of meshplay's animated PNGs, against the APNG rules of the PNG specification
/// (third edition, section 11.3.6 and following): `acTL` before the image data, one sequence
/// shared by `fcTL` and `fdAT` counting from 0, frame 0 in `IDAT`, later frames in `fdAT`.
struct AnimatedPNGTests {
    static func frame(_ color: UInt32, width: Int = 4, height: Int = 3, dot: (Int, Int)? = nil) -> Image {
        var image = Image(width: width, height: height, pixels: Array(repeating: color | 0xFF00_0000, count: width * height))
        if let (x, y) = dot { image.pixels[y * width + x] = 0xFF00_00FF }
        return image
    }

    static func chunks(_ apng: AnimatedPNG) -> [PNGChunk] { PNGChunks.read(apng.data()) }

    static func number(_ data: Data, _ at: Int) -> Int {
        Int(PNGChunks.bigEndian32([UInt8](data), at))
    }

    @Test func framesAreCountedAndSequencedAsTheSpecificationSays() throws {
        var apng = AnimatedPNG(width: 4, height: 3, framesPerSecond: 30)
        try apng.append(Self.frame(0x202020))
        try apng.append(Self.frame(0x202020, dot: (1, 1)))
        try apng.append(Self.frame(0x404040))
        let chunks = Self.chunks(apng)
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
        let animation = try #require(chunks.first { $0.type == "acTL" })
        #expect(Self.number(animation.data, 0) == 3 && Self.number(animation.data, 4) == 0)
        // One sequence over fcTL and fdAT, from 0, with no gap.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.number($0.data, 0) }
        #expect(sequence == Array(0..<sequence.count))
        #expect(types.filter { $0 == "fcTL" }.count == 3)
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!, "frame 0's fcTL comes before its IDAT, so it is part of the animation")
    }

    @Test func laterFramesStoreOnlyWhatChanged() throws {
        var apng = AnimatedPNG(width: 4, height: 3, framesPerSecond: 30)
        try apng.append(Self.frame(0x202020))
        try apng.append(Self.frame(0x202020, dot: (2, 1)))
        let controls = Self.chunks(apng).filter { $0.type == "fcTL" }
        // width, height, x, y of the second frame: the one pixel that changed.
        #expect([4, 8, 12, 16].map { Self.number(controls[1].data, $0) } == [1, 1, 2, 1])
        // dispose NONE, blend SOURCE: the rectangle replaces what was there.
        #expect(Array(controls[1].data.suffix(2)) == [0, 0])
    }

    @Test func aRepeatedFrameLengthensTheOneBefore() throws {
        var apng = AnimatedPNG(width: 4, height: 3, framesPerSecond: 30)
        for _ in 0..<5 { try apng.append(Self.frame(0x202020)) }
        try apng.append(Self.frame(0x303030))
        #expect(apng.frameCount == 2)
        let first = try #require(Self.chunks(apng).first { $0.type == "fcTL" })
        // delay 5/30 s.
        #expect(Array(first.data[20..<24]) == [0, 5, 0, 30])
    }

    @Test func everyChunkCarriesTheCRCOfItsTypeAndData() throws {
        var apng = AnimatedPNG(width: 4, height: 3, framesPerSecond: 24)
        try apng.append(Self.frame(0x101010))
        try apng.append(Self.frame(0x101010, dot: (0, 0)))
        try apng.append(Self.frame(0x101010, dot: (0, 0)))
        let bytes = [UInt8](apng.data())
        var at = 8, checked = 0
        while at + 12 <= bytes.count {
            let length = Int(PNGChunks.bigEndian32(bytes, at))
            let stored = PNGChunks.bigEndian32(bytes, at + 8 + length)
            #expect(Self.crc(bytes[(at + 4)..<(at + 8 + length)]) == stored, "chunk at \(at)")
            at += 12 + length
            checked += 1
        }
        #expect(at == bytes.count && checked >= 6)
    }

    @Test func aFrameOfAnotherSizeIsRefusedNamingBoth() throws {
        var apng = AnimatedPNG(width: 4, height: 3, framesPerSecond: 30)
        try apng.append(Self.frame(0))
        #expect(throws: ImageFileError.unwritable(path: "a.apng", reason: "frame 1 is 5×3, the animation 4×3")) {
            try apng.append(Self.frame(0, width: 5), path: "a.apng")
        }
    }

    /// CRC-32 as the PNG specification's Annex D computes it, written out here rather than
    /// taken from zlib, so the check does not share the writer's code.
    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
