import Foundation
import Testing

/// The playground's sixel picture in real emulators (xterm `-ti vt340`, mlterm) on a virtual X
/// server, resized while it shows: from the resize until the new picture has settled, no
/// screenshot shows the old picture, and the settled screen is what a fresh start at the new
/// size shows. The window is resized by xterm's own window operation (`CSI 8 ; rows ; columns t`,
/// which mlterm also follows) written to the terminal, so no window manager or xdotool is needed.
/// Without the erasure (``PictureOutput/layOut(_:)``), xterm scrolled the old picture up by the
/// rows the window lost and it stayed, cut by the window's new edge, beside the new layout's
/// chrome until the frame at the new size was drawn: 157,000 pixels of a 100×28 window for 2 s.
@Suite(.serialized) struct SixelResizeScreenshotTests {
    /// One emulator: how it starts a shell command in a window of `geometry` cells.
    struct Emulator: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: @Sendable (_ geometry: String, _ command: String) -> [String]
        var testDescription: String { name }
    }

    static let emulators = [
        // `-ti vt340` turns sixel on; window operations are off by default in xterm.
        Emulator(name: "xterm") { geometry, command in
            ["-geometry", geometry + "+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10", "-bw", "0", "-b", "0", "+sb", "-ti", "vt340",
             "-xrm", "XTerm*numColorRegisters: 256", "-xrm", "XTerm*allowWindowOps: true", "-e", "/bin/sh", "-c", command]
        },
        // mlterm 3.9 lists sixel in DA1 and follows window operations as it is.
        Emulator(name: "mlterm") { geometry, command in ["-g", geometry + "+0+0", "-e", "/bin/sh", "-c", command] },
    ]

    /// An emulator resized from one size to another (columns x rows).
    struct Resize: CustomTestStringConvertible, Sendable {
        var emulator: Emulator
        var from: String
        var to: String
        var testDescription: String { "\(emulator.name) \(from) → \(to)" }
    }

    /// Side by side in all: the viewport moves and changes size. Shrinking, the emulator also
    /// scrolls its screen up by the rows the window loses (the cursor is on the input line).
    static let resizes = [
        Resize(emulator: emulators[0], from: "120x34", to: "100x28"),
        Resize(emulator: emulators[1], from: "120x34", to: "100x28"),
        Resize(emulator: emulators[0], from: "100x28", to: "120x34"),
    ]

    static let needs: Comment = "needs Xvfb (xvfb), xwd (x11-apps), xterm and mlterm: `.ci/deps` installs them"
    static var isAvailable: Bool {
        ["Xvfb", "xwd"].allSatisfy { XvfbXterm.find($0) != nil } && FileManager.default.isExecutableFile(atPath: TmuxPane.binary)
    }

    /// The checkerboard's blue, as xterm and mlterm show the sixel image's register for it.
    static func isBlue(_ image: XvfbXterm.Screenshot, _ i: Int) -> Bool {
        abs(Int(image.rgb[i]) - 0x3C) < 8 && abs(Int(image.rgb[i + 1]) - 0x6E) < 8 && abs(Int(image.rgb[i + 2]) - 0xC8) < 8
    }

    static func blueCount(_ image: XvfbXterm.Screenshot) -> Int {
        stride(from: 0, to: image.rgb.count, by: 3).filter { isBlue(image, $0) }.count
    }

    /// Pixels of the picture's blue in `image` where `reference` shows none: pieces of a picture
    /// that is not the new one (the new picture's own blue lies where the reference's does).
    static func fragments(_ image: XvfbXterm.Screenshot, reference: XvfbXterm.Screenshot) -> Int {
        guard image.rgb.count == reference.rgb.count else { return blueCount(image) }
        return stride(from: 0, to: image.rgb.count, by: 3).filter { isBlue(image, $0) && !isBlue(reference, $0) }.count
    }

    /// A running emulator with the playground in it, and its terminal's device.
    struct Running {
        var pid: pid_t
        var tty: String
    }

    /// Starts `emulator` at `geometry` with the playground showing `scene` (its own home, so no
    /// session leaves a journal message for another), and waits for the terminal's name.
    static func start(_ emulator: Emulator, binary: String, geometry: String, scene: String, display: String,
                      work: String) throws -> Running? {
        let home = work + "/home-\(geometry)", ttyFile = home + "/tty"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let command = "tty > \(ttyFile); exec env HOME=\(home) XDG_STATE_HOME=\(home) XDG_CONFIG_HOME=\(home) "
            + "\(TmuxPane.binary) --graphics sixel \(scene)"
        guard let pid = XvfbXterm.spawn([binary] + emulator.arguments(geometry, command), environment: [
            "DISPLAY=\(display)", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=\(home)",
        ]) else { return nil }
        // The shell makes the file before `tty` writes the name into it.
        var tty = ""
        let deadline = Date().addingTimeInterval(60)
        while !tty.hasSuffix("\n"), Date() < deadline, waitpid(pid, nil, WNOHANG) == 0 {
            tty = (try? String(contentsOfFile: ttyFile, encoding: .utf8)) ?? ""
            usleep(50_000)
        }
        tty = tty.trimmingCharacters(in: .whitespacesAndNewlines)
        guard tty.hasPrefix("/dev/") else { XvfbXterm.stop(pid); return nil }
        return Running(pid: pid, tty: tty)
    }

    /// A screenshot once the picture shows (plenty of blue) and the screen has held still for
    /// 1.2 s; every screenshot taken on the way is given to `look` first.
    static func settled(display: String, work: String, look: (XvfbXterm.Screenshot) -> Void = { _ in }) throws -> XvfbXterm.Screenshot {
        var previous: [UInt8] = [], same = 0
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            guard let image = XvfbXterm.screenshot(display: display, path: work + "/shot.xwd") else { usleep(100_000); continue }
            look(image)
            same = image.rgb == previous ? same + 1 : 0
            previous = image.rgb
            if same >= 8, blueCount(image) > 5000 { return image }
            usleep(100_000)
        }
        throw XvfbXterm.XvfbXtermFailure.unsettled
    }

    /// Pixels that differ by more than 16 in a channel between two screenshots of one size.
    static func differing(_ a: XvfbXterm.Screenshot, _ b: XvfbXterm.Screenshot) -> Int {
        guard a.rgb.count == b.rgb.count else { return max(a.rgb.count, b.rgb.count) / 3 }
        var count = 0
        for i in stride(from: 0, to: a.rgb.count, by: 3) where (0..<3).contains(where: { abs(Int(a.rgb[i + $0]) - Int(b.rgb[i + $0])) > 16 }) {
            count += 1
        }
        return count
    }

    @Test(.enabled(if: isAvailable || RealTool.inCI, Self.needs), arguments: resizes)
    func afterAResizeNoScreenshotShowsTheOldSixelPicture(_ resize: Resize) throws {
        let emulator = resize.emulator
        guard Self.isAvailable else { return RealTool.didNotStart("\(Self.needs)") }
        guard let binary = XvfbXterm.find(emulator.name) else {
            return RealTool.didNotStart("\(emulator.name) is not installed (`.ci/deps` installs it)")
        }
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // A still scene whose blue is easy to find: a bent checkerboard, at 4×4 samples a pixel
        // so that a frame takes a while to draw (without the erasure the old picture stays
        // that long; with 2×2 it stayed for two screenshots in xterm, a release build draws faster).
        let scene = work + "/bent.mesh"
        try Data("new\ncontent checker 6 #ffffff #3c6ec8\ngrid 2 2\nvertex 4 to 0.62 0.38 0\nsupersample 4\n".utf8)
            .write(to: URL(fileURLWithPath: scene))
        let (server, display) = try XvfbXterm.startServer(slot: 5)
        defer { XvfbXterm.stop(server) }
        let (first, second) = (resize.from, resize.to)

        // The reference: a fresh start at the second size.
        guard let fresh = try Self.start(emulator, binary: binary, geometry: second, scene: scene, display: display, work: work) else {
            return RealTool.didNotStart("\(emulator.name) did not start the playground on the virtual display")
        }
        let reference = try Self.settled(display: display, work: work)
        XvfbXterm.stop(fresh.pid)

        guard let running = try Self.start(emulator, binary: binary, geometry: first, scene: scene, display: display, work: work) else {
            return RealTool.didNotStart("\(emulator.name) did not start the playground on the virtual display")
        }
        defer { XvfbXterm.stop(running.pid) }
        let before = try Self.settled(display: display, work: work)
        #expect(Self.fragments(before, reference: reference) > 5000, "the first window's picture lies elsewhere than the second one's")

        // The resize, written to the terminal as if by a program in it (the playground is idle).
        let fd = open(running.tty, O_WRONLY | O_NOCTTY)
        try #require(fd >= 0, "cannot open \(running.tty)")
        let rows = second.split(separator: "x")[1], columns = second.split(separator: "x")[0]
        _ = Array("\u{1B}[8;\(rows);\(columns)t".utf8).withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        close(fd)
        var pieces: [Int] = []
        let after = try Self.settled(display: display, work: work) { pieces.append(Self.fragments($0, reference: reference)) }
        try #require(after.rgb.count == reference.rgb.count)
        let changed = Self.differing(after, reference)
        // Until the playground has read the resize, the emulator shows its own resized screen,
        // the old picture included (xterm for a few milliseconds): one screenshot may see that.
        // From the next on (100 ms later and more) the playground has answered, and without the
        // erasure the old picture stayed for as long as the frame at the new size took to draw.
        let lasting = zip(pieces, pieces.dropFirst()).map { min($0, $1) }.max() ?? 0
        print("\(emulator.name) sixel resize \(first) → \(second): pixels of the old picture in \(pieces.count) screenshots: "
            + "\(pieces.prefix(12)); settled, \(changed) pixels differ from a fresh start")
        // Tolerance: 50 pixels, for a glyph's antialiased edge near the blue; the old picture left
        // 157,000 in xterm.
        #expect(lasting <= 50, "the old picture stayed on screen: \(pieces.prefix(12)) pixels in successive screenshots")
        // The settled screen is a fresh start's but for the text cursor's cell (8×17 pixels in
        // xterm, larger in mlterm's default font): at most 400 pixels.
        #expect(changed <= 400, "\(changed) pixels differ from a fresh start at \(second)")
    }
}
