import MeshScript
import TerminalOutput

extension Playground {
    /// Follows the `graphics` command (and a new cell size): when the session's setting asks for
    /// another output than the one in use, the old picture is taken off the screen (kitty images
    /// deleted, and the viewport blanked, since a sixel image stays in the cells it covers until
    /// text replaces it), the output is chosen again from the start-up probe's results, and the
    /// next layout redraws everything at the new output's picture size.
    func followGraphicsSetting() {
        guard let setting = model.graphics, setting.request != output.request || setting.choice != output.choice else { return }
        var bytes: [UInt8] = []
        output.encoder?.removal(into: &bytes)
        if !layout.tooSmall {
            bytes += Playground.saveCursor
            PicturePlacement.appendBlanking(layout.viewport, into: &bytes)
            bytes += Playground.restoreCursor
        }
        screen.write(raw: bytes)
        output.close()
        output = PictureOutput.choose(setting.request, support: setting.support, dither: encoder.encoding.dither)
        TerminalRestore.replaceGraphicsRemoval(output.removal, synchronizedOutput: synchronizedOutput)
        if let note = output.note { log.append(note, kind: .output) }
        lastFitNote = nil
        layoutDirty = true
        repaintAll = true
    }

    /// Before a layout (a resize, Ctrl-L, back from Ctrl-Z): where the window size ioctl gives
    /// another cell size than when last read, the font changed, and the session's graphics
    /// support takes the new size (``GraphicsSupport/followingWindowCellPixels(_:before:)``), so
    /// ``followGraphicsSetting()`` renders the picture at it and `graphics` reports it.
    func followCellSize() {
        let now = WindowSize.ofStandardOutput()?.cellPixels
        defer { if now != nil { windowCellPixels = now } }
        guard let setting = model.graphics,
              let support = setting.support.followingWindowCellPixels(now, before: windowCellPixels) else { return }
        model.graphics?.support = support
    }
}
