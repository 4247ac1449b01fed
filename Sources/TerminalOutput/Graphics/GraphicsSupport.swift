/// What the terminal (and tmux, when meshplay runs inside it) reported about pixel graphics at
/// start-up: the detection results ``choose(_:available:)`` decides from. A value, so tests and
/// the bench build one by hand.
public struct GraphicsSupport: Hashable, Sendable {
    /// The terminal answered the kitty graphics query (`a=q` with direct data) with `OK`.
    public var kitty = false
    /// It also read a POSIX shared-memory object (`a=q,t=s` answered `OK`): it runs on this
    /// machine, so frames can skip base64 and compression.
    public var kittySharedMemory = false
    /// The Primary Device Attributes listed attribute 4 (sixel graphics).
    public var sixel = false
    /// The terminal draws iTerm2's inline images (``TerminalImageSupport/drawsITermImages(termProgram:terminalVersion:)``).
    public var iterm = false
    /// One cell's size in pixels (`CSI 16 t`'s reply, else the window size ioctl's pixel fields).
    public var cellPixels: PixelSize?
    /// The sixel colour registers the terminal reported (XTSMGRAPHICS), nil when it did not say.
    public var sixelRegisters: Int?
    /// The largest sixel image the terminal shows (XTSMGRAPHICS), nil when it did not say.
    public var sixelMaxGeometry: PixelSize?
    /// Set when running inside tmux: what it allows and where the pane is.
    public var tmux: TmuxGraphics?

    public init(kitty: Bool = false, kittySharedMemory: Bool = false, sixel: Bool = false,
                cellPixels: PixelSize? = nil, tmux: TmuxGraphics? = nil) {
        self.kitty = kitty
        self.kittySharedMemory = kittySharedMemory
        self.sixel = sixel
        self.cellPixels = cellPixels
        self.tmux = tmux
    }

    /// kitty pictures go into tmux's pane as Unicode placeholder cells rather than over it.
    public var kittyPlaceholders: Bool { tmux?.clientDrawsKittyPlaceholders ?? false }

    /// Whether the terminal that would draw the pixels shows kitty graphics: it answered the
    /// query, or (inside tmux, which may not hand the outer terminal's replies back) tmux's
    /// client is a kitty terminal.
    public var showsKitty: Bool {
        kitty || (tmux?.clientIsKitty ?? false)
    }

    /// The output for `request`, with the reason when it falls back to cells (nil when the
    /// request was met, or `auto` found nothing to use). `available`: the pixel protocols this
    /// build can encode.
    public func choose(_ request: GraphicsRequest, available: Set<PixelProtocol>) -> GraphicsChoice {
        switch request {
        case .cells:
            return GraphicsChoice(output: .cells)
        case .kitty, .sixel, .iterm:
            let kind = request.pixelProtocol!
            return usable(kind, available: available)
        case .auto:
            var firstReason: String?
            for kind in [PixelProtocol.kitty, .iterm, .sixel] where reported(kind) && available.contains(kind) {
                let choice = usable(kind, available: available)
                if choice.output != .cells { return choice }
                firstReason = firstReason ?? choice.reason
            }
            return GraphicsChoice(output: .cells, reason: firstReason)
        }
    }

    /// Whether the terminal claims `kind` at all (what `auto` tries).
    private func reported(_ kind: PixelProtocol) -> Bool {
        switch kind {
        case .kitty: showsKitty
        case .sixel: sixel
        case .iterm: iterm
        }
    }

    private func usable(_ kind: PixelProtocol, available: Set<PixelProtocol>) -> GraphicsChoice {
        if let why = obstacle(to: kind, available: available) {
            return GraphicsChoice(output: .cells, reason: "\(kind.name) graphics: \(why), so cells")
        }
        let transport: PixelTransport = kind != .kitty ? .inline : kittySharedMemory ? .sharedMemory : .zlib
        return GraphicsChoice(output: .pixels(kind, transport: transport, cellPixels: cellPixels!))
    }

    /// Why `kind` cannot show the picture here (nil when it can): not built in, tmux without
    /// passthrough, not reported, or no cell size in pixels. For the panel and the `graphics`
    /// command's refusal.
    public func obstacle(to kind: PixelProtocol, available: Set<PixelProtocol>) -> String? {
        guard available.contains(kind) else { return "not built into this meshplay" }
        if let tmux, !tmux.passthrough {
            return "tmux's allow-passthrough is off (`tmux set -g allow-passthrough on` lets images through)"
        }
        guard reported(kind) else {
            if let tmux, kind == .kitty {
                let client = tmux.clientTerminal.isEmpty ? "no client attached" : tmux.clientTerminal
                return "tmux's client terminal (\(client)) is not kitty"
            }
            switch kind {
            case .kitty: return "the terminal did not answer the kitty graphics query"
            case .sixel: return "the terminal's device attributes do not list sixel (attribute 4)"
            case .iterm: return "the terminal is neither iTerm2 nor WezTerm (by TERM_PROGRAM and XTVERSION)"
            }
        }
        guard let cellPixels, cellPixels.width > 0, cellPixels.height > 0 else {
            return "the terminal did not report its cell size in pixels"
        }
        return nil
    }

    /// The support after the window changed (a resize, a font size changed, Ctrl-L), nil when
    /// the cell size stays: `window` is one cell's size from the window size ioctl's pixel
    /// fields now, `before` what they gave when last read. A terminal whose font grows or
    /// shrinks (xterm's Shift-KP+, kitty's Ctrl-Shift-=) answers the ioctl with the new size, and
    /// the picture must be rendered at it: a sixel image is never scaled, so one at the old size
    /// would fall short of the viewport or run over the panel. The start-up answer to `CSI 16 t`
    /// stays while the ioctl says nothing new, so a terminal that counts its padding there is
    /// not taken at its word on every resize.
    public func followingWindowCellPixels(_ window: PixelSize?, before: PixelSize?) -> GraphicsSupport? {
        guard let window, window.width > 0, window.height > 0, window != before, window != cellPixels else { return nil }
        var support = self
        support.cellPixels = window
        return support
    }

    /// The colour registers a sixel frame uses: 256, fewer where the terminal said it has
    /// fewer (at least 2).
    public var sixelRegistersUsed: Int { min(256, max(2, sixelRegisters ?? 256)) }
}

/// tmux's part in ``GraphicsSupport``: images reach the outer terminal only through passthrough
/// (`ESC P tmux; … ESC \`), which tmux 3.3+ forwards only with `allow-passthrough` on.
public struct TmuxGraphics: Hashable, Sendable {
    /// `allow-passthrough` is `on` or `all`.
    public var passthrough: Bool
    /// The outer terminal's terminfo name as tmux knows it (`client_termname`), e.g. `xterm-kitty`.
    public var clientTerminal: String
    /// The client's own name and version as tmux heard it (`client_termtype`, its XTVERSION
    /// reply, e.g. `kitty(0.35.2)`); empty when tmux does not know.
    public var clientVersion: String = ""
    /// The pane's top-left cell on the outer terminal (0-based): passthrough bytes go to the outer
    /// terminal as they are, so a picture is placed at the pane's offset plus its own.
    public var paneRow: Int
    public var paneColumn: Int

    public init(passthrough: Bool, clientTerminal: String = "", clientVersion: String = "", paneRow: Int = 0, paneColumn: Int = 0) {
        self.passthrough = passthrough
        self.clientTerminal = clientTerminal
        self.clientVersion = clientVersion
        self.paneRow = paneRow
        self.paneColumn = paneColumn
    }

    /// tmux's client is kitty (its terminfo entry is `xterm-kitty`).
    public var clientIsKitty: Bool { clientTerminal.lowercased().contains("kitty") }

    /// tmux's client is a kitty that draws Unicode placeholders (0.28 on), so a kitty picture
    /// can be text in the pane: it moves, hides and scrolls with the pane and shows on every client.
    public var clientDrawsKittyPlaceholders: Bool {
        TerminalImageSupport.drawsKittyPlaceholders(terminalVersion: clientVersion)
    }
}

/// What ``GraphicsSupport/choose(_:available:)`` decided.
public struct GraphicsChoice: Hashable, Sendable {
    public var output: GraphicsOutput
    /// Why a requested (or detected) pixel protocol is not used: for the panel.
    public var reason: String?

    public init(output: GraphicsOutput, reason: String? = nil) {
        self.output = output
        self.reason = reason
    }
}
