"""Tags an audio file for the folder-import test with mutagen, a real tagging tool (scripts/setup --test installs it
into .venv-test/), in the tag its format carries: ID3v2 in AIFF and WAV (sox writes none), ASF attributes in WMA,
APEv2 in Monkey's Audio. Usage: tag-audio.py FILE TITLE ARTIST ALBUM TRACK YEAR"""
import sys
from mutagen.aiff import AIFF
from mutagen.asf import ASF
from mutagen.id3 import TALB, TDRC, TIT2, TPE1, TPE2, TRCK
from mutagen.monkeysaudio import MonkeysAudio
from mutagen.wave import WAVE

path, title, artist, album, track, year = sys.argv[1:7]
kind = path.rsplit(".", 1)[-1].lower()
if kind in ("aiff", "aif", "wav"):
    audio = (WAVE if kind == "wav" else AIFF)(path)
    if audio.tags is None: audio.add_tags()
    for frame in (TIT2(encoding=3, text=title), TPE1(encoding=3, text=artist), TPE2(encoding=3, text=artist), TALB(encoding=3, text=album),
            TRCK(encoding=3, text=track), TDRC(encoding=3, text=year)):
        audio.tags.add(frame)
elif kind == "wma":
    audio = ASF(path)
    audio.update({"Title": [title], "Author": [artist], "WM/AlbumArtist": [artist], "WM/AlbumTitle": [album], "WM/TrackNumber": [track],
        "WM/Year": [year]})
elif kind == "ape":
    audio = MonkeysAudio(path)
    if audio.tags is None: audio.add_tags()
    audio.update({"Title": title, "Artist": artist, "Album Artist": artist, "Album": album, "Track": track, "Year": year})
else:
    sys.exit(f"tag-audio.py tags AIFF, WAV, WMA and APE files, not {path}")
audio.save()
