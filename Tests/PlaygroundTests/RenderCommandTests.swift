import ArgumentParser
import MeshEngine
import MeshScript
import TerminalOutput
import Testing
@testable import meshplay

/// `meshplay render` and `meshplay presets` argument handling: the messages users see.
struct RenderCommandTests {
    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func sizesParseWithAnyTimesSign() throws {
        #expect(try RenderCommand.parseSize("160x100") == (160, 100))
        #expect(try RenderCommand.parseSize("8X6") == (8, 6))
        #expect(try RenderCommand.parseSize("1×1") == (1, 1))
    }

    @Test(arguments: [("10", "--size must look like 160x100 (WIDTHxHEIGHT in pixels), got '10'"),
                      ("0x5", "--size 0x5: each side must be between 1 and 4096 pixels"),
                      ("5000x5", "--size 5000x5: each side must be between 1 and 4096 pixels"),
                      ("axb", "--size must look like 160x100 (WIDTHxHEIGHT in pixels), got 'axb'")])
    func badSizesAreRejectedWithTheReason(text: String, expected: String) {
        #expect(Self.message { _ = try RenderCommand.parseSize(text) } == expected)
    }

    /// A picture is made to be looked at or shared, text to fit a terminal; `--size` wins over both.
    @Test(arguments: [(["--out", "a.png"], 640, 400), (["--out", "a.ppm"], 640, 400), (["--out", "a.six"], 640, 400),
                      (["--out", "a.kitty"], 640, 400), (["--frames", "0..2", "--out", "dir/"], 640, 400),
                      (["--out", "a.ans"], 160, 100), ([], 160, 100),
                      (["--out", "a.png", "--size", "32x16"], 32, 16), (["--size", "32x16"], 32, 16)])
    func defaultSizeFollowsWhatIsWritten(arguments: [String], width: Int, height: Int) throws {
        let command = try RenderCommand.parse(["--preset", "ripple"] + arguments)
        #expect(try command.outputSize() == (width, height))
    }

    /// Printed to a terminal, the picture takes the most of the window in the text size's shape,
    /// with a row left for the prompt, so nothing wraps; a window's size never overrides `--size`.
    @Test(arguments: [(80, 24, CellMode.half, 73, 45), (200, 60, .half, 188, 117), (80, 24, .octant, 147, 91),
                      (1, 1, .half, 1, 1), (4000, 4000, .octant, 4096, 2560)])
    func printedTextFitsTheTerminalWindow(columns: Int, rows: Int, cells: CellMode, width: Int, height: Int) throws {
        #expect(RenderCommand.fitted((160, 100), columns: columns, rows: rows, cells: cells) == (width, height))
        let window = WindowSize(columns: columns, rows: rows, pixels: nil)
        let cellsName = cells == .half ? "half" : "octant"
        #expect(try RenderCommand.parse(["--preset", "ripple", "--cells", cellsName]).outputSize(window: window) == (width, height))
        #expect(try RenderCommand.parse(["--preset", "ripple", "--size", "32x16"]).outputSize(window: window) == (32, 16))
        #expect(try RenderCommand.parse(["--preset", "ripple", "--out", "a.ans"]).outputSize(window: window) == (160, 100))
    }

    /// On a window whose cells are 10×22 pixels the picture is fitted in square pixels for that
    /// shape (80×50, shown as 80 columns of 45 half-block rows), so it still fits and a square
    /// prints square; an `.ans` file keeps 1:2.
    @Test func printedTextFitsCellsOfTheWindowsShape() throws {
        let window = WindowSize(columns: 80, rows: 24, pixels: PixelSize(width: 800, height: 528))
        #expect(try RenderCommand.parse(["--preset", "ripple"]).outputSize(window: window) == (80, 50))
        #expect(CellAspect(cellPixels: window.cellPixels).shownHeight(rendered: 50) == 45)
        #expect(try RenderCommand.parse(["--preset", "ripple", "--out", "a.ans"]).outputSize(window: window) == (160, 100))
    }

    /// Text printed to a terminal takes the colours that terminal shows, judged as the playground
    /// judges them; in a file it is truecolor, and `--color` always wins.
    @Test(arguments: [(["TERM": "xterm-256color"], ColorMode.palette256), (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .truecolor),
                      (["TERM": "xterm-direct"], .truecolor), (["TERM": "xterm"], .palette16), (["TERM": "vt100"], .mono),
                      (["TERM": "xterm-256color", "NO_COLOR": "1"], .mono), (["TERM": "no-such-terminal"], .mono), ([:], .mono)])
    func printedTextTakesTheTerminalsColours(environment: [String: String], mode: ColorMode) throws {
        #expect(TerminalColors.standardOutput(environment: environment) == mode)
        #expect(try RenderCommand.parse(["--preset", "ripple", "--out", "a.ans"]).textColorMode(terminal: false) == .truecolor)
        #expect(try RenderCommand.parse(["--preset", "ripple", "--color", "16"]).textColorMode(terminal: true) == .palette16)
    }

    @Test func runRendersPicturesAtThePictureSize() throws {
        #expect(try RunCommand.parse(["s.mesh", "--render", "s.png"]).size == RenderCommand.pictureSize)
    }

    @Test func overlaysParseByNameAllAndNone() throws {
        #expect(try RenderCommand.parseOverlays("wire, vertices") == [.wireframe, .vertices])
        #expect(try RenderCommand.parseOverlays("all") == .all)
        #expect(try RenderCommand.parseOverlays("none") == [])
    }

    @Test func unknownOverlaySuggestsTheClosestName() {
        #expect(Self.message { _ = try RenderCommand.parseOverlays("wire,diagonal") }
            == "unknown overlay 'diagonal'. Did you mean 'diagonals'? Overlays: wire, diagonals, vertices, indices, all, none")
    }

    @Test func unknownPresetSuggestsAndPointsAtTheList() {
        #expect(RenderCommand.unknownPresetMessage("cube-lite")
            == "unknown preset 'cube-lite'. Did you mean 'cube-lit'? Run `meshplay presets` to see them all.")
        #expect(RenderCommand.unknownPresetMessage("teapot") == "unknown preset 'teapot'. Run `meshplay presets` to see them all.")
    }

    @Test func outputKindFollowsTheExtension() throws {
        #expect(try RenderCommand.outputKind(nil) == .terminal)
        #expect(try RenderCommand.outputKind("a.ANS") == .ansi("a.ANS"))
        #expect(try RenderCommand.outputKind("b.ppm") == .image("b.ppm"))
        #expect(try RenderCommand.outputKind("d.six") == .sixel("d.six"))
        #expect(try RenderCommand.outputKind("e.SIXEL") == .sixel("e.SIXEL"))
        #expect(Self.message { _ = try RenderCommand.outputKind("c.jpg") } == "--out c.jpg: use a .png, .ppm, .ans, .six or .kitty file name (.apng or .gif with --frames)")
        #expect(Self.message { _ = try RenderCommand.outputKind("c.gif") } == "--out c.gif: that file holds an animation; add --frames A..B (e.g. --frames 0..44)")
    }

    @Test func commandLineValidationRejectsBadArguments() {
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--preset", "nope"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--preset", "cube", "--supersample", "0"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--preset", "cube", "--time", "nan"]) }
        #expect(throws: Never.self) { try RenderCommand.parse(["--preset", "cube", "--size", "32x20", "--overlay", "wire"]) }
    }

    @Test(arguments: [
        (["--preset", "cube", "--supersample", "5"], "--supersample 5 is out of range: 1…4 samples per axis"),
        (["--preset", "cube", "--time", "-1"], "--time must be a finite number of seconds, 0 or more, got -1"),
        (["--preset", "cube", "--time", "nan"], "--time must be a finite number of seconds, 0 or more, got nan"),
        (["s.mesh", "--supersample", "8"], "--supersample 8 is out of range: 1…4 samples per axis"),
        (["s.mesh", "--time", "-0.5"], "--time must be a finite number of seconds, 0 or more, got -0.5"),
    ])
    func presetsAndSceneFilesShareTheSampleAndTimeLimits(arguments: [String], message: String) {
        do {
            _ = try RenderCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(RenderCommand.message(for: error) == message)
        }
    }

    @Test func theSampleLimitIsTheRenderersAndTheREPLs() {
        #expect(RenderOptions.maxSupersample == 4 && SessionState.maxSupersample == RenderOptions.maxSupersample)
        #expect(throws: Never.self) { try RenderCommand.parse(["--preset", "cube", "--supersample", "4", "--time", "0"]) }
    }

    /// One sentence refuses too many samples wherever they are asked for, each naming the
    /// setting as it was typed.
    @Test func theREPLAndTheCommandLineRefuseTooManySamplesInOneSentence() {
        var session = Session()
        #expect(session.execute("supersample 5").text == "error: supersample 5 is out of range: 1…4 samples per axis")
        var state = SessionState()
        state.view.supersample = 5
        #expect(throws: ScriptError(.outOfRange("supersample 5", allowed: "1…4 samples per axis"))) { try state.validate() }
        do {
            _ = try RenderCommand.parse(["--preset", "cube", "--supersample", "5"])
            Issue.record("--supersample 5 was accepted")
        } catch {
            #expect(RenderCommand.message(for: error) == "--supersample 5 is out of range: 1…4 samples per axis")
        }
    }

    /// Options an output has no use for are refused by name, not dropped in silence.
    @Test(arguments: [
        (["--cells", "octant", "--out", "x.png"],
         "--cells octant shapes ANSI text (.ans, or the terminal without --out), and --out x.png is pixels: leave it out"),
        (["--color", "mono", "--out", "x.kitty"],
         "--color mono chooses ANSI text's colours (.ans, or the terminal without --out), and --out x.kitty keeps every colour: leave it out"),
        (["--dither", "--out", "x.ppm"],
         "--dither applies to ANSI text's 256- and 16-colour palettes and to sixel, and --out x.ppm keeps every colour: leave it out"),
        (["--cells", "quadrant", "--out", "x.six"],
         "--cells quadrant shapes ANSI text (.ans, or the terminal without --out), and --out x.six is pixels: leave it out"),
        (["--cells", "octant", "--frames", "0..2", "--out", "dir/"],
         "--cells octant shapes ANSI text (.ans, or the terminal without --out), and the PNGs --frames writes are pixels: leave it out"),
        (["--dither", "--frames", "0..2", "--out", "dir/"],
         "--dither applies to ANSI text's 256- and 16-colour palettes and to sixel, and the PNGs --frames writes keep every colour: "
            + "leave it out"),
    ])
    func optionsAnImageCannotUseAreRefused(_ arguments: [String], _ message: String) {
        do {
            _ = try RenderCommand.parse(["--preset", "cube"] + arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(RenderCommand.message(for: error) == message)
        }
    }

    @Test func optionsTheOutputUsesAreAccepted() {
        #expect(throws: Never.self) { try RenderCommand.parse(["--preset", "cube", "--cells", "octant", "--color", "mono", "--out", "x.ans"]) }
        #expect(throws: Never.self) { try RenderCommand.parse(["--preset", "cube", "--dither", "--out", "x.six"]) }
        #expect(throws: Never.self) { try RenderCommand.parse(["--preset", "cube", "--cells", "half", "--out", "x.png"]) }
    }

    @Test func aNegativeSizeIsNamedNotMistakenForAMissingValue() {
        do {
            _ = try RenderCommand.parse(["--preset", "cube", "--size", "-5x5"])
            Issue.record("--size -5x5 was accepted")
        } catch {
            #expect(RenderCommand.message(for: error) == "--size -5x5: each side must be between 1 and 4096 pixels")
        }
        do {
            _ = try RenderCommand.parse(["--preset", "cube", "--supersample", "-2"])
            Issue.record("--supersample -2 was accepted")
        } catch {
            #expect(!RenderCommand.message(for: error).contains("Missing value"))
        }
    }

    /// A negative count is the option's value, refused by its own check, not read as an option.
    @Test func negativeThreadsAndRunsAreRefusedByTheirOwnChecks() {
        func message(_ body: () throws -> Void) -> String? {
            do {
                try body()
                return nil
            } catch {
                return PlayCommand.message(for: error)
            }
        }
        #expect(message { _ = try PlayCommand.parse(["--threads", "-1"]) } == "--threads must be 1 to 64, got -1")
        #expect(message { _ = try BenchCommand.parse(["--threads", "-2"]) } == "--threads must be 1 to 64, got -2")
        #expect(message { _ = try BenchCommand.parse(["--runs", "-1"]) } == "--runs must be at least 1")
    }

    @Test func presetListingHasOneLinePerPresetWithFigureAndAnimation() {
        let lines = PresetsCommand.listing(Presets.all, verbose: false).split(separator: "\n")
        #expect(lines.count == Presets.all.count)
        let ripple = lines.first { $0.hasPrefix("ripple ") }
        #expect(ripple?.contains("(animated, 1.5 s)") == true)
        #expect(ripple?.hasSuffix("rippleMeshTransform (defined, unused)") == true)
    }
}
