import ArgumentParser
import Foundation
import MeshEngine
import MeshIO
import MeshScript

/// `meshplay render (SCENE | --preset NAME) --frames A..B --out DIR/|x.apng|x.gif`: an
/// animation as numbered PNGs or as one animated file to share, one loop for scene files and
/// presets alike.
extension RenderCommand {
    /// Where `--frames` goes: numbered PNGs in a directory, or one animated PNG or GIF.
    enum FramesOutput {
        case directory(String)
        case animatedPNG(String)
        case gif(String)

        init?(_ out: String) {
            switch URL(fileURLWithPath: out).pathExtension.lowercased() {
            case "apng": self = .animatedPNG(out)
            case "gif": self = .gif(out)
            default:
                guard RenderCommand.isDirectory(out) else { return nil }
                self = .directory(out)
            }
        }
    }

    /// The range, a directory or animation file to write, and no `--time` (each frame has its own).
    func validateFrames() throws {
        guard let frames else { return }
        _ = try RenderCommand.parseFrames(frames)
        guard let out, FramesOutput(out) != nil else {
            throw ValidationError("--frames writes numbered PNGs into a directory (--out DIR/) or one animation (--out NAME.apng or NAME.gif)")
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
        let output = FramesOutput(out) ?? .directory(out)
        let renderer = RenderCommand.makeRenderer()
        // The playhead stops at a bounded timeline's end, as in the playground: say so rather
        // than leave the repeated pictures unexplained.
        if let last = session.timeline.lastFrame, range.upperBound > last {
            let past = max(last + 1, range.lowerBound)
            let which = past == range.upperBound ? "frame \(past) shows" : "frames \(past)…\(range.upperBound) show"
            RenderCommand.printError("note: the timeline ends at frame \(last); \(which) frame \(last)")
        }
        let frames = range.count == 1 ? "frame \(range.lowerBound)" : "\(range.count) frames \(range.lowerBound)…\(range.upperBound)"
        let render = { (frame: Int) -> Image in
            session.setFrame(frame)
            _ = renderer.render(session.frameScene, options: options)
            return renderer.image
        }
        switch output {
        case .directory(let directory):
            try writeNumberedPNGs(range, of: source, into: directory, render: render)
            return "wrote \(frames) of \(source.label) to \(out) (\(options.width)×\(options.height))"
        case .animatedPNG(let path), .gif(let path):
            let file = try AnimationFile.write(range, to: path, width: options.width, height: options.height,
                                               timeline: session.timeline, render: render)
            return "wrote \(frames) of \(source.label) to \(path) (\(options.width)×\(options.height), \(file))"
        }
    }

    /// `NAME-0000.png`… in `directory`, made if missing.
    func writeNumberedPNGs(_ range: ClosedRange<Int>, of source: Source, into directory: String,
                           render: (Int) -> Image) throws {
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw RenderFailure(message: "cannot create the directory \(directory)")
        }
        let digits = max(4, String(range.upperBound).count)
        for frame in range {
            let image = render(frame)
            let path = directory + (directory.hasSuffix("/") ? "" : "/") + source.name + "-" + RenderCommand.padded(frame, digits) + ".png"
            do { try ImageFile.write(image, path: path) } catch { throw RenderFailure(message: "\(error)") }
        }
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
