import MeshEngine

/// A grid of terminal cells made from an image. In the default ``CellMode/half`` mode, two pixel
/// rows per cell row: `▀` with the upper pixel as foreground and the lower as background, or a
/// background-only space when both halves look the same; an odd last pixel row gets the
/// terminal's default background below it. The finer modes are in `CellGrid+Blocks`.
public struct CellGrid: Hashable, Sendable {
    public private(set) var rows: Int = 0
    public private(set) var columns: Int = 0
    /// Row-major cells.
    public private(set) var cells: [Cell] = []

    public init() {}

    /// The cells for `image` under `encoding`.
    public init(image: Image, encoding: CellEncoding) {
        fill(from: image, encoding: encoding)
    }

    /// Sets the size, reusing the storage (no allocation once the size is stable).
    mutating func resize(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        let count = rows * columns
        if cells.count != count {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: repeatElement(Cell.space(background: Cell.defaultColor), count: count))
        }
    }

    /// Runs `body` over the cells' storage.
    mutating func withCells<R>(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer { body(&$0) }
    }

    public subscript(row row: Int, column column: Int) -> Cell {
        cells[row * columns + column]
    }

    /// The number of cell rows an image of `pixelHeight` pixel rows needs.
    public static func rows(forPixelHeight pixelHeight: Int) -> Int { (max(0, pixelHeight) + 1) / 2 }

    /// Refills the grid from `image`, reusing its storage (no allocation once the size is stable).
    public mutating func fill(from image: Image, encoding: CellEncoding) {
        let mode = encoding.effectiveCells
        if mode != .half {
            fillBlocks(from: image, encoding: encoding, mode: mode)
            return
        }
        resize(rows: CellGrid.rows(forPixelHeight: image.height), columns: image.width)
        let count = rows * columns
        guard count > 0 else { return }
        let quantiser = ColorQuantiser(encoding: encoding)
        // Without dithering a cell depends on its two pixels alone, and neighbouring cells often
        // have the same two (backgrounds, flat faces): those repeat the cell before them instead
        // of quantising again (the palette searches are most of the 256- and 16-colour encode).
        let repeats = !encoding.dither || encoding.mode == .truecolor || encoding.mode == .mono
        image.pixels.withUnsafeBufferPointer { pixels in
            cells.withUnsafeMutableBufferPointer { out in
                // The last pixel pair (the lower as UInt64, .max for none) and its cell.
                var lastUpper: UInt32 = 0, lastLower = UInt64.max, lastCell: Cell?
                for row in 0..<rows {
                    let upperY = 2 * row
                    let hasLower = upperY + 1 < image.height
                    let upperBase = upperY * columns
                    let lowerBase = upperBase + columns
                    for x in 0..<columns {
                        let upper = pixels[upperBase + x]
                        let lower = hasLower ? pixels[lowerBase + x] : nil
                        let lowerKey = lower.map { UInt64($0) } ?? .max
                        if repeats, let lastCell, upper == lastUpper, lowerKey == lastLower {
                            out[row * columns + x] = lastCell
                            continue
                        }
                        let cell = quantiser.cell(upper: upper, lower: lower, x: x, upperY: upperY)
                        out[row * columns + x] = cell
                        lastUpper = upper
                        lastLower = lowerKey
                        lastCell = cell
                    }
                }
            }
        }
    }
}

/// Turns one or two packed pixels into a cell for one encoding.
struct ColorQuantiser {
    let encoding: CellEncoding
    /// Luminance ramp for mono, darkest first (as text for ``CellSupport/merging(_:)``).
    static let rampText = " .:-=+*#%@"
    static let ramp: [UInt32] = rampText.unicodeScalars.map(\.value)

    @inline(__always)
    func cell(upper: UInt32, lower: UInt32?, x: Int, upperY: Int) -> Cell {
        if encoding.mode == .mono {
            var lum = luminance(upper)
            if let lower { lum = (lum + luminance(lower)) / 2 }
            if encoding.darkInk { lum = 255 - lum }
            let ramp = ColorQuantiser.ramp
            return Cell(glyph: ramp[lum * ramp.count / 256], foreground: Cell.defaultColor, background: Cell.defaultColor)
        }
        if encoding.ascii {
            let colour = lower.map { average(upper, $0) } ?? upper
            return .space(background: code(colour, x: x, y: upperY))
        }
        let top = code(upper, x: x, y: upperY)
        guard let lower else {
            return Cell(glyph: Cell.upperHalf, foreground: top, background: Cell.defaultColor)
        }
        let bottom = code(lower, x: x, y: upperY + 1)
        return top == bottom ? .space(background: top) : Cell(glyph: Cell.upperHalf, foreground: top, background: bottom)
    }

    /// The colour code of a packed `0xAABBGGRR` pixel in this encoding's mode.
    @inline(__always)
    func code(_ pixel: UInt32, x: Int, y: Int) -> Int32 {
        var r = Int(pixel & 0xFF), g = Int(pixel >> 8 & 0xFF), b = Int(pixel >> 16 & 0xFF)
        switch encoding.mode {
        case .truecolor:
            // Terminals with direct colour read #000000–#000007 as palette indices 0–7.
            if r == 0 && g == 0 && b < 8 { b = 8 }
            return Int32(r << 16 | g << 8 | b)
        case .palette256, .palette16:
            if encoding.dither {
                let offset = Palette.ditherOffset(x: x, y: y, spread: encoding.mode == .palette256 ? 40 : 128)
                r = clamp(r + offset); g = clamp(g + offset); b = clamp(b + offset)
            }
            let index = encoding.mode == .palette256 ? Palette.nearest256(r: r, g: g, b: b) : Palette.nearest16(r: r, g: g, b: b)
            return Int32(index)
        case .mono:
            return Cell.defaultColor
        }
    }

    @inline(__always)
    func luminance(_ p: UInt32) -> Int {
        Palette.luminance(r: Int(p & 0xFF), g: Int(p >> 8 & 0xFF), b: Int(p >> 16 & 0xFF))
    }

    @inline(__always)
    func average(_ a: UInt32, _ b: UInt32) -> UInt32 {
        // Per-channel mean without carries between channels.
        (a & b) + ((a ^ b) >> 1 & 0x7F7F_7F7F)
    }

    @inline(__always)
    func clamp(_ v: Int) -> Int { max(0, min(255, v)) }
}
