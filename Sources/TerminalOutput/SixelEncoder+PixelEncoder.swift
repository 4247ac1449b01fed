import MeshEngine

/// Sixel as the playground's pixel output: each frame is one whole image drawn at the cursor
/// (the caller has moved it to the viewport's top-left cell), its size the picture's, which the
/// playground renders at the terminal's cell size × the viewport's cells (sixel cannot scale).
extension SixelEncoder: PixelEncoder {
    public var pixelProtocol: PixelProtocol { .sixel }

    @discardableResult
    public mutating func encodeFrame(_ image: Image, columns: Int, rows: Int, into bytes: inout [UInt8]) -> EncodeStats {
        var stats = EncodeStats()
        guard columns > 0, rows > 0 else { return stats }
        stats.bytes = encode(image, into: &bytes).bytes
        stats.cells = columns * rows
        stats.cellsEmitted = stats.cells
        stats.fullRedraw = true
        return stats
    }

    /// Nothing: sixel pixels belong to the cells they cover, so the text curses writes over the
    /// viewport (leaving pixel output), or leaving the alternate screen on exit, removes them.
    public func removal(into bytes: inout [UInt8]) {}

    /// Nothing to forget: every frame is sent whole.
    public mutating func invalidate() {}
}
