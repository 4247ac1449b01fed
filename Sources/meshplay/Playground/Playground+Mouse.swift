extension Playground {
    /// Clicks pick (layer, face, triangle, from) under the pointer through the same `pick`
    /// command the REPL runs, a press near a vertex starts dragging it (one undo step per drag),
    /// the wheel zooms the picture and scrolls the REPL panel (each where the pointer is); clicks
    /// on the panel focus the REPL. Only the left button acts.
    func handle(mouse report: SGRMouse) {
        guard !layout.tooSmall else { return }
        let row = report.row, column = report.column
        let inViewport = layout.viewport.contains(row: row, column: column)
        // Pixel under the pointer, in the picture where it is placed.
        let (x, y) = placement.pixel(row: row, column: column)
        switch report.action {
        case let .wheel(notches) where layout.panel.contains(row: row, column: column):
            scrollPanel(by: notches * Playground.wheelLines)
        case let .wheel(notches):
            guard inViewport else { return }
            run(command: ViewportKeys.zoom(notches > 0 ? model.view.zoom * ViewportKeys.zoomFactor : model.view.zoom / ViewportKeys.zoomFactor))
        case .press(1) where layout.timeline.contains(row: row, column: column):
            endDrag()
            seeking = true
            seek(column: column, log: true)
        case .drag(1) where seeking:
            seek(column: column, log: false)
        case .press(1) where layout.sideBySide && layout.separator.contains(row: row, column: column):
            endDrag()
            movingSeparator = true
        case .drag(1) where movingSeparator:
            // Live while the button is down; remembered once, on release.
            model.picture.panel?.columns = PanelWidth.clamped(column)
        case .press(1):
            guard inViewport else { endDrag(); focus = .repl; chromeDirty = true; return }
            focus = .viewport
            press(x: x, y: y)
        case .drag(1):
            guard var current = drag else { return }
            let line = current.move(x: x, y: y)
            drag = current
            // A line per motion event would flood the log: the picture shows the move; errors still
            // show, and so does stopping an animation (it happens once, on the first move).
            switch model.execute(line) {
            case let .failure(error): log.append(error.description, kind: .error)
            case let .success(message):
                for note in message.split(separator: "\n") where note.hasPrefix("stopped ") { log.append(String(note), kind: .output) }
            }
            viewportDirty = true
        case .release(1) where movingSeparator:
            movingSeparator = false
            run(command: "panel \(PanelWidth.clamped(column))")
        case .release(1):
            endDrag()
            // A drag along the timeline logs where it ended as well as where it began.
            let frame = model.session.timeline.frame
            if seeking, let logged = seekLogged, frame != logged { run(command: "frame \(frame)") }
            seeking = false
            seekLogged = nil
        case .press, .release, .drag:
            return
        }
        chromeDirty = true
    }

    /// Moves the playhead to the frame under a column of the timeline: a click logs its
    /// `frame N` like a typed command; a drag along the bar seeks silently.
    private func seek(column: Int, log logged: Bool) {
        guard let span = model.session.timelineSpan, !timelineBarColumns.isEmpty else { return }
        let frame = TimelineBar.frame(atColumn: column, bar: timelineBarColumns, span: span)
        let line = "frame \(frame)"
        if logged {
            run(command: line)
            seekLogged = model.session.timeline.frame
        } else {
            model.execute(line)
        }
        viewportDirty = true
    }

    /// Ends a drag, if one is under way, closing its undo step.
    func endDrag() {
        if let ended = drag, let line = ended.releaseLine(in: model.session) { log.append(line, kind: .output) }
        drag = nil
        guard model.session.isCoalescingEdits else { return }
        if let warning = model.endGesture() { log.append(warning, kind: .error) }
    }

    private func press(x: Int, y: Int) {
        endDrag()
        // Both answers: one line where UIKit's hitTest: agrees with the picture, both and how
        // they differ where it does not (the bent switch, the cube's hidden faces).
        run(command: "pick \(x) \(y) both")
        // The same reach in cells in every cell mode.
        guard let grabbed = VertexDrag(model: model, x: x, y: y, reach: VertexDrag.reach * Double(pixelsPerCell.columns)) else { return }
        model.beginGesture()
        for line in grabbed.selectCommands(selectedLayer: model.session.state.selectedLayer) { run(command: line) }
        drag = grabbed
    }

    /// Lines one wheel notch scrolls the panel.
    static let wheelLines = 3

    /// Scrolls the panel's output (or the help shown there) back by `lines`, forward when negative.
    func scrollPanel(by lines: Int) {
        if showingHelp {
            helpScroll = max(0, helpScroll - lines)
        } else {
            let output = layout.output
            let top = max(0, log.screenLineCount(width: output.columns) - output.rows)
            log.scrollBack = max(0, min(top, log.scrollBack + lines))
        }
        chromeDirty = true
    }
}
