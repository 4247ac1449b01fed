/// Finds where a value sits in JSON text from the path a decoder names (`scene.layers[0].size`),
/// so that `import json` can point a type error, a missing key or a value out of range at its
/// line and column. `JSONDecoder` only says *which* value is wrong, never where it is.
///
/// The scan walks the text once along the path, skipping the values it does not enter without
/// recursion (a depth counter), so deep or huge documents cost one pass and no stack.
struct JSONLocator {
    /// One step of a path: an object member by name, or an array element by index. A decoder's
    /// key can be both (a dictionary key "3" has the int value 3), so the container decides.
    struct Step: Equatable {
        var key: String
        var index: Int?

        static func key(_ k: String) -> Step { Step(key: k, index: nil) }
        static func index(_ i: Int) -> Step { Step(key: "Index \(i)", index: i) }
        init(key: String, index: Int?) { self.key = key; self.index = index }
        init(_ key: any CodingKey) { self.init(key: key.stringValue, index: key.intValue) }
    }

    /// A path as the messages write it: `scene.layers[0].mesh`.
    static func text(_ path: [Step]) -> String {
        path.reduce("") { text, step in
            if let i = step.index, step.key == "Index \(i)" { return text + "[\(i)]" }
            return text + (text.isEmpty ? "" : ".") + step.key.controlsEscaped
        }
    }

    /// What kind of value starts at an offset, in the words of an error message.
    enum Kind: String {
        case object = "an object", array = "an array", string = "a string", number = "a number"
        case boolean = "true or false", null = "null", nothing = "nothing"
    }

    let bytes: [UInt8]

    /// Where the path leads: the byte offset of the deepest value reached and how many steps
    /// were followed (fewer than the path's when a member or element is missing, in which case
    /// the offset is the object or array that lacks it).
    func find(_ path: [Step]) -> (offset: Int, matched: Int) {
        var at = skipSpace(0)
        for (n, step) in path.enumerated() {
            guard let next = member(step, ofValueAt: at) else { return (at, n) }
            at = next
        }
        return (at, path.count)
    }

    /// The kind of the value starting at `offset`.
    func kind(at offset: Int) -> Kind {
        guard offset < bytes.count else { return .nothing }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }

    /// The offset of the member or element `step` of the object or array at `offset`.
    private func member(_ step: Step, ofValueAt offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        let open = bytes[offset]
        var i = skipSpace(offset + 1)
        var index = 0
        while i < bytes.count, bytes[i] != UInt8(ascii: "}"), bytes[i] != UInt8(ascii: "]") {
            var matches = false
            if open == UInt8(ascii: "{") {
                guard bytes[i] == UInt8(ascii: "\"") else { return nil }
                let (key, end) = string(at: i)
                matches = key == step.key
                i = skipSpace(end)
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                i = skipSpace(i + 1)
            } else if open == UInt8(ascii: "[") {
                matches = index == step.index
            } else {
                return nil
            }
            if matches { return i }
            i = skipSpace(skipValue(at: i))
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i = skipSpace(i + 1) }
            index += 1
        }
        return nil
    }

    /// A string's text (escapes decoded as far as keys need: `\"`, `\\`, `\/` and `\uXXXX`
    /// below U+10000) and the offset just after its closing quote.
    func string(at offset: Int) -> (String, Int) {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var i = offset + 1
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                flush()
                let e = bytes[i + 1]
                if e == UInt8(ascii: "u"), i + 5 < bytes.count,
                   let code = UInt32(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16),
                   let scalar = Unicode.Scalar(code) {
                    scalars.append(scalar)
                    i += 6
                    continue
                }
                scalars.append(Self.escapes[e] ?? Unicode.Scalar(e))
                i += 2
                continue
            }
            raw.append(bytes[i])
            i += 1
        }
        flush()
        return (String(scalars), min(bytes.count, i + 1))
    }

    /// The offset just after the value at `offset`: strings to their closing quote, objects
    /// and arrays to their closing bracket (counted, not recursed), anything else to the next
    /// delimiter.
    private func skipValue(at offset: Int) -> Int {
        var i = offset
        var depth = 0
        repeat {
            guard i < bytes.count else { return i }
            switch bytes[i] {
            case UInt8(ascii: "\""):
                i = string(at: i).1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                i += 1
            default:
                if depth == 0 {
                    while i < bytes.count, !Self.isDelimiter(bytes[i]) { i += 1 }
                } else {
                    i += 1
                }
            }
        } while depth > 0
        return i
    }

    private static let escapes: [UInt8: Unicode.Scalar] = [UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r",
                                                           UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}"]

    private static func isSpace(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") || b == UInt8(ascii: "\t")
    }

    private static func isDelimiter(_ b: UInt8) -> Bool {
        isSpace(b) || b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]")
    }

    private func skipSpace(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        return i
    }
}
