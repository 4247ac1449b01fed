// C shim for ncursesw (no stable API: for meshplay's own use only).
#ifndef MESHPLAY_CNCURSESW_SHIM_H
#define MESHPLAY_CNCURSESW_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>

// Swift 6 refuses to read C globals that may change; these read them once.
static inline WINDOW *meshplay_stdscr(void) { return stdscr; }
static inline WINDOW *meshplay_curscr(void) { return curscr; }
static inline WINDOW *meshplay_newscr(void) { return newscr; }
static inline int meshplay_colors(void) { return COLORS; }
static inline int meshplay_color_pairs(void) { return COLOR_PAIRS; }
static inline int meshplay_lines(void) { return LINES; }
static inline int meshplay_cols(void) { return COLS; }
static inline chtype meshplay_color_pair(int n) { return COLOR_PAIR(n); }

// The columns a character takes, as curses counts them (wcwidth is declared only for X/Open).
extern int wcwidth(wchar_t c);
static inline int meshplay_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

// Attribute macros that Swift cannot import (they expand to shifts of casts).
static inline attr_t meshplay_a_bold(void) { return A_BOLD; }
static inline attr_t meshplay_a_reverse(void) { return A_REVERSE; }
static inline attr_t meshplay_a_dim(void) { return A_DIM; }
static inline attr_t meshplay_a_blink(void) { return A_BLINK; }

// The locale's character set name ("UTF-8" in a UTF-8 locale).
static inline const char *meshplay_codeset(void) { return nl_langinfo(CODESET); }

// terminfo's colour count for terminal type term (NULL: $TERM) without starting curses, -1 when
// the type is unknown; *rgb is set from its RGB flag. Last in the header: term.h's capability macros
// (lines, columns, …) would otherwise rename words in what follows.
#include <ncursesw/term.h>
static inline int meshplay_terminfo_colors(const char *term, int *rgb) {
    int status = 0;
    *rgb = 0;
    // With a status to fill, setupterm reports an unknown type there instead of printing.
    if (setupterm(term, 1, &status) != OK) return -1;
    *rgb = tigetflag("RGB") == 1;
    return tigetnum("colors");
}

// 1 when terminal type term (NULL: $TERM) can move the cursor to any cell (terminfo's cup), 0
// when it cannot (dumb), -1 when the type is unknown.
static inline int meshplay_terminfo_addresses_cursor(const char *term) {
    int status = 0;
    if (setupterm(term, 1, &status) != OK) return -1;
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (const char *)-1;
}
#endif
