extension JSONLocator {
    /// What a text cut short leaves open: the innermost object, array or string not closed when
    /// the text ends, with the offset where it opened; nil when everything opened is closed.
    /// `JSONDecoder` and `JSONSerialization` say only "not valid JSON" for a truncated file,
    /// with no position, so `import json` finds the end and what is missing itself.
    func unclosedAtEnd() -> (kind: Kind, offset: Int)? {
        var open: [Int] = []
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                if j >= bytes.count { return (.string, i) }
                i = j + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open.append(i)
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                i += 1
            default:
                i += 1
            }
        }
        return open.last.map { (kind(at: $0), $0) }
    }

    /// The offset just after the text's last character that is not white space (0 when there is none).
    var endOfText: Int {
        var end = bytes.count
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The first word outside strings that is not one of JSON's (`nul`, `tru` where `null` or
    /// `true` was meant), with its offset. `JSONSerialization` reports a cut-short word as the
    /// end of the file, with no position, even inside a closed object.
    func firstBadWord() -> (offset: Int, word: String)? {
        var bad: (offset: Int, word: String)? = nil
        forEachBareToken { range, isNumber in
            let word = String(decoding: bytes[range], as: UTF8.self)
            if isNumber || ["true", "false", "null"].contains(word) { return true }
            bad = (range.lowerBound, word)
            return false
        }
        return bad
    }
}
