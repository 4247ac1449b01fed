/// Numbers and the paths to them: `JSONDecoder` on Linux says only "not valid JSON", with no
/// path, when a valid number does not fit the field that reads it (300 for a colour channel,
/// 2.5 for a frame, 1e400 anywhere), so `import json` finds the number itself
/// (`Session+JSONValues.swift`) and names it here.
extension JSONLocator {
    /// The byte ranges of the text's numbers, in order.
    func numberRanges() -> [Range<Int>] {
        var out: [Range<Int>] = []
        forEachBareToken { range, isNumber in
            if isNumber { out.append(range) }
            return true
        }
        return out
    }

    /// Visits the tokens outside strings that are neither punctuation nor blanks, in order:
    /// numbers (outside strings, the only tokens that start with `-` or a digit; each runs to the
    /// first byte no number holds) and words (runs of ASCII letters: `true`, or a misspelt `nul`).
    /// `visit` returns false to stop.
    func forEachBareToken(_ visit: (_ range: Range<Int>, _ isNumber: Bool) -> Bool) {
        func isLetter(_ b: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i = string(at: i).1
                continue
            }
            let isNumber = b == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
            guard isNumber || isLetter(b) else {
                i += 1
                continue
            }
            let start = i
            while i < bytes.count, isNumber ? Self.isNumberByte(bytes[i]) : isLetter(bytes[i]) { i += 1 }
            if !visit(start..<i, isNumber) { return }
        }
    }

    /// The path to the value that starts at `offset`, as a decoder names it (`scene.layers[0].opacity`).
    func path(toValueAt offset: Int) -> [Step] {
        // One frame per open object or array: the member key or element index being read.
        var frames: [(isObject: Bool, key: String, index: Int, readingKey: Bool)] = []
        var i = 0
        while i < bytes.count, i < offset {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                let (text, end) = string(at: i)
                if let top = frames.last, top.isObject, top.readingKey { frames[frames.count - 1].key = text }
                i = end
                continue
            case UInt8(ascii: "{"): frames.append((true, "", 0, true))
            case UInt8(ascii: "["): frames.append((false, "", 0, false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !frames.isEmpty { frames.removeLast() }
            case UInt8(ascii: ":"): if !frames.isEmpty { frames[frames.count - 1].readingKey = false }
            case UInt8(ascii: ","):
                if let top = frames.last {
                    if top.isObject { frames[frames.count - 1].readingKey = true } else { frames[frames.count - 1].index += 1 }
                }
            default: break
            }
            i += 1
        }
        return frames.map { $0.isObject ? .key($0.key) : .index($0.index) }
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
    }
}
