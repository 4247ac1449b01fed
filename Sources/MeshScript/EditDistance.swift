/// Levenshtein distance, for "did you mean …?" suggestions.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo
    /// (at most a third of the word's length, and at least one edit allowed).
    static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word, c)
            if let b = best, d >= b.1 { continue }
            best = (c, d)
        }
        guard let (name, d) = best else { return nil }
        let allowed = Swift.max(1, (word.count + 2) / 3)
        if d <= allowed { return name }
        // A prefix ("vert" for "vertex") is a plausible abbreviation too.
        return candidates.first { $0.hasPrefix(word.lowercased()) && word.count >= 2 }
    }
}
