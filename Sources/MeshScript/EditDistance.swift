/// "Did you mean …?" for command words, by Levenshtein distance (shared with the expressions'
/// ``NameSuggestion``), also accepting abbreviations.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        NameSuggestion.distance(a.lowercased(), b.lowercased())
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
