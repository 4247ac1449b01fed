import Foundation
import Testing

/// xterm with an antialiased font blends each glyph's edges into the cells beside it. The
/// playground writes every changed row whole (`RowRepaint`) and the timeline whole when it
/// changes, so after many frames of play the screen is what a Ctrl-L redraw makes of it, but
/// for a pixel or two. Keys reach the playground as typed input (TIOCSTI on xterm's terminal), so the
/// drawing is xterm's own, with no multiplexer between.
@Suite(.serialized) struct XtermEdgeTests {
    /// Types `text` into the terminal `tty` as if from its keyboard; false where the kernel refuses.
    static func type(_ text: String, tty: String) -> Bool {
        let fd = open(tty, O_RDWR | O_NOCTTY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        for var byte in Array(text.utf8) where ioctl(fd, UInt(TIOCSTI), &byte) != 0 { return false }
        return true
    }

    /// A screenshot once the screen has held still for 1.2 s (eight looks 150 ms apart), after
    /// first differing from `from` when given (what was typed has begun to draw).
    static func stillScreenshot(display: String, work: String, differingFrom from: [UInt8]? = nil) throws -> XvfbXterm.Screenshot {
        let deadline = Date().addingTimeInterval(120)
        var previous: [UInt8] = [], same = 0, changed = from == nil
        while Date() < deadline {
            guard let image = XvfbXterm.screenshot(display: display, path: work + "/still.xwd") else { usleep(150_000); continue }
            if !changed, image.rgb != from { changed = true }
            same = image.rgb == previous ? same + 1 : 0
            previous = image.rgb
            if changed && same >= 8 { return image }
            usleep(150_000)
        }
        throw XvfbXterm.XvfbXtermFailure.unsettled
    }

    /// Pixels that differ between two screenshots, the largest channel difference among them,
    /// and where the first few are (x, y).
    static func changes(_ a: XvfbXterm.Screenshot, _ b: XvfbXterm.Screenshot) -> (pixels: Int, worst: Int, at: [(Int, Int)]) {
        var pixels = 0, worst = 0, at: [(Int, Int)] = []
        for i in stride(from: 0, to: min(a.rgb.count, b.rgb.count), by: 3) {
            let d = (0..<3).map { abs(Int(a.rgb[i + $0]) - Int(b.rgb[i + $0])) }.max()!
            guard d > 0 else { continue }
            pixels += 1
            worst = max(worst, d)
            if at.count < 8 { at.append((i / 3 % a.width, i / 3 / a.width)) }
        }
        return (pixels, worst, at)
    }

    @Test(.enabled(if: XtermScreenshotTests.isAvailable, "needs Xvfb (xvfb), xterm and xwd (x11-apps): `.ci/deps` installs them"),
          arguments: ["16 colours", "truecolor"])
    func afterManyFramesACtrlLRedrawChangesAtMostTwoPixelsInXtermWithAnAntialiasedFont(colours: String) throws {
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // ripple: 45 frames of rings moving across a grid, played once each time.
        try "preset ripple\nloop off\n".write(toFile: work + "/s.mesh", atomically: true, encoding: .utf8)
        let (server, display) = try XvfbXterm.startServer(slot: 4)
        defer { XvfbXterm.stop(server) }
        // xterm's own TERM (xterm, 16 colours), or truecolor as COLORTERM asks.
        let colour = colours == "truecolor" ? "COLORTERM=truecolor " : ""
        let command = "tty > \(work)/tty; exec env HOME=\(work) \(colour)\(TmuxPane.binary) \(work)/s.mesh"
        let terminal = try #require(XvfbXterm.spawn([
            XvfbXterm.find("xterm")!, "-display", display, "-geometry", "100x32+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10",
            "-bw", "0", "-b", "0", "+sb", "-e", "/bin/sh", "-c", command,
        ], environment: ["LANG=C.UTF-8", "LC_ALL=C.UTF-8"]))
        defer { XvfbXterm.stop(terminal) }
        let deadline = Date().addingTimeInterval(60)
        // The shell makes the file before `tty` writes the name into it.
        var tty = ""
        while !tty.hasSuffix("\n"), Date() < deadline {
            tty = (try? String(contentsOfFile: work + "/tty", encoding: .utf8)) ?? ""
            usleep(50_000)
        }
        tty = tty.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(tty.hasPrefix("/dev/"), "xterm did not start")
        var shown = try Self.stillScreenshot(display: display, work: work)
        // 135 frames: the timeline played three times.
        for _ in 0..<3 {
            try #require(Self.type("play\r", tty: tty), "the kernel refused TIOCSTI on \(tty)")
            shown = try Self.stillScreenshot(display: display, work: work, differingFrom: shown.rgb)
        }
        try #require(Self.type("\u{0C}", tty: tty))
        let redrawn = try Self.stillScreenshot(display: display, work: work)
        let (pixels, worst, at) = Self.changes(shown, redrawn)
        print("xterm -fa 'DejaVu Sans Mono', \(colours): Ctrl-L after 135 frames of ripple changed \(pixels) pixels, by up to \(worst)")
        // Measured here: 0 or 2 pixels (one cell's first column, mid-row, at the picture's lower
        // edge), by up to 12; writing only the changed cells left 1,067 pixels by up to 80.
        #expect(pixels <= 4 && worst <= 16, "\(pixels) pixels changed by up to \(worst) grey levels, first at \(at)")
    }
}
