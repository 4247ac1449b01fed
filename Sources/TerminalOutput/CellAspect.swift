/// The shape of the terminal's cells, which the cell modes' pixels are laid on.
///
/// A picture is rendered with square pixels, and a cell mode shows 1×2 or 2×4 of them per cell
/// (``CellMode/pixelsPerCell``): square on screen only where a cell is twice as tall as wide. On
/// a 10×22-pixel cell (kitty, xterm with many fonts) each of those pixels is 1.1 times as tall as
/// wide, so a square layer would come out 10% too tall. Where the terminal reports its cell size,
/// the picture is rendered that much taller in square pixels and its rows are merged into the
/// cell mode's (``RowResampler``), so a square stays square; where it does not, 1:2 is assumed.
/// The one rule both the playground and `render`'s terminal output follow.
public struct CellAspect: Hashable, Sendable {
    /// One cell's size in screen pixels as the terminal reported it (`CSI 16 t`, or the window
    /// size ioctl's pixel fields); nil when it did not, and cells are taken as 1:2.
    public var cellPixels: PixelSize?

    /// Cells between as tall as wide and four times as tall: outside that a report is taken for
    /// a mistake rather than a picture squeezed to a band.
    static let aspectRange = 0.5...2.0

    /// `cellPixels` with a side of 0 or less counts as not reported.
    public init(cellPixels: PixelSize? = nil) {
        self.cellPixels = cellPixels.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// How many times as tall as wide a cell mode's pixel is on screen: 1 on cells twice as tall
    /// as wide (or of unknown size), 1.1 on 10×22-pixel cells, 8/9 on 9×16.
    public var pixelAspect: Double {
        guard let cell = cellPixels else { return 1 }
        let aspect = Double(cell.height) / Double(2 * cell.width)
        return min(max(aspect, Self.aspectRange.lowerBound), Self.aspectRange.upperBound)
    }

    /// Whether the cell mode's pixels are square as they are (cells exactly twice as tall as
    /// wide, or of unknown size): the picture is then drawn as rendered, with no resampling.
    public var isSquare: Bool { pixelAspect == 1 }

    /// The height to render, in square pixels, for `shown` rows of a cell mode's pixels: `shown`
    /// times ``pixelAspect``, rounded (at least 1 where `shown` is).
    public func renderedHeight(shown: Int) -> Int {
        guard shown > 0 else { return 0 }
        return max(1, Int((Double(shown) * pixelAspect).rounded()))
    }

    /// The cell mode's pixels for ``renderedHeight(shown:)`` of `rendered` rows: the inverse,
    /// for `render`, whose `--size` names the rendered picture.
    public func shownHeight(rendered: Int) -> Int {
        guard rendered > 0 else { return 0 }
        return max(1, Int((Double(rendered) / pixelAspect).rounded()))
    }

    /// The cells' shape in words for `cells`: `10×22-pixel cells, so the picture is drawn at
    /// 1×2.2 square pixels per cell, shown as 1×2`, or that 1:2 is assumed.
    public func summary(for mode: CellMode) -> String {
        guard let cell = cellPixels else {
            return "the terminal did not report its cell size, so cells are taken as twice as tall as wide"
        }
        let (columns, rows) = mode.pixelsPerCell
        let size = "\(cell.width)×\(cell.height)-pixel cells"
        if isSquare { return size + ", twice as tall as wide: the picture's pixels are square on them" }
        let tall = Double(rows) * pixelAspect
        let digits = (tall * 100).rounded() / 100
        let text = digits == digits.rounded() ? String(Int(digits)) : String(digits)
        return size + ", so the picture is drawn at \(columns)×\(text) square pixels per cell, shown as \(columns)×\(rows)"
    }
}
