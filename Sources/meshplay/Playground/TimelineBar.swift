/// The one-line timeline under the picture: play state, frame N / span, time, a bar with the
/// keyframes and the playhead, and the loop range. Pure text, so it is tested without a terminal;
/// ``frame(atColumn:)`` turns a click on the bar back into a frame.
struct TimelineBar: Equatable {
    var frame: Int
    /// Frames the bar spans (``Session/timelineSpan``); nil when nothing moves.
    var span: Int?
    var keyframes: [Int]
    var loops: Bool
    var playing: Bool
    var time: Double
    /// Why a moving picture has no span (``Session/nonRepeatingReason``): the bar says so
    /// instead of "nothing animates".
    var unbounded: String? = nil
    /// The last frame a loop plays (``Session/loopEnd``); nil: the one before `span`, as when
    /// the span is one period of a repeating animation.
    var loopEnd: Int? = nil

    /// The text, exactly `width` characters (the pause sign is `‖`: U+23F8 is missing from common
    /// monospace fonts such as DejaVu Sans Mono), and the columns the bar occupies (empty when none).
    func rendered(width: Int, ascii: Bool) -> (text: String, bar: Range<Int>) {
        guard width > 0 else { return ("", 0..<0) }
        let state = playing ? (ascii ? ">" : "▶") : (ascii ? "||" : "‖")
        let seconds = (time * 100).rounded() / 100
        guard let span else {
            return (TimelineBar.fit(" \(state) frame \(frame)  \(seconds)s  \(unbounded ?? "nothing animates")", width), 0..<0)
        }
        let left = " \(state) \(frame)/\(span)  \(seconds)s "
        let dash = ascii ? "-" : "–"
        let right = loops ? " loop 0\(dash)\(loopEnd ?? span - 1) " : " once 0\(dash)\(span) "
        let barWidth = width - left.count - right.count
        guard barWidth >= 8 else { return (TimelineBar.fit(left + right, width), 0..<0) }
        var cells = Array(repeating: ascii ? "-" : "─", count: barWidth)
        for k in keyframes { cells[column(of: k, span: span, width: barWidth)] = ascii ? "*" : "◆" }
        cells[column(of: frame, span: span, width: barWidth)] = ascii ? "O" : "●"
        return (left + cells.joined() + right, left.count..<(left.count + barWidth))
    }

    /// The frame a column of the bar stands for (clamped to the bar's ends).
    static func frame(atColumn column: Int, bar: Range<Int>, span: Int) -> Int {
        guard bar.count > 1 else { return 0 }
        let u = Double(min(max(column, bar.lowerBound), bar.upperBound - 1) - bar.lowerBound) / Double(bar.count - 1)
        return Int((u * Double(span)).rounded())
    }

    private func column(of frame: Int, span: Int, width: Int) -> Int {
        guard span > 0 else { return 0 }
        return min(max(0, Int((Double(frame) / Double(span) * Double(width - 1)).rounded())), width - 1)
    }

    private static func fit(_ s: String, _ width: Int) -> String {
        s.count >= width ? String(s.prefix(width)) : s + String(repeating: " ", count: width - s.count)
    }
}
