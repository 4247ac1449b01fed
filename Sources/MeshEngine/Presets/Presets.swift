/// The catalogue of built-in presets, one per seed figure.
public enum Presets {
    /// Every preset, in seed order: the BCMeshTransformView README, the Mesh Transforms
    /// article, the Core Animation chapter, then the BCMeshTransformView demo app.
    public static let all: [Preset] = readme + article + affineChapter + perspectiveChapter + cubeChapter + demos

    /// The preset with this name (case-insensitive), or nil.
    public static func named(_ name: String) -> Preset? {
        let key = name.lowercased()
        return all.first { $0.name == key }
    }

    /// The preset name closest to `name` by edit distance, for "did you mean …?" hints;
    /// nil when nothing is close enough to be a plausible typo. A unique-enough prefix
    /// ("rotate") names the first preset it starts.
    public static func suggestion(for name: String) -> String? {
        let key = name.lowercased()
        guard !key.isEmpty else { return nil }
        if let prefixed = all.first(where: { $0.name.hasPrefix(key) }) { return prefixed.name }
        return closest(to: key, among: all.map(\.name))
    }

    /// The candidate nearest to `word` by edit distance, or nil when even the nearest needs
    /// more than about one edit in three characters ("cube-lite" → "cube-lit", "zoom" ↛ "jelly").
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance over characters (insert, delete and substitute each cost 1).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previous = Array(0...t.count)
        var current = Array(repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let substitution = previous[j - 1] + (s[i - 1] == t[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[t.count]
    }
}
