/// The catalogue of built-in presets, one per seed figure.
public enum Presets {
    /// Every preset, in seed order: the BCMeshTransformView README, the Mesh Transforms
    /// article, the Core Animation chapter, then the BCMeshTransformView demo app.
    public static let all: [Preset] = readme + article + articleFigures
        + [layoutFigures[0]] + affineChapter + [layoutFigures[1]] + perspectiveChapter + flatteningChapter
        + [layoutFigures[2]] + cubeChapter + demos

    /// The preset with this name (case-insensitive), or nil.
    public static func named(_ name: String) -> Preset? {
        let key = name.lowercased()
        return all.first { $0.name == key }
    }

    /// The preset name closest to `name`, for "did you mean …?" hints (``NameSuggestion``);
    /// nil when nothing is close enough to be a plausible typo.
    public static func suggestion(for name: String) -> String? {
        NameSuggestion.closest(to: name, among: all.map(\.name))
    }
}
