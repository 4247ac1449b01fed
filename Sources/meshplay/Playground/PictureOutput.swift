import Foundation
import MeshEngine
import TerminalOutput

/// How the playground's picture reaches the terminal: coloured cells, or real pixels through a
/// pixel protocol's encoder. The one place the output is chosen (``choose(_:support:)``), from
/// `--graphics` and what the probe found; the status line, the picture's size and the frame's
/// bytes all read it.
struct PictureOutput {
    /// The pixel protocols this build encodes (a request for another is refused by `--graphics`).
    static let available: Set<PixelProtocol> = [.kitty, .sixel, .iterm]

    /// What was asked for (`--graphics`, then the `graphics` command), which ``choice`` answers.
    let request: GraphicsRequest
    let choice: GraphicsChoice
    /// The encoder when the output is pixels.
    private(set) var encoder: (any PixelEncoder)?
    /// Set inside tmux: the pane's offset, for absolute placement through passthrough.
    let tmux: TmuxGraphics?
    /// kitty's shared-memory frames, when used (kept to remove a leftover object on leaving).
    private var sharedMemory: SharedMemoryFrames?
    /// Something the user should know about the output chosen (for the panel).
    private(set) var note: String?
    /// The largest sixel image the terminal shows, when it said: a larger picture is fitted
    /// within it (see ``placement(in:cellMode:aspect:)``).
    let sixelMaxGeometry: PixelSize?
    /// The viewport's cells beside a fitted picture are blanked with the next frame (set again
    /// by ``invalidate()``, after every layout).
    private var marginsDue = true
    /// kitty's Unicode placeholders are in use (inside tmux, a kitty that draws them): the
    /// picture's image id, whose cells are written as the pane's text with the next frame
    /// (again after every layout: ``cellsDue``).
    private let placeholderID: UInt32?
    private var cellsDue = true
    /// Where the last frame was sent, while it may still be on screen.
    private var shown: PicturePlacement?
    /// The next update of the screen starts by erasing it (``takeErasure()``): see ``layOut(_:)``.
    private(set) var erasureDue = false

    /// Below this many sixel colour registers, ordered dithering is always on: with few colours
    /// shading turns into flat bands without it.
    static let sixelDitherBelow = 64

    /// The output for `request` given what the terminal reported; `dither` (`--dither`) asks
    /// for ordered dithering where colours are quantised (sixel's registers).
    static func choose(_ request: GraphicsRequest, support: GraphicsSupport, dither: Bool = false) -> PictureOutput {
        let choice = support.choose(request, available: available)
        return PictureOutput(request: request, choice: choice, tmux: support.tmux, sixelRegisters: support.sixelRegistersUsed,
                             sixelMaxGeometry: support.sixelMaxGeometry, dither: dither)
    }

    private init(request: GraphicsRequest, choice: GraphicsChoice, tmux: TmuxGraphics?, sixelRegisters registers: Int,
                 sixelMaxGeometry: PixelSize?, dither: Bool) {
        self.request = request
        self.choice = choice
        self.tmux = tmux
        self.sixelMaxGeometry = sixelMaxGeometry
        var placeholderID: UInt32?
        let passthrough = Passthrough(tmux: tmux != nil)
        switch choice.output {
        case .cells:
            encoder = nil
        case let .pixels(kind, transport, _):
            switch kind {
            case .kitty:
                let frames = transport == .sharedMemory ? SharedMemoryFrames() : nil
                sharedMemory = frames
                if tmux?.clientDrawsKittyPlaceholders == true { placeholderID = KittyPlaceholders.imageID(processID: getpid()) }
                encoder = KittyEncoder(baseID: KittyEncoder.baseID(processID: getpid()), sharedMemory: frames,
                                       passthrough: passthrough, placeholderID: placeholderID)
                if let tmux, placeholderID == nil {
                    let client = tmux.clientVersion.isEmpty ? "tmux's kitty client" : tmux.clientVersion
                    note = "kitty graphics through tmux: \(client) draws no Unicode placeholders (kitty 0.28 on), so the picture "
                        + "sits over the pane, not in it: it stays when tmux switches windows, and other clients do not see it"
                }
            case .iterm:
                encoder = ITermEncoder(passthrough: passthrough)
            case .sixel:
                // Up to 256 registers, fewer where the terminal says it has fewer.
                let few = registers < PictureOutput.sixelDitherBelow
                encoder = SixelEncoder(dither: dither || few, registers: registers, passthrough: passthrough)
                if registers < 256 {
                    note = "sixel: the terminal offers \(registers) colour registers, so \(registers) colours per frame"
                        + (few ? ", dithered" : "")
                        + " (xterm: -xrm 'XTerm*numColorRegisters: 256' gives 256)"
                }
            }
        }
        self.placeholderID = placeholderID
    }

    /// Where the picture goes in `viewport` and its size: the terminal's cell size in pixels
    /// per cell for pixel output (`cellMode`'s for cells, rendered for the cells' shape,
    /// `aspect`); a sixel picture larger than the terminal shows (xterm 379 draws nothing of
    /// such an image) is fitted within its limit.
    func placement(in viewport: CellRect, cellMode: CellMode, aspect: CellAspect = CellAspect()) -> PicturePlacement {
        guard let size = cellPixels, encoder != nil else {
            return PicturePlacement(viewport: viewport, pixelsPerCell: cellMode.pixelsPerCell, aspect: aspect)
        }
        return PicturePlacement(viewport: viewport, pixelsPerCell: (size.width, size.height),
                                limit: encoder is SixelEncoder ? sixelMaxGeometry : nil)
    }

    /// What the panel says when the picture was fitted within the terminal's largest image,
    /// with how to get it at full size; nil when it fills the viewport.
    static func fitNote(_ placement: PicturePlacement, limit: PixelSize?) -> String? {
        guard let full = placement.fittedFrom, let limit else { return nil }
        return "sixel: the terminal shows images up to \(limit.width)×\(limit.height) pixels, so the picture is "
            + "\(placement.width)×\(placement.height) instead of \(full.width)×\(full.height), centred in the viewport "
            + "(xterm: -xrm 'XTerm*maxGraphicSize: \(full.width)x\(full.height)' shows it full size)"
    }

    /// ``fitNote(_:limit:)`` for this output.
    func fitNote(_ placement: PicturePlacement) -> String? {
        PictureOutput.fitNote(placement, limit: sixelMaxGeometry)
    }

    /// One cell's size in pixels when the output is pixels.
    var cellPixels: PixelSize? {
        if case let .pixels(_, _, size) = choice.output { size } else { nil }
    }

    /// For the status line: `kitty shm`, `kitty zlib`; nil for cells (the cell mode says it).
    var statusName: String? { encoder == nil ? nil : choice.output.name }

    /// The bytes that take the picture off the screen: sent on leaving (and, prepared up front,
    /// by ``TerminalRestore`` on every signal and crash).
    var removal: [UInt8] {
        var bytes: [UInt8] = []
        encoder?.removal(into: &bytes)
        return bytes
    }

    /// Appends the bytes that show `image` over `placement`'s cells: the cursor saved, moved to
    /// their top-left cell and restored around the encoder's frame. Inside tmux every
    /// passthrough block starts with the move instead (to the pane's offset plus the picture's:
    /// tmux forwards passthrough as it is, and writes its own output between blocks). After a
    /// layout, the viewport's cells beside a fitted picture are blanked first.
    mutating func appendFrame(_ image: Image, placement: PicturePlacement, into bytes: inout [UInt8]) -> EncodeStats {
        guard var encoder else { return EncodeStats() }
        let viewport = placement.cells
        shown = placement
        if marginsDue {
            marginsDue = false
            // Plain text (through tmux too): the cursor saved and restored around it for curses.
            var margins: [UInt8] = []
            placement.appendMarginClearing(into: &margins)
            if !margins.isEmpty { bytes += [0x1B, 0x37] + margins + [0x1B, 0x38] }
        }
        if let placeholderID, cellsDue {
            cellsDue = false
            // The pane's own text (not passthrough), at the viewport's place in the pane.
            bytes += [0x1B, 0x37]
            KittyPlaceholders.appendCells(imageID: placeholderID, rows: viewport.rows, columns: viewport.columns,
                                          row: viewport.row, column: viewport.column, into: &bytes)
            bytes += [0x1B, 0x38]
        }
        let row = viewport.row + (tmux?.paneRow ?? 0), column = viewport.column + (tmux?.paneColumn ?? 0)
        let move = Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
        let stats: EncodeStats
        if tmux != nil {
            encoder.passthrough.lead = move
            stats = encoder.encodeFrame(image, columns: viewport.columns, rows: viewport.rows, into: &bytes)
        } else {
            bytes.append(contentsOf: [0x1B, 0x37])  // ESC 7: save the cursor
            bytes.append(contentsOf: move)
            stats = encoder.encodeFrame(image, columns: viewport.columns, rows: viewport.rows, into: &bytes)
            bytes.append(contentsOf: [0x1B, 0x38])  // ESC 8: restore it
        }
        self.encoder = encoder
        return stats
    }

    /// After a layout (a resize, Ctrl-L, a new cell size): the next frame goes to `placement`
    /// (nil when the window is too small for a picture). A sixel or iTerm2 image is part of the
    /// cells it was drawn in and stays there until something replaces them; after a resize the
    /// terminal may also have moved it (xterm and mlterm scroll the screen up to keep the cursor
    /// in a shorter window). So when the picture on screen was sent to another place or size,
    /// the whole screen is erased at the start of the update that first shows the new layout
    /// (``takeErasure()``), and the caller repaints every cell of the chrome. The same place
    /// (Ctrl-L) needs no erasure: the next frame covers the old one exactly.
    mutating func layOut(_ placement: PicturePlacement?) {
        invalidate()
        guard let shown, staysInCells else { return }
        if placement != shown { erasureDue = true }
    }

    /// The bytes that erase the screen when ``layOut(_:)`` found it due (default colours, then
    /// ED 2, which xterm and mlterm apply to the images in the cells too), once; empty otherwise.
    mutating func takeErasure() -> [UInt8] {
        guard erasureDue else { return [] }
        erasureDue = false
        shown = nil
        return PictureOutput.erasure
    }

    static let erasure: [UInt8] = Array("\u{1B}[0m\u{1B}[2J".utf8)

    /// Whether the pictures are drawn into the cells, staying until text or an erase replaces
    /// them (sixel, iTerm2), rather than placed over them as kitty's images, which a new frame
    /// replaces wherever it goes.
    private var staysInCells: Bool {
        switch choice.output {
        case .cells: false
        case let .pixels(kind, _, _):
            switch kind {
            case .sixel, .iterm: true
            case .kitty: false
            }
        }
    }

    /// Forgets what is on screen (after a clear or resize), so the next frame is sent whole.
    mutating func invalidate() {
        marginsDue = true
        cellsDue = true
        encoder?.invalidate()
    }

    /// On leaving: the object of a frame the terminal never read is removed.
    func close() {
        sharedMemory?.removeLeftover()
    }
}
