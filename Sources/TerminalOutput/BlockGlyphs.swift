/// The block glyph for each pattern of lit pixels in a cell of the finer modes.
///
/// A pattern is a bit mask in reading order: bit 0 the top-left pixel, bit 1 the top-right,
/// bit 2 the next row's left, and so on (2 columns, 2, 3 or 4 rows). A set bit is drawn in the
/// foreground colour. Masks whose glyph is missing from many fonts and terminals map to 0 here:
/// the blitter draws their complement with the colours swapped instead (same picture).
enum BlockGlyphs {
    static let space: UInt32 = 0x20
    static let fullBlock: UInt32 = 0x2588

    /// Quadrants (U+2580–U+259F).
    static let quadrant: [UInt32] = [
        0x20, 0x2598, 0x259D, 0x2580, 0x2596, 0x258C, 0x259E, 0x259B,
        0x2597, 0x259A, 0x2590, 0x259C, 0x2584, 0x2599, 0x259F, 0x2588,
    ]

    /// Sextants: U+1FB00 + n in mask order, skipping the masks that are the left and right half
    /// blocks `▌` (21) and `▐` (42), plus space and full block (Unicode 13, "BLOCK SEXTANT-…").
    static let sextant: [UInt32] = (0..<64).map { mask -> UInt32 in
        switch mask {
        case 0: return space
        case 63: return fullBlock
        case 21: return 0x258C
        case 42: return 0x2590
        default: return 0x1FB00 + UInt32(mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0))
        }
    }

    /// Octant masks that Unicode 16 encodes as older characters rather than in U+1CD00–U+1CDE5,
    /// with those characters (0 for the quarter blocks of Unicode 13/16 that fonts seldom have).
    static let octantElsewhere: [Int: UInt32] = [
        0x00: space, 0xFF: fullBlock,
        0x0F: 0x2580, 0xF0: 0x2584, 0x55: 0x258C, 0xAA: 0x2590,            // halves
        0x05: 0x2598, 0x0A: 0x259D, 0x50: 0x2596, 0xA0: 0x2597,            // quadrants
        0xA5: 0x259A, 0x5A: 0x259E, 0x5F: 0x259B, 0xAF: 0x259C, 0xF5: 0x2599, 0xFA: 0x259F,
        0xC0: 0x2582, 0xFC: 0x2586,                                        // lower ¼ and ¾ blocks
        0x03: 0, 0x3F: 0, 0x14: 0, 0x28: 0, 0x01: 0, 0x02: 0, 0x40: 0, 0x80: 0,
    ]

    /// Octants: U+1CD00 + n over the masks not in ``octantElsewhere``, in mask order (Unicode
    /// 16, "BLOCK OCTANT-…", 230 characters).
    static let octant: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        var next: UInt32 = 0x1CD00
        for mask in 0..<256 {
            if let glyph = octantElsewhere[mask] {
                table[mask] = glyph
            } else {
                table[mask] = next
                next += 1
            }
        }
        return table
    }()

    /// The table for a mode's masks.
    static func table(for mode: CellMode) -> [UInt32] {
        switch mode {
        case .half: [space, upperHalfMaskGlyph, 0x2584, fullBlock]
        case .quadrant: quadrant
        case .sextant: sextant
        case .octant: octant
        }
    }

    private static let upperHalfMaskGlyph: UInt32 = 0x2580

    /// For mono (no colours to swap): each mask's glyph, or the glyph of the nearest mask that has
    /// one (fewest differing pixels, then fewest lit).
    static func monoTable(for mode: CellMode) -> [UInt32] {
        let table = table(for: mode)
        return table.indices.map { mask in
            if table[mask] != 0 { return table[mask] }
            let best = table.indices.filter { table[$0] != 0 }.min { a, b in
                let da = (a ^ mask).nonzeroBitCount, db = (b ^ mask).nonzeroBitCount
                return da != db ? da < db : a.nonzeroBitCount < b.nonzeroBitCount
            }!
            return table[best]
        }
    }
}
