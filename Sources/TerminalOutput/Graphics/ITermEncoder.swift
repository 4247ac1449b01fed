import MeshEngine

/// iTerm2's inline images (also drawn by WezTerm): each frame is a PNG file sent whole in one
/// `OSC 1337 ; File = inline=1 ; size=… ; width=… ; height=… ; preserveAspectRatio=0 : base64 BEL`
/// (https://iterm2.com/documentation-images.html), drawn at the cursor over `width` × `height`
/// cells (a bare number there counts cells), stretched to exactly that rectangle
/// (`preserveAspectRatio=0`: the playground renders at the cells' pixel size, so nothing is
/// distorted, and a rounding pixel never leaves a gap). The cursor then moves past the image as
/// after text; the playground saves and restores it around the frame.
///
/// A new frame is drawn over the last one in the same cells, so there is nothing to delete.
/// Inside tmux the one sequence is split over passthrough blocks of at most
/// ``passthroughBlockBytes`` (tmux caps a block), as sixel data is.
public struct ITermEncoder: PixelEncoder {
    public let pixelProtocol = PixelProtocol.iterm
    public var passthrough: Passthrough
    /// zlib's level for the PNG: 1, the fastest that compresses (a frame is sent once).
    let compressionLevel: Int
    private var scanlines: [UInt8] = []
    private var file: [UInt8] = []

    /// Base64 bytes per tmux passthrough block.
    static let passthroughBlockBytes = 65_536

    public init(passthrough: Passthrough = Passthrough(), compressionLevel: Int = 1) {
        self.passthrough = passthrough
        self.compressionLevel = compressionLevel
    }

    @discardableResult
    public mutating func encodeFrame(_ image: Image, columns: Int, rows: Int, into bytes: inout [UInt8]) -> EncodeStats {
        var stats = EncodeStats()
        guard image.width > 0, image.height > 0, columns > 0, rows > 0 else { return stats }
        let start = bytes.count
        file.removeAll(keepingCapacity: true)
        PNGFile.append(image, level: compressionLevel, scanlines: &scanlines, into: &file)
        passthrough.begin(into: &bytes)
        passthrough.escape(into: &bytes)
        bytes += Array("]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=0:".utf8)
        var encoded: [UInt8] = []
        file.withUnsafeBytes { Base64.append($0, to: &encoded) }
        if passthrough.tmux {
            var offset = 0
            while offset < encoded.count {
                if offset > 0 {
                    passthrough.end(into: &bytes)
                    passthrough.resume(into: &bytes)
                }
                let end = min(encoded.count, offset + ITermEncoder.passthroughBlockBytes)
                bytes += encoded[offset..<end]
                offset = end
            }
        } else {
            bytes += encoded
        }
        bytes.append(0x07)  // BEL ends the OSC
        passthrough.end(into: &bytes)
        stats.cells = columns * rows
        stats.cellsEmitted = stats.cells
        stats.fullRedraw = true
        stats.bytes = bytes.count - start
        return stats
    }

    /// Nothing: an inline image belongs to the cells it covers, so the text written over the
    /// viewport (leaving pixel output), or leaving the alternate screen on exit, removes it.
    public func removal(into bytes: inout [UInt8]) {}

    /// Nothing to forget: every frame is sent whole.
    public mutating func invalidate() {}
}
