import MeshEngine

/// What one ``HalfBlockEncoder/encodeFrame(_:originRow:originColumn:into:)`` call wrote.
public struct EncodeStats: Hashable, Sendable {
    /// Cells in the frame.
    public var cells = 0
    /// Cells written because they changed (all of them on a full redraw).
    public var cellsEmitted = 0
    /// SGR sequences and cursor moves written.
    public var colorChanges = 0
    public var cursorMoves = 0
    /// Bytes appended.
    public var bytes = 0
    /// Whether every cell was written (first frame, ``HalfBlockEncoder/invalidate()``, a new size,
    /// origin or encoding).
    public var fullRedraw = false

    public init() {}
}

/// Turns rendered frames into the terminal bytes that update the screen from the previous frame:
/// only rows with changed cells, each written whole (``RowRepaint``: glyph edges reach the
/// neighbouring cells, so only a whole row ends as a redraw leaves it), one
/// merged SGR per colour change with repeated colours elided, and a cursor move at the start of
/// each row written.
///
/// Buffers are kept between frames, so once the size is stable a frame allocates nothing (give it
/// a byte array with reserved capacity and empty it with `removeAll(keepingCapacity: true)`).
public struct HalfBlockEncoder: Sendable {
    public var encoding: CellEncoding {
        didSet { if encoding != oldValue { invalidate() } }
    }
    private var current = CellGrid()
    private var previous = CellGrid()
    private var previousValid = false
    private var originRow = 0
    private var originColumn = 0
    private var scratch = ByteScratch()

    public init(encoding: CellEncoding = CellEncoding()) {
        self.encoding = encoding
    }

    public init(mode: ColorMode, ascii: Bool = false, dither: Bool = false) {
        self.init(encoding: CellEncoding(mode: mode, ascii: ascii, dither: dither))
    }

    /// Forgets what is on screen, so the next frame writes every cell (after a resize, a clear or Ctrl-L).
    public mutating func invalidate() {
        previousValid = false
    }

    /// The cells of the last encoded frame.
    public var grid: CellGrid { previous }

    /// Appends the bytes that turn the screen region at (`originRow`, `originColumn`) (0-based cells)
    /// from the last frame into `image`. Nothing is appended when nothing changed; otherwise the bytes
    /// end with `ESC[0m`.
    @discardableResult
    public mutating func encodeFrame(_ image: Image, originRow: Int, originColumn: Int,
                                     into bytes: inout [UInt8]) -> EncodeStats {
        current.fill(from: image, encoding: encoding)
        var stats = EncodeStats()
        stats.cells = current.rows * current.columns
        let full = !previousValid || previous.rows != current.rows || previous.columns != current.columns
            || originRow != self.originRow || originColumn != self.originColumn
        stats.fullRedraw = full
        self.originRow = originRow
        self.originColumn = originColumn
        let start = bytes.count
        var writer = SGRWriter(mode: encoding.mode)
        let columns = current.columns
        // Each row is written through a raw cursor into room for its worst case, then appended.
        let rowCapacity = columns * (SGRWriter.maxCellBytes + HalfBlockEncoder.maxMoveBytes)
        var scratch = ByteScratch()
        swap(&scratch, &self.scratch)  // (moved out, not copied: its storage stays unique)
        defer { swap(&scratch, &self.scratch) }
        current.cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                for row in 0..<current.rows {
                    let base = row * columns
                    // (A full redraw may follow a size change: the old grid is not read then.)
                    if !full && !RowRepaint.isDue(now: UnsafeBufferPointer(rebasing: now[base..<(base + columns)]),
                                                  before: UnsafeBufferPointer(rebasing: before[base..<(base + columns)])) {
                        continue
                    }
                    scratch.write(capacity: rowCapacity, appendingTo: &bytes) { out in
                        // Each row from its first cell (the cursor ends a row past the viewport).
                        moveCursor(toRow: originRow + row, column: originColumn, into: &out)
                        stats.cursorMoves += 1
                        for column in 0..<columns {
                            if writer.append(now[base + column], into: &out) { stats.colorChanges += 1 }
                        }
                        stats.cellsEmitted += columns
                    }
                }
            }
        }

        if stats.cellsEmitted > 0 { bytes.appendASCII("\u{1B}[0m") }
        stats.bytes = bytes.count - start
        swap(&current, &previous)
        previousValid = true
        return stats
    }

    /// The most bytes a cursor move takes: `ESC[`, two 20-digit numbers, `;` and `H`, plus
    /// ``ByteCursor/put(_:count:)``'s slack.
    static let maxMoveBytes = 2 + 20 + 1 + 20 + 1 + 3

    /// `ESC[row;columnH` (1-based).
    @inline(__always)
    private func moveCursor(toRow row: Int, column: Int, into bytes: inout ByteCursor) {
        bytes.put(0x1B); bytes.put(0x5B)
        bytes.putDecimal(row + 1); bytes.put(0x3B)
        bytes.putDecimal(column + 1); bytes.put(0x48)
    }
}
