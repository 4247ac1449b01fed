import Foundation
import Testing

/// A real emulator: xterm on a virtual X server (Xvfb) shows `meshplay render`'s half-block
/// truecolor output, and a screenshot (`xwd`, read here) is compared with the
/// headless render of the same picture. `.ci/deps` installs the tools; where they are missing the
/// test is skipped and says why.
@Suite(.serialized) struct XtermScreenshotTests {
    static let tools = ["Xvfb", "xterm", "xwd"]

    static func find(_ tool: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isAvailable: Bool { tools.allSatisfy { find($0) != nil } && FileManager.default.isExecutableFile(atPath: TmuxPane.binary) }

    /// Starts a program in the background (its output to /dev/null); returns its pid.
    static func spawn(_ arguments: [String], environment: [String] = []) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv = arguments.map { strdup($0) } + [nil]
        let env = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" } + environment
        var envp = env.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        PtyTerminal.resetSignals(&attributes)
        var pid: pid_t = 0
        return posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 ? pid : nil
    }

    /// Ends a background program: SIGTERM, then SIGKILL if it is still there after 5 s.
    static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(5)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { kill(pid, SIGKILL); waitpid(pid, &status, 0); return }
            usleep(20_000)
        }
    }

    /// Reads the RGB of an XWD screenshot (`xwd -root`: ZPixmap, 24 or 32 bits per pixel, the
    /// header's masks giving the channels), without ImageMagick.
    static func readXWD(_ path: String) -> (width: Int, height: Int, rgb: [UInt8])? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 100 else { return nil }
        let bytes = [UInt8](data)
        func card32(_ field: Int) -> Int {
            let i = field * 4
            return Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        let headerSize = card32(0), format = card32(2), width = card32(4), height = card32(5)
        let byteOrder = card32(7), bitsPerPixel = card32(11), bytesPerLine = card32(12)
        let masks = [card32(14), card32(15), card32(16)], colours = card32(19)
        guard format == 2, bitsPerPixel == 32 || bitsPerPixel == 24, masks.allSatisfy({ $0 != 0 }) else { return nil }
        let start = headerSize + colours * 12
        guard bytes.count >= start + height * bytesPerLine else { return nil }
        let step = bitsPerPixel / 8
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = start + y * bytesPerLine + x * step
                var value = 0
                for k in 0..<step { value |= Int(bytes[i + k]) << (byteOrder == 0 ? 8 * k : 8 * (step - 1 - k)) }
                for (c, mask) in masks.enumerated() {
                    rgb[(y * width + x) * 3 + c] = UInt8((value & mask) >> mask.trailingZeroBitCount & 0xFF)
                }
            }
        }
        return (width, height, rgb)
    }

    /// Reads a binary PPM (P6, maxval 255), as `render --out x.ppm` writes it.
    static func readPPM(_ path: String) -> (width: Int, height: Int, rgb: [UInt8])? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        var fields: [String] = [], index = 0
        let blank: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
        while fields.count < 4, index < bytes.count {
            while index < bytes.count, blank.contains(bytes[index]) { index += 1 }
            var field = ""
            while index < bytes.count, !blank.contains(bytes[index]) { field.append(Character(Unicode.Scalar(bytes[index]))); index += 1 }
            fields.append(field)
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]), fields[3] == "255",
              bytes.count >= index + w * h * 3 else { return nil }
        return (w, h, Array(bytes[index..<(index + w * h * 3)]))
    }

    /// A screenshot of display `display`.
    static func screenshot(display: String, path: String) -> (width: Int, height: Int, rgb: [UInt8])? {
        guard TmuxPane.run([find("xwd")!, "-display", display, "-root", "-silent", "-out", path]).status == 0 else { return nil }
        return readXWD(path)
    }

    @Test(.enabled(if: isAvailable, "needs Xvfb (xvfb), xterm and xwd (x11-apps): `.ci/deps` installs them"))
    func xtermShowsTheHalfBlockTruecolorRenderWithinTolerance() throws {
        let work = NSTemporaryDirectory() + "meshplay-xterm-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The headless picture: 60×40 pixels, 60×20 cells.
        let reference = work + "/reference.ppm"
        let rendered = TmuxPane.run([TmuxPane.binary, "render", "--preset", "rippled-label", "--size", "60x40", "--out", reference])
        try #require(rendered.status == 0, "\(rendered.output)")
        let source = try #require(XtermScreenshotTests.readPPM(reference))

        // A display number nobody uses, from the process id.
        let number = 100 + Int(getpid() % 400)
        let display = ":\(number)"
        let server = try #require(XtermScreenshotTests.spawn([XtermScreenshotTests.find("Xvfb")!, display, "-screen", "0", "800x600x24", "-nolisten", "tcp"]))
        defer { XtermScreenshotTests.stop(server) }
        let socket = "/tmp/.X11-unix/X\(number)"
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: socket), "Xvfb did not start on \(display)")

        let done = work + "/done"
        let command = "\(TmuxPane.binary) render --preset rippled-label --size 60x40 --color truecolor; touch \(done); sleep 60"
        // No window manager: the window sits at the top-left corner; no border, no scroll bar,
        // and a background colour the picture does not use, to find the window's extent.
        let terminal = try #require(XtermScreenshotTests.spawn([
            XtermScreenshotTests.find("xterm")!, "-display", display, "-geometry", "64x24+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10",
            "-bw", "0", "-b", "0", "+sb", "-bg", "rgb:ff/00/ff", "-fg", "white", "-xrm", "XTerm*cursorColor: rgb:ff/00/ff",
            "-e", "/bin/sh", "-c", command,
        ], environment: ["LANG=C.UTF-8", "LC_ALL=C.UTF-8"]))
        defer { XtermScreenshotTests.stop(terminal) }
        while !FileManager.default.fileExists(atPath: done), Date() < deadline.addingTimeInterval(30) { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: done), "xterm did not run the render")

        // Screenshots until two in a row agree: xterm has drawn everything.
        let shot = work + "/shot.xwd"
        var previous: [UInt8] = []
        var screen: (width: Int, height: Int, rgb: [UInt8])?
        while Date() < deadline.addingTimeInterval(60) {
            guard let image = XtermScreenshotTests.screenshot(display: display, path: shot) else { usleep(100_000); continue }
            if image.rgb == previous { screen = image; break }
            previous = image.rgb
            usleep(100_000)
        }
        let image = try #require(screen, "the screen never settled")
        // The window's extent: the magenta background's bounding box.
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * image.width + x) * 3
            return (Int(image.rgb[i]), Int(image.rgb[i + 1]), Int(image.rgb[i + 2]))
        }
        var right = 0, bottom = 0
        for y in 0..<image.height { for x in 0..<image.width where pixel(x, y) == (255, 0, 255) { right = max(right, x); bottom = max(bottom, y) } }
        let cellWidth = Double(right + 1) / 64, cellHeight = Double(bottom + 1) / 24
        try #require(cellWidth >= 4 && cellHeight >= 8, "window \(right + 1)×\(bottom + 1) px")

        // Each cell's upper and lower half, sampled at their centres, against the two pixels.
        var within = 0, total = 0, worst = 0
        for row in 0..<(source.height / 2) {
            for column in 0..<source.width {
                for half in 0..<2 {
                    let sx = Int((Double(column) + 0.5) * cellWidth), sy = Int((Double(row) + (half == 0 ? 0.25 : 0.75)) * cellHeight)
                    let shown = pixel(sx, sy)
                    let i = ((2 * row + half) * source.width + column) * 3
                    let want = (Int(source.rgb[i]), Int(source.rgb[i + 1]), Int(source.rgb[i + 2]))
                    let difference = max(abs(shown.0 - want.0), abs(shown.1 - want.1), abs(shown.2 - want.2))
                    worst = max(worst, difference)
                    if difference <= XtermScreenshotTests.tolerance { within += 1 }
                    total += 1
                }
            }
        }
        // Tolerance: each channel within 8 of the render (xterm's direct colour is exact; the margin
        // covers a sample landing on the antialiased edge of a glyph) for at least 97% of samples.
        #expect(Double(within) >= 0.97 * Double(total), "\(within) of \(total) samples within \(XtermScreenshotTests.tolerance); worst \(worst)")
        print("xterm screenshot: \(within) of \(total) samples within \(XtermScreenshotTests.tolerance) per channel; worst \(worst); cell \(cellWidth)×\(cellHeight) px")
    }

    static let tolerance = 8
}
