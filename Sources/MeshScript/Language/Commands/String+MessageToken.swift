extension String {
    /// The most characters of a token a message shows whole.
    static let messageTokenLimit = 128
    /// How many characters of a longer token it shows before the cut.
    static let messageTokenShown = 96

    /// The text as an error message echoes a token of the input: whole up to
    /// ``messageTokenLimit`` characters; longer, its first ``messageTokenShown`` characters and
    /// the whole token's size, `…(10,485,760 bytes)`, so a 10 MB word in an OBJ file or a 1 MB
    /// pasted line makes a message of one line, not one of 10 MB. Every message that quotes
    /// what was read (commands, expressions, OBJ, JSON) passes its tokens through this.
    var messageToken: String { cutForMessage(self) }

    /// `n` with a comma between groups of three digits (10,485,760), as the byte counts read.
    static func groupedDigits(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}

extension Substring {
    /// ``Swift/String/messageToken`` of this text.
    var messageToken: String { cutForMessage(self) }
}

/// ``Swift/String/messageToken``, for a string or a slice of one.
private func cutForMessage<S: StringProtocol>(_ s: S) -> String {
    // Counting stops past the limit: a 10 MB token is not walked to be measured.
    guard s.index(s.startIndex, offsetBy: String.messageTokenLimit, limitedBy: s.endIndex).map({ $0 < s.endIndex }) == true else { return String(s) }
    return String(s.prefix(String.messageTokenShown)) + "…(" + String.groupedDigits(s.utf8.count) + " bytes)"
}
