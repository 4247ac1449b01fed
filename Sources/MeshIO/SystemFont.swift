import CFreeType
import Foundation
import MeshEngine

/// The font labels are set in: found with fontconfig, read from disk, handed to FreeType.
///
/// `MESHPLAY_FONT` chooses it: a family name (`DejaVu Serif`), a font file's path, or `none`
/// for meshplay's bitmap font; unset, it is DejaVu Sans (Debian's `fonts-dejavu-core`), or
/// whatever fontconfig offers in its place. When nothing can be loaded the labels fall back to
/// the bitmap font and ``load(environment:)`` says so, once: the hosts print that note.
public enum SystemFont {
    /// The family labels use when `MESHPLAY_FONT` names none.
    public static let defaultFamily = "DejaVu Sans"
    /// Font files larger than this are refused (DejaVu Sans is 0.7 MB).
    public static let maxFileBytes = 64 << 20

    /// The process's font, loaded once; its note (if any) is for the host to show once.
    public static let shared: (typeface: (any Typeface)?, note: String?) = load()

    /// The typeface, or nil and a note saying why labels use the bitmap font.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (typeface: (any Typeface)?, note: String?) {
        let choice = environment["MESHPLAY_FONT"].map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if choice.lowercased() == "none" { return (nil, nil) }
        let requested = choice.isEmpty ? defaultFamily : choice
        let path: String
        if requested.contains("/") {
            path = (requested as NSString).expandingTildeInPath
        } else {
            guard let found = file(forFamily: requested) else {
                return (nil, "labels use meshplay's bitmap font: fontconfig found no font for \(requested) "
                    + "(install fonts-dejavu-core, or set MESHPLAY_FONT to a family or a font file)")
            }
            path = found
        }
        do {
            return (try typeface(atPath: path), nil)
        } catch {
            return (nil, "labels use meshplay's bitmap font: \(path): \(error)")
        }
    }

    /// The FreeType face of the font file at `path`.
    public static func typeface(atPath path: String) throws(FontError) -> FreeTypeTypeface {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int else { throw FontError.unreadable("no such file") }
        guard size <= maxFileBytes else { throw FontError.unreadable("larger than \(maxFileBytes >> 20) MiB") }
        guard let data = FileManager.default.contents(atPath: path) else { throw FontError.unreadable("cannot read the file") }
        return try FreeTypeTypeface(bytes: [UInt8](data))
    }

    /// The file fontconfig matches for `family` (its best substitute when the family is not
    /// installed), or nil when it has no fonts at all.
    public static func file(forFamily family: String) -> String? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let pattern = family.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else {
            return nil
        }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }
}
