extension Texture {
    /// A filled disc on a transparent square with a lighter rim ring, anti-aliased at its
    /// edge: the jelly demo's round label. `diameter` is a fraction of the side.
    public static func disc(diameter: Double, color: Color, side: Int = 128) -> Texture {
        let side = max(1, side)
        var texture = Texture(width: side, height: side, fill: .clear)
        let centre = Double(side) / 2
        let radius = max(0, min(1, diameter)) * centre
        let ring = Color(red: min(1, Double(color.r) / 255 + 0.25), green: min(1, Double(color.g) / 255 + 0.25),
                         blue: min(1, Double(color.b) / 255 + 0.25))
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - centre, dy = Double(y) + 0.5 - centre
                let d = (dx * dx + dy * dy).squareRoot()
                let coverage = max(0, min(1, radius - d + 0.5))
                guard coverage > 0 else { continue }
                // Two rings make the wobble of the rim readable against the flat fill.
                let onRing = abs(d - radius * 0.82) < 2 || abs(d - radius * 0.5) < 1.5
                var c = onRing ? ring : color
                c.a = UInt8((coverage * 255).rounded())
                texture[x, y] = c
            }
        }
        return texture
    }
}
