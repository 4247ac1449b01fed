/// Appends cells as ANSI bytes, remembering the colours last sent so repeated ones are elided and
/// the foreground and background changes of one cell share a single `ESC[…m`.
struct SGRWriter {
    static let unknown = Int32.min
    var mode: ColorMode
    private var foreground = SGRWriter.unknown
    private var background = SGRWriter.unknown

    init(mode: ColorMode) { self.mode = mode }

    /// Forgets the terminal's colour state (after a reset, or when something else may have drawn).
    mutating func forget() {
        foreground = SGRWriter.unknown
        background = SGRWriter.unknown
    }

    /// The most bytes ``append(_:into:)`` writes for one cell: `ESC[`, two `38;2;255;255;255`
    /// colours, `;`, `m` and a four-byte glyph, plus ``ByteCursor/put(_:count:)``'s 3 bytes of slack.
    static let maxCellBytes = 2 + 16 + 1 + 16 + 1 + 4 + 3

    /// Appends one cell's SGR (when its colours differ from the last) and glyph; returns whether
    /// an SGR was written.
    @inline(__always)
    mutating func append(_ cell: Cell, into bytes: inout ByteCursor) -> Bool {
        let needForeground = cell.usesForeground && cell.foreground != foreground
        let needBackground = cell.background != background
        var wroteSGR = false
        if needForeground || needBackground {
            bytes.put(0x1B); bytes.put(0x5B)
            if needForeground {
                appendColor(cell.foreground, background: false, into: &bytes)
                foreground = cell.foreground
            }
            if needBackground {
                if needForeground { bytes.put(0x3B) }
                appendColor(cell.background, background: true, into: &bytes)
                background = cell.background
            }
            bytes.put(0x6D)
            wroteSGR = true
        }
        bytes.putUTF8(cell.glyph)
        return wroteSGR
    }

    /// The parameters for one colour: `38;2;r;g;b`, `38;5;n`, `3n`/`9n`, or `39` (and the `4x` forms).
    @inline(__always)
    private func appendColor(_ code: Int32, background: Bool, into bytes: inout ByteCursor) {
        let tens: UInt32 = background ? 0x34 : 0x33  // '4' or '3'
        if code == Cell.defaultColor {
            bytes.put(tens | 0x39 << 8, count: 2)
            return
        }
        switch mode {
        case .truecolor:
            bytes.put(tens | 0x38 << 8 | 0x3B << 16 | 0x32 << 24, count: 4)  // 38;2
            bytes.put(0x3B); bytes.putDecimal(Int(code >> 16 & 0xFF))
            bytes.put(0x3B); bytes.putDecimal(Int(code >> 8 & 0xFF))
            bytes.put(0x3B); bytes.putDecimal(Int(code & 0xFF))
        case .palette256:
            bytes.put(tens | 0x38 << 8 | 0x3B << 16 | 0x35 << 24, count: 4)  // 38;5
            bytes.put(0x3B); bytes.putDecimal(Int(code))
        case .palette16:
            // 30–37 / 40–47 for the normal eight, 90–97 / 100–107 for the bright eight.
            let base = code < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            bytes.putDecimal(base + Int(code & 7))
        case .mono:
            bytes.put(tens | 0x39 << 8, count: 2)
        }
    }
}

/// Appends the decimal digits of a non-negative number without allocating.
@inline(__always)
func appendDecimal(_ value: Int, into bytes: inout [UInt8]) {
    let v = max(0, value)
    if v >= 100 {
        if v >= 1000 { appendDecimal(v / 1000, into: &bytes) }
        bytes.append(UInt8(0x30 + v / 100 % 10))
    }
    if v >= 10 { bytes.append(UInt8(0x30 + v / 10 % 10)) }
    bytes.append(UInt8(0x30 + v % 10))
}

extension Array where Element == UInt8 {
    /// Appends an ASCII string's bytes (for fixed escape sequences).
    @inline(__always)
    mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
