"""Replays an asciicast v2 file through pyte, a terminal emulator meshplay shares no code with,
and prints the screen as it stood just before STOP first appeared on it.

usage: replay_cast.py FILE STOP
prints one JSON object: the header, the event count, whether times never go back, and the
screen's rows (text only) just before STOP showed, or null if it never did.
"""
import json
import sys

import pyte

path, stop = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8") as cast:
    header = json.loads(cast.readline())
    events = [json.loads(line) for line in cast if line.strip()]
screen = pyte.Screen(header["width"], header["height"])
stream = pyte.Stream(screen)
shown, before, last, ordered = None, None, 0.0, True
for time, kind, data in events:
    ordered = ordered and time >= last
    last = time
    if kind == "r":
        columns, rows = (int(n) for n in data.split("x"))
        screen.resize(rows, columns)
    elif kind == "o":
        stream.feed(data)
        if shown is None and any(stop in row for row in screen.display):
            shown = before
        before = [row.rstrip() for row in screen.display]
print(json.dumps({"header": header, "events": len(events), "ordered": ordered, "screen": shown}))
