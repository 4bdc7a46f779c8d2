"""Makes a folder of tagged audio, one album folder per type the importers take, each holding one file of a second
made by a real encoder or tagger. Used by the folder-import test (AudioTypesImportTests, which lists the same samples
and checks each) and by the journey test (scripts/journey). How each file is made:
- WAV and AIFF: sox writes a second of silence; mutagen (tag-audio.py) adds an ID3v2 tag, which sox cannot.
- MP3, FLAC, Ogg Vorbis: lame, flac and oggenc encode sox's WAV and write the tags themselves.
- M4A: make-m4a.py writes a minimal MP4 container and tags it with mutagen (Debian has no AAC encoder).
- WavPack and Musepack: Debian's own encoders, wavpack and mpcenc, with their own APEv2 tags.
- WMA and APE: Debian has no encoder for either, so silence.wma (an ASF header for one second of WMAv2, no packets)
  and silence.ape (a Monkey's Audio 3.99 descriptor and header for one second, a frame of zeros) were written byte by
  byte by make-wma-ape.py; copies are tagged by mutagen (ASF attributes, APEv2).
scripts/setup --test installs every tool and mutagen. Usage: make-audio-types.py FOLDER (run with .venv-test's python)"""
import os, shutil, subprocess, sys

# (folder, file, title): the album is "<folder> Album" by "Format Tester", track 1, 2020.
SAMPLES = [
    ("MP3", "song.mp3", "Lame Song"), ("FLAC", "song.flac", "Flac Song"), ("Ogg", "song.ogg", "Vorbis Song"),
    ("M4A", "song.m4a", "Container Song"), ("WAV", "song.wav", "Wave Song"), ("AIFF", "song.aiff", "Apple Song"),
    ("WMA", "song.wma", "Windows Song"), ("APE", "song.ape", "Monkey Song"), ("WavPack", "song.wv", "Packed Song"),
    ("Musepack", "song.mpc", "Muse Song"),
]
here = os.path.dirname(os.path.abspath(__file__))
cover = os.path.join(here, "..", "..", "..", "content", "covers", "night-tram.png")

def run(*command):
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        sys.exit(f"{command[0]} failed (install it with scripts/setup --test): {done.stdout}")

music = sys.argv[1]
os.makedirs(music, exist_ok=True)
wav = os.path.join(music, "source.wav")
run("sox", "-n", "-r", "44100", "-c", "1", "-b", "16", wav, "trim", "0", "1")
for folder, file, title in SAMPLES:
    os.makedirs(os.path.join(music, folder), exist_ok=True)
    out = os.path.join(music, folder, file)
    artist, album, track, year = "Format Tester", f"{folder} Album", "1", "2020"
    kind = file.rsplit(".", 1)[1]
    if kind == "mp3":
        run("lame", "--quiet", "--tt", title, "--ta", artist, "--tl", album, "--tn", track, "--ty", year, "--add-id3v2", wav, out)
    elif kind == "flac":
        run("flac", "-s", "-f", "-o", out, "-T", f"TITLE={title}", "-T", f"ARTIST={artist}", "-T", f"ALBUM={album}",
            "-T", f"TRACKNUMBER={track}", "-T", f"DATE={year}", wav)
    elif kind == "ogg":
        run("oggenc", "-Q", "-t", title, "-a", artist, "-l", album, "-N", track, "-d", year, "-o", out, wav)
    elif kind == "m4a":
        run(sys.executable, os.path.join(here, "make-m4a.py"), out, title, artist, album, track, year, cover)
    elif kind in ("wav", "aiff"):
        run("sox", "-n", "-r", "44100", "-c", "1", "-b", "16", out, "trim", "0", "1")
        run(sys.executable, os.path.join(here, "tag-audio.py"), out, title, artist, album, track, year)
    elif kind in ("wma", "ape"):
        shutil.copyfile(os.path.join(here, f"silence.{kind}"), out)
        run(sys.executable, os.path.join(here, "tag-audio.py"), out, title, artist, album, track, year)
    elif kind == "wv":
        run("wavpack", "-q", "-y", "-w", f"Title={title}", "-w", f"Artist={artist}", "-w", f"Album={album}", "-w", f"Track={track}",
            "-w", f"Year={year}", wav, "-o", out)
    elif kind == "mpc":
        run("mpcenc", "--silent", "--overwrite", "--title", title, "--artist", artist, "--album", album, "--track", track, "--year", year, wav, out)
    else:
        sys.exit(f"no way to make a .{kind} file")
os.remove(wav)
