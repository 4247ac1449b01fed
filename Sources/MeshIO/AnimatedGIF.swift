import CGifLib
import Foundation
import MeshEngine

/// An animated GIF written through giflib, frame by frame.
///
/// GIF holds at most 256 colours per frame: the caller's `quantize` (the sixel encoder's median
/// cut, in the playground's build) chooses each frame's own palette. Frames after the first store
/// the rectangle that changed (``ChangedRegion``), left in place for the next (disposal 1).
/// Delays are whole hundredths of a second, taken from each frame's start time rounded, so they
/// add up to the timeline's length. Browsers show a delay under 2/100 s as 1/10 s, so a frame
/// that would start less than 2/100 s after the one shown is left out: above 50 frames a
/// second, a GIF drops frames where an APNG keeps them all.
public final class AnimatedGIF {
    /// A frame's palette (packed `0x00BBGGRR`, at most 256) and one index per pixel.
    public typealias Quantize = (Image) -> (palette: [UInt32], indices: [UInt8])

    /// What one file may hold; the error names it.
    public static let byteBudget = 512 << 20
    /// The shortest delay browsers honour, in hundredths of a second.
    static let shortestDelay = 2

    public let width: Int
    public let height: Int
    public let framesPerSecond: Double
    /// How many frames the file holds so far (frames left out or merged not counted).
    public private(set) var frameCount = 0

    private let output = Output()
    private var file: UnsafeMutablePointer<GifFileType>?
    private let path: String
    private let quantize: Quantize
    /// The frame waiting for its delay: its picture, the part to store, and its start.
    private var pending: (image: Image, region: ChangedRegion, start: Int)?
    private var appended = 0

    /// Starts a GIF of `width`×`height`; `plays` 0 loops forever, 1 plays once.
    public init(width: Int, height: Int, framesPerSecond: Double, plays: Int = 0, path: String = "<memory>",
                quantize: @escaping Quantize) throws(ImageFileError) {
        guard (1...Int(UInt16.max)).contains(width), (1...Int(UInt16.max)).contains(height) else {
            throw .unwritable(path: path, reason: "a GIF is 1…65535 pixels a side; the animation is \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 1000) : 30
        self.path = path
        self.quantize = quantize
        var error: Int32 = 0
        file = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), AnimatedGIF.write, &error)
        guard let file else { throw .unwritable(path: path, reason: AnimatedGIF.describe(error)) }
        EGifSetGifVersion(file, true)
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil))
        if plays != 1 { try putLoop(count: plays) }
    }

    deinit {
        if let file { var error: Int32 = 0; EGifCloseFile(file, &error) }
    }

    /// Adds `image` as the next frame of the timeline, shown from frame number × 1/fps s.
    public func append(_ image: Image) throws(ImageFileError) {
        guard image.width == width, image.height == height else {
            throw .unwritable(path: path, reason: "frame \(appended) is \(image.width)×\(image.height), the animation \(width)×\(height)")
        }
        let start = centiseconds(atFrame: appended)
        appended += 1
        guard let waiting = pending else {
            pending = (image, .whole(width: width, height: height), start)
            return
        }
        guard let changed = ChangedRegion.between(waiting.image, image),
              start - waiting.start >= AnimatedGIF.shortestDelay else { return }
        try put(waiting, delay: start - waiting.start)
        pending = (image, changed, start)
    }

    /// Writes the last frame and closes the file; the GIF's bytes.
    public func finish() throws(ImageFileError) -> Data {
        if let waiting = pending {
            try put(waiting, delay: max(centiseconds(atFrame: appended) - waiting.start, AnimatedGIF.shortestDelay))
            pending = nil
        }
        guard let file else { return output.data }
        var error: Int32 = 0
        let closed = EGifCloseFile(file, &error)
        self.file = nil
        guard closed == GIF_OK else { throw .unwritable(path: path, reason: AnimatedGIF.describe(error)) }
        return output.data
    }

    private func centiseconds(atFrame frame: Int) -> Int {
        Int((Double(frame) * 100 / framesPerSecond).rounded())
    }

    /// One frame: its delay and disposal, its palette, then its rows.
    private func put(_ frame: (image: Image, region: ChangedRegion, start: Int), delay: Int) throws(ImageFileError) {
        guard let file else { return }
        let region = frame.region
        let (palette, indices) = quantize(region == .whole(width: width, height: height) ? frame.image : region.crop(frame.image))
        var control = GraphicsControlBlock(DisposalMode: 1, UserInputFlag: false, DelayTime: Int32(min(delay, 65535)),
                                           TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        // A GIF colour table has a power of two entries, at least two.
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = (0..<size).map { i -> GifColorType in
            let p = i < palette.count ? palette[i] : 0
            return GifColorType(Red: GifByteType(p & 0xFF), Green: GifByteType(p >> 8 & 0xFF), Blue: GifByteType(p >> 16 & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(size), &colors) else { throw .unwritable(path: path, reason: "out of memory for a colour table") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(file, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, map))
        var row = [GifPixelType](repeating: 0, count: region.width)
        for y in 0..<region.height {
            for x in 0..<region.width { row[x] = indices[y * region.width + x] }
            try check(EGifPutLine(file, &row, Int32(region.width)))
        }
        frameCount += 1
        guard output.data.count <= AnimatedGIF.byteBudget else {
            throw .unwritable(path: path, reason: "the animation passed \(AnimatedGIF.byteBudget >> 20) MiB at frame \(appended) (AnimatedGIF.byteBudget); render fewer frames or a smaller --size")
        }
    }

    /// The NETSCAPE2.0 application extension: loop `count` times more, 0 for ever.
    private func putLoop(count: Int) throws(ImageFileError) {
        guard let file else { return }
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)))
        let loops = min(max(count - 1, 0), 65535)
        try check(EGifPutExtensionBlock(file, 3, [1, GifByteType(loops & 0xFF), GifByteType(loops >> 8)]))
        try check(EGifPutExtensionTrailer(file))
    }

    private func check(_ status: Int32) throws(ImageFileError) {
        guard status == GIF_OK else {
            throw .unwritable(path: path, reason: AnimatedGIF.describe(file?.pointee.Error ?? 0))
        }
    }

    static func describe(_ error: Int32) -> String {
        GifErrorString(error).map { "giflib: " + String(cString: $0) } ?? "giflib error \(error)"
    }

    /// Where giflib's bytes go: memory, written to the file atomically at the end.
    private final class Output { var data = Data() }

    private static let write: OutputFunc = { file, bytes, count in
        guard let file, let user = file.pointee.UserData, let bytes, count > 0 else { return 0 }
        let output = Unmanaged<Output>.fromOpaque(user).takeUnretainedValue()
        output.data.append(bytes, count: Int(count))
        return count
    }
}
