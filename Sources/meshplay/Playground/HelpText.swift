import MeshScript

/// The key help (`?` or F1), shown in the REPL panel while the picture stays live: short
/// lines, one key each, so a narrow panel shows them unwrapped.
enum HelpText {
    static let lines: [String] = [
        "meshplay keys",
        "",
        "REPL (focus at start)",
        "  Enter        run the line",
        "  Tab          complete; on an empty",
        "               line: focus the picture",
        "  Esc          focus the picture",
        "  Up/Down      history",
        "  Left/Right Home/End Ctrl-A/E  move",
        "  Backspace Delete Ctrl-K/U/W   delete",
        "  PgUp/PgDn, wheel  scroll output",
        // The command's own usage, from the command table.
        "  " + CommandHelp.entry(.help).usage.joined(separator: " | ") + "    list commands",
        "  Ctrl-C       clear the line; at the",
        "               … prompt, drop the block",
        "  Ctrl-D, quit, exit  quit",
        "",
        "Picture (Tab, Enter or : goes back)",
        "  arrows       orbit",
        "  + - wheel    zoom",
        "  0            reset the view",
        "  f            fit the picture",
        "  Space        play / pause",
        "  . ,          step a frame",
        "  w d v i      wire, diagonals,",
        "               vertices, indices",
        "  t            next triangulation",
        "  c            next cell mode (half,",
        "               quadrant, sextant, octant)",
        "  click        pick what is there",
        "  drag vertex  move its `to`",
        "  timeline     click or drag: seek",
        "  Ctrl-L       redraw",
        "  ? F1         this help",
        "  q            quit",
        "",
        "Pasted lines run as commands.",
        "tmux truecolor: set -as",
        "  terminal-features ',*:RGB'",
        "",
        "PgUp/PgDn: scroll; other keys close.",
    ]
}
