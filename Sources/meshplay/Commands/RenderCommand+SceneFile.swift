import ArgumentParser
import Foundation
import MeshEngine
import MeshIO
import MeshScript
import TerminalOutput

/// `meshplay render SCENE`: one picture of a scene file, and the session a scene file or a
/// preset is drawn from when a picture must be the playground's (`--frames`).
extension RenderCommand {
    /// What a session-drawn picture comes from: its session, the name its files take and the
    /// words the message uses for it.
    struct Source {
        var session: Session
        /// The scene file's base name or the preset's name (`NAME-0000.png`).
        var name: String
        /// The scene file's path, or `preset NAME`.
        var label: String
    }

    /// The scene file run line by line, or the preset loaded as the playground's `preset NAME`
    /// loads it, so a frame number means the same picture here as there.
    func source() throws -> Source {
        guard let path = scene else {
            let name = preset ?? ""
            var session = Session(host: SessionHost.terminal())
            if case let .failure(error) = session.execute("preset \(name)") { throw RenderFailure(message: error.description) }
            session.state.missingGlyphNotes(since: [], typeface: session.host.typeface).forEach(RenderCommand.printError)
            return Source(session: session, name: name, label: "preset \(name)")
        }
        let host = SessionHost.terminal()
        let text: String
        do { text = try host.fileSystem.readText(path) } catch { throw RenderFailure(message: "\(error)") }
        let session: Session
        do { session = try Session.running(text, file: path, host: host) } catch { throw Terminal.failure(error.description) }
        session.pathNotes.forEach(RenderCommand.printError)
        // The script's own messages are not shown here, so its labels' missing glyphs are told
        // once for the whole scene, as the playground tells them when a file is loaded.
        session.state.missingGlyphNotes(since: [], typeface: session.host.typeface).forEach(RenderCommand.printError)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return Source(session: session, name: name, label: path)
    }

    /// The session's view (overlays, orbit, zoom) at `--size`, with `--supersample` and
    /// `--overlay` when given.
    func renderOptions(for session: Session) throws -> RenderOptions {
        let (width, height) = try outputSize(window: WindowSize.ofStandardOutput())
        var options = session.renderOptions(width: width, height: height)
        options.supersample = supersample
        if let overlay { options.overlays = try RenderCommand.parseOverlays(overlay) }
        return options
    }

    /// A renderer with the system font, noting on standard error when there is none.
    static func makeRenderer() -> Renderer {
        let renderer = Renderer()
        renderer.typeface = SystemFont.shared.typeface
        if let note = SystemFont.shared.note { RenderCommand.printError("note: \(note)") }
        return renderer
    }

    func renderSceneFile(_ path: String) throws {
        var session = try source().session
        let options = try renderOptions(for: session)
        let renderer = RenderCommand.makeRenderer()
        if time != 0 { _ = session.execute("time \(time)") }
        let stats = renderer.render(session.frameScene, options: options)
        for note in stats.notes { RenderCommand.printError("note: \(note)") }
        try write(renderer.image, to: out, frame: session.frame)
    }
}
