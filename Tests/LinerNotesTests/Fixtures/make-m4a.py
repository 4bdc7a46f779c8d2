"""Makes a tagged M4A file for the folder-import test: a minimal MP4 container (one AAC track description, no
samples) written here, then tagged with mutagen, a real tagging tool (scripts/setup --test installs it into
.venv-test/). Usage: make-m4a.py OUT.m4a TITLE ARTIST ALBUM TRACK YEAR COVER.png"""
import struct, sys
from mutagen.mp4 import MP4, MP4Cover

out, title, artist, album, track, year, cover = sys.argv[1:8]
def atom(name, payload): return struct.pack(">I", 8 + len(payload)) + name + payload
def full(name, version, flags, payload): return atom(name, struct.pack(">I", (version << 24) | flags) + payload)
rate = 44100; duration = rate * 2
mvhd = full(b"mvhd", 0, 0, struct.pack(">IIII", 0, 0, 1000, 2000) + struct.pack(">I", 0x00010000) + struct.pack(">H", 0x0100) + b"\0" * 10 + struct.pack(">9I", 0x00010000,0,0,0,0x00010000,0,0,0,0x40000000) + b"\0" * 24 + struct.pack(">I", 2))
mdhd = full(b"mdhd", 0, 0, struct.pack(">IIII", 0, 0, rate, duration) + struct.pack(">HH", 0x55c4, 0))
hdlr = full(b"hdlr", 0, 0, struct.pack(">I", 0) + b"soun" + b"\0" * 12 + b"SoundHandler\0")
esds = full(b"esds", 0, 0, b"\x03\x19\x00\x00\x00\x04\x11\x40\x15\x00\x00\x00\x00\x01\xf4\x00\x00\x01\xf4\x00\x05\x02\x12\x10\x06\x01\x02")
mp4a = atom(b"mp4a", b"\0" * 6 + struct.pack(">H", 1) + b"\0" * 8 + struct.pack(">HHHH", 2, 16, 0, 0) + struct.pack(">I", rate << 16) + esds)
stsd = full(b"stsd", 0, 0, struct.pack(">I", 1) + mp4a)
stts = full(b"stts", 0, 0, struct.pack(">I", 0))
stsc = full(b"stsc", 0, 0, struct.pack(">I", 0))
stsz = full(b"stsz", 0, 0, struct.pack(">II", 0, 0))
stco = full(b"stco", 0, 0, struct.pack(">I", 0))
stbl = atom(b"stbl", stsd + stts + stsc + stsz + stco)
minf = atom(b"minf", full(b"smhd", 0, 0, b"\0" * 4) + atom(b"dinf", full(b"dref", 0, 0, struct.pack(">I", 1) + full(b"url ", 0, 1, b""))) + stbl)
tkhd = full(b"tkhd", 0, 7, struct.pack(">IIIII", 0, 0, 1, 0, 2000) + b"\0" * 8 + struct.pack(">HHHH", 0, 0, 0x0100, 0) + struct.pack(">9I", 0x00010000,0,0,0,0x00010000,0,0,0,0x40000000) + struct.pack(">II", 0, 0))
trak = atom(b"trak", tkhd + atom(b"mdia", mdhd + hdlr + minf))
ftyp = atom(b"ftyp", b"M4A " + struct.pack(">I", 0) + b"M4A mp42isom")
open(out, "wb").write(ftyp + atom(b"moov", mvhd + trak) + atom(b"mdat", b""))
tags = MP4(out)
tags["\xa9nam"] = [title]
tags["\xa9ART"] = [artist]
tags["aART"] = [artist]
tags["\xa9alb"] = [album]
tags["trkn"] = [(int(track), 0)]
tags["\xa9day"] = [year]
tags["covr"] = [MP4Cover(open(cover, "rb").read(), imageformat=MP4Cover.FORMAT_PNG)]
tags.save()
