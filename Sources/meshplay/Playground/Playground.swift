import MeshEngine
import MeshScript
import TerminalOutput

/// The interactive playground: a half-block viewport of the session's current frame, a REPL
/// panel and a status line. Runs until `q` (in the viewport), Ctrl-D on an empty line, `quit` or `exit`.
///
/// Speed design: curses lays out and draws the panel and status line; the viewport's cells
/// are written by ``HalfBlockEncoder`` straight to the terminal after curses' update (only the
/// cells that changed), bracketed by save/restore cursor so curses' idea of the screen stays
/// right. Curses never draws into the viewport region. Where the terminal reported mode 2026,
/// both go out inside one synchronized update.
final class Playground {
    enum Focus { case repl, viewport }

    let model: PlaygroundModel
    let screen: CursesScreen
    var encoder: HalfBlockEncoder
    /// Cells or pixels (`--graphics`): when pixels, ``encoder`` is not used for the picture.
    var output: PictureOutput
    var layout = Layout(columns: 0, rows: 0)
    /// The last ``PictureOutput/fitNote(_:)`` shown, so a layout repeats it only for a new size.
    var lastFitNote: String?
    var editor: LineEditor
    var log = ReplLog()
    var focus = Focus.repl
    /// The key help, shown in the panel (F1 or `?`) while the picture stays live.
    var showingHelp = false
    /// Wrapped help lines scrolled past at the top.
    var helpScroll = 0
    /// A command's answer shown a page at a time where the key help goes (``pageIfTaller(_:)``);
    /// nil shows the key help.
    var pagedAnswer: [String]?
    var running = true
    /// The unsaved-changes question on leaving (see Playground+Quit).
    var quitPrompt = QuitPrompt.none
    /// The user chose to discard unsaved changes: the journal goes too.
    var discarded = false
    let history: HistoryFile?

    /// What needs doing before the next wait for input.
    var layoutDirty = true
    /// The panel width the layout was made for (``PanelWidth/columns``).
    var laidOutPanel: Int?
    var chromeDirty = true
    var viewportDirty = true

    var clock = FrameClock()
    /// Wall time the timeline's current frame became due, for pacing playback.
    var frameDueTime = FrameClock.now()
    var wasPlaying = false
    var lastEncode = EncodeStats()
    var drag: VertexDrag?
    /// Columns of the timeline's bar on screen, and whether a press on it is being dragged.
    var timelineBarColumns = 0..<0
    /// The timeline's text as last drawn: a new one is written whole (``CursesScreen/rewriteLine(row:)``).
    var timelineShown = ""
    var seeking = false
    /// The frame the last logged `frame N` of a timeline press or drag went to.
    var seekLogged: Int?
    /// Whether the left button went down on the separator: a drag moves it (the panel's width).
    var movingSeparator = false
    /// Whether the panel has said once that the picture has the keys (``focusViewport()``).
    var toldViewportFocus = false
    var paste = BracketedPaste()
    /// Takes the terminal's replies out of the keys (see Playground+Replies).
    var replyFilter = TerminalReplyFilter()
    /// Keys the filter let through and not yet handed out.
    var releasedKeys: [Key] = []
    /// The start-up probe's replies still awaited, nil once they are in (see Playground+Replies).
    var lateReplies: LateReplies?
    /// The next layout rewrites every cell on screen (Ctrl-L, a resize, back from a suspend).
    var repaintAll = true
    /// The terminal reported mode 2026: frames go out inside one synchronized update (from a
    /// late reply too, ``followLateReplies()``).
    var synchronizedOutput: Bool
    /// The cell mode chosen at start because none was asked for (``TerminalReplies/bestCells``);
    /// nil when `--cells` was given. A late reply may improve it while it is still the mode in use.
    var automaticCells: CellMode?
    /// `--color` was given: late replies leave the colour mode alone.
    var colorRequested = false
    /// The cell modes whose font warning (``CellSupport/fontWarning(_:)``) the panel has given.
    var warnedCells: Set<CellMode> = []
    /// Inside tmux, when the picture is sent once more after a layout: tmux drops passthrough
    /// for a pane it is about to redraw (start-up, resize, Ctrl-L), so the first frame may never
    /// reach the terminal.
    var passthroughResendDue: Double?
    /// One cell's size from the window size ioctl when last read (nil where the terminal fills
    /// in no pixel fields): a change there is a font size change (see ``followCellSize()``).
    var windowCellPixels = WindowSize.ofStandardOutput()?.cellPixels
    private var frameBytes: [UInt8] = []
    /// The rendered rows merged into the cell mode's on cells not twice as tall as wide (see
    /// ``PicturePlacement/shownHeight``), made again for a new size, and the picture it makes.
    private var rowResampler: RowResampler?
    private var shownImage = Image(width: 0, height: 0)
    /// Runs commands and frames so that keys are read meanwhile (see Playground+Work).
    let worker = Worker()
    /// Keys typed while work ran, in order, handled before anything newer.
    var typeAhead: [Key] = []
    /// When work that showed the busy status line last finished.
    var busyEnded = -Double.infinity
    /// A frame was stopped with Ctrl-C: the picture stays the last finished one, and nothing is
    /// drawn again until a command runs or Ctrl-L (drawing the same frame would take as long).
    var drawingHeld = false
    var interruption: Interruption { model.interruption }

    init(model: PlaygroundModel, screen: CursesScreen, encoding: CellEncoding, output: PictureOutput,
         history: HistoryFile?, synchronizedOutput: Bool) {
        self.model = model
        self.screen = screen
        self.output = output
        self.synchronizedOutput = synchronizedOutput
        self.encoder = HalfBlockEncoder(encoding: encoding)
        self.history = history
        self.editor = LineEditor(history: history?.load() ?? [])
        // The picture's ASCII fallback goes for every word around it too (see TerminalText).
        screen.asciiText = encoding.ascii
        log.ascii = encoding.ascii
        frameBytes.reserveCapacity(1 << 16)
    }

    /// The main loop: draw what changed, then wait for input — forever when idle, only until the
    /// next frame is due while playing.
    func run() {
        log.append("meshplay: type `help` for commands, Tab for the viewport, F1 for keys, Ctrl-D to quit", kind: .output)
        while running {
            if TerminalRestore.takeResumed() {
                screen.resume()
                layoutDirty = true
                repaintAll = true
            }
            if let due = passthroughResendDue, FrameClock.now() >= due {
                passthroughResendDue = nil
                viewportDirty = true
            }
            followLateReplies()
            advanceTimeline()
            draw()
            // A half-read paste marker waits briefly for the rest; a started paste, longer.
            let timeout = paste.isHolding ? (paste.isPasting ? 1000 : 30) : waitMilliseconds()
            guard let key = nextKey(timeoutMilliseconds: timeout) else {
                // A lost terminal ends the session as SIGHUP does: no question asked (nobody can
                // answer it), and unsaved changes stay in the journal for the next start.
                if screen.hasHungUp { running = false; break }
                if paste.isHolding { receive(paste.flush()) }
                continue
            }
            receive(paste.feed(key))
            // Take everything already typed before drawing again, so input never queues behind frames;
            // a paste is read to its end without drawing, however long (its keys only fill the input line).
            var drained = 0
            // Not past a resize: curses' read refreshes a touched window first, and after a resize
            // that would clear the screen and repaint the old layout before draw() gets to it.
            while running, !layoutDirty, drained < 4096 || paste.isPasting, let more = nextKey(timeoutMilliseconds: 0) {
                receive(paste.feed(more))
                drained += 1
            }
        }
    }

    private func receive(_ events: [BracketedPaste.Event]) {
        for event in events where running {
            switch event {
            case let .key(key): handle(key)
            case let .paste(text): handlePaste(text)
            }
        }
    }

    /// How long to wait for input: until the next frame while playing, else until a key arrives.
    private func waitMilliseconds() -> Int {
        // Idle waits wake now and then, so a `fg` after Ctrl-Z redraws without waiting for a key.
        guard model.isPlaying else { return 250 }
        let next = frameDueTime + 1 / max(1, model.framesPerSecond)
        return max(0, Int(((next - FrameClock.now()) * 1000).rounded(.up)))
    }

    /// Moves the timeline to the frame the wall clock says is due; frames that could not be drawn
    /// in time are skipped.
    private func advanceTimeline() {
        let now = FrameClock.now()
        guard model.isPlaying else {
            if wasPlaying { chromeDirty = true }
            wasPlaying = false
            return
        }
        let interval = 1 / max(1, model.framesPerSecond)
        if !wasPlaying {
            wasPlaying = true
            frameDueTime = now
            clock.reset()
            chromeDirty = true
            return
        }
        let due = Int((now - frameDueTime) / interval)
        guard due > 0 else { return }
        frameDueTime += Double(due) * interval
        if model.advance(frames: due) { viewportDirty = true; chromeDirty = true }
        if !model.isPlaying { chromeDirty = true }
    }

    /// Draws one frame: the chrome through curses, then the viewport's changed cells directly,
    /// all of it inside one synchronized update where the terminal reported mode 2026, so the
    /// terminal shows the panel, status line and picture of the same frame together.
    func draw() {
        if screen.adoptTerminalSize() {
            layoutDirty = true
            repaintAll = true
        }
        if layoutDirty { followCellSize() }
        followGraphicsSetting()
        // `cells` (or the `c` key) changed the cell mode: a new picture size, every cell redrawn.
        // (Its reply says what is shown, from the session's ``CellSupport``.)
        if encoder.encoding.cells != model.picture.cellMode {
            encoder.encoding.cells = model.picture.cellMode
            layoutDirty = true
            warnAboutFontGlyphs()
        }
        // `panel` (or [ ], or a drag of the separator) chose another width.
        if model.picture.panel?.columns != laidOutPanel { layoutDirty = true }
        if layoutDirty { layOut() }
        guard chromeDirty || viewportDirty else { return }
        var image: Image?
        if viewportDirty && drawingHeld { viewportDirty = false }
        if viewportDirty && !layout.tooSmall {
            let (width, height) = pictureSize
            image = whileReadingKeys("drawing frame \(model.frame)") { model.render(width: width, height: height) }
            // A resize read while the frame was drawing: curses has resized and wants a clear
            // screen; lay out again (which replaces that clear) before anything is presented.
            // The same for a resize not read yet: a frame of the old size is never sent to a
            // window that has another.
            if layoutDirty || screen.terminalSizeDiffers {
                layoutDirty = true
                repaintAll = true
                viewportDirty = true
                draw()
                return
            }
            if image == nil { holdDrawing() } else { clock.tick() }
        }
        viewportDirty = false
        if synchronizedOutput { screen.write(raw: Playground.beginSynchronized) }
        drawChrome()
        if layout.tooSmall {
            // A pixel picture is not text: the "too small" message would not cover it.
            frameBytes.removeAll(keepingCapacity: true)
            output.encoder?.removal(into: &frameBytes)
            screen.write(raw: frameBytes)
        }
        presentChrome(withinUpdate: true)
        chromeDirty = false
        frameBytes.removeAll(keepingCapacity: true)
        if let image { appendPicture(image) }
        if synchronizedOutput { frameBytes.append(contentsOf: Playground.endSynchronized) }
        if !frameBytes.isEmpty { screen.write(raw: frameBytes) }
    }

    /// Lays the screen out for its size: the picture's size, the reserved viewport, and the
    /// chrome and picture both due again.
    private func layOut() {
        layoutDirty = false
        // A resize or Ctrl-L asks for the picture again, so a held frame is tried again.
        drawingHeld = false
        laidOutPanel = model.picture.panel?.columns
        layout = Layout(columns: screen.columns, rows: screen.rows, panelColumns: laidOutPanel)
        model.picture.panel?.window = (screen.columns, screen.rows)
        if !layout.tooSmall { model.followViewport(width: pictureSize.width, height: pictureSize.height) }
        // Said once per size that does not fit, not on every Ctrl-L.
        let fit = layout.tooSmall ? nil : output.fitNote(placement)
        if let fit, fit != lastFitNote { log.append(fit, kind: .output) }
        lastFitNote = fit
        screen.erase()
        if !layout.tooSmall {
            let v = layout.viewport
            screen.reserve(row: v.row, column: v.column, rows: v.rows, columns: v.columns)
        }
        encoder.invalidate()
        output.layOut(layout.tooSmall ? nil : placement)
        // An erasure of the old picture clears the chrome with it: curses rewrites all of it.
        if repaintAll || output.erasureDue {
            repaintAll = false
            screen.forceFullRepaint(reserved: layout.tooSmall ? .empty : layout.viewport)
        }
        if output.tmux != nil, output.encoder != nil { passthroughResendDue = FrameClock.now() + 0.3 }
        chromeDirty = true
        viewportDirty = true
        // A picture drawn into the cells, from the old layout, shifted or cut by the
        // terminal's own resize: erased at once with the new layout's chrome, rather than
        // with the frame at the new size, which may take seconds to draw.
        if output.erasureDue {
            drawChrome()
            presentChrome()
        }
    }

    /// The picture, after the chrome in `frameBytes`: through the graphics encoder when one is
    /// on, else as cells, between a cursor save and restore when any cell changed.
    private func appendPicture(_ image: Image) {
        if output.encoder != nil {
            lastEncode = output.appendFrame(image, placement: placement, into: &frameBytes)
        } else {
            frameBytes.append(contentsOf: Playground.saveCursor)
            let start = frameBytes.count
            lastEncode = encoder.encodeFrame(shown(image), originRow: layout.viewport.row, originColumn: layout.viewport.column,
                                             into: &frameBytes)
            if frameBytes.count > start {
                frameBytes.append(contentsOf: Playground.restoreCursor)
            } else {
                frameBytes.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Everything but the picture, into curses' window: the panel, timeline and status line, or
    /// the "too small" message.
    private func drawChrome() {
        if layout.tooSmall {
            drawTooSmall()
        } else {
            drawPanel()
            drawTimeline()
            drawStatus()
            placeCursor()
        }
    }

    /// Sends curses' changes to the terminal. After a layout that moved or resized a picture
    /// drawn into the cells (``PictureOutput/layOut(_:)``), the first update begins by erasing
    /// the screen, right before the new layout's chrome (in one synchronized update where the
    /// terminal has them: `withinUpdate` says the caller has opened it), so no moment shows
    /// the new layout beside fragments of the old picture.
    func presentChrome(withinUpdate: Bool = false) {
        let erasure = output.takeErasure()
        let wrap = synchronizedOutput && !withinUpdate && !erasure.isEmpty
        if wrap { screen.write(raw: Playground.beginSynchronized) }
        screen.present(after: erasure)
        if wrap { screen.write(raw: Playground.endSynchronized) }
    }

    /// `image` as the cell mode shows it: its rows merged for the cells' shape (``RowResampler``),
    /// or itself on cells twice as tall as wide.
    private func shown(_ image: Image) -> Image {
        let p = placement
        guard p.shownHeight != image.height else { return image }
        if rowResampler?.sourceHeight != image.height || rowResampler?.height != p.shownHeight {
            rowResampler = RowResampler(sourceHeight: image.height, height: p.shownHeight)
        }
        rowResampler?.resample(image, into: &shownImage)
        return shownImage
    }

    /// A frame was stopped with Ctrl-C: keep the last finished picture, stop playing, say so.
    private func holdDrawing() {
        drawingHeld = true
        if model.isPlaying { model.execute("pause") }
        let seconds = (model.lastRenderMilliseconds / 100).rounded() / 10
        log.append("stopped drawing frame \(model.frame) after \(seconds) s (Ctrl-C): the picture is the last finished "
                   + "frame, playback is paused; a command or Ctrl-L draws again (subdivision 0 or supersample 1 draw faster)",
                   kind: .error)
    }

    /// Where the picture is and its size in pixels (see ``PicturePlacement``): the viewport's
    /// cells times the pixels per cell, fitted where the terminal shows no image that large, and
    /// for cells, rendered for their shape as the terminal reported it (the one cell size the
    /// graphics setting holds and ``followCellSize()`` keeps current).
    var placement: PicturePlacement {
        output.placement(in: layout.viewport, cellMode: encoder.encoding.effectiveCells,
                         aspect: CellAspect(cellPixels: model.graphics?.support.cellPixels))
    }

    /// Picture pixels per viewport cell: the terminal's cell size in pixels when the output is
    /// pixels, else the cell mode's.
    var pixelsPerCell: (columns: Int, rows: Int) { placement.pixelsPerCell }

    /// The picture's size in pixels.
    var pictureSize: (width: Int, height: Int) {
        let p = placement
        return (p.width, p.height)
    }

    /// DEC private mode 2026: the terminal holds back what follows until the end, then shows it at once.
    static let beginSynchronized: [UInt8] = Array("\u{1B}[?2026h".utf8)
    static let endSynchronized: [UInt8] = Array("\u{1B}[?2026l".utf8)
    /// The picture goes where curses' cursor is not; saved and restored around it so curses'
    /// idea of the cursor stays right.
    static let saveCursor: [UInt8] = Array("\u{1B}7".utf8)
    static let restoreCursor: [UInt8] = Array("\u{1B}8".utf8)

    /// Runs one command line (typed or from a key), logging it and its answer.
    func run(command line: String, echo: Bool = true) {
        if echo { log.append((model.session.isReadingBlock ? "… " : "> ") + line, kind: .input) }
        // A command changes what is drawn (or asks to see it): a held frame is tried again.
        drawingHeld = false
        let result = whileReadingKeys("running `\(line)`") { model.execute(line) }
        switch result {
        case let .success(message):
            if !message.isEmpty { log.append(message, kind: .output) }
            if echo { pageIfTaller(message) }
        case let .failure(error):
            // A caret under the column the error points at, when the echoed line is unwrapped.
            // Counted in columns, as the echo is drawn: a wide character before the column takes two.
            let echoed = TerminalText.displayable(line, ascii: ascii)
            if echo, error.file == nil, error.blockLine == nil, error.column > 0, 2 + TerminalColumns.width(of: echoed) <= layout.output.columns {
                let before = TerminalColumns.width(of: TerminalText.displayable(String(line.prefix(error.column - 1)), ascii: ascii))
                log.append(String(repeating: " ", count: 2 + before) + "^", kind: .error)
            }
            log.append(error.description, kind: .error)
        }
        viewportDirty = true
        chromeDirty = true
    }

}
