#!/usr/bin/env python3
"""Writes a synthetic music archive of N albums (N/10 artists, 12 tracks each, a few paragraphs of notes, tags)
for linernotes, and the same pages as a Hugo site, for bench/run.

Usage: bench/generate.py N OUT   (writes OUT/linernotes/ and OUT/hugo/)
"""
import random
import sys
from pathlib import Path

WORDS = ("amber harbour static lantern cedar winter signal ferry northern glass quiet hollow river ember "
         "drift motor velvet paper echo salt meadow copper tide station orchard violet canyon").split()
FORMATS = ["Vinyl", "CD", "Cassette", "Digital", "Vinyl (2×LP)"]
TAGS = ["ambient", "jazz", "folk", "post-rock", "electronic", "piano", "indie", "soul", "dub", "drone",
        "krautrock", "shoegaze", "field recordings", "minimal", "blues", "pop", "noise", "choral", "funk", "trip-hop"]


def title(rng, words):
    return " ".join(rng.choice(WORDS).capitalize() for _ in range(words))


def paragraphs(rng):
    return "\n\n".join(" ".join(rng.choice(WORDS) for _ in range(rng.randint(40, 70))).capitalize() + "."
                       for _ in range(3))


def q(text):
    return '"' + text.replace('"', '\\"') + '"'


def main():
    count, out = int(sys.argv[1]), Path(sys.argv[2])
    rng = random.Random(count)
    ln, hugo = out / "linernotes", out / "hugo"
    for folder in (ln / "content/albums", ln / "content/artists", hugo / "content/albums", hugo / "content/years",
                   hugo / "layouts/_default", hugo / "layouts/partials", hugo / "layouts/years"):
        folder.mkdir(parents=True, exist_ok=True)
    (ln / "content/site.yml").write_text("title: Benchmark Records\ndescription: A synthetic archive.\n")
    artists = [f"{title(rng, 2)} {i}" for i in range(max(1, count // 10))]
    for i, name in enumerate(artists):
        (ln / f"content/artists/artist-{i}.md").write_text(f"---\nname: {q(name)}\ntags: [{rng.choice(TAGS)}]\n---\n{paragraphs(rng)}\n")
    for i in range(count):
        artist = artists[i % len(artists)]
        name = f"{title(rng, rng.randint(1, 3))} {i}"
        year = rng.randint(1960, 2025)
        tags = rng.sample(TAGS, 3)
        tracks = [(title(rng, rng.randint(1, 4)), rng.randint(90, 600)) for _ in range(12)]
        notes = paragraphs(rng)
        acquired = f"{rng.randint(2000, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        fmt = rng.choice(FORMATS)
        track_lines = "\n".join(f'  - {{ title: {q(t)}, length: "{s // 60}:{s % 60:02d}" }}' for t, s in tracks)
        (ln / f"content/albums/album-{i}.md").write_text(
            f"---\ntitle: {q(name)}\nartist: {q(artist)}\nyear: {year}\nformat: {fmt}\nrating: {rng.randint(1, 5)}\n"
            f"acquired: {acquired}\ntags: [{', '.join(tags)}]\ntracks:\n{track_lines}\n---\n{notes}\n")
        hugo_tracks = "\n".join(f'  - {{ title: {q(t)}, length: "{s // 60}:{s % 60:02d}" }}' for t, s in tracks)
        (hugo / f"content/albums/album-{i}.md").write_text(
            f"---\ntitle: {q(name)}\nartists: [{q(artist)}]\nyear: {year}\nformat: {fmt}\nacquired: {acquired}\n"
            f"date: {acquired}\ntags: [{', '.join(tags)}]\ntracks:\n{hugo_tracks}\n---\n{notes}\n")
    (hugo / "config.toml").write_text(
        'baseURL = "https://example.org/"\ntitle = "Benchmark Records"\ndisableKinds = ["RSS", "sitemap", "robotsTXT"]\n'
        'relativeURLs = true\nuglyURLs = false\n[taxonomies]\n  artist = "artists"\n  tag = "tags"\n')
    layouts = hugo / "layouts"
    (layouts / "_default/baseof.html").write_text(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title>'
        '<link rel="stylesheet" href="{{ "style.css" | relURL }}"></head><body><header><a href="{{ "/" | relURL }}">'
        '{{ .Site.Title }}</a></header><main>{{ block "main" . }}{{ end }}</main></body></html>\n')
    (layouts / "_default/single.html").write_text(
        '{{ define "main" }}<article><h1>{{ .Title }}</h1><p>by {{ range .Params.artists }}'
        '<a href="{{ (printf "/artists/%s/" (urlize .)) | relURL }}">{{ . }}</a>{{ end }}</p>'
        '<dl><dt>Year</dt><dd>{{ .Params.year }}</dd><dt>Format</dt><dd>{{ .Params.format }}</dd></dl>'
        '<ul>{{ range .Params.tags }}<li><a href="{{ (printf "/tags/%s/" (urlize .)) | relURL }}">{{ . }}</a></li>{{ end }}</ul>'
        '<ol>{{ range .Params.tracks }}<li>{{ .title }} <time>{{ .length }}</time></li>{{ end }}</ol>'
        '<section>{{ .Content }}</section></article>{{ end }}\n')
    (layouts / "_default/list.html").write_text(
        '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>'
        ' {{ .Params.year }}</li>{{ end }}</ul>{{ end }}\n')
    (layouts / "_default/terms.html").write_text(
        '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Data.Terms.ByTerm }}<li><a href="{{ .Page.RelPermalink }}">'
        '{{ .Page.Title }}</a> {{ .Count }}</li>{{ end }}</ul>{{ end }}\n')
    (layouts / "index.html").write_text(
        '{{ define "main" }}<h1>{{ .Site.Title }}</h1><ul>{{ range first 60 (where .Site.RegularPages "Section" "albums").ByDate.Reverse }}'
        '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')
    # linernotes' years page: every album by year, as a card (link, title, artists).
    (hugo / "content/years/_index.md").write_text('---\ntitle: "Years"\n---\n')
    (layouts / "years/list.html").write_text(
        '{{ define "main" }}<h1>{{ .Title }}</h1>{{ range (where .Site.RegularPages "Section" "albums").GroupByParam "year" }}'
        '<h2>{{ .Key }}</h2><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> '
        '{{ range .Params.artists }}<a href="{{ (printf "/artists/%s/" (urlize .)) | relURL }}">{{ . }}</a>{{ end }}</li>'
        '{{ end }}</ul>{{ end }}{{ end }}\n')
    print(f"wrote {count} albums, {len(artists)} artists to {out}")


if __name__ == "__main__":
    main()
