/// How many picture pixels one terminal cell shows, and with which glyphs.
///
/// Each cell still has two colours (foreground and background); the finer modes choose, per
/// cell, which of its pixels take which colour (``BlockGlyphs``). The picture is rendered at
/// ``pixelsPerCell`` — 1×2 for half-blocks, 2×4 for the others, so its pixels stay about square
/// on cells twice as tall as wide — and quadrants and sextants average its rows into their 2 and
/// 3 rows per cell.
public enum CellMode: String, CaseIterable, Hashable, Sendable {
    /// `▀`: 1×2 pixels per cell, exact colours for both (the default).
    case half
    /// Quadrants `▘▀▌▛▚▜▙`: 2×2 pixels per cell.
    case quadrant
    /// Sextants (Unicode 13, Symbols for Legacy Computing, U+1FB00…): 2×3 pixels per cell.
    case sextant
    /// Octants (Unicode 16, U+1CD00…): 2×4 pixels per cell.
    case octant

    /// The names `--cells` and the `cells` command take.
    public var name: String { rawValue }

    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The next mode, for the key that cycles through them.
    public var next: CellMode {
        let all = CellMode.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// Pixels of the rendered picture per cell (columns, rows).
    public var pixelsPerCell: (columns: Int, rows: Int) {
        self == .half ? (1, 2) : (2, 4)
    }

    /// Pixels per cell the two colours are chosen over (columns, rows): what the glyphs can show.
    public var glyphPixels: (columns: Int, rows: Int) {
        switch self {
        case .half: (1, 2)
        case .quadrant: (2, 2)
        case .sextant: (2, 3)
        case .octant: (2, 4)
        }
    }

    /// The mode in words, for messages.
    public var summary: String {
        let (c, r) = glyphPixels
        let glyphs = switch self {
        case .half: "half blocks ▀"
        case .quadrant: "quadrants"
        case .sextant: "sextants, Unicode 13"
        case .octant: "octants, Unicode 16"
        }
        return "\(name), \(c)×\(r) pixels per cell (\(glyphs))"
    }

    /// The picture's size in pixels for a viewport of `columns` × `rows` cells.
    public func pixelSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (max(0, columns) * pixelsPerCell.columns, max(0, rows) * pixelsPerCell.rows)
    }
}
