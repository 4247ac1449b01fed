/// "Did you mean …?": the one rule every unknown-name message uses (commands, keywords,
/// presets, easings, keyframes, expression variables and functions, overlays).
public enum NameSuggestion {
    /// The candidate `name` was probably meant to be: an exact case-insensitive match; else the
    /// first candidate that `name` abbreviates (three characters or more: "vert" → "vertex");
    /// else the nearest by edit distance (``distance(_:_:)``) when it is within the allowed edits (none for
    /// one- and two-character names, where everything is "close"; one up to five characters;
    /// two beyond).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let lower = name.lowercased()
        guard !lower.isEmpty else { return nil }
        if let same = candidates.first(where: { $0.lowercased() == lower }) { return same }
        if lower.count >= 3, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lower) }) { return prefixed }
        let limit = lower.count <= 2 ? 0 : lower.count <= 5 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // More characters apart than the edits allowed is farther still: a 1 MB word is
            // not aligned with every candidate.
            guard abs(candidate.count - lower.count) <= limit else { continue }
            let d = distance(lower, candidate.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Optimal string alignment distance over characters: Levenshtein's insert, delete and
    /// substitute, plus a swap of two adjacent characters, each costing 1 (Damerau's rule as
    /// spell checkers apply it, no substring edited twice), so "gird" is one slip from "grid"
    /// as "grd" is.
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Three rows of the Wagner–Fischer table: a swap reaches back two rows.
        var twoBack = Array(repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = Array(repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let substitution = previous[j - 1] + (s[i - 1] == t[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1], s[i - 1] != t[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[t.count]
    }
}
