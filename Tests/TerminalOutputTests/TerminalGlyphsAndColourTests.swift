import Testing
import TerminalOutput

/// The start-up probe's colour questions and the table of terminals that draw sextants and
/// octants themselves, read from the replies real emulators gave under Xvfb (2026-11-27).
@Suite struct TerminalGlyphsAndColourTests {
    private func parse(_ text: String) -> TerminalReplies { TerminalReplies(parsing: Array(text.utf8)) }

    @Test func theColourQuestionsAreXTGETTCAPThenATruecolorSGRReadBackThenAReset() {
        #expect(String(decoding: TerminalReplies.colorQuery, as: UTF8.self)
            == "\u{1B}P+q524742;5463\u{1B}\\\u{1B}[38;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[m")
    }

    @Test(arguments: [
        // xterm 379 (TERM=xterm, no COLORTERM): the colon form with an empty colour-space id.
        ("xterm 379", "\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", true),
        // kitty 0.26.5: no colour-space field; its XTGETTCAP says 0 (not found) for RGB and Tc.
        ("kitty 0.26.5", "\u{1B}P0+r524742\u{1B}\\\u{1B}P0+r5463\u{1B}\\\u{1B}P1$r38:2:1:2:3m\u{1B}\\\u{1B}[?62;c", true),
        // mlterm 3.9: the nearest palette colour, so not 24-bit.
        ("mlterm 3.9", "\u{1B}P0+r\u{1B}\\\u{1B}P1$r0;38;5;16m\u{1B}\\\u{1B}[?63;1;2;3;4;6;7;15;18;22;29c", false),
        // The semicolon form, and XTGETTCAP finding RGB or Tc (foot, WezTerm).
        ("semicolons", "\u{1B}P1$r0;38;2;1;2;3m\u{1B}\\\u{1B}[?62c", true),
        ("RGB", "\u{1B}P1+r524742\u{1B}\\\u{1B}[?62c", true),
        ("Tc", "\u{1B}P1+r5463=\u{1B}\\\u{1B}[?62c", true),
        // Other values read back (a terminal that rounds), an invalid request, nothing at all.
        ("rounded", "\u{1B}P1$r38:2::0:0:0m\u{1B}\\\u{1B}[?62c", false),
        ("invalid", "\u{1B}P0$r\u{1B}\\\u{1B}[?62c", false),
        ("alacritty 0.11, urxvt 9.30, st 0.9, tmux 3.3a", "\u{1B}[?6c", false),
    ])
    func theTerminalSaysWhetherItShows24BitColour(_ terminal: String, _ replies: String, _ direct: Bool) {
        #expect(parse(replies).directColor == direct, "\(terminal)")
    }

    @Test func aTerminalThatSaysSoGetsTruecolorWithoutColorterm() {
        let xterm = ["TERM": "xterm"]
        #expect(ColorMode.detect(requested: nil, environment: xterm, terminfoRGB: false, terminfoColors: 8) == .palette16)
        #expect(ColorMode.detect(requested: nil, environment: xterm, terminfoRGB: false, terminfoColors: 8,
                                 terminalDirectColor: true) == .truecolor)
        // Asked for, or NO_COLOR: the answer does not override.
        #expect(ColorMode.detect(requested: .palette256, environment: xterm, terminfoRGB: false, terminfoColors: 8,
                                 terminalDirectColor: true) == .palette256)
        #expect(ColorMode.detect(requested: nil, environment: ["TERM": "xterm", "NO_COLOR": "1"], terminfoRGB: false,
                                 terminfoColors: 8, terminalDirectColor: true) == .mono)
    }

    @Test(arguments: [
        ("kitty(0.26.5)", 2, CellMode?.some(.sextant)),
        ("kitty(0.18.3)", 2, nil),
        ("kitty(0.40.1)", 2, .octant),
        // An octant the cursor did not step over (tmux in front) leaves sextants.
        ("kitty(0.40.1)", 1, .sextant),
        ("foot(1.20.0)", 2, .octant),
        ("foot(1.16.2)", 2, nil),
        ("WezTerm 20240203-110809-5046fc22", 2, .sextant),
        ("WezTerm 20210502-154244-3f7122cb", 2, nil),
        ("ghostty 1.1.3", 2, .sextant),
        ("ghostty 1.2.0", 2, .octant),
        // Not in the table: whatever the font has, so nothing is chosen for it.
        ("XTerm(379)", 2, nil),
        ("tmux 3.3a", 1, nil),
    ])
    func theFinestCellsATerminalDrawsItselfComeFromItsNameAndVersion(_ version: String, _ column: Int, _ drawn: CellMode?) {
        let replies = parse("\u{1B}[12;\(column)R\u{1B}P>|\(version)\u{1B}\\\u{1B}[?62;c")
        #expect(replies.glyphsDrawnByTerminal == drawn)
        #expect(replies.bestCells == (drawn ?? .half))
    }

    @Test func noVersionMeansHalfBlocks() {
        #expect(parse("\u{1B}[12;2R\u{1B}[?6c").bestCells == .half, "alacritty, st: no XTVERSION reply")
        #expect(parse("\u{1B}[12;2R\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{1B}\\\u{1B}[?62;c").octantRefusal
            == "WezTerm 20240203 is not known to draw octants (Unicode 16) itself")
    }

    @Test func glyphsFromTheFontAreSaidOnceWithWhatBoxesMeanAndMarkedInTheStatusLine() {
        let unknown = CellSupport()
        #expect(unknown.fontWarning(.octant) == "octants come from the font here (this terminal is not known to draw them "
            + "itself): boxes or gaps in the picture mean your font lacks Unicode 16 block octants (U+1CD00…); `cells half` goes back")
        #expect(unknown.fontWarning(.sextant) == "sextants come from the font here (this terminal is not known to draw them "
            + "itself): boxes or gaps in the picture mean your font lacks Unicode 13 block sextants (U+1FB00…); `cells half` goes back")
        #expect(unknown.fontWarning(.half) == nil && unknown.fontWarning(.quadrant) == nil)
        #expect(unknown.statusName(.octant) == "octant?" && unknown.statusName(.quadrant) == "quadrant")
        // kitty 0.26.5: sextants drawn by kitty; octants shown as sextants, so nothing to warn of.
        let kitty = CellSupport(octantRefusal: "kitty 0.26.5 shows octants (Unicode 16) as boxes; it draws them from 0.40 on",
                                drawnByTerminal: .sextant)
        #expect(kitty.fontWarning(.octant) == nil && kitty.statusName(.octant) == "sextant")
        // ASCII draws no block glyphs at all.
        #expect(CellSupport(ascii: true).fontWarning(.octant) == nil)
    }
}
