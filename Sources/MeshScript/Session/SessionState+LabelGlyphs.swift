import MeshEngine

extension SessionState {
    /// The texts of the scene's labels, to tell afterwards which labels a command brought in.
    var labelTexts: Set<String> {
        Set(scene.layers.compactMap { layer in
            if case let .label(text, _, _, _, _) = layer.content { return text }
            return nil
        })
    }

    /// The warnings for the labels a command brought in (texts no label had before) whose
    /// characters the font cannot draw. The one owner of that rule: `content label`, `load`,
    /// `preset`, `import json` and any later way to set a label all reach it through ``Session/apply(_:)``,
    /// so none draws boxes without a word, and a label already warned about is not repeated.
    /// Labels are set in `typeface`, or meshplay's bitmap font when nil (``SessionHost/typeface``).
    public func missingGlyphNotes(since before: Set<String>, typeface: (any Typeface)?) -> [String] {
        let typeface = typeface ?? BitmapTypeface()
        var seen = before
        return scene.layers.compactMap { layer in
            guard case let .label(text, _, _, _, _) = layer.content, seen.insert(text).inserted else { return nil }
            return SessionState.missingGlyphNote(text, typeface: typeface)
        }
    }

    /// What a label tells when its font cannot draw some of its characters (a CJK label in DejaVu
    /// Sans), which would otherwise show as boxes without a word: nil when it can draw them all.
    static func missingGlyphNote(_ text: String, typeface: any Typeface) -> String? {
        let missing = typeface.missingGlyphs(in: text)
        guard !missing.isEmpty else { return nil }
        let shown = 8
        let listed = missing.prefix(shown).map { s in
            let hex = String(s.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return s.properties.generalCategory == .control || s.properties.isWhitespace ? code : "\(Character(s)) \(code)"
        }.joined(separator: ", ")
        let more = missing.count > shown ? " and \(missing.count - shown) more" : ""
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        return "warning: \(typeface.name) has no glyph for \(count) of the label, drawn as boxes: \(listed)\(more);"
            + " MESHPLAY_FONT (a family or a font file) chooses a font that has them"
    }
}
