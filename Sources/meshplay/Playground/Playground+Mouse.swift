import CNcursesw

extension Playground {
    /// Clicks pick (layer, face, triangle, from) under the pointer through the same `pick`
    /// command the REPL runs, a press near a vertex starts dragging it (one undo step per drag),
    /// the wheel zooms the picture and scrolls the REPL panel (each where the pointer is); clicks
    /// on the panel focus the REPL.
    func handleMouse() {
        for event in screen.mouseEvents() where !layout.tooSmall { handle(mouse: event) }
    }

    /// One mouse event, in the order the terminal sent them.
    private func handle(mouse event: MEVENT) {
        let state = event.bstate
        let row = Int(event.y), column = Int(event.x)
        let viewport = layout.viewport
        let inViewport = viewport.contains(row: row, column: column)
        // Pixel under the pointer, in the picture where it is placed.
        let (x, y) = placement.pixel(row: row, column: column)
        let wheel = state & meshplay_button4_pressed() != 0 ? 1 : state & meshplay_button5_pressed() != 0 ? -1 : 0
        if wheel != 0, layout.panel.contains(row: row, column: column) {
            scrollPanel(by: wheel * Playground.wheelLines)
        } else if wheel != 0 {
            guard inViewport else { return }
            run(command: ViewportKeys.zoom(wheel > 0 ? model.view.zoom * ViewportKeys.zoomFactor : model.view.zoom / ViewportKeys.zoomFactor))
        } else if state & (meshplay_button1_pressed() | meshplay_button1_clicked()) != 0,
                  layout.timeline.contains(row: row, column: column) {
            endDrag()
            seeking = state & meshplay_button1_pressed() != 0
            seek(column: column, log: true)
        } else if state & meshplay_report_mouse_position() != 0, seeking {
            seek(column: column, log: false)
        } else if state & (meshplay_button1_pressed() | meshplay_button1_clicked()) != 0 {
            guard inViewport else { endDrag(); focus = .repl; chromeDirty = true; return }
            focus = .viewport
            press(x: x, y: y)
        } else if state & meshplay_report_mouse_position() != 0, let drag {
            // A line per motion event would flood the log: the picture shows the move; errors still
            // show, and so does stopping an animation (it happens once, on the first move).
            switch model.execute(drag.command(x: x, y: y)) {
            case let .failure(error): log.append(error.description, kind: .error)
            case let .success(message):
                for note in message.split(separator: "\n") where note.hasPrefix("stopped ") { log.append(String(note), kind: .output) }
            }
            viewportDirty = true
        }
        if state & (meshplay_button1_released() | meshplay_button1_clicked()) != 0 { endDrag(); seeking = false }
        chromeDirty = true
    }

    /// Moves the playhead to the frame under a column of the timeline: a click logs its
    /// `frame N` like a typed command; a drag along the bar seeks silently.
    private func seek(column: Int, log logged: Bool) {
        guard let span = model.session.timelineSpan, !timelineBarColumns.isEmpty else { return }
        let line = "frame \(TimelineBar.frame(atColumn: column, bar: timelineBarColumns, span: span))"
        if logged { run(command: line) } else { model.execute(line) }
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
        run(command: "pick \(x) \(y)")
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
