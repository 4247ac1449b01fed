import MeshIO
import MeshScript

/// The playground panel's width: the one the user chose (`panel`, keys [ and ], dragging the
/// separator), and the settings file that remembers it for the next session
/// (``PlaygroundSettings``). The front holds it (``TerminalPicture/panel``); the playground lays
/// the window out with it.
struct PanelWidth {
    /// The chosen width in columns, within ``PanelColumns/range``; nil: a third of the window.
    var columns: Int?
    /// The window's size in cells at the last layout, so a reply can say what it shows.
    var window = (columns: 0, rows: 0)
    /// Where the width is remembered; nil remembers nothing (tests, a read-only home).
    var settings: PlaygroundSettings?

    /// Columns a key press of [ or ] moves the separator by.
    static let step = 4

    /// Sets and remembers the width; what `panel COLUMNS` says.
    mutating func set(_ chosen: Int) -> String {
        columns = chosen
        var note = ""
        do { try settings?.save(panelColumns: chosen) } catch {
            note = "; not remembered: \(error)"
        }
        return description + note
    }

    /// The width set and what this window shows of it.
    var description: String {
        let layout = Layout(columns: window.columns, rows: window.rows, panelColumns: columns)
        let shown = layout.output.columns
        guard let columns else { return "panel \(shown) columns (a third of the window; set a width with panel COLUMNS)" }
        let remembered = settings.map { " (remembered in \($0.path))" } ?? ""
        if layout.tooSmall || !layout.sideBySide {
            return "panel \(columns) columns\(remembered); this window stacks the panel under the picture, full width"
        }
        if shown != columns {
            return "panel \(columns) columns\(remembered); this window shows \(shown), keeping the picture "
                + "\(Layout.minimumViewportColumns) columns"
        }
        return "panel \(columns) columns\(remembered)"
    }

    /// The width one key press from `shown` makes, within the range; nil when already at its end.
    static func stepped(from shown: Int, by delta: Int) -> Int? {
        let next = clamped(shown + delta)
        return next == shown ? nil : next
    }

    /// `columns` brought within ``PanelColumns/range`` (a separator dragged past either end).
    static func clamped(_ columns: Int) -> Int {
        max(PanelColumns.range.lowerBound, min(PanelColumns.range.upperBound, columns))
    }
}
