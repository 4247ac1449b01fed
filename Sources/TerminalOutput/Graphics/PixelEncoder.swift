import MeshEngine

/// An encoder for a pixel protocol: turns a rendered frame into the bytes that show it over a
/// rectangle of cells, replacing the frame shown before. The caller moves the cursor to the
/// rectangle's top-left cell first and restores it afterwards; the encoder frames each of its
/// sequences with ``passthrough`` (tmux). Implementations keep their buffers between frames, so
/// once the size is stable a frame allocates nothing but what its transport needs.
public protocol PixelEncoder {
    /// Which protocol this speaks (for the status line and the bench).
    var pixelProtocol: PixelProtocol { get }
    /// How each sequence is framed for the terminal that draws it.
    var passthrough: Passthrough { get set }

    /// Appends the bytes that show `image` scaled to `columns` × `rows` cells at the cursor,
    /// in place of the previous frame. Returns what was written.
    mutating func encodeFrame(_ image: Image, columns: Int, rows: Int, into bytes: inout [UInt8]) -> EncodeStats

    /// Appends the bytes that take the picture off the screen (leaving pixel output, and on exit).
    func removal(into bytes: inout [UInt8])

    /// Forgets what is on screen (after a clear or resize), so the next frame is sent whole.
    mutating func invalidate()
}
