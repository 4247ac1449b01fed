import Foundation
import Testing

/// xterm on a virtual X server (Xvfb) for the real-emulator tests: starts both, runs a shell
/// command in the terminal, waits for it to say it is done, and takes a screenshot once the
/// screen has settled (`xwd`, read here without ImageMagick). Both programs are stopped before
/// ``run(_:xtermArguments:geometry:)`` returns.
enum XvfbXterm {
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
        let argv = arguments.map { strdup($0) } + [nil]
        // A variable given here replaces the inherited one (getenv would find the first).
        let given = Set(environment.map { $0.prefix { $0 != "=" } })
        let env = ProcessInfo.processInfo.environment.filter { !given.contains(Substring($0.key)) }.map { "\($0.key)=\($0.value)" } + environment
        let envp = env.map { strdup($0) } + [nil]
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
    static func screenshot(display: String, path: String) -> Screenshot? {
        guard TmuxPane.run([find("xwd")!, "-display", display, "-root", "-silent", "-out", path]).status == 0 else { return nil }
        return readXWD(path)
    }

    /// An RGB screenshot.
    typealias Screenshot = (width: Int, height: Int, rgb: [UInt8])

    /// Starts Xvfb (1024×768, 24 bits) on a display number nobody uses, from the process
    /// id and `slot` (suites that run at the same time take different slots: 0 xterm, 1 kitty,
    /// 2 the emulator matrix, 3 kitty behind tmux, 4 xterm's edges), and waits for its
    /// socket; returns its pid (for ``stop(_:)``) and the display name.
    static func startServer(slot: Int = 0) throws -> (pid: pid_t, display: String) {
        let number = 100 + Int(getpid() % 400) + 400 * slot
        let display = ":\(number)"
        let server = try #require(spawn([find("Xvfb")!, display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]))
        let socket = "/tmp/.X11-unix/X\(number)"
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: socket) else {
            stop(server)
            throw XvfbXtermFailure.noServer(display)
        }
        return (server, display)
    }

    /// Screenshots of `display` until two in a row agree (the terminal has drawn everything) and
    /// `shows` accepts them, for at most `seconds`.
    static func settledScreenshot(display: String, work: String, seconds: Double = 60,
                                  shows: (Screenshot) -> Bool = { _ in true }) throws -> Screenshot {
        let shot = work + "/shot.xwd"
        var previous: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let image = screenshot(display: display, path: shot) else { usleep(100_000); continue }
            if image.rgb == previous && shows(image) { return image }
            previous = image.rgb
            usleep(100_000)
        }
        throw XvfbXtermFailure.unsettled
    }

    /// Runs `command` (a `/bin/sh -c` line) in a `geometry`-cell xterm with `xtermArguments`
    /// added, in a scratch directory `work`; returns the settled screenshot of the whole screen
    /// once `shows` accepts it. `finishes`: the command ends (else it is still running, like the
    /// playground, and only the screenshots say when it has drawn).
    /// No window manager: the window sits at the top-left corner, with no border and no scroll bar.
    static func run(_ command: String, work: String, xtermArguments: [String], geometry: String = "64x24",
                    finishes: Bool = true, shows: (Screenshot) -> Bool = { _ in true }) throws -> Screenshot {
        let (server, display) = try startServer()
        defer { stop(server) }
        let deadline = Date().addingTimeInterval(30)

        let done = work + "/done"
        let terminal = try #require(spawn([
            find("xterm")!, "-display", display, "-geometry", geometry + "+0+0", "-fa", "DejaVu Sans Mono", "-fs", "10",
            "-bw", "0", "-b", "0", "+sb",
        ] + xtermArguments + ["-e", "/bin/sh", "-c", finishes ? command + "; touch \(done); sleep 60" : "touch \(done); exec " + command],
            environment: ["LANG=C.UTF-8", "LC_ALL=C.UTF-8"]))
        defer { stop(terminal) }
        while !FileManager.default.fileExists(atPath: done), Date() < deadline.addingTimeInterval(30) { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: done), "xterm did not run: \(command)")

        return try settledScreenshot(display: display, work: work, shows: shows)
    }

    enum XvfbXtermFailure: Error { case unsettled, noServer(String) }

    /// A fresh scratch directory for one test.
    static func scratch() throws -> String {
        let work = NSTemporaryDirectory() + "meshplay-xterm-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        return work
    }
}
