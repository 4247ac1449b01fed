import MeshEngine

/// ANSI text for `.ans` files and terminals without cursor addressing: one line per cell row,
/// each ending in `ESC[0m`, so `cat picture.ans` shows the image.
public enum AnsiText {
    /// `image` must be the size ``CellMode/pixelSize(columns:rows:)`` gives for `cells`.
    public static func render(_ image: Image, mode: ColorMode, ascii: Bool = false, dither: Bool = false,
                              cells: CellMode = .half) -> String {
        let grid = CellGrid(image: image, encoding: CellEncoding(mode: mode, ascii: ascii, dither: dither, cells: cells))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(grid.rows * (grid.columns * 20 + 5))
        var scratch = ByteScratch()
        var writer = SGRWriter(mode: mode)
        for row in 0..<grid.rows {
            writer.forget()
            scratch.write(capacity: grid.columns * SGRWriter.maxCellBytes, appendingTo: &bytes) { out in
                for column in 0..<grid.columns {
                    _ = writer.append(grid[row: row, column: column], into: &out)
                }
            }
            bytes.appendASCII("\u{1B}[0m\n")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
