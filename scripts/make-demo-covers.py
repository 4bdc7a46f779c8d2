#!/usr/bin/env python3
"""Draws the demo archive's cover images (PNG, 600x600) from code, so every image in content/ is the project's own.

Run from the repository root: python3 scripts/make-demo-covers.py
"""
import math
import struct
import zlib
from pathlib import Path

SIZE = 600


def png(path, pixel, size=SIZE):
    rows = bytearray()
    for y in range(size):
        rows.append(0)
        for x in range(size):
            rows.extend(pixel(x / size, y / size))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    Path(path).write_bytes(data)


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def lanterns(x, y):
    # Warm lights over a dark sea: a vertical gradient, three glowing discs, a wavy horizon.
    sky = mix((24, 30, 58), (196, 104, 62), y * 1.3)
    horizon = 0.68 + 0.015 * math.sin(x * 26)
    if y > horizon:
        sky = mix((18, 34, 52), (8, 14, 24), (y - horizon) * 3)
        if int((y - horizon) * 90) % 3 == 0:
            sky = mix(sky, (220, 150, 90), 0.25 * (1 - (y - horizon) * 3))
    for cx, cy, r in ((0.28, 0.42, 0.07), (0.52, 0.34, 0.05), (0.72, 0.47, 0.06)):
        d = math.hypot(x - cx, y - cy)
        if d < r * 3:
            sky = mix(sky, (255, 214, 140), (1 - d / (r * 3)) ** 2)
    return sky


def harbour(x, y):
    # Folded paper: diagonal bands in soft blues with crisp creases.
    band = (x * 0.8 + y) * 5
    t = band - math.floor(band)
    base = mix((214, 226, 232), (150, 176, 196), t)
    if t < 0.02:
        base = (250, 250, 248)
    if abs(y - 0.78) < 0.01 and 0.15 < x < 0.85:
        base = (40, 52, 70)
    return base


def northern_static(x, y):
    # Aurora ribbons over near-black, with scanline static.
    base = (8, 10, 16)
    for i, (col, phase) in enumerate((((60, 220, 160), 0.0), ((120, 90, 230), 1.7), ((40, 170, 220), 3.1))):
        ribbon = 0.35 + 0.12 * i + 0.08 * math.sin(x * 7 + phase)
        d = abs(y - ribbon)
        if d < 0.09:
            base = mix(base, col, (1 - d / 0.09) ** 1.5)
    if int(y * SIZE) % 4 == 0:
        base = mix(base, (0, 0, 0), 0.35)
    return base


def night_tram(x, y):
    # A city at night: window grid in warm yellow, one red tram line.
    base = mix((16, 20, 38), (44, 30, 60), y)
    if y > 0.45:
        cell_x, cell_y = int(x * 18), int(y * 30)
        lit = ((cell_x * 7 + cell_y * 13) % 5) == 0
        in_window = (x * 18) % 1 < 0.55 and (y * 30) % 1 < 0.5
        if lit and in_window:
            base = (246, 196, 92)
    if abs(y - 0.82) < 0.012:
        base = (214, 58, 48)
    return base


def salt_cedar(x, y):
    # Concentric rings like a tree's cross-section, salt-white rim.
    d = math.hypot(x - 0.5, y - 0.55)
    ring = math.sin(d * 95 + math.sin(x * 9) * 1.5)
    base = mix((150, 92, 52), (196, 140, 88), (ring + 1) / 2)
    if d > 0.42:
        base = mix((236, 232, 224), (206, 200, 190), y)
    return base


def forecast(x, y):
    # Isobars: concentric wobbly contour lines on pale grey-blue, one warm front.
    d = math.hypot(x - 0.62, y - 0.4) + 0.03 * math.sin(x * 11 + y * 7)
    base = mix((226, 232, 236), (186, 200, 212), y)
    if (d * 14) % 1 < 0.06:
        base = (92, 110, 128)
    if abs(y - (0.75 - 0.25 * x + 0.02 * math.sin(x * 30))) < 0.008:
        base = (200, 70, 50)
    return base


def ferns(x, y):
    # Frosted glass: a green gradient with frond-like stripes and a white bloom.
    base = mix((28, 84, 62), (120, 170, 130), 1 - y)
    frond = math.sin((x - 0.5) * 40 + math.sin(y * 9) * 3) * math.cos(y * 12)
    if frond > 0.85:
        base = mix(base, (220, 240, 225), 0.6)
    d = math.hypot(x - 0.3, y - 0.25)
    if d < 0.35:
        base = mix(base, (245, 250, 248), (1 - d / 0.35) ** 3)
    return base


def tin_radio(x, y):
    # A radio dial: cream background, tuning scale, red needle.
    base = (238, 226, 196)
    if 0.3 < y < 0.5:
        base = (60, 52, 44)
        if int(x * 40) % 4 == 0 and y < 0.4:
            base = (238, 226, 196)
    if abs(x - 0.62) < 0.006 and 0.26 < y < 0.54:
        base = (200, 40, 36)
    d = math.hypot(x - 0.5, y - 0.76)
    if d < 0.12:
        base = (120, 110, 96) if (d * 60) % 2 < 1 else (150, 140, 124)
    return base


def harbour_songs(x, y):
    # A night harbour seen from the pier: a lighthouse beam sweeping a slate sea, its lamp a bright dot.
    base = mix((46, 58, 78), (18, 24, 36), y)
    beam = abs((y - 0.32) - (x - 0.22) * 0.35)
    if x > 0.22 and beam < 0.05 + (x - 0.22) * 0.12:
        base = mix(base, (236, 224, 170), 0.55 * (1 - beam / (0.05 + (x - 0.22) * 0.12)))
    if 0.2 < x < 0.24 and 0.32 < y < 0.7:
        base = (226, 222, 210) if int(y * 40) % 4 else (170, 52, 48)
    if math.hypot(x - 0.22, y - 0.32) < 0.025:
        base = (255, 246, 200)
    if y > 0.7 + 0.01 * math.sin(x * 40):
        base = mix((30, 44, 60), (12, 18, 28), (y - 0.7) * 3)
    return base


def aurora_cycle(x, y):
    # Concentric rings of green and violet light, as a cycle, over a deep blue field.
    base = mix((10, 16, 40), (24, 20, 60), y)
    d = math.hypot(x - 0.5, y - 0.55)
    ring = (d * 9) % 1
    if d < 0.42 and ring < 0.35:
        col = (70, 230, 170) if int(d * 9) % 2 == 0 else (150, 110, 240)
        base = mix(base, col, (1 - ring / 0.35) * (1 - d / 0.42))
    return base


# The demo's "fetched" covers: served by the fixture world the tests use to make the committed cache.
FETCHED = {
    "download/9101": (forecast, (250, 500)),
    "download/9303": (tin_radio, (250, 500)),
    # The wanted records MusicBrainz links (the wantlist page).
    "download/9404": (harbour_songs, (250, 500)),
    "download/9505": (aurora_cycle, (250, 500)),
    "glass-ferns": (ferns, (300, 600)),
}

COVERS = {
    "lanterns-for-the-tide": lanterns,
    "paper-harbour": harbour,
    "northern-static": northern_static,
    "night-tram": night_tram,
    "salt-and-cedar": salt_cedar,
}

if __name__ == "__main__":
    out = Path("content/covers")
    out.mkdir(parents=True, exist_ok=True)
    for slug, draw in COVERS.items():
        png(out / f"{slug}.png", draw)
        print(f"wrote {out / slug}.png")
    fixtures = Path("Tests/LinerNotesTests/Fixtures/demo-images")
    for name, (draw, sizes) in FETCHED.items():
        for size in sizes:
            target = fixtures / (f"{name}-{size}.png" if name.startswith("download/") else f"{name}/{size}x{size}bb.png")
            target.parent.mkdir(parents=True, exist_ok=True)
            png(target, draw, size)
            print(f"wrote {target}")
