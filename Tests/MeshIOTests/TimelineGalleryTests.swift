import Foundation
import MeshEngine
import MeshIO
import MeshScript
import Testing

/// The timeline walks every animated preset and gallery file: the frame shown never passes the
/// span shown, and a scene that moves without a span says why.
struct TimelineGalleryTests {
    static let meshes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("meshes")

    /// Every gallery file and animated preset: the frame shown never passes the span shown, and
    /// stepping from the span's last frame stays within it.
    @Test func everyAnimatedSceneKeepsItsFrameWithinItsSpan() throws {
        var scenes: [[String]] = Presets.all.filter(\.isAnimated).map { ["preset \($0.name)"] }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.meshes.path).filter { $0.hasSuffix(".mesh") }
        scenes += files.map { ["load \(Self.meshes.appendingPathComponent($0).path)"] }
        for lines in scenes {
            var s = Session(host: .real())
            for line in lines { _ = s.execute(line) }
            guard let span = s.timelineSpan else {
                #expect(!s.animates || s.state.nonRepeatingReason != nil, "\(lines): moves without a span or a reason")
                continue
            }
            _ = s.execute("frame \(span + 50)")
            #expect(s.frame <= span, "\(lines): frame \(s.frame) past \(span)")
            _ = s.execute("frame \(span)")
            for _ in 0..<3 { _ = s.execute("step"); #expect(s.frame <= span, "\(lines)") }
            _ = s.execute("loop off")
            _ = s.execute("frame \(span)")
            _ = s.execute("step")
            #expect(s.frame == span, "\(lines): a stopped timeline stays at its end")
        }
    }
}
