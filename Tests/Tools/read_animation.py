"""Reads an animated PNG or GIF with Pillow, a decoder meshplay shares no code with, and
compares each frame with the numbered PNGs meshplay wrote for the same frames.

usage: read_animation.py FILE FRAMES_DIR NAME FPS
prints one JSON object: format, frame count, loop, total duration in ms, and per shown frame
the timeline frame it starts at, the largest channel difference and the mean one.
"""
import json
import sys

from PIL import Image, ImageChops, ImageStat

path, frames_dir, name, fps = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
image = Image.open(path)
shown, elapsed = [], 0.0
for index in range(image.n_frames):
    image.seek(index)
    frame = round(elapsed * fps / 1000)
    reference = Image.open(f"{frames_dir}/{name}-{frame:04d}.png").convert("RGB")
    difference = ImageChops.difference(image.convert("RGB"), reference)
    shown.append({
        "frame": frame,
        "largest": max(high for _, high in difference.getextrema()),
        "mean": max(ImageStat.Stat(difference).mean),
    })
    elapsed += image.info["duration"]
print(json.dumps({
    "format": image.format,
    "frames": image.n_frames,
    "loop": image.info.get("loop"),
    "duration": elapsed,
    "shown": shown,
}))
