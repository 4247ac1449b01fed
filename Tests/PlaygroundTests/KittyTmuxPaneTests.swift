import Foundation
import Testing
import TerminalOutput

/// A real kitty running tmux running the playground with `--graphics kitty`. kitty 0.28 and
/// later draw Unicode placeholders: the picture is then text in tmux's pane, gone while another
/// tmux window shows and back with its own. Older kittys (Debian 12 has 0.26.5) cannot: the
/// playground learns the version through tmux (XTVERSION through passthrough, then tmux's
/// `client_termtype`) and says in the panel why the picture sits over the pane.
@Suite(.serialized) struct KittyTmuxPaneTests {
    /// kitty's version (`kitty --version`: `kitty 0.26.5 created by …`) as XTVERSION gives it.
    static var kittyVersion: String? {
        guard let kitty = KittyScreenshotTests.kitty else { return nil }
        let words = TmuxPane.run([kitty, "--version"]).output.split(separator: " ")
        return words.count > 1 ? "kitty(\(words[1]))" : nil
    }

    @Test(.enabled(if: KittyScreenshotTests.isAvailable && XvfbXterm.find("tmux") != nil,
                   "needs kitty (kitty), tmux, Xvfb (xvfb) and xwd (x11-apps): `.ci/deps` installs them"))
    func theKittyPictureLivesInItsTmuxPaneOrThePanelSaysWhyNot() throws {
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scene = work + "/s.mesh"
        try "preset cube-lit\n".write(toFile: scene, atomically: true, encoding: .utf8)
        try "set -g allow-passthrough on\nset -g status off\n".write(toFile: work + "/tmux.conf", atomically: true, encoding: .utf8)
        let tmux = XvfbXterm.find("tmux")!, socket = "meshplay-pane-\(getpid())"
        defer { _ = TmuxPane.run([tmux, "-L", socket, "kill-server"]) }
        let (server, display) = try XvfbXterm.startServer(slot: 3)
        defer { XvfbXterm.stop(server) }
        let command = "\(tmux) -L \(socket) -f \(work)/tmux.conf new-session 'env HOME=\(work) \(TmuxPane.binary) --graphics kitty \(scene); touch \(work)/done'"
        guard let terminal = KittyScreenshotTests.start(command, display: display, work: work) else {
            RealTool.didNotStart("kitty did not start on the virtual display (no OpenGL 3.3?) for the kitty-in-a-tmux-pane test")
            return
        }
        defer { XvfbXterm.stop(terminal) }
        var screen = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !screen.contains("quit") { screen = KittyScreenshotTests.text(work: work); usleep(200_000) }
        let version = try #require(Self.kittyVersion)
        guard TerminalImageSupport.drawsKittyPlaceholders(terminalVersion: version) else {
            // The panel names the version tmux heard from kitty itself, and what follows from it.
            // tmux heard kitty's version only because the playground asked kitty through passthrough.
            #expect(TmuxPane.run([tmux, "-L", socket, "display-message", "-p", "#{client_termtype}"]).output
                .trimmingCharacters(in: .whitespacesAndNewlines) == version)
            // The panel wraps the note: compared without spaces, line ends and the panel's edge.
            let panel = screen.filter { !$0.isWhitespace && $0 != "│" }
            #expect(panel.contains("kittygraphicsthroughtmux:\(version)drawsnoUnicodeplaceholders"), "\(screen.suffix(900))")
            print("kitty-in-a-tmux-pane: \(version) predates Unicode placeholders (0.28); the panel says the picture sits over the pane")
            try KittyScreenshotTests.quitExpectingThePictureGone(display: display, work: work)
            return
        }
        let shown = try XvfbXterm.settledScreenshot(display: display, work: work)
        #expect(KittyScreenshotTests.colours(shown, x: KittyScreenshotTests.picture.x, y: KittyScreenshotTests.picture.y) > 50,
                "the picture shows in the pane")
        // Another tmux window: the pane and its picture are hidden.
        _ = TmuxPane.run([tmux, "-L", socket, "new-window", "sleep 600"])
        let other = try XvfbXterm.settledScreenshot(display: display, work: work)
        #expect(KittyScreenshotTests.colours(other, x: KittyScreenshotTests.picture.x, y: KittyScreenshotTests.picture.y) <= 2,
                "the picture is gone with its window")
        _ = TmuxPane.run([tmux, "-L", socket, "select-window", "-t", ":0"])
        let back = try XvfbXterm.settledScreenshot(display: display, work: work)
        #expect(KittyScreenshotTests.colours(back, x: KittyScreenshotTests.picture.x, y: KittyScreenshotTests.picture.y) > 50,
                "the picture is back with its window")
        try KittyScreenshotTests.quitExpectingThePictureGone(display: display, work: work)
    }
}
