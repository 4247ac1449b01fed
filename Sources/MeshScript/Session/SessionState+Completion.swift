extension SessionState {
    /// What Tab offers after `words` (typed words, quotes kept): the command table's words
    /// (``CommandHelp/completions(after:variables:)``), and where the command takes a layer or a
    /// keyframe, the scene's layer names or the keyframes' names (sorted) as the line must spell
    /// them (in quotes where they hold blanks).
    public func completions(after words: [String]) -> [String] {
        let table = CommandHelp.completions(after: words, variables: variables)
        let names: [String]
        if CommandHelp.takesLayer(after: words, variables: variables) {
            names = scene.layers.map(\.name).filter { !$0.isEmpty }
        } else if CommandHelp.takesKeyframe(after: words, variables: variables) {
            names = keyframes.keys.sorted()
        } else {
            return table
        }
        var seen = Set(table)
        // A name that reads as a number goes in quotes, or it would be taken for an index.
        let typed = names.map { Int($0) == nil ? TypedWords.typed($0) : "\"\($0)\"" }
        return table + typed.filter { seen.insert($0).inserted }
    }
}
