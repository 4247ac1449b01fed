import Foundation
import Testing

/// The playground in each real emulator Debian packages, on one shared virtual X server: what it
/// chooses there (picture output, colours, cells) and that the picture has no boxes.
///
/// `script` stands between the emulator and meshplay and keeps what meshplay writes, so the test
/// reads the status line and the frames' bytes as the emulator got them (the terminal's replies
/// pass through `script` untouched). The screenshot is taken once the paused picture has settled;
/// a glyph the font lacks is drawn as a box, whose sides are runs one or two pixels wide across
/// each text row, so the share of such thin runs in the picture tells boxes from block mosaics
/// (measured under Xvfb: 0–0.8% where the glyphs are drawn, 4.7% with alacritty's octant boxes).
/// WezTerm and foot are not in Debian 12 (foot needs Wayland), so they are not here.
@Suite(.serialized) struct EmulatorMatrixTests {
    /// One emulator: how it starts a shell command in a 120×30-cell window at the top-left corner,
    /// and what the playground must choose there.
    struct Emulator: CustomTestStringConvertible, Sendable {
        var name: String
        var binary: String
        var arguments: @Sendable (_ command: String) -> [String]
        var environment: [String] = []
        /// Words the status line must show (the output, or the colours and cells).
        var status: String
        /// Bytes the frames must hold (24-bit SGR, a sixel image, a kitty image).
        var frames: String
        var testDescription: String { name }
    }

    static let emulators: [Emulator] = [
        // xterm 379 clears COLORTERM and sets TERM=xterm; its DECRQSS read-back says truecolor.
        Emulator(name: "xterm", binary: "xterm", arguments: {
            ["-geometry", "120x30+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10", "-bw", "0", "+sb", "-e", "/bin/sh", "-c", $0]
        }, status: "│ truecolor", frames: "\u{1B}[38;2;"),
        // alacritty 0.11 sets COLORTERM=truecolor; it answers no XTVERSION, so half blocks.
        Emulator(name: "alacritty", binary: "alacritty", arguments: {
            ["-o", "window.dimensions.columns=120", "-o", "window.dimensions.lines=30", "-e", "/bin/sh", "-c", $0]
        }, environment: ["LIBGL_ALWAYS_SOFTWARE=1"], status: "│ truecolor", frames: "\u{1B}[38;2;"),
        // urxvt 9.30 (TERM=rxvt-unicode-256color) answers no colour question: 256 colours.
        Emulator(name: "urxvt", binary: "urxvt", arguments: { ["-geometry", "120x30+0+0", "-e", "/bin/sh", "-c", $0] },
                 status: "│ 256 ", frames: "\u{1B}[38;5;"),
        // st 0.9 (TERM=st-256color) answers neither DECRQSS nor XTGETTCAP: 256 colours.
        Emulator(name: "st", binary: "st", arguments: { ["-g", "120x30+0+0", "-e", "/bin/sh", "-c", $0] },
                 status: "│ 256 ", frames: "\u{1B}[38;5;"),
        // mlterm 3.9 lists sixel (4) in DA1 and reports its cell size: real pixels.
        Emulator(name: "mlterm", binary: "mlterm", arguments: { ["-g", "120x30+0+0", "-e", "/bin/sh", "-c", $0] },
                 status: "│ sixel", frames: "\u{1B}P0;1;0q"),
    ]

    static var isAvailable: Bool {
        ["Xvfb", "xwd", "xwininfo", "script"].allSatisfy { XvfbXterm.find($0) != nil } && FileManager.default.isExecutableFile(atPath: TmuxPane.binary)
    }

    @Test(.enabled(if: isAvailable, "needs Xvfb, xwd, xwininfo and script: `.ci/deps` installs them"), arguments: emulators)
    func thePlaygroundChoosesTheBestItCanDrawAndShowsNoBoxes(_ emulator: Emulator) throws {
        guard let binary = XvfbXterm.find(emulator.binary) else {
            RealTool.didNotStart("\(emulator.binary) is not installed (`.ci/deps` installs it)")
            return
        }
        let display = try SharedDisplay.name()
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scene = work + "/s.mesh", log = work + "/typescript"
        try "preset rippled-label\npause\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let command = "\(XvfbXterm.find("script")!) -q -f -c '\(TmuxPane.binary) \(scene)' \(log)"
        guard let terminal = XvfbXterm.spawn([binary] + emulator.arguments(command), environment: [
            "DISPLAY=\(display)", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=\(work)", "XDG_STATE_HOME=\(work)",
            "XDG_CONFIG_HOME=\(work)", "NO_COLOR=", "COLORTERM=",
        ] + emulator.environment) else {
            RealTool.didNotStart("\(emulator.name) did not start on the virtual display")
            return
        }
        defer { XvfbXterm.stop(terminal) }
        // Kept for a look (the screenshot's pixels are judged below).
        defer {
            let kept = NSTemporaryDirectory() + "meshplay-matrix-\(emulator.name).xwd"
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.copyItem(atPath: work + "/shot.xwd", toPath: kept)
        }
        // The status line once the paused picture is drawn.
        let deadline = Date().addingTimeInterval(60)
        var written = ""
        while Date() < deadline {
            written = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if written.contains("paused"), written.contains(emulator.status) { break }
            if waitpid(terminal, nil, WNOHANG) == terminal { break }
            usleep(100_000)
        }
        guard written.contains("paused") else {
            RealTool.didNotStart("\(emulator.name) did not show the playground: \(written.suffix(300))")
            return
        }
        let image = try Self.settledScreenshot(display: display, work: work)
        written = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let frames = written.range(of: "\u{1B}[?1049h").map { String(written[$0.upperBound...]) } ?? ""
        #expect(frames.contains(emulator.status), "\(emulator.name): the status line says \(emulator.status)")
        #expect(frames.contains(emulator.frames), "\(emulator.name): the frames hold \(emulator.frames.debugDescription)")
        // No terminal here names itself as one that draws sextants or octants: half blocks (or pixels).
        let blocks = frames.unicodeScalars.filter { (0x1FB00...0x1FB3B).contains($0.value) || (0x1CD00...0x1CDE5).contains($0.value) }
        #expect(blocks.isEmpty, "\(emulator.name): no sextant or octant glyphs")

        let window = try #require(Self.windowSize(display: display), "\(emulator.name): no window")
        let region = (x: Int(Double(window.width) * 0.4)..<Int(Double(window.width) * 0.97),
                      y: Int(Double(window.height) * 0.05)..<Int(Double(window.height) * 0.85))
        #expect(KittyScreenshotTests.colours(image, x: region.x, y: region.y) > 20, "\(emulator.name): the picture is there")
        let thin = Self.thinShare(image, x: region.x, y: region.y)
        #expect(thin < 0.02, "\(emulator.name): \(thin * 100)% of the picture in runs 1–2 pixels wide (boxes?)")
        print("\(emulator.name): \(window.width)×\(window.height) px, thin runs \(String(format: "%.2f", thin * 100))%")
    }

    @Test(.enabled(if: isAvailable, "needs Xvfb, xwd, xwininfo and script: `.ci/deps` installs them"))
    func octantsForcedInAlacrittyAreBoxesTheMeasureCatchesAndTheStatusLineDoesNotVouchFor() throws {
        guard let binary = XvfbXterm.find("alacritty") else {
            RealTool.didNotStart("alacritty is not installed (`.ci/deps` installs it)")
            return
        }
        let emulator = Self.emulators[1]
        let display = try SharedDisplay.name()
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scene = work + "/s.mesh", log = work + "/typescript"
        try "preset rippled-label\npause\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let command = "\(XvfbXterm.find("script")!) -q -f -c '\(TmuxPane.binary) --cells octant \(scene)' \(log)"
        guard let terminal = XvfbXterm.spawn([binary] + emulator.arguments(command), environment: [
            "DISPLAY=\(display)", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=\(work)", "XDG_STATE_HOME=\(work)",
            "XDG_CONFIG_HOME=\(work)", "NO_COLOR=", "COLORTERM=",
        ] + emulator.environment) else {
            RealTool.didNotStart("alacritty did not start on the virtual display")
            return
        }
        defer { XvfbXterm.stop(terminal) }
        let deadline = Date().addingTimeInterval(60)
        var written = ""
        while Date() < deadline, !(written.contains("paused") && written.contains("│ truecolor octant?")) {
            usleep(100_000)
            written = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        }
        #expect(written.contains("│ truecolor octant?"), "the status line marks octants from the font")
        #expect(written.contains("octants come from the font here"))
        let image = try Self.settledScreenshot(display: display, work: work)
        let window = try #require(Self.windowSize(display: display))
        let thin = Self.thinShare(image, x: Int(Double(window.width) * 0.4)..<Int(Double(window.width) * 0.97),
                                  y: Int(Double(window.height) * 0.05)..<Int(Double(window.height) * 0.85))
        #expect(thin > 0.02, "boxes: \(thin * 100)% in thin runs")
        print("alacritty --cells octant: thin runs \(String(format: "%.2f", thin * 100))%")
    }

    /// Screenshots until two in a row differ in at most 400 pixels (a blinking text cursor, one
    /// cell, changes about 150), for at most 60 s; fails saying how many pixels still changed.
    static func settledScreenshot(display: String, work: String) throws -> XvfbXterm.Screenshot {
        var previous: XvfbXterm.Screenshot?
        var changed = -1
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            guard let image = XvfbXterm.screenshot(display: display, path: work + "/shot.xwd") else { usleep(100_000); continue }
            if let previous, previous.rgb.count == image.rgb.count {
                changed = 0
                var i = 0
                while i < image.rgb.count {
                    if image.rgb[i] != previous.rgb[i] || image.rgb[i + 1] != previous.rgb[i + 1] || image.rgb[i + 2] != previous.rgb[i + 2] {
                        changed += 1
                    }
                    i += 3
                }
                if changed <= 400 { return image }
            }
            previous = image
            usleep(200_000)
        }
        Issue.record("the screen did not settle: \(changed) pixels changed between the last two screenshots")
        throw XvfbXterm.XvfbXtermFailure.unsettled
    }

    /// The size of the largest window on the display (`xwininfo -root -children`).
    static func windowSize(display: String) -> (width: Int, height: Int)? {
        let listing = TmuxPane.run([XvfbXterm.find("xwininfo")!, "-display", display, "-root", "-children"]).output
        var best: (width: Int, height: Int)?
        for line in listing.split(separator: "\n") {
            guard let match = line.firstMatch(of: /(\d+)x(\d+)\+-?\d+\+-?\d+/), let w = Int(match.1), let h = Int(match.2),
                  w < 4000, w * h > (best.map { $0.width * $0.height } ?? 0) else { continue }
            best = (w, h)
        }
        return best
    }

    /// The share of the pixels in the rectangle that lie in horizontal runs of one or two pixels
    /// (neighbours within 24 a channel count as one colour).
    static func thinShare(_ image: XvfbXterm.Screenshot, x: Range<Int>, y: Range<Int>) -> Double {
        var thin = 0, total = 0
        for row in y where row < image.height {
            var run = 1
            var previous: Int?
            for column in x where column < image.width {
                let i = (row * image.width + column) * 3
                defer { previous = i; total += 1 }
                guard let p = previous else { continue }
                let same = (0..<3).allSatisfy { abs(Int(image.rgb[i + $0]) - Int(image.rgb[p + $0])) <= 24 }
                if same { run += 1 } else { if run <= 2 { thin += run }; run = 1 }
            }
            if run <= 2 { thin += run }
        }
        return total == 0 ? 0 : Double(thin) / Double(total)
    }
}

/// One virtual X server for every emulator test of the run, started by the first and ended
/// when the test process exits.
enum SharedDisplay {
    nonisolated(unsafe) private static var server: (pid: pid_t, display: String)?
    private static let lock = NSLock()

    static func name() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let server { return server.display }
        let started = try XvfbXterm.startServer(slot: 2)
        server = started
        atexit { SharedDisplay.end() }
        return started.display
    }

    private static func end() {
        if let server { kill(server.pid, SIGTERM) }
    }
}
