/// A straight (not premultiplied) RGBA colour with 8-bit channels.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// From unit floats, clamped and rounded.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func q(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(r: q(red), g: q(green), b: q(blue), a: q(alpha))
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` optional), or a CSS-style name
    /// from ``named``.
    public init?(parsing text: String) {
        let lower = text.lowercased()
        if let c = Color.named[lower] { self = c; return }
        var hex = Substring(lower)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        let digits = hex.compactMap { $0.hexDigitValue }.map(UInt8.init)
        switch digits.count {
        case 3: self.init(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17)
        case 6: self.init(r: digits[0] << 4 | digits[1], g: digits[2] << 4 | digits[3], b: digits[4] << 4 | digits[5])
        case 8: self.init(r: digits[0] << 4 | digits[1], g: digits[2] << 4 | digits[3],
                          b: digits[4] << 4 | digits[5], a: digits[6] << 4 | digits[7])
        default: return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }

    /// Packed as `0xAABBGGRR` (little-endian RGBA bytes), the framebuffer's pixel format.
    public var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    public init(packed p: UInt32) {
        self.init(r: UInt8(p & 0xFF), g: UInt8(p >> 8 & 0xFF), b: UInt8(p >> 16 & 0xFF), a: UInt8(p >> 24))
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// Names accepted by ``init(parsing:)``.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear, "transparent": .clear,
        "red": Color(r: 220, g: 50, b: 47), "green": Color(r: 60, g: 170, b: 80), "blue": Color(r: 38, g: 110, b: 210),
        "yellow": Color(r: 240, g: 200, b: 40), "orange": Color(r: 240, g: 130, b: 40), "purple": Color(r: 130, g: 80, b: 190),
        "cyan": Color(r: 40, g: 190, b: 200), "magenta": Color(r: 210, g: 60, b: 160), "gray": Color(r: 128, g: 128, b: 128),
        "grey": Color(r: 128, g: 128, b: 128), "lightgray": Color(r: 220, g: 220, b: 220), "darkgray": Color(r: 64, g: 64, b: 64),
        "navy": Color(r: 20, g: 30, b: 80), "teal": Color(r: 28, g: 184, b: 153), "curtain": Color(r: 217, g: 64, b: 69),
    ]
}
