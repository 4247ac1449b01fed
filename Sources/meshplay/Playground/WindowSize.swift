import Foundation
import TerminalOutput

/// The terminal window on standard output, as `TIOCGWINSZ` reports it: the one place that asks,
/// for the playground's resize, the graphics probe's cell size and `render`'s fit.
struct WindowSize {
    var columns: Int
    var rows: Int
    /// The window's size in pixels, when the terminal fills those fields in (many leave 0).
    var pixels: PixelSize?

    /// The window on standard output; nil when it is not a terminal or reports no cells.
    static func ofStandardOutput() -> WindowSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        let pixels = size.ws_xpixel > 0 && size.ws_ypixel > 0
            ? PixelSize(width: Int(size.ws_xpixel), height: Int(size.ws_ypixel)) : nil
        return WindowSize(columns: Int(size.ws_col), rows: Int(size.ws_row), pixels: pixels)
    }

    /// One cell's size in pixels, when the window's pixel size is known.
    var cellPixels: PixelSize? {
        pixels.map { PixelSize(width: $0.width / columns, height: $0.height / rows) }
    }
}
