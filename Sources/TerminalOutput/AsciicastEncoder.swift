import Foundation

/// The asciicast v2 format that `asciinema play` and the asciinema web player replay: a JSON
/// header line, then one JSON array per event, `[seconds, "o", "text"]` for output and
/// `[seconds, "r", "COLSxROWS"]` for a resize. Only output is recorded, never the keys typed.
///
/// Output arrives in chunks that may cut a UTF-8 character in two; the cut bytes wait for the
/// next chunk, so every event holds whole characters, and a byte that is not UTF-8 becomes
/// U+FFFD, as JSON strings must hold text.
public struct AsciicastEncoder: Sendable {
    private var carried: [UInt8] = []

    public init() {}

    /// The header line (with its newline): the terminal's size, the start as a Unix time, and
    /// the `TERM` and `SHELL` the recording ran under.
    public static func header(columns: Int, rows: Int, timestamp: Int, term: String?, shell: String?, title: String?) -> String {
        var fields = ["\"version\": 2", "\"width\": \(columns)", "\"height\": \(rows)", "\"timestamp\": \(timestamp)"]
        var environment: [String] = []
        if let shell { environment.append("\"SHELL\": \(quoted(shell))") }
        if let term { environment.append("\"TERM\": \(quoted(term))") }
        if !environment.isEmpty { fields.append("\"env\": {\(environment.joined(separator: ", "))}") }
        if let title { fields.append("\"title\": \(quoted(title))") }
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// The event line for output `bytes` at `seconds` since the start, or nil when the bytes
    /// end inside a character and nothing whole is left to write yet.
    public mutating func output(_ bytes: [UInt8], at seconds: Double) -> String? {
        var all = carried + bytes
        let cut = AsciicastEncoder.incompleteTail(all)
        carried = Array(all[(all.count - cut)...])
        all.removeLast(cut)
        guard !all.isEmpty else { return nil }
        return event(seconds, "o", String(decoding: all, as: UTF8.self))
    }

    /// The event line for a resize to `columns`×`rows`.
    public func resize(columns: Int, rows: Int, at seconds: Double) -> String {
        event(seconds, "r", "\(columns)x\(rows)")
    }

    private func event(_ seconds: Double, _ kind: String, _ text: String) -> String {
        "[\(String(format: "%.6f", max(seconds, 0))), \"\(kind)\", \(AsciicastEncoder.quoted(text))]\n"
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 character that is not complete.
    static func incompleteTail(_ bytes: [UInt8]) -> Int {
        // A character is at most four bytes: look back at most three for its lead byte.
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? back : 0
        }
        return 0
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
