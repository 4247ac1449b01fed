import MeshIO
import MeshScript
import TerminalOutput

/// How the picture reaches this terminal: the cell mode, the picture output and what the
/// terminal reported of them. The front owns it and answers the `cells` and `graphics` commands
/// the language parses (``PictureFront``); the session holds none of it, so the command
/// language does not depend on the terminal encoder. `run` and `repl` have one too, with no
/// picture: `cells` is then only asked for, and `graphics` has nothing to switch.
final class TerminalPicture: PictureFront {
    /// How the viewport turns pixels into cells (`cells`).
    var cellMode = CellMode.half
    /// The picture output (`graphics`): set by the playground from `--graphics` and its terminal
    /// probe, switched by the command; nil where no terminal shows the picture (`run`, `repl`).
    var graphics: GraphicsSetting?
    /// What the terminal draws of the cell modes, from the start-up probe, so `cells` says what
    /// is shown and why; nil where no picture is shown (`run`, `repl`).
    var cellSupport: CellSupport?
    /// Asks again what may have changed since start-up before the `graphics` command decides
    /// (the playground asks tmux again, so `tmux set -g allow-passthrough on` takes effect
    /// without a restart); nil keeps the start-up answers.
    var refreshGraphics: (@Sendable (GraphicsSupport) -> GraphicsSupport)?
    /// The panel's width (`panel`); nil where no panel is shown (`run`, `repl`).
    var panel: PanelWidth?

    init(graphics: GraphicsSetting? = nil) {
        self.graphics = graphics
    }

    func setCells(_ mode: CellsKeyword?) {
        cellMode = mode.map(CellMode.init) ?? cellMode.next
    }

    /// The cell mode in words and, where the playground shows something else, what and why:
    /// `octant asked; sextants shown, 2×3 pixels per cell, because …`, or real pixels; and
    /// where a cell draws one value for its pixels (mono, ASCII), that it does; in the
    /// playground, the cells' shape the picture is drawn for (``CellAspect``).
    var cellsDescription: String {
        if let setting = graphics, case .pixels = setting.choice.output {
            return cellMode.summary + "; kept for cell output: the picture is in real pixels now (\(setting.choice.output.name))"
        }
        let aspect = graphics.map { "; " + CellAspect(cellPixels: $0.support.cellPixels).summary(for: cellSupport?.shown(cellMode) ?? cellMode) }
        guard let support = cellSupport else { return cellMode.summary + (aspect ?? "") }
        let shown = support.fallback(cellMode).map { "\(cellMode.name) asked; " + $0 } ?? cellMode.summary
        return shown + (support.merging(cellMode).map { "; " + $0 } ?? "") + (aspect ?? "")
    }

    /// Whether the playground shows the cell mode as asked: cells (not real pixels) in that mode.
    var cellModeShownAsAsked: Bool {
        if let setting = graphics, case .pixels = setting.choice.output { return false }
        return cellSupport?.fallback(cellMode) == nil
    }

    func setGraphics(_ word: GraphicsKeyword) throws(ScriptError) -> String {
        guard var setting = graphics else { throw ScriptError(.noTerminalPicture) }
        let request = GraphicsRequest(word)
        if let refreshGraphics {
            setting.support = refreshGraphics(setting.support)
            graphics = setting
        }
        if let refusal = setting.refusal(request) {
            throw ScriptError(.graphicsRefused(refusal, current: setting.choice.output.name))
        }
        setting.request = request
        graphics = setting
        return "graphics \(request.name): \(setting.inUse)"
    }

    func setPanel(columns: Int) -> String {
        guard panel != nil else { return PanelColumns.noPanel }
        return panel!.set(columns)
    }

    var panelDescription: String {
        panel?.description ?? PanelColumns.noPanel
    }

    var graphicsDescription: String {
        guard let setting = graphics else { return Session.noGraphics }
        let others = setting.switchable.map(\.name)
        return "graphics \(setting.request.name): \(setting.inUse)"
            + (others.isEmpty ? "" : "\n(switch with graphics \(others.joined(separator: "|")))")
    }
}

extension CellMode {
    /// The mode a `cells` word names.
    init(_ word: CellsKeyword) {
        switch word {
        case .half: self = .half
        case .quadrant: self = .quadrant
        case .sextant: self = .sextant
        case .octant: self = .octant
        }
    }
}

extension GraphicsRequest {
    /// The request a `graphics` word names.
    init(_ word: GraphicsKeyword) {
        switch word {
        case .auto: self = .auto
        case .kitty: self = .kitty
        case .iterm: self = .iterm
        case .sixel: self = .sixel
        case .cells: self = .cells
        }
    }
}

extension SessionHost {
    /// The host meshplay's commands run their sessions in: the real one (``SessionHost/real(journalPath:)``)
    /// with a terminal front for `cells` and `graphics`.
    static func terminal(picture: TerminalPicture = TerminalPicture()) -> SessionHost {
        var host = SessionHost.real()
        host.picture = picture
        return host
    }
}
