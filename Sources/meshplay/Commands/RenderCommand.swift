import ArgumentParser
import Foundation
import MeshEngine
import MeshIO
import MeshScript
import TerminalOutput

struct RenderCommand: CheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a preset or scene file headlessly to PNG, PPM, ANSI text, sixel or kitty graphics.",
        discussion: """
            Without --out the picture is printed to the terminal as half-block text.
            Examples:
              meshplay render --preset wavy-label --out wavy.png
              meshplay render --preset subdivided-grid --overlay wire,vertices --size 320x200 --out grid.png
              meshplay render --preset ripple --time 0.5 --out ripple.ans
              meshplay render --preset wavy-label --size 640x400 --out wavy.six   (then `cat wavy.six` in a sixel terminal)
              meshplay render --preset wavy-label --size 640x400 --out wavy.kitty (then `cat wavy.kitty` in kitty)
              meshplay render meshes/jelly.mesh --frames 0..239 --out /tmp/jelly/
              meshplay render --preset ripple --frames 0..44 --out /tmp/ripple/
              meshplay render --preset ripple --frames 0..44 --out ripple.apng   (or ripple.gif: one file to share)
            """)

    @Option(name: .long, help: "The preset to render (`meshplay presets` lists them).")
    var preset: String?

    @Argument(help: "A scene file (a script of commands) to render instead of a preset.")
    var scene: String?

    // Unconditional: `--frames -1..3` is a range to refuse with how to write it, not a missing value.
    @Option(name: .long, parsing: .unconditional, help: "Timeline frames A..B (or one frame N) of an animated preset or scene file, written as numbered PNGs (NAME-0000.png) into the --out directory, or as one animated PNG (--out x.apng) or GIF (--out x.gif); frame N is the playground's frame N.")
    var frames: String?

    // Unconditional: `--size -5x5` is a bad size to name, not a missing value.
    @Option(name: .long, parsing: .unconditional, help: "Output size in pixels, WIDTHxHEIGHT (a terminal cell is 1×2 pixels, 2×4 with --cells quadrant, sextant or octant; printed to a terminal that reports its cell size in pixels, the rows are merged so the pixels stay square on its cells). Default: \(RenderCommand.pictureSize) for pictures (PNG, PPM, sixel, kitty, --frames), \(RenderCommand.textSize) for .ans text, and printed to a terminal, the most of its window in that shape.")
    var size: String?

    @Option(name: .long, help: "Output file: .png, .ppm, .ans (ANSI half-block text), .six (a sixel image) or .kitty (a kitty graphics image; both --size pixels). Default: print to the terminal.")
    var out: String?

    @Option(name: .long, help: "Comma-separated overlays: wire, diagonals, vertices, indices, all, or none. Default: the preset's own.")
    var overlay: String?

    @Option(name: .long, parsing: .unconditional, help: "Samples per pixel along each axis, 1–\(RenderOptions.maxSupersample) (1 = no anti-aliasing).")
    var supersample = 2

    @Option(name: .long, parsing: .unconditional, help: "Animation time in seconds (animated presets loop).")
    var time = 0.0

    @Option(name: .long, help: "Colours for ANSI output: truecolor, 256, 16 or mono. Default: truecolor in an .ans file; printed to a terminal, what it shows (COLORTERM, NO_COLOR, terminfo).")
    var color: String?

    @Flag(name: .long, help: "Ordered (Bayer) dithering: for the 256- and 16-colour ANSI palettes and for sixel's colour registers.")
    var dither = false

    @Option(name: .long, help: "Pixels per cell for ANSI output: half (1×2), quadrant (2×2), sextant (2×3, from 2×4 pixels) or octant (2×4; printed to a terminal that drops octants, sextants).")
    var cells = "half"

    /// The cell mode for ANSI output.
    var cellMode: CellMode { CellMode(name: cells) ?? .half }

    func check() throws {
        if let size { _ = try RenderCommand.parseSize(size) }
        guard CellMode(name: cells) != nil else { throw ValidationError(PlayCommand.unknownCells(cells)) }
        _ = try RenderCommand.parseOverlays(overlay ?? "none")
        try validatePicture()
        switch (scene, preset) {
        case (nil, nil): throw ValidationError("give a scene file or --preset NAME")
        case (.some, .some): throw ValidationError("give a scene file or --preset, not both")
        case let (nil, name?):
            guard Presets.named(name) != nil else { throw ValidationError(RenderCommand.unknownPresetMessage(name)) }
        case (.some, nil): break
        }
        try validateFrames()
    }

    /// The picture's options, whatever it is drawn from: samples (the renderer's one limit), the
    /// time, the colours and what the output has a use for.
    func validatePicture() throws {
        do { try SessionState.checkSupersample(supersample, named: "--supersample") } catch {
            throw ValidationError(error.message)
        }
        // Time starts at 0 on every timeline (an animated preset's loop included), as `time` in the REPL.
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time must be a finite number of seconds, 0 or more, got \(time.shortDescription)")
        }
        if let color, ColorMode(name: color) == nil {
            throw ValidationError("unknown --color '\(color)'; use truecolor, 256, 16 or mono")
        }
        try validateOutputOptions()
    }

    func run() throws {
        if let frames {
            print(try renderFrames(try RenderCommand.parseFrames(frames), of: try source()))
            return
        }
        if let scene { return try renderSceneFile(scene) }
        guard let name = self.preset, let preset = Presets.named(name) else {
            throw ValidationError(RenderCommand.unknownPresetMessage(self.preset ?? ""))
        }
        let (width, height) = try outputSize(window: WindowSize.ofStandardOutput())
        let overlays = try overlay.map(RenderCommand.parseOverlays) ?? preset.overlays
        let renderer = RenderCommand.makeRenderer()
        let stats = renderer.render(preset.scene(at: time),
                                    options: RenderOptions(width: width, height: height, supersample: supersample, overlays: overlays))
        for note in stats.notes { RenderCommand.printError("note: \(note)") }
        try write(renderer.image, to: out, frame: nil)
    }

    /// Writes `image` where `--out` says (the terminal without it) and says what was written,
    /// and at which timeline frame when the picture is a scene file's.
    func write(_ image: Image, to out: String?, frame: Int?) throws {
        let at = frame.map { " at frame \($0)" } ?? ""
        switch try RenderCommand.outputKind(out) {
        case .terminal:
            // The picture's square pixels onto this terminal's cells, whatever their shape.
            let aspect = CellAspect(cellPixels: WindowSize.ofStandardOutput()?.cellPixels)
            var shown = image
            if !aspect.isSquare {
                RowResampler(sourceHeight: image.height, height: aspect.shownHeight(rendered: image.height)).resample(image, into: &shown)
            }
            let cells = RenderCommand.terminalCells(cellMode)
            print(AnsiText.render(shown, mode: textColorMode(terminal: true), dither: dither, cells: cells), terminator: "")
        case .ansi(let path):
            let text = AnsiText.render(image, mode: textColorMode(terminal: false), dither: dither, cells: cellMode)
            do { try writeFileAtomically(path: path, data: Data(text.utf8)) } catch { throw RenderFailure(message: "\(error)") }
            let perCell = cellMode.pixelsPerCell
            let columns = (image.width + perCell.columns - 1) / perCell.columns, rows = (image.height + perCell.rows - 1) / perCell.rows
            print("wrote \(path) (\(image.width)×\(image.height) pixels as \(columns)×\(rows) \(cellMode.name) cells)\(at)")
        case .image(let path):
            do { try ImageFile.write(image, path: path) } catch { throw RenderFailure(message: "\(error)") }
            print("wrote \(path) (\(image.width)×\(image.height))\(at)")
        case .sixel(let path):
            print(try writeSixel(image, path: path) + at)
        case .kitty(let path):
            print(try writeKitty(image, path: path) + at)
        }
    }

    /// The cells printed to this terminal for `mode`: octants only where the terminal draws
    /// them, asked as the playground asks at start-up (``TerminalProbe``), else sextants (drawn
    /// from the same 2×4 pixels) with a note saying why; a terminal that drops octants would
    /// pull the rest of each row left over them. With no terminal on standard input to answer,
    /// the mode stays as asked.
    static func terminalCells(_ mode: CellMode) -> CellMode {
        guard mode == .octant, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return mode }
        let support = CellSupport(octantRefusal: TerminalProbe.askCells().octantRefusal)
        if let why = support.fallback(mode) { printError("note: \(why)") }
        return support.shown(mode)
    }

    /// ANSI text's colours: `--color`; without it, what the terminal shows (``TerminalColors``)
    /// when printing to one, and truecolor in a file.
    func textColorMode(terminal: Bool) -> ColorMode {
        if let color, let mode = ColorMode(name: color) { return mode }
        return terminal ? TerminalColors.standardOutput() : .truecolor
    }

    /// Writes `image` as one sixel image (`cat` shows it in a terminal that draws sixel) and
    /// says what was written.
    func writeSixel(_ image: Image, path: String) throws -> String {
        var encoder = SixelEncoder(dither: dither)
        var bytes: [UInt8] = []
        let stats = encoder.encode(image, into: &bytes)
        // A final newline, as `.kitty` and `.ans` end: after `cat`, the prompt starts below the image.
        bytes.append(0x0A)
        do { try writeFileAtomically(path: path, data: Data(bytes)) } catch { throw RenderFailure(message: "\(error)") }
        return "wrote \(path) (\(stats.width)×\(stats.height) pixels as sixel, \(stats.registers) colours, \(bytes.count) bytes)"
    }
}

extension RenderCommand {
    /// Writes `image` as one kitty graphics image (`cat` shows it in kitty, one screen pixel per
    /// pixel) and says what was written.
    func writeKitty(_ image: Image, path: String) throws -> String {
        var bytes: [UInt8] = []
        KittyEncoder.still(image, into: &bytes)
        do { try writeFileAtomically(path: path, data: Data(bytes)) } catch { throw RenderFailure(message: "\(error)") }
        return "wrote \(path) (\(image.width)×\(image.height) pixels as kitty graphics, zlib, \(bytes.count) bytes)"
    }
}

/// A failure after the arguments were accepted (the output could not be written); printed
/// as `Error: …` without the usage text, exit status 1.
struct RenderFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension RenderCommand {
    enum OutputKind: Equatable {
        case terminal
        case ansi(String)
        case image(String)
        case sixel(String)
        case kitty(String)
    }

    static let largestSide = 4096

    /// The default size of a picture (PNG, PPM, sixel, kitty, `--frames`), also `run --render`'s:
    /// large enough to share, in the 16:10 of the text size.
    static let pictureSize = "\(Session.pictureSize.width)x\(Session.pictureSize.height)"
    /// The default size of text output: 160 columns of half-block cells, 50 rows.
    static let textSize = "160x100"

    /// `--size`, or the default for what is written: text is read in a terminal, so it is kept
    /// to a terminal's width (printed to one, to that terminal's window); pictures get four
    /// times its sides.
    func outputSize(window: WindowSize? = nil) throws -> (Int, Int) {
        if let size { return try RenderCommand.parseSize(size) }
        if frames != nil { return try RenderCommand.parseSize(RenderCommand.pictureSize) }
        switch try RenderCommand.outputKind(out) {
        case .terminal:
            let text = try RenderCommand.parseSize(RenderCommand.textSize)
            guard let window else { return text }
            return RenderCommand.fitted(text, columns: window.columns, rows: window.rows, cells: cellMode,
                                        aspect: CellAspect(cellPixels: window.cellPixels))
        case .ansi: return try RenderCommand.parseSize(RenderCommand.textSize)
        case .image, .sixel, .kitty: return try RenderCommand.parseSize(RenderCommand.pictureSize)
        }
    }

    /// The largest size of `shape`'s proportions whose cells fit `columns` × `rows` of a
    /// terminal, one row kept for the prompt that follows: printed text that wraps or scrolls
    /// out of sight is no picture. In square pixels, for cells of `aspect`'s shape.
    static func fitted(_ shape: (Int, Int), columns: Int, rows: Int, cells: CellMode, aspect: CellAspect = CellAspect()) -> (Int, Int) {
        let perCell = cells.pixelsPerCell
        let room = (columns * perCell.columns, aspect.renderedHeight(shown: Swift.max(rows - 1, 1) * perCell.rows))
        let width = Swift.min(room.0, room.1 * shape.0 / shape.1, largestSide)
        let height = width * shape.1 / shape.0
        return (Swift.max(width, 1), Swift.max(height, 1))
    }

    /// `WIDTHxHEIGHT` (also `×` or `X`), each side 1…4096.
    static func parseSize(_ text: String) throws -> (Int, Int) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("--size must look like 160x100 (WIDTHxHEIGHT in pixels), got '\(text)'")
        }
        guard (1...largestSide).contains(width), (1...largestSide).contains(height) else {
            throw ValidationError("--size \(text): each side must be between 1 and \(largestSide) pixels")
        }
        return (width, height)
    }

    /// Overlay names from ``Overlays/names``, comma-separated, plus `all` and `none`.
    static func parseOverlays(_ text: String) throws -> Overlays {
        var result: Overlays = []
        for raw in text.split(separator: ",") {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if name == "none" || name.isEmpty { continue }
            if name == "all" { result.formUnion(.all); continue }
            if name == "wireframe" { result.insert(.wireframe); continue }
            guard let match = Overlays.names.first(where: { $0.0 == name }) else {
                let known = Overlays.names.map(\.0) + ["all", "none"]
                let hint = NameSuggestion.closest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
                throw ValidationError("unknown overlay '\(name)'.\(hint) Overlays: \(known.joined(separator: ", "))")
            }
            result.insert(match.1)
        }
        return result
    }

    static func outputKind(_ out: String?) throws -> OutputKind {
        guard let out else { return .terminal }
        switch URL(fileURLWithPath: out).pathExtension.lowercased() {
        case "ans": return .ansi(out)
        case "png", "ppm", "pnm": return .image(out)
        case "six", "sixel": return .sixel(out)
        case "kitty": return .kitty(out)
        case "apng", "gif": throw ValidationError("--out \(out): that file holds an animation; add --frames A..B (e.g. --frames 0..44)")
        default: throw ValidationError("--out \(out): use a .png, .ppm, .ans, .six or .kitty file name (.apng or .gif with --frames)")
        }
    }

    static func unknownPresetMessage(_ name: String) -> String {
        let hint = Presets.suggestion(for: name).map { " Did you mean '\($0)'?" } ?? ""
        return "unknown preset '\(name)'.\(hint) Run `meshplay presets` to see them all."
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.visibleLines(line) + "\n").utf8))
    }
}
