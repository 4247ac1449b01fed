/// How a layer's name is written on an OBJ `o` line and read back.
///
/// OBJ has no quoting: a statement is one line, `\` at its end joins the next line to it (a
/// layer named `end\` swallowed the first `v`), `#` starts a comment in many readers, and
/// readers split the name into words or trim its ends. So the name is percent-encoded, as in a
/// URL, but only where it must be: `%XX` (one UTF-8 byte in hex) stands for `%` itself, every
/// `#` and `\`, a space at either end or next to another space, control characters (line
/// breaks, tabs, NUL, C1, U+2028, U+2029) and Unicode bidi controls (U+202E would show the rest
/// of the line reversed). Everything else, single spaces between words included, is written as
/// it is, so Blender shows `my layer` as `my layer` and `end\` as `end%5C`.
///
/// A file whose names needed it says so with the comment ``comment`` before its `o` line;
/// ``OBJReader`` decodes `o` and `g` names only after that comment, so another program's
/// `o 100%25` stays `100%25`.
enum OBJName {
    /// Declares that the names that follow are encoded. It must not end with `\`, or it would
    /// continue onto the `o` line.
    static let comment = "# meshplay names percent-encoded (%XX is one UTF-8 byte)"

    /// `name` as written after `o `: unchanged when nothing in it needs encoding.
    static func encoded(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (i, c) in scalars.enumerated() {
            let spaceKept = c == " " && i > 0 && i < scalars.count - 1 && scalars[i - 1] != " " && scalars[i + 1] != " "
            let plain = c == " " ? spaceKept : !(c == "%" || c == "#" || c == "\\" || c.isControlForText || c.isBidiControl)
            if plain {
                out.unicodeScalars.append(c)
            } else {
                for byte in String(c).utf8 { out += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            }
        }
        return out
    }

    /// Whether `name` is written as something else (and the file needs ``comment``).
    static func needsEncoding(_ name: String) -> Bool { encoded(name) != name }

    /// The name an encoded `text` stands for. A `%` not followed by two hex digits is itself,
    /// and bytes that do not make UTF-8 leave the text as written.
    static func decoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let hi = hexValue(utf8[i + 1]), let lo = hexValue(utf8[i + 2]) {
                bytes.append(hi << 4 | lo)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
