import MeshEngine
import TerminalOutput

extension Playground {
    var ascii: Bool { encoder.encoding.ascii }

    func drawTooSmall() {
        screen.erase()
        let message = "window too small: \(screen.columns)×\(screen.rows), need \(Layout.minimumColumns)×\(Layout.minimumRows)"
        let words = message.split(separator: " ").map(String.init)
        // Wrap by words so even a tiny window shows the whole sentence when it can.
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty { line = word } else if line.count + 1 + word.count <= screen.columns { line += " " + word } else {
                lines.append(line); line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        for (i, text) in lines.prefix(screen.rows).enumerated() {
            screen.put(text, row: i, column: 0, width: screen.columns)
        }
        screen.placeCursor(row: 0, column: 0, visible: false)
    }

    func drawPanel() {
        if showingHelp {
            drawHelp()
            drawSeparator()
            drawInput()
            return
        }
        // A long input line takes rows from the bottom of the output.
        var output = layout.output
        output.rows = max(0, output.rows - inputRowsAbove)
        let lines = log.visible(rows: output.rows, width: output.columns)
        let blankRows = output.rows - lines.count
        for row in 0..<output.rows {
            let index = row - blankRows
            guard index >= 0 else {
                screen.put("", row: output.row + row, column: output.column, width: output.columns)
                continue
            }
            let line = lines[index]
            let pair: CursesScreen.Pair? = switch line.kind {
            case .error: .error
            case .input: .prompt
            case .output: nil
            }
            screen.put(line.text, row: output.row + row, column: output.column, width: output.columns,
                       style: line.kind == .error ? .bold : [], pair: pair)
        }
        drawSeparator()
        drawInput()
    }

    /// The rule between panel and picture: dim while typing, bold and coloured while the
    /// viewport has the focus, so the focus is always visible.
    private func drawSeparator() {
        let separator = layout.separator
        let heavy = focus == .viewport
        let line = layout.sideBySide ? (ascii ? "|" : heavy ? "┃" : "│")
            : String(repeating: ascii ? (heavy ? "=" : "-") : heavy ? "━" : "─", count: separator.columns)
        for row in 0..<separator.rows {
            screen.put(line, row: separator.row + row, column: separator.column, width: separator.columns,
                       style: heavy ? .bold : .dim, pair: heavy ? .prompt : nil)
        }
    }

    /// The input line, wrapped onto the rows above it when long (``inputWrap``).
    private func drawInput() {
        let input = layout.input
        guard focus == .repl else {
            screen.put("[viewport] keys act on the picture; Tab: back to the REPL", row: input.row, column: input.column, width: input.columns,
                       style: .reverse)
            return
        }
        if quitPrompt == .asking {
            screen.put(quitQuestion(fitting: input.columns), row: input.row, column: input.column, width: input.columns, style: .reverse)
            return
        }
        let wrap = inputWrap
        let top = input.row - (wrap.rows.count - 1)
        for (k, text) in wrap.rows.enumerated() {
            var column = input.column
            if k == 0 && wrap.startsWithPrompt {
                screen.put(inputPrompt, row: top, column: column, width: inputPrompt.count, style: .bold, pair: .prompt)
                column += inputPrompt.count
            }
            screen.put(text, row: top + k, column: column, width: input.columns - (column - input.column))
        }
    }

    /// The input line wrapped to the panel's width (``InputWrap``), on at most a third of the
    /// panel's rows, counted in columns as drawn: a wide character takes two, and outside UTF-8
    /// a character its ASCII stand-in (`…` is `...`).
    var inputWrap: InputWrap {
        let shown = editor.characters.map { TerminalText.displayable(String($0), ascii: ascii) }
        return InputWrap(characters: shown, widths: shown.map { TerminalColumns.width(of: $0) }, promptColumns: inputPrompt.count,
                         columns: layout.input.columns, cursor: editor.cursor, maxRows: max(1, min(8, (layout.output.rows + 1) / 3)))
    }

    /// The rows a wrapped input line takes above the input row (none while it shows something else).
    var inputRowsAbove: Int {
        focus == .repl && quitPrompt != .asking && !layout.tooSmall ? inputWrap.rows.count - 1 : 0
    }

    /// What the input line starts with: the REPL's prompt, or the question for a file name.
    var inputPrompt: String { quitPrompt == .naming ? "save as: " : model.session.isReadingBlock ? "… " : "> " }

    func placeCursor() {
        if layout.tooSmall || focus == .viewport || showingHelp || quitPrompt == .asking {
            screen.placeCursor(row: layout.status.row, column: 0, visible: false)
            return
        }
        let input = layout.input
        let wrap = inputWrap
        screen.placeCursor(row: input.row - (wrap.rows.count - 1) + wrap.cursorRow, column: input.column + wrap.cursorColumn, visible: true)
    }

    /// The timeline under the picture; its bar's columns are kept for clicks (``timelineBarColumns``).
    func drawTimeline() {
        let row = layout.timeline
        guard row.rows > 0 else { timelineBarColumns = 0..<0; return }
        let (text, bar) = model.timelineBar.rendered(width: row.columns, ascii: ascii)
        timelineBarColumns = (row.column + bar.lowerBound)..<(row.column + bar.upperBound)
        if text != timelineShown { screen.rewriteLine(row: row.row) }
        timelineShown = text
        screen.put(text, row: row.row, column: row.column, width: row.columns, style: .dim)
    }

    func drawStatus() {
        let stats = model.lastStats
        // The file, marked while it has unsaved changes, and a journal that cannot be written.
        let session = model.session
        let name = session.documentPath.map { TerminalText.visible(String($0.split(separator: "/").last ?? Substring($0))) } ?? "untitled"
        var parts: [StatusLine.Part] = [
            .essential("frame \(model.frame)"),
            .essential(name + (session.hasUnsavedChanges ? (ascii ? " *" : " ●") : "")),
        ]
        // Short, so it always fits beside the frame; the panel has the whole error. Without a
        // journal at all (no state directory) the start-up warning has scrolled away: say it here.
        if session.host.journalPath == nil {
            parts.append(.essential(ascii ? "! no journal" : "⚠ no journal"))
        } else if session.journalProblem != nil {
            parts.append(.essential(ascii ? "! journal not written" : "⚠ journal not written"))
        }
        let mark = model.isPlaying ? (ascii ? ">" : "▶") : (ascii ? "||" : "‖")
        let state = mark + (model.isPlaying ? " playing" : " paused")
        parts += [
            .detail("\(format(model.time, digits: 2))s"),
            model.isPlaying ? .essential("\(state) \(format(clock.framesPerSecond, digits: 1)) fps", state, mark) : .essential(state, state, mark),
            .detail(output.statusName ?? (encoder.encoding.mode.name + (ascii ? " ascii" : "")
                + (encoder.encoding.effectiveCells == .half ? "" : " " + encoder.encoding.support.statusName(encoder.encoding.cells)))),
            .detail("v \(stats.vertices) f \(stats.faces) t \(stats.triangles)"),
        ]
        if let steps = stats.subdivisionSteps.max() {
            parts.append(.detail(model.automaticSubdivision ? "subdiv auto (\(steps))" : "subdiv \(steps)"))
        }
        if let triangulation = model.triangulation { parts.append(.detail(triangulation.rawValue)) }
        // Bytes the last frame sent to the terminal: what damage tracking saves is visible here.
        if lastEncode.cells > 0 { parts.append(.detail("\((lastEncode.bytes + 512) / 1024) KB/frame")) }
        // How to leave and get help from where the focus is: `q` only quits in the viewport (in
        // the REPL it is a letter), so the REPL's hint names Ctrl-D.
        let dot = ascii ? " - " : " · "
        let hints = focus == .repl
            ? ["Tab viewport" + dot + "F1 keys" + dot + "Ctrl-D quit ", "F1 keys" + dot + "^D quit ", "^D quit "]
            : ["arrows orbit" + dot + "+- zoom" + dot + "Space play" + dot + "Tab REPL" + dot + "? keys" + dot + "q quit ",
               "Tab REPL" + dot + "? keys" + dot + "q quit ", "? keys" + dot + "q quit ", "q quit "]
        let width = layout.status.columns
        let line = StatusLine(parts: parts, hints: hints, separator: ascii ? " | " : " │ ").rendered(width: width)
        screen.put(line, row: layout.status.row, column: 0, width: width, style: .reverse)
    }

    /// What the last row of a page says while more follows: how far the reader is, and the keys.
    static func pageFooter(shown: Int, of total: Int) -> String {
        "-- \(shown)/\(total) PgDn: more; keys close --"
    }

    /// The key help, or a command's answer taller than the panel (``pagedAnswer``), in the
    /// panel's output area, wrapped to its width and scrolled by ``helpScroll``, so the picture
    /// stays live and small windows still show all of it.
    func drawHelp() {
        var output = layout.output
        output.rows = max(0, output.rows - inputRowsAbove)
        guard output.rows > 0 else { return }
        let wrapped = (pagedAnswer ?? HelpText.lines).flatMap { ReplLog.wrap(TerminalText.displayable($0, ascii: ascii), width: output.columns) }
        helpScroll = min(helpScroll, max(0, wrapped.count - output.rows))
        let more = helpScroll + output.rows < wrapped.count
        let shown = Array(wrapped.dropFirst(helpScroll).prefix(more ? output.rows - 1 : output.rows))
        for row in 0..<output.rows {
            let text = row < shown.count ? shown[row] : row == output.rows - 1 && more ? Playground.pageFooter(shown: helpScroll + shown.count, of: wrapped.count) : ""
            let title = row == 0 && helpScroll == 0 && pagedAnswer == nil
            screen.put(text, row: output.row + row, column: output.column, width: output.columns,
                       style: title || (more && row == output.rows - 1) ? .bold : [], pair: title ? .prompt : nil)
        }
    }

    private func format(_ value: Double, digits: Int) -> String {
        let scale = digits == 1 ? 10.0 : 100.0
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
