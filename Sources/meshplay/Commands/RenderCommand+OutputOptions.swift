import ArgumentParser
import TerminalOutput

extension RenderCommand {
    /// Options that shape only some outputs are refused where they would do nothing, rather than
    /// dropped in silence: `--cells` and `--color` make ANSI text (an `.ans` file or the
    /// terminal), `--dither` that text's small palettes and sixel's colour registers. A PNG,
    /// PPM or kitty image keeps every pixel and colour.
    func validateOutputOptions() throws {
        let kind = frames != nil ? OutputKind.image(out ?? "") : try RenderCommand.outputKind(out)
        let (text, paletted): (Bool, Bool) = switch kind {
        case .terminal, .ansi: (true, true)
        case .sixel: (false, true)
        case .image, .kitty: (false, false)
        }
        // The output and its verbs: one file, or the PNGs of --frames.
        let (output, isPixels, keeps) = frames != nil ? ("the PNGs --frames writes", "are pixels", "keep")
            : ("--out \(out ?? "")", "is pixels", "keeps")
        if !text, cellMode != .half {
            throw ValidationError("--cells \(cells) shapes ANSI text (.ans, or the terminal without --out), and \(output) \(isPixels): leave it out")
        }
        if !text, let color, ColorMode(name: color) != .truecolor {
            throw ValidationError("--color \(color) chooses ANSI text's colours (.ans, or the terminal without --out), and \(output) "
                + "\(keeps) every colour: leave it out")
        }
        if !paletted, dither {
            throw ValidationError("--dither applies to ANSI text's 256- and 16-colour palettes and to sixel, and \(output) \(keeps) every colour: "
                + "leave it out")
        }
    }
}
