// C shim for ncursesw (no stable API: for meshplay's own use only).
#ifndef MESHPLAY_CNCURSESW_SHIM_H
#define MESHPLAY_CNCURSESW_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>

// Swift 6 refuses to read C globals that may change; these read them once.
static inline WINDOW *meshplay_stdscr(void) { return stdscr; }
static inline int meshplay_colors(void) { return COLORS; }
static inline int meshplay_color_pairs(void) { return COLOR_PAIRS; }
static inline int meshplay_lines(void) { return LINES; }
static inline int meshplay_cols(void) { return COLS; }
static inline chtype meshplay_color_pair(int n) { return COLOR_PAIR(n); }
static inline unsigned long meshplay_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
#endif
