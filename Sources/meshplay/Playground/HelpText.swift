/// The help overlay (`?` or F1): the keys, and where to read about commands.
enum HelpText {
    static let lines: [String] = [
        "meshplay playground",
        "",
        "REPL (focus at start): type a command, Enter runs it",
        "  Left/Right Home/End  Ctrl-A/E   move      Up/Down  history",
        "  Backspace/Delete  Ctrl-K/U/W    delete    Tab      complete",
        "  PgUp/PgDn  scroll output        help [COMMAND]  list commands",
        "  Tab on an empty line, or Esc: focus the viewport",
        "",
        "Viewport (Tab or Esc from the REPL; Tab or Enter goes back)",
        "  arrows  orbit        + -  zoom          0  reset view",
        "  Space   play/pause   . ,  step a frame forward/back",
        "  w d v i  wireframe, diagonals, vertices, vertex indices",
        "  t  next triangulation     f  fit the picture to the viewport",
        "  ? F1  this help           q  quit",
        "  Ctrl-L  redraw            mouse: click picks, drag a vertex",
        "                            moves it, wheel zooms; a click or",
        "                            drag on the timeline seeks",
        "",
        "Ctrl-C clears the line. On an empty line Ctrl-D or Ctrl-C quits;",
        "so do the commands `quit` and `exit`. Pasted lines run as commands.",
        "In tmux, truecolor needs: set -as terminal-features ',*:RGB'",
        "",
        "Press any key to close.",
    ]
}
