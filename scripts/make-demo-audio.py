#!/usr/bin/env python3
"""Makes the demo playlist's short audio sketches (WAV, 8 kHz mono) from code: a few seconds of chimes each.

Run from the repository root: python3 scripts/make-demo-audio.py
"""
import math
import struct
import wave
from pathlib import Path

RATE = 8000

SKETCHES = {
    "harbour-bell": [(523.25, 0.6), (659.25, 0.6), (783.99, 1.2)],
    "fog-horn": [(110.0, 1.6), (98.0, 1.4)],
    "tram-bell": [(880.0, 0.25), (880.0, 0.25), (0, 0.3), (880.0, 0.25), (1174.66, 0.9)],
}

if __name__ == "__main__":
    out = Path("content/audio")
    out.mkdir(parents=True, exist_ok=True)
    for name, notes in SKETCHES.items():
        frames = bytearray()
        for frequency, seconds in notes:
            count = int(RATE * seconds)
            for i in range(count):
                envelope = min(1.0, i / 200) * max(0.0, 1 - i / count) ** 1.5
                value = math.sin(2 * math.pi * frequency * i / RATE) * envelope if frequency else 0
                frames += struct.pack("<h", int(value * 12000))
        with wave.open(str(out / f"{name}.wav"), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(RATE)
            wav.writeframes(bytes(frames))
        print(f"wrote {out / name}.wav")
