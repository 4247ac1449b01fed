import Foundation
import MeshEngine

/// An animated PNG (APNG, part of the PNG specification since its third edition): each frame
/// compressed by libpng (``PNGCodec``), its image data moved into `fdAT` chunks behind an
/// `fcTL` that places it, and the whole behind an `acTL` that counts the frames.
///
/// Frames after the first store only the rectangle that changed (``ChangedRegion``), drawn over
/// the picture so far (dispose `NONE`, blend `SOURCE`: its pixels replace what was there). A frame
/// equal to the one before lengthens that one's delay instead of adding a frame, so a paused
/// stretch costs nothing. Every decoder without APNG support shows the first frame.
public struct AnimatedPNG {
    /// What one file may hold; the error names it. Frames are kept compressed in memory until
    /// ``data()``, so this bounds memory too.
    public static let byteBudget = 512 << 20

    public let width: Int
    public let height: Int
    /// Frames per second of the timeline the frames come from: each frame shows for 1/fps s.
    public let framesPerSecond: Double
    /// How many times a player shows the animation; 0 means forever.
    public let plays: Int
    /// How many `fcTL` chunks, that is frames in the file (fewer than appended when some repeat).
    public private(set) var frameCount = 0

    private var ancillary: [PNGChunk] = []
    private var body = Data()
    private var sequence: UInt32 = 0
    private var previous: Image?
    /// Where in ``body`` the last `fcTL` chunk starts, and its delay so far in frames.
    private var lastControl: (offset: Int, frames: Int)?

    public init(width: Int, height: Int, framesPerSecond: Double, plays: Int = 0) {
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 1000) : 30
        self.plays = max(plays, 0)
    }

    /// Adds `image` (of the animation's size) as the next frame, shown for 1/fps s.
    public mutating func append(_ image: Image, path: String = "<memory>") throws(ImageFileError) {
        guard image.width == width, image.height == height else {
            throw .unwritable(path: path, reason: "frame \(frameCount) is \(image.width)×\(image.height), the animation \(width)×\(height)")
        }
        let region: ChangedRegion
        if let previous {
            if let changed = ChangedRegion.between(previous, image) {
                region = changed
            } else if lengthenLastFrame() {
                return
            } else {
                // The last frame's delay is full: a frame of one unchanged pixel carries on.
                region = ChangedRegion(x: 0, y: 0, width: 1, height: 1)
            }
        } else {
            region = .whole(width: width, height: height)
        }
        let chunks = PNGChunks.read(try PNGCodec.encode(region == .whole(width: width, height: height) ? image : region.crop(image), path: path))
        if previous == nil {
            ancillary = chunks.filter { !["IHDR", "IDAT", "IEND"].contains($0.type) }
        }
        lastControl = (body.count, 1)
        PNGChunks.append("fcTL", control(region, frames: 1), to: &body)
        for chunk in chunks where chunk.type == "IDAT" {
            if previous == nil {
                PNGChunks.append("IDAT", chunk.data, to: &body)
            } else {
                PNGChunks.append("fdAT", Data(PNGChunks.bytes(of: nextSequence())) + chunk.data, to: &body)
            }
        }
        guard body.count <= AnimatedPNG.byteBudget else {
            throw .unwritable(path: path, reason: "the animation passed \(AnimatedPNG.byteBudget >> 20) MiB at frame \(frameCount) (AnimatedPNG.byteBudget); render fewer frames or a smaller --size")
        }
        frameCount += 1
        previous = image
    }

    /// The whole file: signature, header, `acTL`, the frames, `IEND`.
    public func data() -> Data {
        var out = Data(PNGCodec.signature)
        var header = Data()
        for value in [UInt32(width), UInt32(height)] { header.append(contentsOf: PNGChunks.bytes(of: value)) }
        // 8-bit RGBA, deflate, adaptive filtering, not interlaced: what PNGCodec writes.
        header.append(contentsOf: [8, 6, 0, 0, 0])
        PNGChunks.append("IHDR", header, to: &out)
        var animation = Data(PNGChunks.bytes(of: UInt32(frameCount)))
        animation.append(contentsOf: PNGChunks.bytes(of: UInt32(plays)))
        PNGChunks.append("acTL", animation, to: &out)
        for chunk in ancillary { PNGChunks.append(chunk.type, chunk.data, to: &out) }
        out.append(body)
        PNGChunks.append("IEND", Data(), to: &out)
        return out
    }

    private mutating func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    /// An `fcTL` chunk's data: sequence number, size, offset, delay `frames`/fps seconds,
    /// dispose `NONE` and blend `SOURCE`.
    private mutating func control(_ region: ChangedRegion, frames: Int) -> Data {
        var data = Data()
        for value in [nextSequence(), UInt32(region.width), UInt32(region.height), UInt32(region.x), UInt32(region.y)] {
            data.append(contentsOf: PNGChunks.bytes(of: value))
        }
        let (numerator, denominator) = delay(frames: frames) ?? (1, 1)
        data.append(contentsOf: [UInt8(numerator >> 8), UInt8(numerator & 0xFF)])
        data.append(contentsOf: [UInt8(denominator >> 8), UInt8(denominator & 0xFF)])
        data.append(contentsOf: [0, 0])
        return data
    }

    /// `frames`/fps seconds as the 16-bit fraction an `fcTL` holds: exact for a whole fps, in
    /// thousandths otherwise; nil when it does not fit.
    private func delay(frames: Int) -> (Int, Int)? {
        let whole = framesPerSecond.rounded() == framesPerSecond
        let fraction = whole ? (frames, Int(framesPerSecond)) : (Int((Double(frames) * 1000 / framesPerSecond).rounded()), 1000)
        return fraction.0 <= Int(UInt16.max) ? fraction : nil
    }

    /// The frame repeats the one before: that one shows a frame longer. Its `fcTL` is written
    /// again in place with the new delay (and CRC). False when the delay field is full.
    private mutating func lengthenLastFrame() -> Bool {
        guard let (offset, frames) = lastControl, let (numerator, denominator) = delay(frames: frames + 1) else { return false }
        let start = offset + 8
        var data = body.subdata(in: start..<(start + 26))
        data.replaceSubrange((data.startIndex + 20)..<(data.startIndex + 24),
                             with: [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)])
        var chunk = Data()
        PNGChunks.append("fcTL", data, to: &chunk)
        body.replaceSubrange(offset..<(offset + chunk.count), with: chunk)
        lastControl = (offset, frames + 1)
        return true
    }
}
