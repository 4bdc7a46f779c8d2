"""Writes the two audio fixtures Debian has no encoder for, byte by byte from their formats' published layouts:
silence.wma, an ASF file (Windows Media Audio 9.2, WMAv2 codec, one second, mono 44.1 kHz) with its header objects
and an empty data object, and silence.ape, a Monkey's Audio 3.99 file ('MAC ' descriptor and header, one second,
mono 16-bit 44.1 kHz) with a frame of zero bytes. Neither carries decodable audio nor any tag: the folder-import test
tags copies of them with mutagen (tag-audio.py). Run once: `python3 make-wma-ape.py OUT_FOLDER`; the outputs are
committed beside this script."""
import os, struct, sys, uuid

folder = sys.argv[1]
guid = lambda text: uuid.UUID(text).bytes_le
def asf_object(name, payload): return guid(name) + struct.pack("<Q", 24 + len(payload)) + payload

# ASF: the Header Object holds File Properties, Stream Properties and the (empty) Header Extension.
preroll_ms, seconds = 3000, 1
file_id = guid("8E5C4A12-3B7F-4D6A-9C1E-2F0A5B6C7D8E")
waveformatex = struct.pack("<HHIIHHH", 0x0161, 1, 44100, 16000, 2972, 16, 10) + struct.pack("<IHI", 0x8800, 0x000F, 0)
stream = asf_object("B7DC0791-A9B7-11CF-8EE6-00C00C205365",
    guid("F8699E40-5B4D-11CF-A8FD-00805F5C442B")  # ASF_Audio_Media
    + guid("20FB5700-5B55-11CF-A8FD-00805F5C442B")  # ASF_No_Error_Correction
    + struct.pack("<QIIHI", 0, len(waveformatex), 0, 1, 0) + waveformatex)
extension = asf_object("5FBF03B5-A92E-11CF-8EE3-00C00C205365", guid("ABD3D211-A9BA-11CF-8EE6-00C00C205365") + struct.pack("<HI", 6, 0))
data = guid("75B22636-668E-11CF-A6D9-00AA0062CE6C") + struct.pack("<Q", 50) + file_id + struct.pack("<QH", 0, 0x0101)
def header(total):
    properties = asf_object("8CABDCA1-A947-11CF-8EE4-00C00C205365",
        file_id + struct.pack("<QQQQQQIIII", total, 0, 0, (seconds * 1000 + preroll_ms) * 10000, (seconds * 1000 + preroll_ms) * 10000,
            preroll_ms, 0x02, 3200, 3200, 128000))
    children = properties + stream + extension
    return guid("75B22630-668E-11CF-A6D9-00AA0062CE6C") + struct.pack("<QIBB", 30 + len(children), 3, 1, 2) + children
size = len(header(0)) + len(data)
with open(os.path.join(folder, "silence.wma"), "wb") as out: out.write(header(size) + data)

# Monkey's Audio: descriptor (52 bytes), header (24), seek table (one frame), the WAV header it restores, one frame.
rate, frame = 44100, b"\0" * 8
wav_header = b"RIFF" + struct.pack("<I", 36 + rate * 2) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16) \
    + b"data" + struct.pack("<I", rate * 2)
seek_table = struct.pack("<I", 52 + 24 + 4 + len(wav_header))
descriptor = b"MAC " + struct.pack("<HHIIIIIII", 3990, 0, 52, 24, len(seek_table), len(wav_header), len(frame), 0, 0) + b"\0" * 16
ape_header = struct.pack("<HHIIIHHI", 2000, 0, 73728 * 4, rate * seconds, 1, 16, 1, rate)
with open(os.path.join(folder, "silence.ape"), "wb") as out: out.write(descriptor + ape_header + seek_table + wav_header + frame)
