import Foundation
import Testing

/// `meshplay render` of a scene file runs its script without showing the script's messages, so
/// a label the font cannot draw is told on standard error there, once, as `load` tells it in
/// the playground.
/// A font without CJK glyphs, chosen with MESHPLAY_FONT so the machine's own choice does not matter.
private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Suite(.enabled(if: TmuxPane.isAvailable && FileManager.default.fileExists(atPath: dejaVuSans),
                "needs a built meshplay binary and DejaVu Sans (fonts-dejavu-core)"))
struct RenderGlyphWarningTests {
    @Test func aSceneFilesLabelWithoutGlyphsIsNamedOnce() throws {
        let dir = NSTemporaryDirectory() + "meshplay-glyphs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "grid 2 2\ncontent label \"\u{65E5}\u{672C} ok\"\n".write(toFile: dir + "/s.mesh", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxPane.binary)
        process.arguments = ["render", dir + "/s.mesh", "--size", "64x40", "--out", dir + "/s.png"]
        process.environment = ["HOME": dir, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "MESHPLAY_FONT": dejaVuSans]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let warnings = text.components(separatedBy: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings == ["warning: DejaVu Sans has no glyph for 2 characters of the label, drawn as boxes: \u{65E5} U+65E5, "
                             + "\u{672C} U+672C; MESHPLAY_FONT (a family or a font file) chooses a font that has them"], "\(text)")
    }
}
