import ArgumentParser
import Foundation
import MeshEngine
import MeshIO
import MeshScript

/// `meshplay render (SCENE | --preset NAME) --frames A..B --out DIR/`: an animation as
/// numbered PNGs, one loop for scene files and presets alike.
extension RenderCommand {
    /// The range, a directory to write into, and no `--time` (each frame has its own).
    func validateFrames() throws {
        guard let frames else { return }
        _ = try RenderCommand.parseFrames(frames)
        guard let out, RenderCommand.isDirectory(out) else {
            throw ValidationError("--frames writes numbered PNGs: give --out a directory ending in /")
        }
        guard time == 0 else {
            throw ValidationError("--time \(time.shortDescription) picks one moment, and --frames writes each frame at its own time: leave it out")
        }
    }

    /// Writes `range` of the source's timeline as `NAME-0000.png`…, each frame the picture the
    /// playground shows at that frame (``Session/setFrame(_:)``, then its `frameScene`), and
    /// says what was written.
    func renderFrames(_ range: ClosedRange<Int>, of source: Source) throws -> String {
        var session = source.session
        // Every frame would be the same picture: more likely a mistake than a wish for copies.
        guard session.animates else {
            throw RenderFailure(message: "--frames: \(source.label) does not animate, so every frame is the same picture; "
                + "render one without --frames")
        }
        let out = self.out ?? "./"
        let options = try renderOptions(for: session)
        let renderer = RenderCommand.makeRenderer()
        // The playhead stops at a bounded timeline's end, as in the playground: say so rather
        // than leave the repeated pictures unexplained.
        if let last = session.timeline.lastFrame, range.upperBound > last {
            let past = max(last + 1, range.lowerBound)
            let which = past == range.upperBound ? "frame \(past) shows" : "frames \(past)…\(range.upperBound) show"
            RenderCommand.printError("note: the timeline ends at frame \(last); \(which) frame \(last)")
        }
        do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
            throw RenderFailure(message: "cannot create the directory \(out)")
        }
        let digits = max(4, String(range.upperBound).count)
        for frame in range {
            session.setFrame(frame)
            _ = renderer.render(session.frameScene, options: options)
            let path = out + (out.hasSuffix("/") ? "" : "/") + source.name + "-" + RenderCommand.padded(frame, digits) + ".png"
            do { try ImageFile.write(renderer.image, path: path) } catch { throw RenderFailure(message: "\(error)") }
        }
        let frames = range.count == 1 ? "frame \(range.lowerBound)" : "\(range.count) frames \(range.lowerBound)…\(range.upperBound)"
        return "wrote \(frames) of \(source.label) to \(out) (\(options.width)×\(options.height))"
    }

    /// `A..B` (inclusive) or a single frame `N`; at most 100 000 frames.
    static func parseFrames(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        let numbers = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == parts.count, (1...2).contains(numbers.count), let first = numbers.first, let last = numbers.last else {
            throw ValidationError("--frames must look like 0..59 (first..last) or a single frame number, got '\(text)'")
        }
        // Frames count from the timeline's start, so a negative one is a slip for 0 (or a
        // range read backwards): the message writes the range that was probably meant.
        guard last >= 0 else {
            throw ValidationError("--frames \(text): frames are numbered from 0, the timeline's start; write a frame such as 0, or a range such as 0..44")
        }
        guard first >= 0 else { throw ValidationError("--frames \(text): frames are numbered from 0, the timeline's start; write 0..\(last)") }
        guard first <= last else { throw ValidationError("--frames \(text): the first frame comes first; write \(last)..\(first)") }
        guard last - first < 100_000 else { throw ValidationError("--frames \(text): at most 100000 frames at a time") }
        return first...last
    }

    /// Whether `--out` names a directory: it ends in `/` or already is one.
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    static func padded(_ n: Int, _ digits: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
