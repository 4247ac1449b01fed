import CFreeType
import Foundation
import MeshEngine

/// A font file's bytes as a FreeType face: the labels' real font. Reading the file is the
/// caller's business (``SystemFont``); from the bytes on, drawing a glyph is computation.
///
/// Glyphs are 8-bit anti-aliased coverage with light hinting (vertical only, so shapes keep
/// their widths), advances are the unhinted linear ones and kerning is the font's `kern`
/// table, so text sets at any fractional size. FreeType faces are not thread-safe: every
/// call takes the face's lock.
public final class FreeTypeTypeface: Typeface, @unchecked Sendable {
    public let name: String
    private var library: FT_Library?
    private var face: FT_Face?
    /// The font's bytes, which FreeType reads for the face's whole life.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let lock = NSLock()
    private var size = 0.0

    /// A face from `bytes` (a TrueType, OpenType or other FreeType-readable font).
    public init(bytes: [UInt8], name: String? = nil) throws(FontError) {
        self.bytes = .allocate(capacity: max(1, bytes.count))
        _ = self.bytes.initialize(from: bytes)
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            self.bytes.deallocate()
            throw FontError.unreadable("FreeType did not start")
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, self.bytes.baseAddress, FT_Long(bytes.count), 0, &face)
        guard error == 0, let face, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            if let face { FT_Done_Face(face) }
            FT_Done_FreeType(library)
            self.bytes.deallocate()
            throw FontError.unreadable(error == 0 ? "not a scalable font" : "FreeType error \(error)")
        }
        self.library = library
        self.face = face
        let family = face.pointee.family_name.map { String(cString: $0) }
        let style = face.pointee.style_name.map { String(cString: $0) }
        self.name = name ?? [family, style == "Book" || style == "Regular" ? nil : style].compactMap { $0 }.joined(separator: " ")
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        bytes.deallocate()
    }

    /// Font units to pixels at `pixelsPerEm`.
    private func scale(_ pixelsPerEm: Double) -> Double {
        guard let face else { return 0 }
        return pixelsPerEm / Double(max(1, face.pointee.units_per_EM))
    }

    public func lineMetrics(pixelsPerEm: Double) -> LineMetrics {
        guard let face else { return LineMetrics(ascender: 0, descender: 0, lineHeight: 0) }
        let s = scale(pixelsPerEm)
        return LineMetrics(ascender: Double(face.pointee.ascender) * s, descender: -Double(face.pointee.descender) * s,
                           lineHeight: Double(face.pointee.height) * s)
    }

    public func glyph(for scalar: Unicode.Scalar, pixelsPerEm: Double) -> GlyphImage {
        lock.lock()
        defer { lock.unlock() }
        let empty = GlyphImage(width: 0, height: 0, left: 0, top: 0, advance: 0, coverage: [])
        guard let face, pixelsPerEm > 0, pixelsPerEm.isFinite else { return empty }
        if pixelsPerEm != size {
            // 26.6 points at 72 dpi: one point is one pixel.
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelsPerEm * 64).rounded()), 72, 72) == 0 else { return empty }
            size = pixelsPerEm
        }
        guard FT_Load_Char(face, FT_ULong(scalar.value), meshplay_ft_load_flags) == 0, let slot = face.pointee.glyph else {
            return empty
        }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: w * h)
        if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            for y in 0..<h {
                // A negative pitch stores rows bottom-up.
                let row = pitch >= 0 ? buffer + y * pitch : buffer + (h - 1 - y) * (-pitch)
                for x in 0..<w { coverage[y * w + x] = row[x] }
            }
        }
        return GlyphImage(width: w, height: h, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                          advance: Double(slot.pointee.linearHoriAdvance) / 65536, coverage: coverage)
    }

    /// FreeType maps a character the font's cmap lacks to glyph 0, the `.notdef` box.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let face else { return false }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, pixelsPerEm: Double) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard let face, face.pointee.face_flags & meshplay_ft_face_flag_kerning != 0 else { return 0 }
        let a = FT_Get_Char_Index(face, FT_ULong(left.value)), b = FT_Get_Char_Index(face, FT_ULong(right.value))
        var delta = FT_Vector()
        guard a != 0, b != 0, FT_Get_Kerning(face, a, b, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Double(delta.x) * scale(pixelsPerEm)
    }
}

/// Why a font could not be used.
public enum FontError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)

    public var description: String {
        switch self {
        case let .unreadable(why): return "cannot read the font: \(why)"
        }
    }
}
