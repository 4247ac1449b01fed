import Foundation
import TerminalOutput

extension Playground {
    /// The next key from the terminal with its replies taken out (``TerminalReplyFilter``):
    /// every key the playground reads comes through here, so no reply reaches the line editor,
    /// the history, the journal or a viewport key. Waits up to `timeoutMilliseconds` (as
    /// ``CursesScreen/readKey(timeoutMilliseconds:)``), and while a sequence is held, up to the
    /// filter's hold time for its rest.
    func readTerminalKey(timeoutMilliseconds: Int) -> Key? {
        while true {
            if !releasedKeys.isEmpty { return releasedKeys.removeFirst() }
            let holding = replyFilter.isHolding
            guard let key = screen.readKey(timeoutMilliseconds: holding ? replyFilter.holdMilliseconds : timeoutMilliseconds) else {
                guard holding else { return nil }
                releasedKeys = replyFilter.flush()
                if releasedKeys.isEmpty { return nil }
                continue
            }
            releasedKeys = replyFilter.feed(key)
        }
    }

    /// Reads the start-up probe's late replies (``LateReplies``) from what the filter dropped.
    /// Once they are all in, whatever they improve is taken, and the panel says once what
    /// changed: synchronized output where mode 2026 is reported, truecolor where the terminal
    /// says it shows it (unless `--color` chose), finer cells where the terminal names itself as
    /// one that draws them (while the start-up choice is still in use), and a better picture
    /// output where the setting is `auto`. A setting the user chose is left as it is. Nothing here
    /// touches the scene, so it never becomes unsaved.
    func followLateReplies() {
        let dropped = replyFilter.takeCaptured()
        guard var late = lateReplies, let replies = late.take(dropped, now: FrameClock.now()) else { return }
        lateReplies = nil
        var changes: [String] = []
        if replies.synchronizedOutput, !synchronizedOutput {
            synchronizedOutput = true
            TerminalRestore.replaceGraphicsRemoval(output.removal, synchronizedOutput: true)
            changes.append("synchronized output on")
        }
        var encoding = encoder.encoding
        if !colorRequested, replies.directColor, encoding.mode == .palette256 || encoding.mode == .palette16 {
            encoding.mode = .truecolor
            changes.append("truecolor")
        }
        encoding.octantRefusal = replies.octantRefusal
        encoding.drawnByTerminal = replies.glyphsDrawnByTerminal
        if encoding != encoder.encoding {
            encoder.encoding = encoding
            model.cellSupport = encoding.support
            viewportDirty = true
        }
        if let automatic = automaticCells, model.picture.cellMode == automatic, replies.bestCells != automatic {
            automaticCells = replies.bestCells
            model.execute("cells " + replies.bestCells.name)
            changes.append(replies.bestCells.name + " cells")
        }
        if var setting = model.graphics, setting.request == .auto {
            let before = setting.choice.output
            setting.support = GraphicsProbe.support(replies: replies, tmux: late.tmux, environment: ProcessInfo.processInfo.environment)
            if setting.choice.output != before {
                model.graphics = setting
                changes.append("graphics auto shows " + setting.inUse)
            }
        }
        guard !changes.isEmpty else { return }
        log.append("the terminal answered the start-up questions late; now " + changes.joined(separator: ", "), kind: .output)
        chromeDirty = true
    }

    /// Says once per mode, when the cell mode in use takes its glyphs from the font (the
    /// terminal is not known to draw them, ``CellSupport/fontWarning(_:)``), what boxes would mean
    /// and how to go back. Not while the picture is real pixels.
    func warnAboutFontGlyphs() {
        guard output.encoder == nil, let warning = encoder.encoding.support.fontWarning(encoder.encoding.cells),
              warnedCells.insert(encoder.encoding.effectiveCells).inserted else { return }
        log.append(warning, kind: .output)
        chromeDirty = true
    }
}
