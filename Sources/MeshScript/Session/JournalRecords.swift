/// The journal's on-disk form. Every record is one command line framed with a checksum of its
/// text, `\n<8 hex digits> <line>`: the newline comes first, so a record torn by a full disk or a
/// kill never glues itself to the next append, and the checksum finds the torn one, which is
/// dropped alone while every good record around it is kept.
public enum JournalRecords {
    /// The first line of a framed journal; a journal without it is an older plain script.
    public static let header = "# meshplay journal 2"

    /// A whole journal holding `script`'s lines (a checkpoint).
    public static func journal(of script: String) -> String {
        var out = header
        for line in script.split(separator: "\n", omittingEmptySubsequences: true) { out += record(String(line)) }
        return out + "\n"
    }

    /// One framed record, ready to append.
    public static func record(_ line: String) -> String {
        "\n" + hex(checksum(line)) + " " + line
    }

    /// What a journal's text holds: its good lines (with their line numbers in the file) and the
    /// lines whose checksum failed (torn or damaged), which were left out.
    public struct Contents: Equatable, Sendable {
        public var lines: [(number: Int, text: String)]
        public var damaged: [(number: Int, text: String)]

        public static func == (a: Contents, b: Contents) -> Bool {
            a.lines.map(\.number) == b.lines.map(\.number) && a.lines.map(\.text) == b.lines.map(\.text)
                && a.damaged.map(\.number) == b.damaged.map(\.number) && a.damaged.map(\.text) == b.damaged.map(\.text)
        }
    }

    /// Splits a journal into records, checking each; a journal without the header is read as a
    /// plain script (every line good).
    public static func read(_ text: String) -> Contents {
        var contents = Contents(lines: [], damaged: [])
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        let framed = rows.first.map { $0 == Substring(header) } ?? false
        for (index, row) in rows.enumerated() {
            let number = index + 1
            if framed && index == 0 { continue }
            let line = row.hasSuffix("\r") ? row.dropLast() : row
            guard framed else {
                contents.lines.append((number, String(line)))
                continue
            }
            if line.isEmpty { continue }
            if let text = verified(line) { contents.lines.append((number, text)) } else { contents.damaged.append((number, String(line))) }
        }
        return contents
    }

    private static func verified(_ row: Substring) -> String? {
        let utf8 = Array(row.utf8)
        guard utf8.count >= 9, utf8[8] == UInt8(ascii: " "),
              let sum = UInt32(String(decoding: utf8[0..<8], as: UTF8.self), radix: 16) else { return nil }
        let text = String(decoding: utf8[9...], as: UTF8.self)
        return checksum(text) == sum ? text : nil
    }

    /// FNV-1a over the line's UTF-8 bytes: cheap, and a torn or spliced line fails it.
    static func checksum(_ line: String) -> UInt32 { checksum(bytes: line.utf8) }

    static func checksum(bytes: some Sequence<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
