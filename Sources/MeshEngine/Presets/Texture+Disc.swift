extension Texture {
    /// A filled disc on a transparent square with a lighter rim ring, anti-aliased at its
    /// edge: the jelly demo's round label. `diameter` is a fraction of the side.
    public static func disc(diameter: Double, color: Color, side: Int = 256) -> Texture {
        let side = max(1, side)
        var texture = Texture(width: side, height: side, fill: .clear)
        let centre = Double(side) / 2
        let radius = max(0, min(1, diameter)) * centre
        // The rings' widths were chosen on a side of 128 texels; they keep their share of it.
        let ringScale = Double(side) / 128
        let ring = Color(red: min(1, Double(color.r) / 255 + 0.25), green: min(1, Double(color.g) / 255 + 0.25),
                         blue: min(1, Double(color.b) / 255 + 0.25))
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - centre, dy = Double(y) + 0.5 - centre
                let d = (dx * dx + dy * dy).squareRoot()
                let coverage = max(0, min(1, radius - d + 0.5))
                guard coverage > 0 else { continue }
                // Two rings make the wobble of the rim readable against the flat fill; each is
                // anti-aliased as the rim is (coverage of a texel by a band of the ring's width),
                // so it stays smooth when the texture is magnified.
                let onRing = max(Texture.band(d, centre: radius * 0.82, halfWidth: ringScale * 2),
                                 Texture.band(d, centre: radius * 0.5, halfWidth: ringScale * 1.5))
                var c = Texture.mix(color, ring, onRing)
                c.a = UInt8((coverage * 255).rounded())
                texture[x, y] = c
            }
        }
        return texture
    }

    /// How much of a texel at distance `d` lies within `halfWidth` of `centre`: 1 inside, 0
    /// a texel or more outside, linear between (the rim's coverage rule, on both sides).
    static func band(_ d: Double, centre: Double, halfWidth: Double) -> Double {
        max(0, min(1, halfWidth - abs(d - centre) + 0.5))
    }

    /// `a` moved a fraction `t` of the way to `b`, channel by channel.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        // The Double spelled out: inferred through `UInt8(…)`, this line took 0.7 s to type-check.
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let from = Double(x), to = Double(y)
            let mixed: Double = from + (to - from) * t
            return UInt8(mixed.rounded())
        }
        return Color(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: channel(a.a, b.a))
    }
}
