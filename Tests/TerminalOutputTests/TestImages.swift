import MeshEngine

/// Builds a small image from rows of colours (top row first).
func image(_ rows: [[Color]]) -> Image {
    let width = rows.first?.count ?? 0
    return Image(width: width, height: rows.count, pixels: rows.flatMap { $0.map(\.packed) })
}

let red = Color(r: 255, g: 0, b: 0)
let blue = Color(r: 0, g: 0, b: 255)
let green = Color(r: 0, g: 255, b: 0)
let grey = Color(r: 128, g: 128, b: 128)

/// Readable form of escape bytes: ESC shown as `\e`.
func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "\\e")
}

func visible(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "\\e")
}

/// SplitMix64: a small seeded generator so property tests replay exactly (as MeshScriptTests' own).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
