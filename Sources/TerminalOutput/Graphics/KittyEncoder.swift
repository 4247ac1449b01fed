import MeshEngine

/// Writes a frame into a POSIX shared-memory object for kitty's `t=s` transport. The terminal
/// reads the object and unlinks it; the playground's implementation is in the executable (this
/// module does no I/O), the tests use one that keeps the bytes.
public protocol SharedMemoryWriter {
    /// Creates an object of `count` bytes, lets `fill` write all of them, and returns the name
    /// the terminal opens it by; nil when it could not be created (the frame then goes as zlib).
    mutating func write(count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> String?
}

/// The kitty graphics protocol encoder: each frame is sent as a 24-bit RGB image (`f=24`) and
/// placed at the cursor over the viewport's cells (`c`, `r`), without moving the cursor (`C=1`)
/// and with every reply suppressed (`q=2`, so nothing reaches the playground's input).
///
/// Frames alternate between two image ids: the new frame is placed first and the previous one
/// deleted after it (`a=d,d=I`), so the terminal never shows the region empty, in terminals that
/// synchronize updates or not. Data goes through shared memory (`t=s`) when the terminal is
/// local, else zlib-compressed (`o=z`) in base64 chunks of at most 4096 bytes (`m=1` on all but
/// the last), as the protocol requires.
public struct KittyEncoder: PixelEncoder {
    public let pixelProtocol = PixelProtocol.kitty
    public var passthrough: Passthrough
    /// The ids frames alternate between; chosen per process so two playgrounds (say in two tmux
    /// panes of one kitty window) never replace each other's pictures.
    public let imageIDs: (UInt32, UInt32)
    /// Where the pixels go; nil sends them compressed in the sequences.
    public var sharedMemory: (any SharedMemoryWriter)?
    /// Set for Unicode placeholders (``KittyPlaceholders``): every frame replaces the image with
    /// this id and its virtual placement (`U=1`), which the cells written once per layout show.
    /// One id, not two: the cells name it, and rewriting them every frame would double the bytes.
    public let placeholderID: UInt32?
    /// Which of ``imageIDs`` is on screen (0 or 1), nil when none is.
    private var shown: Int?
    private let deflater: ZlibDeflater

    /// zlib's level for frames sent compressed, i.e. over ssh, where a frame's time is the larger
    /// of the time to make it and the time to send it. Measured on the opening scene's 1280×800
    /// RGB frames (one core of this machine): level 1 252 KB in 12.6 ms, 2 232 KB in 13.1 ms,
    /// 3 215 KB in 15.2 ms, 6 186 KB in 21 ms; `Z_FILTERED` is the same as the default at levels
    /// 1–3 (zlib's fast levels ignore it) and `Z_RLE` gives 1.3 MB (RGB repeats at a distance of
    /// 3 bytes, RLE looks at 1). Level 2 sends 8% less than 1 for 4% more time, so it is the
    /// better choice on any link slower than about 50 MB/s; level 3 saves 7% more for another
    /// 16% of time, which a 30 fps frame of render + encode cannot spare.
    public static let streamingLevel = 2

    /// The payload of one chunk: 4096 base64 bytes, 3072 raw.
    static let chunkBytes = 3072

    /// `baseID`: the first of the two image ids (the second is one more); `compressionLevel`:
    /// zlib's level for the `o=z` transport (``streamingLevel`` by default).
    /// `placeholderID`: draw through Unicode placeholders with this image id
    /// (``KittyPlaceholders/imageID(processID:)``) instead of placing the frames at the cursor.
    public init(baseID: UInt32, sharedMemory: (any SharedMemoryWriter)? = nil, passthrough: Passthrough = Passthrough(),
                compressionLevel: Int = KittyEncoder.streamingLevel, placeholderID: UInt32? = nil) {
        self.imageIDs = (baseID, baseID &+ 1)
        self.placeholderID = placeholderID
        self.sharedMemory = sharedMemory
        self.passthrough = passthrough
        self.deflater = ZlibDeflater(level: compressionLevel)
    }

    /// Image ids from a process id: above 2^24 (past the small ids programs pick by hand), one
    /// pair per process.
    public static func baseID(processID: Int32) -> UInt32 {
        0x0100_0000 | (UInt32(truncatingIfNeeded: processID) & 0x007F_FFFF) << 1
    }

    @discardableResult
    public mutating func encodeFrame(_ image: Image, columns: Int, rows: Int, into bytes: inout [UInt8]) -> EncodeStats {
        var stats = EncodeStats()
        guard image.width > 0, image.height > 0, columns > 0, rows > 0 else { return stats }
        let start = bytes.count
        if let placeholderID {
            // a=T with an existing id replaces the image and its placement; the cells stay.
            let keys = "a=T,U=1,f=24,s=\(image.width),v=\(image.height),i=\(placeholderID),c=\(columns),r=\(rows),q=2"
            if !sendShared(image, keys: keys, into: &bytes) { sendCompressed(image, keys: keys, into: &bytes) }
            stats.cells = columns * rows
            stats.cellsEmitted = stats.cells
            stats.fullRedraw = true
            stats.bytes = bytes.count - start
            return stats
        }
        let next = shown == 0 ? 1 : 0
        let id = next == 0 ? imageIDs.0 : imageIDs.1
        let keys = "a=T,f=24,s=\(image.width),v=\(image.height),i=\(id),p=1,c=\(columns),r=\(rows),C=1,q=2"
        if !sendShared(image, keys: keys, into: &bytes) {
            sendCompressed(image, keys: keys, into: &bytes)
        }
        if let shown { appendDelete(shown == 0 ? imageIDs.0 : imageIDs.1, into: &bytes) }
        shown = next
        stats.cells = columns * rows
        stats.cellsEmitted = stats.cells
        stats.fullRedraw = true
        stats.bytes = bytes.count - start
        return stats
    }

    /// `t=s`: the pixels in a shared-memory object named (in base64) in the sequence.
    private mutating func sendShared(_ image: Image, keys: String, into bytes: inout [UInt8]) -> Bool {
        guard var writer = sharedMemory else { return false }
        let count = image.width * image.height * 3
        let name = image.pixels.withUnsafeBufferPointer { pixels in
            writer.write(count: count) { buffer in
                RGB.convert(pixels, from: 0, count: image.width * image.height,
                            into: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
        }
        sharedMemory = writer
        guard let name else { return false }
        openCommand(into: &bytes)
        bytes.append(contentsOf: (keys + ",t=s,S=\(count);").utf8)
        Array(name.utf8).withUnsafeBytes { Base64.append($0, to: &bytes) }
        closeCommand(into: &bytes)
        return true
    }

    /// `t=d,o=z`: zlib-compressed RGB in base64 chunks.
    private func sendCompressed(_ image: Image, keys: String, into bytes: inout [UInt8]) {
        KittyEncoder.appendCompressed(image, keys: keys, deflater: deflater, passthrough: passthrough, into: &bytes)
    }

    /// Appends `image` as zlib-compressed RGB in base64 chunks of at most 4096 bytes, the first
    /// with `keys`, all but the last with `m=1`.
    static func appendCompressed(_ image: Image, keys: String, deflater: ZlibDeflater, passthrough: Passthrough,
                                 into bytes: inout [UInt8]) {
        deflater.compressRGB(image)
        let total = deflater.count
        deflater.output.withUnsafeBytes { compressed in
            var offset = 0
            repeat {
                let size = min(KittyEncoder.chunkBytes, total - offset)
                let more = offset + size < total
                openCommand(passthrough, into: &bytes)
                if offset == 0 { bytes.append(contentsOf: (keys + ",o=z").utf8); if more { bytes.append(contentsOf: ",m=1".utf8) } }
                else { bytes.append(contentsOf: (more ? "m=1" : "m=0").utf8) }
                bytes.append(0x3B)  // ';'
                Base64.append(UnsafeRawBufferPointer(rebasing: compressed[offset..<(offset + size)]), to: &bytes)
                closeCommand(passthrough, into: &bytes)
                offset += size
            } while offset < total
        }
    }

    /// One picture to keep, as `render --out x.kitty` writes it for `cat`: no image id, shown at
    /// the cursor at its own size in pixels (one screen pixel per image pixel), the cursor then
    /// after it as after text, and a newline. zlib at `compressionLevel` (6, zlib's default: a file
    /// is written once).
    public static func still(_ image: Image, compressionLevel: Int = 6, into bytes: inout [UInt8]) {
        guard image.width > 0, image.height > 0 else { return }
        appendCompressed(image, keys: "a=T,f=24,s=\(image.width),v=\(image.height),q=2",
                         deflater: ZlibDeflater(level: compressionLevel), passthrough: Passthrough(), into: &bytes)
        bytes.append(0x0A)
    }

    public func removal(into bytes: inout [UInt8]) {
        if let placeholderID {
            appendDelete(placeholderID, into: &bytes)
        } else {
            appendDelete(imageIDs.0, into: &bytes)
            appendDelete(imageIDs.1, into: &bytes)
        }
    }

    public mutating func invalidate() {}

    /// Forgets which image is on screen without deleting it (after ``removal(into:)`` was sent).
    public mutating func forgetShown() { shown = nil }

    /// `a=d,d=I`: deletes the image with id `id` and its placements, and frees its data.
    private func appendDelete(_ id: UInt32, into bytes: inout [UInt8]) {
        openCommand(into: &bytes)
        bytes.append(contentsOf: "a=d,d=I,i=\(id),q=2".utf8)
        closeCommand(into: &bytes)
    }

    private func openCommand(into bytes: inout [UInt8]) { KittyEncoder.openCommand(passthrough, into: &bytes) }
    private func closeCommand(into bytes: inout [UInt8]) { KittyEncoder.closeCommand(passthrough, into: &bytes) }

    /// `ESC _ G`, framed for tmux when needed.
    private static func openCommand(_ passthrough: Passthrough, into bytes: inout [UInt8]) {
        passthrough.begin(into: &bytes)
        passthrough.escape(into: &bytes)
        bytes.append(0x5F)  // '_'
        bytes.append(0x47)  // 'G'
    }

    /// ST (`ESC \`), framed for tmux when needed.
    private static func closeCommand(_ passthrough: Passthrough, into bytes: inout [UInt8]) {
        passthrough.escape(into: &bytes)
        bytes.append(0x5C)
        passthrough.end(into: &bytes)
    }
}
