/// Typed and pasted text, decoded from the terminal's bytes one character at a time. curses'
/// `wget_wch` does this too, but on a byte that starts no UTF-8 character it goes on reading,
/// up to its 145-byte buffer, before it gives up: one stray byte in a paste (Latin-1 text, a
/// binary file) swallowed the lines after it, end-of-paste marker included. Here a bad byte is
/// one U+FFFD and the bytes after it are read again as they are.
enum UTF8Input {
    /// The replacement character a byte that makes no character becomes.
    static let replacement: UInt32 = 0xFFFD

    /// How many continuation bytes `lead` announces; nil when it cannot start a character
    /// (a continuation byte, or a lead of an overlong or out-of-range form).
    static func continuationCount(_ lead: UInt8) -> Int? {
        switch lead {
        case 0x00...0x7F: return 0
        case 0xC2...0xDF: return 1
        case 0xE0...0xEF: return 2
        case 0xF0...0xF4: return 3
        default: return nil
        }
    }

    /// Whether `byte` continues a character (`10xxxxxx`).
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The scalar `bytes` (a lead and its continuations) spell; the replacement when they are
    /// short, overlong or a surrogate.
    static func scalar(_ bytes: [UInt8]) -> UInt32 {
        let decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars
        guard decoded.count == 1, let only = decoded.first else { return replacement }
        return only.value
    }
}
