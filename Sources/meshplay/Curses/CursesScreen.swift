import CNcursesw
import Foundation
import TerminalOutput

/// The curses side of the playground: starting and ending curses, reading keys and mouse events,
/// and drawing text. The viewport's cells are not drawn here: they go straight to the terminal
/// (see ``write(raw:)``) into a region curses is never asked to draw.
final class CursesScreen {
    enum Failure: Error, CustomStringConvertible {
        case noTerminal(String)
        var description: String {
            switch self {
            case let .noTerminal(term): "error: cannot open the terminal (TERM=\(term)); is this an interactive terminal?"
            }
        }
    }

    /// Chrome colours: curses colour pairs (unused in mono).
    enum Pair: Int16 { case error = 1, prompt = 2, accent = 3 }

    /// How text is set: the only attributes the playground uses, so that curses' own types stay
    /// in this file and the few beside it that speak to curses.
    struct Style: OptionSet {
        let rawValue: Int
        static let bold = Style(rawValue: 1)
        static let dim = Style(rawValue: 2)
        static let reverse = Style(rawValue: 4)

        /// The curses attributes for the style.
        var attributes: attr_t {
            (contains(.bold) ? meshplay_a_bold() : 0) | (contains(.dim) ? meshplay_a_dim() : 0)
                | (contains(.reverse) ? meshplay_a_reverse() : 0)
        }
    }

    /// Why the playground cannot run on a terminal of type `term`, nil when it can: asked before
    /// the probe writes anything, so a refused terminal is left untouched. The playground draws
    /// by moving the cursor to cells, and a type without cursor addressing (terminfo's `cup`,
    /// which `dumb` lacks) would show its frames as a stream of escapes; an unset or unknown
    /// type is one curses cannot start on.
    static func refusal(term: String) -> String? {
        switch term.isEmpty ? -1 : meshplay_terminfo_addresses_cursor(term) {
        case 1: nil
        case 0: "error: the playground needs a terminal that can move its cursor, and TERM=\(term) cannot; "
            + "use `meshplay render` for pictures and `meshplay repl` for commands"
        default: Failure.noTerminal(term).description
        }
    }

    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    /// Keys are read through a 1×1 pad: curses refreshes the window a read goes through when it
    /// was touched, and after a resize that means clearing the screen and printing the old
    /// layout (placeholders included) before ``Playground/draw()`` can repaint. Pads are never
    /// refreshed by a read.
    private let input: UnsafeMutablePointer<WINDOW>
    let usesColor: Bool
    private(set) var isOpen = true
    /// Text is shown in ASCII (a locale that is not UTF-8, or `--ascii`): see ``put(_:row:column:width:style:pair:)``.
    var asciiText = false

    /// Starts curses; `useColor` false keeps the chrome monochrome (NO_COLOR, `--color mono`);
    /// `synchronizedOutput`: the terminal reported mode 2026 (see ``TerminalProbe``);
    /// `graphicsRemoval`: what deletes a pixel picture, sent on every way out.
    init(useColor: Bool, synchronizedOutput: Bool, graphicsRemoval: [UInt8] = []) throws {
        // The modes to put back on the way out are the shell's, not the probe's quiet ones.
        TerminalProbe.putBackModes()
        TerminalRestore.saveTerminalState(synchronizedOutput: synchronizedOutput, graphicsRemoval: graphicsRemoval)
        TerminalRestore.noteInheritedStopSignal()
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        // newterm instead of initscr: initscr exits the process when the terminal is unusable.
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = newterm(nil, output, input), let window = meshplay_stdscr(), let pad = newpad(1, 1) else {
            throw Failure.noTerminal(term)
        }
        self.screen = screen
        self.window = window
        self.input = pad
        raw()
        noecho()
        nonl()
        keypad(window, true)
        keypad(pad, true)
        // Inserting or deleting characters would shift the viewport's cells behind the encoder's back.
        idcok(window, false)
        set_escdelay(25)
        usesColor = useColor && has_colors()
        if usesColor {
            start_color()
            use_default_colors()
            init_pair(Pair.error.rawValue, Int16(COLOR_RED), -1)
            init_pair(Pair.prompt.rawValue, Int16(COLOR_CYAN), -1)
            init_pair(Pair.accent.rawValue, Int16(COLOR_YELLOW), -1)
        }
        CursesScreen.takeReports()
        enableInputModes()
        CursesScreen.resizeSignal(block: true)
        TerminalRestore.installHandlers()
        TerminalRestore.installSuspendHandlers()
    }

    private func enableInputModes() {
        // The mouse is read here, not by curses: curses picks the X10 encoding wherever a
        // terminal's description names it (tmux, screen, kitty), which cannot report a column
        // past 223. Every terminal meshplay draws for speaks SGR (``SGRMouse``).
        // 2004 brackets pasted text, so a paste is never taken for keys (see BracketedPaste).
        write(raw: Array((SGRMouse.enable + "\u{1B}[?2004h").utf8))
    }

    /// The key code curses gives for an SGR mouse report's prefix (``SGRMouse/prefix``): above
    /// curses' own codes and the extended ones it numbers from `KEY_MAX`.
    static let sgrMouseKey: Int32 = 0x7000

    /// Tells curses to hand over an SGR report's prefix as ``sgrMouseKey``, replacing what the
    /// terminal's description may say the prefix is (`kmous` of xterm's descriptions), so that
    /// curses' own mouse decoding never starts; and cursor position reports as characters.
    private static func takeReports() {
        define_key(SGRMouse.prefix, 0)
        define_key(SGRMouse.prefix, sgrMouseKey)
        // xterm's F3 with a modifier, `CSI 1 ; m R`, has the bytes of a cursor position report
        // at row 1 (the probe's own, in a window just opened): handed over as characters, for
        // ``TerminalReplyFilter`` to drop, rather than as a function key nothing is bound to.
        for modifier in 2...16 { define_key("\u{1B}[1;\(modifier)R", 0) }
    }

    /// After a suspend (Ctrl-Z, then `fg`): back into curses' terminal modes and the alternate
    /// screen, mouse and paste modes on again; the caller then repaints everything
    /// (``forceFullRepaint(reserved:)``).
    func resume() {
        guard isOpen else { return }
        endwin()
        refresh()
        enableInputModes()
    }

    /// Ends curses and puts the terminal back.
    /// Takes the locale from the environment (curses needs it for wide characters) and tells
    /// whether its codeset is UTF-8; otherwise the viewport falls back to ASCII.
    static func adoptLocaleIsUTF8() -> Bool {
        setlocale(LC_ALL, "")
        return ColorMode.isUTF8(codeset: String(cString: meshplay_codeset()))
    }

    /// The colour mode for this terminal: `requested` if given, else what the terminal said at
    /// start-up (`directColor`), terminfo (`RGB`, colour count) and the environment
    /// (`COLORTERM`, `NO_COLOR`) allow.
    func colorMode(requested: ColorMode?, environment: [String: String], directColor: Bool) -> ColorMode {
        ColorMode.detect(requested: requested, environment: environment, terminfoRGB: tigetflag("RGB") == 1,
                         terminfoColors: Int(meshplay_colors()), terminalDirectColor: directColor)
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        write(raw: TerminalRestore.graphicsRemoval + Array(("\u{1B}[?2004l" + SGRMouse.disable).utf8))
        endwin()
        CursesScreen.resizeSignal(block: false)
        delwin(input)
        delscreen(screen)
        TerminalRestore.removeHandlers()
        TerminalRestore.removeSuspendHandlers()
    }

    var rows: Int { Int(getmaxy(window)) }
    var columns: Int { Int(getmaxx(window)) }

    /// Waits up to `timeoutMilliseconds` (−1: forever, 0: don't wait) for a key. Characters
    /// are put together from their bytes by ``UTF8Input`` rather than `wget_wch`, so a byte
    /// that starts no character costs that byte alone.
    func readKey(timeoutMilliseconds: Int) -> Key? {
        wtimeout(input, Int32(timeoutMilliseconds))
        CursesScreen.resizeSignal(block: false)
        defer { CursesScreen.resizeSignal(block: true) }
        let first = wgetch(input)
        if first == ERR { return nil }
        if first == CursesScreen.sgrMouseKey {
            // A malformed report is dropped whole; what follows it is read as usual.
            guard let report = readMouseReport() else { return readKey(timeoutMilliseconds: 0) }
            return .mouse(report)
        }
        if first >= KEY_MIN { return Key(code: UInt32(first), isKeyCode: true) }
        let lead = UInt8(truncatingIfNeeded: first)
        guard let more = UTF8Input.continuationCount(lead) else { return Key(code: UTF8Input.replacement, isKeyCode: false) }
        var bytes = [lead]
        // A character's bytes arrive together; the short wait only covers a slow link.
        wtimeout(input, 50)
        while bytes.count <= more {
            let next = wgetch(input)
            if next == ERR { break }
            guard next < KEY_MIN, UTF8Input.isContinuation(UInt8(truncatingIfNeeded: next)) else {
                // Not part of this character: the next read starts with it.
                ungetch(next)
                break
            }
            bytes.append(UInt8(truncatingIfNeeded: next))
        }
        return Key(code: UTF8Input.scalar(bytes), isKeyCode: false)
    }

    /// Gives `bytes` (typed before curses started, read by ``TerminalProbe``) back to curses, to
    /// be read as keys before anything newer. curses reads pushed-back bytes last in, first out,
    /// so they go back last byte first; it holds at most a line's worth, so a longer run (pasted
    /// during start-up) keeps its start.
    func pushBack(_ bytes: [UInt8]) {
        for byte in bytes.prefix(CursesScreen.pushBackLimit).reversed() { ungetch(Int32(byte)) }
    }

    /// How many bytes curses' pushback holds (ncurses' FIFO_SIZE less slack).
    static let pushBackLimit = 128

    /// SIGWINCH is taken only while waiting for a key. curses' handler just notes it, and the
    /// next curses call that looks acts on it: a read answers with a resize key, but a
    /// `doupdate` in the middle of drawing would resize, clear the screen and paint the old
    /// layout (placeholders included) before the playground could lay out the new one.
    static func resizeSignal(block: Bool) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGWINCH)
        pthread_sigmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, nil)
    }

    /// Adopts the terminal's size when it differs from curses' (a SIGWINCH that arrived during
    /// the last read, which curses has noted but not acted on); returns whether it changed. The
    /// caller lays out again and repaints with ``forceFullRepaint(reserved:)``, so the `doupdate`
    /// that would otherwise notice the resize finds nothing left to do.
    func adoptTerminalSize() -> Bool {
        guard terminalSizeDiffers, let size = WindowSize.ofStandardOutput() else { return false }
        resizeterm(Int32(size.rows), Int32(size.columns))
        return true
    }

    /// Whether the terminal has gone away (its window closed, the tmux server killed, an ssh
    /// link dropped): input then reports a hang-up or an error instead of blocking, and curses'
    /// reads fail at once, so without this check the loop would spin drawing into nothing.
    var hasHungUp: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return errno != EINTR }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// The rest of an SGR mouse report after its prefix: parameter bytes up to the final `M`
    /// or `m`. Each report is its own key, so reports that arrive together in one read (a
    /// press, motion and release from a slow link or a quick hand) are handled one by one.
    private func readMouseReport() -> SGRMouse? {
        var parameters: [UInt8] = []
        // A report's bytes arrive together; the short wait only covers a slow link.
        wtimeout(input, 50)
        while parameters.count <= SGRMouse.maximumParameterBytes {
            let next = wgetch(input)
            guard next != ERR, next < KEY_MIN else { return nil }
            let byte = UInt8(truncatingIfNeeded: next)
            if byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") { return SGRMouse(parameters: parameters, final: byte) }
            guard byte == UInt8(ascii: ";") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
                // Not part of a report: the next read starts with it.
                ungetch(next)
                return nil
            }
            parameters.append(byte)
        }
        return nil
    }

    /// Writes `text` at a cell, clipped to `width` columns and padded with spaces to fill them.
    /// Every piece of text the playground shows comes through here, so this is where it is made
    /// ``TerminalText/displayable(_:ascii:)``: control characters visible, and ASCII only when
    /// ``asciiText`` is set. Widths are ``TerminalColumns``, so wide characters stay inside `width`.
    func put(_ text: String, row: Int, column: Int, width: Int, style: Style = [], pair: Pair? = nil) {
        guard width > 0, row >= 0, row < rows else { return }
        let fitted = TerminalColumns.clipped(TerminalText.displayable(text, ascii: asciiText), to: width)
        let clipped = fitted.text + String(repeating: " ", count: width - fitted.columns)
        let attrs = style.attributes | (pair.map { usesColor ? attr_t(meshplay_color_pair(Int32($0.rawValue))) : 0 } ?? 0)
        wattr_on(window, attrs, nil)
        mvwaddstr(window, Int32(row), Int32(column), clipped)
        wattr_off(window, attrs, nil)
    }

    /// Makes the next ``present()`` write `row` whole, from its first cell, rather than only the
    /// cells that changed: a line whose glyphs move (the timeline's marker) otherwise gathers
    /// slivers in xterm with an antialiased font, where a glyph reaches into the cells beside it
    /// (see `RowRepaint`).
    func rewriteLine(row: Int) {
        guard row >= 0, row < rows else { return }
        wredrawln(window, Int32(row), 1)
    }

    func placeCursor(row: Int, column: Int, visible: Bool) {
        curs_set(visible ? 1 : 0)
        wmove(window, Int32(row), Int32(column))
    }

    /// Marks a region as drawn by someone else (the viewport's own encoder), so curses' screen
    /// optimisations never touch it. curses believes what it drew is on the screen: if it thought
    /// these cells blank it would end changed panel lines with "erase to end of line", and its
    /// scrolling optimiser would scroll whole lines (viewport included) when the log moves up.
    /// So the cells hold a character of their own on every row: never blank, never equal to
    /// another row, never changing. curses only writes them on a full repaint, after which the
    /// encoder redraws the whole picture over them.
    func reserve(row: Int, column: Int, rows: Int, columns: Int) {
        guard rows > 0, columns > 0 else { return }
        for r in row..<min(row + rows, self.rows) {
            writeMark(into: window, row: r, column: column, columns: columns)
        }
    }

    /// Blanks the window's idea of the screen (for a fresh layout); the next ``present()`` draws it.
    func erase() { werase(window) }

    /// Makes the next ``present()`` rewrite every cell outside the reserved viewport region
    /// (Ctrl-L, resize, resume), without clearing the screen first and without sending the
    /// reserved region's marks: curses' record of the screen (`curscr`) is filled with a cell no
    /// window ever holds, except in `reserved`, where it is told the marks are already there. So
    /// `doupdate` redraws the chrome cell by cell and leaves the viewport to the encoder, which
    /// redraws it in full. (`clearok` would clear the screen and then print the marks, which
    /// flashed as rows of `!!!!`, `####`… over the picture in terminals without mode 2026.)
    func forceFullRepaint(reserved: CellRect) {
        guard let current = meshplay_curscr() else { return }
        // Start-up and resizeterm() ask for a clear-screen repaint; this replaces it.
        clearok(current, false)
        clearok(window, false)
        if let pending = meshplay_newscr() { clearok(pending, false) }
        let rows = Int(getmaxy(current)), columns = Int(getmaxx(current))
        let cursorRow = getcury(current), cursorColumn = getcurx(current)
        defer { wmove(current, cursorRow, cursorColumn) }
        let unknown = String(repeating: "~", count: max(0, columns))
        for row in 0..<rows {
            // Blinking text is never drawn (put() has no blink), so every such cell differs from
            // what the window holds and is rewritten.
            wattr_on(current, meshplay_a_blink(), nil)
            mvwaddnstr(current, Int32(row), 0, unknown, Int32(columns))
            wattr_off(current, meshplay_a_blink(), nil)
            if reserved.rows > 0, row >= reserved.row, row < reserved.row + reserved.rows {
                writeMark(into: current, row: row, column: reserved.column, columns: reserved.columns)
            }
        }
    }

    /// The mark ``reserve(row:column:rows:columns:)`` puts on `row`, written into `target`.
    private func writeMark(into target: UnsafeMutablePointer<WINDOW>, row: Int, column: Int, columns: Int) {
        let mark = Character(Unicode.Scalar(UInt8(33 + row % 94)))
        wattr_on(target, meshplay_a_dim(), nil)
        mvwaddnstr(target, Int32(row), Int32(column), String(repeating: mark, count: columns), Int32(columns))
        wattr_off(target, meshplay_a_dim(), nil)
    }

    /// Sends curses' changes to the terminal, right after `prefix` (escapes that leave the
    /// cursor and attributes as curses left them, such as an erase): nothing comes between.
    func present(after prefix: [UInt8] = []) {
        wnoutrefresh(window)
        if !prefix.isEmpty { write(raw: prefix) }
        doupdate()
    }

    /// Whether the window size ioctl gives another size than curses has (a resize not read yet).
    var terminalSizeDiffers: Bool {
        guard let size = WindowSize.ofStandardOutput() else { return false }
        return size.rows != rows || size.columns != columns
    }

    /// Writes bytes straight to the terminal, after curses' own output is flushed.
    func write(raw bytes: [UInt8]) {
        TerminalOutputWriter.write(bytes)
    }
}
