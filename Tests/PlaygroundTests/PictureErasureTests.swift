import Foundation
import MeshEngine
import Testing
import TerminalOutput
@testable import meshplay

/// A sixel (or iTerm2) picture is part of the cells it was drawn in: after a layout that puts
/// the next frame elsewhere or at another size, the screen is erased at the start of the update
/// that first shows the new layout, before the new picture (``PictureOutput/layOut(_:)``).
@Suite struct PictureErasureTests {
    static let cell = PixelSize(width: 8, height: 16)
    /// A 120×34 window's viewport, then a 100×28 one's (side by side, as ``Layout`` puts them).
    static let wide = PicturePlacement(viewport: CellRect(row: 0, column: 41, rows: 32, columns: 79), pixelsPerCell: (8, 16))
    static let narrow = PicturePlacement(viewport: CellRect(row: 0, column: 37, rows: 26, columns: 63), pixelsPerCell: (8, 16))

    static func output(_ kind: GraphicsRequest) -> PictureOutput {
        var support = GraphicsSupport(kitty: kind == .kitty, sixel: kind == .sixel, cellPixels: cell)
        support.iterm = kind == .iterm
        return PictureOutput.choose(kind, support: support)
    }

    /// Sends one frame filling `placement`.
    static func show(_ output: inout PictureOutput, at placement: PicturePlacement) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = output.appendFrame(Image(width: placement.width, height: placement.height, fill: Color(r: 60, g: 110, b: 200)),
                               placement: placement, into: &bytes)
        return bytes
    }

    @Test(arguments: [GraphicsRequest.sixel, .iterm])
    func aPictureInTheCellsIsErasedOnceAfterALayoutThatMovesIt(_ kind: GraphicsRequest) {
        var output = Self.output(kind)
        _ = Self.show(&output, at: Self.wide)
        output.layOut(Self.narrow)
        #expect(output.erasureDue)
        #expect(output.takeErasure() == Array("\u{1B}[0m\u{1B}[2J".utf8))
        #expect(output.takeErasure().isEmpty, "once")
        #expect(!output.erasureDue)
        // A window too small for a picture: the one on screen goes too.
        _ = Self.show(&output, at: Self.narrow)
        output.layOut(nil)
        #expect(output.takeErasure() == PictureOutput.erasure)
    }

    @Test func aLayoutAtTheSamePlaceOrBeforeAnyFrameErasesNothing() {
        var output = Self.output(.sixel)
        output.layOut(Self.wide)
        #expect(output.takeErasure().isEmpty, "nothing shown yet")
        _ = Self.show(&output, at: Self.wide)
        // Ctrl-L: the next frame covers the old one exactly, so the picture does not blink.
        output.layOut(Self.wide)
        #expect(output.takeErasure().isEmpty)
        // After an erasure nothing is on screen until the next frame.
        output.layOut(Self.narrow)
        _ = output.takeErasure()
        output.layOut(Self.wide)
        #expect(output.takeErasure().isEmpty)
    }

    @Test(arguments: [GraphicsRequest.kitty, .cells])
    func kittyImagesAndCellsAreReplacedByTheNextFrameWithoutAnErasure(_ kind: GraphicsRequest) {
        var output = Self.output(kind)
        _ = Self.show(&output, at: Self.wide)
        output.layOut(Self.narrow)
        #expect(output.takeErasure().isEmpty)
    }

    /// The real binary on a pseudo-terminal that answers like xterm `-ti vt340` (sixel in DA1,
    /// 8×16-pixel cells in the size ioctl), with and without mode 2026: after a resize, the
    /// first thing written is the erasure, in the update that shows the new layout's chrome
    /// (before the frame at the new size is drawn), and the next sixel image comes after it.
    @Test(.enabled(if: PtyTerminal.isAvailable), arguments: [true, false])
    func aResizeErasesTheOldSixelPictureInTheUpdateThatShowsTheNewLayoutBeforeTheNewPicture(synchronized: Bool) throws {
        let (begin, end) = (FrameOutputTests.begin, FrameOutputTests.end)
        let sixel = "\u{1B}P0;1;0q", erasure = "\u{1B}[0m\u{1B}[2J"
        // A still scene (nothing is drawn until the resize); 60×16 cells: a stacked layout with a
        // small picture, quick to draw.
        let scene = NSTemporaryDirectory() + "meshplay-erasure-\(getpid())-\(synchronized).mesh"
        try Data("new\ncontent checker 6 #ffffff #3c6ec8\n".utf8).write(to: URL(fileURLWithPath: scene))
        defer { try? FileManager.default.removeItem(atPath: scene) }
        let pty = try PtyTerminal(columns: 60, rows: 16, reportsSynchronizedOutput: synchronized, arguments: ["--graphics", "sixel", scene],
                                  pixels: (480, 256), deviceAttributes: "62;4;22")
        let start = try #require(pty.wait { PtyTerminal.count(sixel, in: $0) >= 1 && PtyTerminal.count("paused", in: $0) >= 1 },
                                 "no sixel picture at start: \(String(decoding: pty.output.suffix(300), as: UTF8.self).debugDescription)")
        #expect(PtyTerminal.count(erasure, in: start) == 0, "no erasure before a picture was shown")
        let offset = pty.output.count
        pty.resize(columns: 52, rows: 14, pixels: (416, 224))
        let after = try #require(pty.wait(from: offset) { PtyTerminal.count(sixel, in: $0) >= 1 })
        let text = String(decoding: after, as: UTF8.self)
        let erased = try #require(text.range(of: erasure), "the screen is erased after the resize")
        let picture = try #require(text.range(of: sixel))
        #expect(erased.upperBound <= picture.lowerBound, "the erasure comes before the new picture")
        #expect(text.components(separatedBy: erasure).count == 2, "one erasure")
        // Nothing before the erasure draws: no picture, no text of the new layout.
        let before = text[..<erased.lowerBound]
        #expect(!before.contains(sixel) && !before.contains("paused") && !before.contains("frame 0"),
                "drawn before the erasure: \(before.debugDescription)")
        // The new layout's chrome follows the erasure: its status line.
        let update = text[erased.upperBound...]
        if synchronized {
            let opened = try #require(before.range(of: begin, options: .backwards))
            #expect(!before[opened.upperBound...].contains(end), "the erasure is inside a synchronized update")
            let closed = try #require(update.range(of: end))
            #expect(update[..<closed.lowerBound].contains("frame 0"), "the update holds the new layout's status line")
        } else {
            #expect(PtyTerminal.count(begin, in: after) == 0)
            #expect(update.contains("frame 0"))
        }
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }
}
