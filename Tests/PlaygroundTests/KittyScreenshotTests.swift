import Foundation
import Testing

/// A real kitty (Debian's, on a virtual X server with Mesa's software OpenGL) shows meshplay's
/// kitty graphics: `render --out x.kitty` is compared pixel for pixel with the headless render,
/// and the playground's `--graphics kitty` picture is seen in the viewport and gone after quitting.
/// `.ci/deps` installs kitty; where it is missing or cannot start, the tests say so and skip.
@Suite(.serialized) struct KittyScreenshotTests {
    static var kitty: String? { XvfbXterm.find("kitty") }

    static var isAvailable: Bool {
        kitty != nil && ["Xvfb", "xwd"].allSatisfy { XvfbXterm.find($0) != nil }
            && FileManager.default.isExecutableFile(atPath: TmuxPane.binary)
    }

    /// kitty running `command` in a 800×600-pixel window at the top-left corner (no window
    /// manager), its cells from the window's top-left pixel, with remote control on a socket in `work` for reading its text. Nil when kitty
    /// did not start (no OpenGL 3.3, even from llvmpipe): the caller skips and says so.
    static func start(_ command: String, display: String, work: String) -> pid_t? {
        let socket = work + "/kitty.sock"
        let pid = XvfbXterm.spawn([
            kitty!, "--config", "NONE", "-o", "font_size=11", "-o", "initial_window_width=800", "-o", "initial_window_height=600",
            "-o", "remember_window_size=no", "-o", "placement_strategy=top-left", "-o", "allow_remote_control=yes", "--listen-on", "unix:" + socket,
            "/bin/sh", "-c", command + "; sleep 60",
        ], environment: ["DISPLAY=\(display)", "LIBGL_ALWAYS_SOFTWARE=1", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "KITTY_CONFIG_DIRECTORY=\(work)",
                         "HOME=\(work)", "XDG_STATE_HOME=\(work)"])
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: socket) { return pid }
            if let pid, waitpid(pid, nil, WNOHANG) == pid { return nil }
            usleep(100_000)
        }
        if let pid { XvfbXterm.stop(pid) }
        return nil
    }

    /// The text of kitty's screen (`kitty @ get-text`).
    static func text(work: String) -> String {
        TmuxPane.run([kitty!, "@", "--to", "unix:" + work + "/kitty.sock", "get-text"]).output
    }

    static func send(_ text: String, work: String) {
        _ = TmuxPane.run([kitty!, "@", "--to", "unix:" + work + "/kitty.sock", "send-text", text])
    }

    /// Distinct colours in a rectangle of a screenshot.
    static func colours(_ image: XvfbXterm.Screenshot, x: Range<Int>, y: Range<Int>) -> Int {
        var seen = Set<Int>()
        for row in y where row < image.height {
            for column in x where column < image.width {
                let i = (row * image.width + column) * 3
                seen.insert(Int(image.rgb[i]) << 16 | Int(image.rgb[i + 1]) << 8 | Int(image.rgb[i + 2]))
            }
        }
        return seen.count
    }

    @Test(.enabled(if: isAvailable, "needs kitty (kitty), Xvfb (xvfb) and xwd (x11-apps): `.ci/deps` installs them"))
    func kittyShowsRenderedKittyGraphicsPixelForPixel() throws {
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        for out in ["x.kitty", "x.ppm"] {
            let rendered = TmuxPane.run([TmuxPane.binary, "render", "--preset", "rippled-label", "--size", "320x200", "--out", work + "/" + out])
            try #require(rendered.status == 0, "\(rendered.output)")
        }
        let source = try #require(XvfbXterm.readPPM(work + "/x.ppm"))
        let (server, display) = try XvfbXterm.startServer(slot: 1)
        defer { XvfbXterm.stop(server) }
        // The cursor hidden, so it never lands on the picture.
        guard let terminal = Self.start("printf '\\033[?25l'; cat \(work)/x.kitty; touch \(work)/done", display: display, work: work) else {
            RealTool.didNotStart("kitty did not start on the virtual display (no OpenGL 3.3?) for the kitty screenshot test")
            return
        }
        defer { XvfbXterm.stop(terminal) }
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: work + "/done"), Date() < deadline { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: work + "/done"), "kitty did not run cat")
        let image = try XvfbXterm.settledScreenshot(display: display, work: work)
        // kitty draws the image at the cursor, the window's top-left, one screen pixel per pixel.
        var within = 0, worst = 0
        for y in 0..<source.height {
            for x in 0..<source.width {
                let difference = XtermScreenshotTests.difference(image, x, y, source, x, y)
                worst = max(worst, difference)
                if difference <= Self.tolerance { within += 1 }
            }
        }
        let total = source.width * source.height
        // Tolerance: each channel within 2 (kitty samples the texture at pixel centres; llvmpipe
        // may round) for 99.9% of pixels.
        #expect(Double(within) >= 0.999 * Double(total), "\(within) of \(total) pixels within \(Self.tolerance); worst \(worst)")
        print("kitty screenshot: \(within) of \(total) pixels within \(Self.tolerance) per channel; worst \(worst)")
    }

    static let tolerance = 2

    @Test(.enabled(if: isAvailable, "needs kitty (kitty), Xvfb (xvfb) and xwd (x11-apps): `.ci/deps` installs them"))
    func thePlaygroundShowsItsPictureInKittyAndDeletesItOnQuit() throws {
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scene = work + "/s.mesh"
        try "preset cube-lit\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let (server, display) = try XvfbXterm.startServer(slot: 1)
        defer { XvfbXterm.stop(server) }
        guard let terminal = Self.start("\(TmuxPane.binary) --graphics kitty \(scene); touch \(work)/done", display: display, work: work) else {
            RealTool.didNotStart("kitty did not start on the virtual display (no OpenGL 3.3?) for the kitty playground test")
            return
        }
        defer { XvfbXterm.stop(terminal) }
        let deadline = Date().addingTimeInterval(60)
        var screen = ""
        while Date() < deadline {
            screen = Self.text(work: work)
            if screen.contains("kitty shm") && screen.contains("quit") { break }
            usleep(200_000)
        }
        #expect(screen.contains("kitty shm"), "the status line names the output: \(screen.suffix(300))")
        // 88×33 cells of 9×18 pixels: the viewport is above the panel, the cube in its middle.
        let shown = try XvfbXterm.settledScreenshot(display: display, work: work)
        #expect(Self.colours(shown, x: Self.picture.x, y: Self.picture.y) > 50)
        try Self.quitExpectingThePictureGone(display: display, work: work)
    }

    /// Where the cube shows in the viewport of 88×33 cells of 9×18 pixels (x, y ranges).
    static let picture = (x: 200..<600, y: 40..<330)

    /// Types `quit`, waits for the playground's command to touch `done`, and expects the
    /// picture gone from the screen.
    static func quitExpectingThePictureGone(display: String, work: String) throws {
        send("quit\r", work: work)
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: work + "/done"), Date() < deadline { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: work + "/done"), "the playground did not quit")
        let after = try XvfbXterm.settledScreenshot(display: display, work: work)
        #expect(colours(after, x: picture.x, y: picture.y) <= 2, "the picture is deleted on quit")
    }

    @Test(.enabled(if: isAvailable && XvfbXterm.find("tmux") != nil,
                   "needs kitty (kitty), tmux, Xvfb (xvfb) and xwd (x11-apps): `.ci/deps` installs them"))
    func behindTmuxWithPassthroughALocalKittyGetsSharedMemoryFramesAndThePictureShows() throws {
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scene = work + "/s.mesh"
        try "preset cube-lit\n".write(toFile: scene, atomically: true, encoding: .utf8)
        try "set -g allow-passthrough on\nset -g status off\n".write(toFile: work + "/tmux.conf", atomically: true, encoding: .utf8)
        let tmux = XvfbXterm.find("tmux")!, socket = "meshplay-kitty-\(getpid())"
        defer { _ = TmuxPane.run([tmux, "-L", socket, "kill-server"]) }
        let (server, display) = try XvfbXterm.startServer(slot: 1)
        defer { XvfbXterm.stop(server) }
        let command = "\(tmux) -L \(socket) -f \(work)/tmux.conf new-session '\(TmuxPane.binary) --graphics kitty \(scene); touch \(work)/done'"
        guard let terminal = Self.start(command, display: display, work: work) else {
            RealTool.didNotStart("kitty did not start on the virtual display (no OpenGL 3.3?) for the kitty-behind-tmux test")
            return
        }
        defer { XvfbXterm.stop(terminal) }
        // tmux hands kitty's answer to the shared-memory question back to the pane.
        var deadline = Date().addingTimeInterval(60)
        var screen = ""
        while Date() < deadline, !screen.contains("quit") { screen = Self.text(work: work); usleep(200_000) }
        Self.send("graphics\r", work: work)
        deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !screen.contains("(switch with graphics") { screen = Self.text(work: work); usleep(200_000) }
        #expect(screen.contains("graphics kitty: kitty shm (through tmux passthrough"), "\(screen.suffix(400))")
        let shown = try XvfbXterm.settledScreenshot(display: display, work: work)
        #expect(Self.colours(shown, x: Self.picture.x, y: Self.picture.y) > 50, "real pixels in the viewport")
        try Self.quitExpectingThePictureGone(display: display, work: work)
    }
}
