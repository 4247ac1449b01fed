// The words after a command word that each set one value, which the two words alone print
// (`layer opacity`, `light ambient`): ``CommandHelp/Entry/settings`` maps them to their query.

/// A setting of the selected layer: the words of `layer` that take one value, in the order
/// `layer` alone prints them (which layer first).
public enum LayerSetting: String, CaseIterable, Sendable {
    case select, name, kind, size, position, anchor, opacity, doublesided, zposition, reflectance, interaction, parent, sublayer
}

/// What a word of `light` sets: the first light of a kind (adding one), the first light's
/// colour, or the lighting's factors.
public enum LightSetting: String, CaseIterable, Sendable {
    case toward, from, direction, ambient, point, spot, diffuse, specular, color
}

/// A property of one light, as `light add` and `light N` take it and `light N WORD` prints it.
public enum LightProperty: String, CaseIterable, Sendable {
    case kind, toward, from, direction, position, color, intensity, cone
}

extension CommandHelp {
    /// Each case of a setting enum under its word, for an entry's ``Entry/settings``.
    static func settings<S: CaseIterable & RawRepresentable>(_ query: (S) -> QueryCommand) -> [String: QueryCommand]
    where S.RawValue == String {
        Dictionary(uniqueKeysWithValues: S.allCases.map { ($0.rawValue, query($0)) })
    }
}
