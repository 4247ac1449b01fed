import Foundation
import MeshEngine
import MeshIO
import Testing

/// The GIF writer's timing, through giflib: delays in hundredths of a second that add up to the
/// timeline's time, repeated frames merged, and no delay under the 2/100 s browsers honour.
struct AnimatedGIFTests {
    /// Each distinct colour its own palette entry: enough for these small frames.
    static func quantize(_ image: Image) -> (palette: [UInt32], indices: [UInt8]) {
        var palette: [UInt32] = []
        let indices = image.pixels.map { p -> UInt8 in
            let rgb = p & 0xFF_FFFF
            if let i = palette.firstIndex(of: rgb) { return UInt8(i) }
            palette.append(rgb)
            return UInt8(palette.count - 1)
        }
        return (palette, indices)
    }

    static func frame(_ n: Int) -> Image {
        Image(width: 3, height: 2, pixels: Array(repeating: 0xFF00_0000 | UInt32(n & 0xFF), count: 6))
    }

    /// The graphic control extensions' delays, read from the bytes (`21 F9 04 flags delay-lo delay-hi`).
    static func delays(_ data: Data) -> [Int] {
        let bytes = [UInt8](data)
        return bytes.indices.dropLast(6).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 && bytes[$0 + 2] == 4 }
            .map { Int(bytes[$0 + 4]) | Int(bytes[$0 + 5]) << 8 }
    }

    @Test func delaysAddUpToTheTimeline() throws {
        let gif = try AnimatedGIF(width: 3, height: 2, framesPerSecond: 30, quantize: Self.quantize)
        for n in 0..<30 { try gif.append(Self.frame(n)) }
        let data = try gif.finish()
        #expect(Array(data.prefix(6)) == Array("GIF89a".utf8))
        #expect(gif.frameCount == 30)
        #expect(Self.delays(data).reduce(0, +) == 100)
        #expect(Set(Self.delays(data)) == [3, 4])
    }

    @Test func repeatedFramesMergeAndFastOnesAreLeftOut() throws {
        let still = try AnimatedGIF(width: 3, height: 2, framesPerSecond: 30, quantize: Self.quantize)
        for n in 0..<30 { try still.append(Self.frame(n < 15 ? 0 : 1)) }
        #expect(Self.delays(try still.finish()) == [50, 50])
        let fast = try AnimatedGIF(width: 3, height: 2, framesPerSecond: 120, quantize: Self.quantize)
        for n in 0..<120 { try fast.append(Self.frame(n)) }
        let delays = Self.delays(try fast.finish())
        #expect(delays.allSatisfy { $0 >= 2 } && delays.reduce(0, +) == 100, "\(delays)")
    }
}
