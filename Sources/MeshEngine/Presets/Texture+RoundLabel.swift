extension Texture {
    /// A round label on a transparent square, anti-aliased at its rim: the jelly demo's
    /// 250-point circular label with "tap" on it. `diameter` is a fraction of the side.
    public static func roundLabel(_ text: String, diameter: Double, foreground: Color, background: Color,
                                  side: Int = 160) -> Texture {
        let side = max(1, side)
        var texture = Texture(width: side, height: side, fill: .clear)
        let centre = Double(side) / 2
        let radius = max(0, min(1, diameter)) * centre
        let labelSide = max(1, Int((2 * radius).rounded()))
        let label = Content.label(text: text, foreground: foreground, background: background)
            .texture(width: labelSide, height: labelSide)
        let offset = (side - labelSide) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - centre, dy = Double(y) + 0.5 - centre
                let coverage = max(0, min(1, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
                guard coverage > 0 else { continue }
                let lx = min(max(x - offset, 0), labelSide - 1), ly = min(max(y - offset, 0), labelSide - 1)
                var c = label[lx, ly]
                c.a = UInt8((coverage * Double(c.a)).rounded())
                texture[x, y] = c
            }
        }
        return texture
    }
}
