#!/usr/bin/env python3
"""A 76-album archive without covers, as a collector's first offline Discogs import gives it: three copies of OK
Computer, years spread over six decades and four undated, formats as Discogs writes them. Same archive every run.

    python3 bench/no-cover-archive.py SITE && linernotes build --site SITE --output SITE/public --offline"""
import random, sys
from pathlib import Path
site = Path(sys.argv[1]); random.seed(25)
words = ["Night", "Glass", "Harbour", "Static", "Winter", "Electric", "Sustainability", "Conversations", "Überschall", "Room",
         "Lanterns", "Tide", "Northern", "Machine", "Garden", "Supercalifragilistic", "Echoes", "Motorik", "Paradise", "Velvet"]
artists = ["Radiohead", "Kraftwerk", "The Quiet Hours", "Okonkwo-Lind Quartet", "Anonymous Collective", "Fjord Ensemble",
           "Can", "Neu!", "Broadcast", "Stereolab", "Talk Talk", "Cocteau Twins", "Boards of Canada", "Aphex Twin"]
formats = ["CD, Album", "Vinyl, LP, Album", "Vinyl, LP, Reissue", "Cassette, Album", "File, FLAC, Album", "Vinyl, 12\", EP"]
(site / "content").mkdir(parents=True, exist_ok=True)
(site / "content/site.yml").write_text("title: Imported\n")
albums = [("OK Computer", "Radiohead", 1997, "CD, Album"), ("OK Computer", "Radiohead", 1997, "Vinyl, LP, Album"),
          ("OK Computer", "Radiohead", 2016, "Vinyl, LP, Reissue")]
while len(albums) < 76:
    title = " ".join(random.sample(words, random.choice([1, 2, 2, 3])))
    year = random.choice([1968, 1971, 1972, 1975, 1977, 1979, 1982, 1984, 1985, 1988, 1991, 1994, 1995, 1997, 1999, 2001,
                          2003, 2005, 2008, 2011, 2014, 2016, 2019, 2021, 2023, None])
    albums.append((title, random.choice(artists), year, random.choice(formats)))
for n, (title, artist, year, fmt) in enumerate(albums):
    y = f"year: {year}\n" if year else ""
    (site / f"content/albums/a{n:02}.md").parent.mkdir(parents=True, exist_ok=True)
    (site / f"content/albums/a{n:02}.md").write_text(
        f'---\ntitle: "{title}"\nartist: "{artist}"\n{y}format: "{fmt.replace(chr(34), chr(92)+chr(34))}"\nacquired: 2024-{1 + n % 12:02}-{1 + n % 28:02}\n---\n')
