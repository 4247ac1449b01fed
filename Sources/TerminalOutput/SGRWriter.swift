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

    /// Appends one cell's SGR (when its colours differ from the last) and glyph; returns whether
    /// an SGR was written.
    @inline(__always)
    mutating func append(_ cell: Cell, into bytes: inout [UInt8]) -> Bool {
        let needForeground = cell.usesForeground && cell.foreground != foreground
        let needBackground = cell.background != background
        var wroteSGR = false
        if needForeground || needBackground {
            bytes.append(0x1B); bytes.append(0x5B)
            if needForeground {
                appendColor(cell.foreground, background: false, into: &bytes)
                foreground = cell.foreground
            }
            if needBackground {
                if needForeground { bytes.append(0x3B) }
                appendColor(cell.background, background: true, into: &bytes)
                background = cell.background
            }
            bytes.append(0x6D)
            wroteSGR = true
        }
        appendUTF8(cell.glyph, into: &bytes)
        return wroteSGR
    }

    /// The parameters for one colour: `38;2;r;g;b`, `38;5;n`, `3n`/`9n`, or `39` (and the `4x` forms).
    @inline(__always)
    private func appendColor(_ code: Int32, background: Bool, into bytes: inout [UInt8]) {
        let tens: UInt8 = background ? 0x34 : 0x33  // '4' or '3'
        if code == Cell.defaultColor {
            bytes.append(tens); bytes.append(0x39)
            return
        }
        switch mode {
        case .truecolor:
            bytes.append(tens); bytes.append(0x38); bytes.append(0x3B); bytes.append(0x32); bytes.append(0x3B)
            appendDecimal(Int(code >> 16 & 0xFF), into: &bytes); bytes.append(0x3B)
            appendDecimal(Int(code >> 8 & 0xFF), into: &bytes); bytes.append(0x3B)
            appendDecimal(Int(code & 0xFF), into: &bytes)
        case .palette256:
            bytes.append(tens); bytes.append(0x38); bytes.append(0x3B); bytes.append(0x35); bytes.append(0x3B)
            appendDecimal(Int(code), into: &bytes)
        case .palette16:
            // 30–37 / 40–47 for the normal eight, 90–97 / 100–107 for the bright eight.
            let base = code < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            appendDecimal(base + Int(code & 7), into: &bytes)
        case .mono:
            bytes.append(tens); bytes.append(0x39)
        }
    }
}

/// Appends a Unicode scalar value as UTF-8 (ASCII, the three-byte block elements, and the
/// four-byte sextants and octants).
@inline(__always)
func appendUTF8(_ scalar: UInt32, into bytes: inout [UInt8]) {
    if scalar < 0x80 {
        bytes.append(UInt8(scalar))
    } else if scalar < 0x800 {
        bytes.append(UInt8(0xC0 | scalar >> 6)); bytes.append(UInt8(0x80 | scalar & 0x3F))
    } else if scalar < 0x10000 {
        bytes.append(UInt8(0xE0 | scalar >> 12)); bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        bytes.append(UInt8(0x80 | scalar & 0x3F))
    } else {
        bytes.append(UInt8(0xF0 | scalar >> 18)); bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F)); bytes.append(UInt8(0x80 | scalar & 0x3F))
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
