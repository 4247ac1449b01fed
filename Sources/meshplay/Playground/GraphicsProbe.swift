import Foundation
import TerminalOutput

/// What the playground learns about pixel graphics before curses starts, besides the replies to
/// the probe's queries: tmux's settings (inside tmux the outer terminal's replies do not come
/// back, so tmux is asked instead) and the window size ioctl's pixel fields.
enum GraphicsProbe {
    /// Whether to ask the terminal itself the kitty and cell-size questions: not inside tmux
    /// (tmux answers for the pane), not on the Linux console (which would print an APC's text),
    /// and not when `--graphics cells` asked for none.
    static func asksTerminal(request: GraphicsRequest, environment: [String: String]) -> Bool {
        request != .cells && tmuxSocket(environment) == nil && environment["TERM"] != "linux"
    }

    /// The results: kitty's answers and the cell size from `replies`, else the ioctl's; tmux's
    /// own report when inside it.
    static func support(replies: TerminalReplies, environment: [String: String]) -> GraphicsSupport {
        var support = GraphicsSupport(kitty: replies.kittyGraphics, kittySharedMemory: replies.kittySharedMemory,
                                      sixel: replies.deviceAttributes.contains(4), cellPixels: replies.cellPixels)
        if tmuxSocket(environment) != nil, let report = tmuxReport(environment) {
            support.tmux = report.tmux
            support.cellPixels = report.cellPixels ?? support.cellPixels
        }
        if support.cellPixels == nil { support.cellPixels = windowCellPixels() }
        return support
    }

    /// `$TMUX` (socket,pid,session) when running inside tmux.
    static func tmuxSocket(_ environment: [String: String]) -> String? {
        environment["TMUX"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// One cell's size from `TIOCGWINSZ`'s pixel fields, when the terminal fills them in.
    static func windowCellPixels() -> PixelSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel > 0, size.ws_ypixel > 0 else { return nil }
        return PixelSize(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// The format tmux fills in for ``tmuxReport(_:)``: the pane's effective `allow-passthrough`,
    /// the client's terminal, its cell size and the pane's position on it.
    static let tmuxFormat = "#{allow-passthrough}|#{client_termname}|#{client_cell_width}|#{client_cell_height}|#{pane_top}|#{pane_left}"

    /// Asks tmux (`display-message -p` for this pane); nil when tmux cannot be run.
    static func tmuxReport(_ environment: [String: String]) -> (tmux: TmuxGraphics, cellPixels: PixelSize?)? {
        var arguments = ["display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        guard let line = runTmux(arguments + [tmuxFormat]) else { return nil }
        return parseTmuxReport(line)
    }

    /// Reads ``tmuxFormat``'s output; unknown or empty fields read as off, unknown and zero.
    static func parseTmuxReport(_ line: String) -> (tmux: TmuxGraphics, cellPixels: PixelSize?) {
        let fields = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|", omittingEmptySubsequences: false)
            .map(String.init)
        func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }
        let passthrough = ["on", "all", "1"].contains(field(0))
        let width = Int(field(2)) ?? 0, height = Int(field(3)) ?? 0
        let tmux = TmuxGraphics(passthrough: passthrough, clientTerminal: field(1),
                                paneRow: Int(field(4)) ?? 0, paneColumn: Int(field(5)) ?? 0)
        return (tmux, width > 0 && height > 0 ? PixelSize(width: width, height: height) : nil)
    }

    /// Runs `tmux` with `arguments` and returns its standard output; nil when it fails.
    static func runTmux(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
