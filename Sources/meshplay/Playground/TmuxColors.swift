import Foundation
import TerminalOutput

/// Colour inside tmux: tmux answers none of the start-up colour questions for the terminal
/// outside it, and passes 24-bit colour on only where it knows that terminal has it, so tmux is
/// asked instead (`#{client_termfeatures}` lists `RGB`: tmux 3.3a finds it by itself for xterm,
/// not for urxvt or st). Where it lacks it, the playground says once how to turn it on, in the
/// words of ``recipe``, which `help play` and the README give too.
enum TmuxColors {
    /// The tmux setting that tells tmux the terminal outside it shows 24-bit colour.
    static let recipe = "set -as terminal-features ',*:RGB'"

    /// The recipe as a sentence: where it goes and when it takes effect.
    static let advice = "for truecolor inside tmux, put `\(recipe)` in ~/.tmux.conf, then detach and attach again"

    /// Whether tmux passes 24-bit colour to its client (`RGB` among its features); nil outside
    /// tmux or when tmux cannot be asked.
    static func clientHasRGB(environment: [String: String]) -> Bool? {
        guard GraphicsProbe.tmuxSocket(environment) != nil,
              let line = GraphicsProbe.runTmux(["display-message", "-p", "#{client_termfeatures}"]) else { return nil }
        return line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").contains("RGB")
    }

    /// What to say once at start inside tmux when the picture has fewer colours than truecolor
    /// and none were asked for; nil elsewhere.
    static func note(mode: ColorMode, requested: ColorMode?, insideTmux: Bool) -> String? {
        guard insideTmux, requested == nil, mode == .palette256 || mode == .palette16 else { return nil }
        return "tmux passes \(mode.name) colours here; " + advice
    }
}
