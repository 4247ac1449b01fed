import ArgumentParser
import Foundation
import MeshEngine
import MeshIO
import MeshScript
import TerminalOutput

/// `meshplay render SCENE [--frames A..B --out DIR/]`: scene files, and numbered PNG
/// sequences of their animations.
extension RenderCommand {
    func validateSceneFile() throws {
        guard scene != nil else { throw ValidationError("--frames needs a scene file") }
        guard preset == nil else { throw ValidationError("give a scene file or --preset, not both") }
        _ = try RenderCommand.parseOverlays(overlay ?? "none")
        try validatePicture()
        guard let frames else {
            _ = try RenderCommand.outputKind(out)
            return
        }
        _ = try RenderCommand.parseFrames(frames)
        guard let out, RenderCommand.isDirectory(out) else {
            throw ValidationError("--frames writes numbered PNGs: give --out a directory ending in /")
        }
    }

    func renderSceneFile(_ path: String) throws {
        let host = SessionHost.real()
        let text: String
        do { text = try host.fileSystem.readText(path) } catch { throw RenderFailure(message: "\(error)") }
        var session: Session
        do { session = try Session.running(text, file: path, host: host) } catch { throw Terminal.failure(error.description) }
        session.pathNotes.forEach(RenderCommand.printError)
        let (width, height) = try RenderCommand.parseSize(size)
        var options = session.renderOptions(width: width, height: height)
        options.supersample = supersample
        if let overlay { options.overlays = try RenderCommand.parseOverlays(overlay) }
        let renderer = Renderer()
        renderer.typeface = SystemFont.shared.typeface
        if let note = SystemFont.shared.note { RenderCommand.printError("note: \(note)") }

        guard let frames, let out else {
            if time != 0 { _ = session.execute("time \(time)") }
            let stats = renderer.render(session.frameScene, options: options)
            for note in stats.notes { RenderCommand.printError("note: \(note)") }
            try write(renderer.image, to: out, frame: session.frame)
            return
        }
        let range = try RenderCommand.parseFrames(frames)
        try makeDirectory(out)
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let digits = max(4, String(range.upperBound).count)
        for frame in range {
            session.setFrame(frame)
            _ = renderer.render(session.frameScene, options: options)
            let name = out + (out.hasSuffix("/") ? "" : "/") + base + "-" + RenderCommand.padded(frame, digits) + ".png"
            do { try ImageFile.write(renderer.image, path: name) } catch { throw RenderFailure(message: "\(error)") }
        }
        print("wrote \(range.count) frames \(range.lowerBound)…\(range.upperBound) of \(path) to \(out) (\(width)×\(height))")
    }

    private func write(_ image: Image, to out: String?, frame: Int) throws {
        let mode = ColorMode(name: color) ?? .truecolor
        switch try RenderCommand.outputKind(out) {
        case .terminal:
            print(AnsiText.render(image, mode: mode, dither: dither, cells: cellMode), terminator: "")
        case let .ansi(path):
            do { try writeFileAtomically(path: path, data: Data(AnsiText.render(image, mode: mode, dither: dither, cells: cellMode).utf8)) } catch {
                throw RenderFailure(message: "\(error)")
            }
            print("wrote \(path) (frame \(frame))")
        case let .image(path):
            do { try ImageFile.write(image, path: path) } catch { throw RenderFailure(message: "\(error)") }
            print("wrote \(path) (frame \(frame), \(image.width)×\(image.height))")
        case let .sixel(path):
            print(try writeSixel(image, path: path) + " (frame \(frame))")
        case let .kitty(path):
            print(try writeKitty(image, path: path) + " (frame \(frame))")
        }
    }

    private func makeDirectory(_ path: String) throws {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw RenderFailure(message: "cannot create the directory \(path)")
        }
    }

    /// `A..B` (inclusive) or a single frame `N`; at most 100 000 frames.
    static func parseFrames(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        let numbers = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == parts.count, (1...2).contains(numbers.count), let first = numbers.first, let last = numbers.last else {
            throw ValidationError("--frames must look like 0..59 (first..last) or a single frame number, got '\(text)'")
        }
        guard first >= 0, first <= last else {
            throw ValidationError("--frames \(text): frames start at 0 and the first comes before the last")
        }
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
