extension Texture {
    /// iOS 7's switch green (the article's era), the default tint of ``switchControl(on:tint:width:height:)``.
    public static let switchTint = Color(r: 76, g: 217, b: 100)

    /// A `UISwitch` as the Mesh Transforms article's "Hit test area of an embedded UISwitch"
    /// shows it, filling a transparent texture: a rounded track (tinted when on, white with a
    /// grey rim when off) and a white round knob with a soft shadow, at the right end when
    /// on. Anti-aliased by the signed distance of each pixel centre to the shapes.
    public static func switchControl(on: Bool, tint: Color = switchTint, width: Int = 320, height: Int = 200) -> Texture {
        let w = max(8, width), h = max(8, height)
        var texture = Texture(width: w, height: h, fill: .clear)
        let margin = Double(min(w, h)) * 0.02
        let radius = Double(h) / 2 - margin
        // The track's straight middle runs between the centres of its two round ends.
        let left = margin + radius, right = Double(w) - margin - radius, middle = Double(h) / 2
        let knobRadius = radius * 0.88
        let knobX = on ? right : left
        let rim = Color(r: 229, g: 229, b: 234), shadow = Color(r: 0, g: 0, b: 0)
        for y in 0..<h {
            for x in 0..<w {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let track = (px - min(max(px, left), right)).magnitude.hypot(py - middle) - radius
                var c = Color.clear
                if on {
                    c = over(tint, coverage(track), c)
                } else {
                    c = over(rim, coverage(track), c)
                    c = over(.white, coverage(track + radius * 0.07), c)
                }
                let knob = (px - knobX).hypot(py - middle) - knobRadius
                // A shadow a little below the knob, fading over a tenth of its radius.
                let below = (px - knobX).hypot(py - middle - knobRadius * 0.06) - knobRadius
                c = over(shadow, 0.18 * max(0, min(1, 1 - below / (knobRadius * 0.08))) * coverage(track), c)
                c = over(Color(r: 210, g: 210, b: 214), coverage(knob), c)
                c = over(.white, coverage(knob + 1.2), c)
                texture[x, y] = c
            }
        }
        return texture
    }

    /// How much of a pixel a shape covers, from its signed distance (negative inside).
    private static func coverage(_ distance: Double) -> Double {
        max(0, min(1, 0.5 - distance))
    }

    /// `source` at `alpha` over `dest`, in straight (unpremultiplied) alpha.
    private static func over(_ source: Color, _ alpha: Double, _ dest: Color) -> Color {
        let a = alpha * Double(source.a) / 255
        guard a > 0 else { return dest }
        let da = Double(dest.a) / 255
        let out = a + da * (1 - a)
        func mix(_ s: UInt8, _ d: UInt8) -> Double { (Double(s) * a + Double(d) * da * (1 - a)) / out / 255 }
        return Color(red: mix(source.r, dest.r), green: mix(source.g, dest.g), blue: mix(source.b, dest.b), alpha: out)
    }
}

private extension Double {
    /// The length of the vector (self, other).
    func hypot(_ other: Double) -> Double { (self * self + other * other).squareRoot() }
}
