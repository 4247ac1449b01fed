import CFreeType
import Foundation
import Synchronization
import MeshEngine

/// The font labels are set in: found with fontconfig, read from disk, handed to FreeType.
///
/// `MESHPLAY_FONT` chooses it: a family name (`DejaVu Serif`), a font file's path, or `none`
/// for meshplay's bitmap font; unset, it is DejaVu Sans (Debian's `fonts-dejavu-core`), or
/// whatever fontconfig offers in its place. When nothing can be loaded the labels fall back to
/// the bitmap font, and when fontconfig lacks the family `MESHPLAY_FONT` names it uses its
/// closest match; either way ``load(environment:)`` says so, once: the hosts print that note.
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
        var substitution: String?
        if requested.contains("/") {
            path = (requested as NSString).expandingTildeInPath
        } else {
            guard let found = match(family: requested) else {
                return (nil, "labels use meshplay's bitmap font: fontconfig found no font for \(requested) "
                    + "(install fonts-dejavu-core, or set MESHPLAY_FONT to a family or a font file)")
            }
            path = found.file
            // fontconfig always answers with something: a family it does not have gets its best
            // substitute, which a misspelt MESHPLAY_FONT must not pass for. Unset, any stand-in
            // for DejaVu Sans is what the documentation promises.
            if !choice.isEmpty, !found.hasFamily {
                substitution = "MESHPLAY_FONT: fontconfig has no family \(requested); labels use \(found.family) (\(path)) instead "
                    + "(fc-list : family lists the families)"
            }
        }
        do {
            return (try typeface(atPath: path), substitution)
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
    public static func file(forFamily family: String) -> String? { match(family: family)?.file }

    /// What fontconfig matches for a family name (or a fontconfig pattern such as
    /// `DejaVu Serif:bold`): the file, the family it belongs to, and whether that is the family
    /// asked for rather than a substitute.
    public static func match(family: String) -> (file: String, family: String, hasFamily: Bool)? {
        fontconfig.withLock { _ in matchAlone(family: family) }
    }

    /// fontconfig's configurations share its process-wide font caches, and building and
    /// destroying them on several threads at once is where its thread safety has had holes: one
    /// match at a time (they are rare, and take milliseconds).
    private static let fontconfig = Mutex(())

    private static func matchAlone(family: String) -> (file: String, family: String, hasFamily: Bool)? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let pattern = family.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else {
            return nil
        }
        defer { FcPatternDestroy(pattern) }
        // The family asked for, before substitution adds its fallbacks to the pattern.
        let asked = strings(pattern, "family").first ?? family
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let file = strings(match, "file").first else { return nil }
        // A font lists its family in several languages; fontconfig compares them ignoring case and blanks.
        let families = strings(match, "family")
        let hasFamily = families.contains { familyKey($0) == familyKey(asked) }
        return (file, families.first ?? "an unnamed family", hasFamily)
    }

    /// Every string value of `object` in a fontconfig pattern.
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var out: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(out.count), &value) == FcResultMatch, let value {
            out.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
        }
        return out
    }

    /// A family name as fontconfig compares it.
    static func familyKey(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }
}
