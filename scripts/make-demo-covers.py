#!/usr/bin/env python3
"""Draws the demo archive's cover images (PNG, 600x600) from code, so every image in content/ is the project's own.

Run from the repository root: python3 scripts/make-demo-covers.py
"""
import math
import struct
import zlib
from pathlib import Path

SIZE = 600


def png(path, pixel):
    rows = bytearray()
    for y in range(SIZE):
        rows.append(0)
        for x in range(SIZE):
            rows.extend(pixel(x / SIZE, y / SIZE))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 2, 0, 0, 0)
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
