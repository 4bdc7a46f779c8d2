#!/usr/bin/env python3
"""Benchmarks linernotes against Hugo on synthetic archives (bench/generate.py), side by side in one run.

Prints, for the main size: clean-build medians over alternating runs and their ratio, peak RSS of each, the floor
(copying linernotes' output with `cp -r` on the same file system) and linernotes' time over it, the no-op rebuild
(time, files written), a one-album edit (pages rewritten); the edit table beside Hugo (`build` and `hugo` after one
album's notes changed; `serve` and `hugo server --renderToDisk` from saving an edit to the page's file on disk
showing it, for a notes edit and a title edit); then, for every size, clean-build times and memory beside Hugo's,
with the floor; and the load average before and after. Asserts nothing: the figures are for people to read.

Usage: bench/run [--sizes 1000,10000,50000] [--main 10000] [--runs 5] [--work DIR]

The work folder defaults to /dev/shm/linernotes-bench when /dev/shm is a tmpfs with room (else
/tmp/linernotes-bench): in memory, both tools are timed on their own work, not on the disk's. Give --work on a
disk to time that too; see Runs for what a disk can add.
"""
import argparse
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BINARY = REPO / ".build/release/linernotes"


def timed(command, cwd=None):
    """Runs a command under /usr/bin/time; returns (seconds, peak RSS in MiB, stdout+stderr)."""
    result = subprocess.run(["/usr/bin/time", "-f", "TIME %e %M", *command], cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}\n{result.stderr}")
    match = re.search(r"TIME ([\d.]+) (\d+)", result.stderr)
    return float(match.group(1)), int(match.group(2)) / 1024, result.stdout + result.stderr


def generate(size, work):
    folder = work / str(size)
    if not (folder / "linernotes/content/site.yml").exists():
        subprocess.run([sys.executable, str(REPO / "bench/generate.py"), str(size), str(folder)], check=True)
    return folder


class Runs:
    """Fresh output folders for clean builds, removed only when the benchmark ends.

    Deleting a site's ~20,000 files and making them again at once is slow on some file systems for reasons that
    have nothing to do with the generator (ext4 without a journal scans every recently deleted inode for each new
    one for a minute), and the cost grows with the run order. So every clean build, of both tools, writes into a
    folder of its own, and nothing is deleted while timing."""

    def __init__(self, work, keep_until_end):
        self.root = work / "runs"
        self.count = 0
        # In memory, deleting costs nothing later, so each size's outputs go as soon as it is measured.
        self.keep_until_end = keep_until_end
        if self.root.exists():
            print("removing the outputs of an earlier benchmark, then waiting 65 s for the file system to settle…")
            shutil.rmtree(self.root)
            subprocess.run(["sync"])
            time.sleep(65)
        self.root.mkdir(parents=True)

    last_output = None

    def fresh(self, name):
        self.count += 1
        return self.root / f"{self.count:03d}-{name}"

    def done_with_size(self):
        if not self.keep_until_end:
            shutil.rmtree(self.root, ignore_errors=True)
            self.root.mkdir(parents=True)

    def remove(self):
        shutil.rmtree(self.root, ignore_errors=True)


def default_work():
    """/dev/shm when it is a tmpfs with room for the archives and outputs (about 12 GB at 50,000 albums)."""
    shm = Path("/dev/shm")
    try:
        fs = subprocess.run(["stat", "-f", "-c", "%T", str(shm)], capture_output=True, text=True).stdout.strip()
        if fs == "tmpfs" and shutil.disk_usage(shm).free > 14 * 2**30:
            return shm / "linernotes-bench"
    except OSError:
        pass
    return Path("/tmp/linernotes-bench")


def filesystem(path):
    return subprocess.run(["stat", "-f", "-c", "%T", str(path)], capture_output=True, text=True).stdout.strip()


def clean_linernotes(folder, runs):
    output = runs.fresh("linernotes") / "public"
    output.parent.mkdir()
    runs.last_output = output
    return timed([str(BINARY), "build", "--site", str(folder / "linernotes"), "--output", str(output), "--offline"])


def floor(runs, count=3):
    """The floor of a clean build: copying linernotes' last output (`cp -r`, the same file system), median of `count`:
    what writing the same files costs without making them."""
    return statistics.median(timed(["cp", "-r", str(runs.last_output), str(runs.fresh("floor"))])[0] for _ in range(count))


def clean_hugo(folder, runs):
    return timed(["hugo", "--quiet", "-s", str(folder / "hugo"), "-d", str(runs.fresh("hugo"))])


def files_newer_than(root, stamp):
    return sum(1 for path in root.rglob("*") if path.is_file() and path.stat().st_mtime > stamp)


def append_notes(path, marker):
    """Adds a paragraph to an album's notes; the same edit in either tool's file."""
    path.write_text(path.read_text(encoding="utf-8") + f"\n{marker}\n", encoding="utf-8")


def retitle(path, marker):
    """Adds the marker to an album's title (its first `title:` line)."""
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(r'^title: "(.*?)( Retitled \d+)?"$', lambda m: f'title: "{m.group(1)} {marker}"', text, count=1,
                           flags=re.M), encoding="utf-8")


def edit_builds(folder, work, runs):
    """`build` after one album's notes changed, against `hugo` after the same edit (Hugo rebuilds the whole site
    from the command line; it has no incremental build there), alternately, each into the output it built before."""
    site, hugo_site, hugo_out = folder / "linernotes", folder / "hugo", work / "hugo-edit-public"
    ours_file, theirs_file = site / "content/albums/album-5.md", hugo_site / "content/albums/album-5.md"
    originals = ours_file.read_text(encoding="utf-8"), theirs_file.read_text(encoding="utf-8")
    timed([str(BINARY), "build", "--site", str(site), "--offline"])
    timed(["hugo", "--quiet", "-s", str(hugo_site), "-d", str(hugo_out)])
    ours, theirs = [], []
    try:
        for run in range(runs):
            marker = f"Edited for build run {run}."
            append_notes(theirs_file, marker)
            theirs.append(timed(["hugo", "--quiet", "-s", str(hugo_site), "-d", str(hugo_out)])[0])
            append_notes(ours_file, marker)
            ours.append(timed([str(BINARY), "build", "--site", str(site), "--offline"])[0])
            for page in (site / "public/albums/album-5/index.html", hugo_out / "albums/album-5/index.html"):
                if marker not in page.read_text(encoding="utf-8"):
                    sys.exit(f"{page} does not show the edit after the build")
    finally:
        ours_file.write_text(originals[0], encoding="utf-8")
        theirs_file.write_text(originals[1], encoding="utf-8")
    timed([str(BINARY), "build", "--site", str(site), "--offline"])
    shutil.rmtree(hugo_out, ignore_errors=True)
    return ours, theirs


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`linernotes serve` or `hugo server --renderToDisk`, started and waited for until it says it serves."""

    def __init__(self, command, ready, log):
        self.log = log
        self.process = subprocess.Popen(command, stdout=open(log, "w"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 600
        while ready not in log.read_text(errors="replace"):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                sys.exit(f"{command[0]} did not start serving:\n{log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.1)
        self.port = int(re.search(r"http://(?:127\.0\.0\.1|localhost):(\d+)/", log.read_text(errors="replace")).group(1))

    def visit(self, path):
        """Asks for a page as a browser would (Hugo's fast render re-renders the pages visited)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=30) as connection:
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode())
            while connection.recv(65536):
                pass

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()


def until_written(files, marker, start, limit=60):
    """Seconds from start until every file holds the marker, polling every 5 ms (None past the limit)."""
    waiting = list(files)
    while waiting:
        now = time.monotonic()
        if now - start > limit:
            return None
        try:
            if marker in waiting[0].read_text(encoding="utf-8", errors="replace"):
                waiting.pop(0)
                continue
        except OSError:
            pass
        time.sleep(0.005)
    return time.monotonic() - start


def hugo_term_page(hugo_out, name):
    """The Hugo taxonomy page of an artist (urlize: lower case, spaces to dashes)."""
    return hugo_out / "artists" / re.sub(r"\s+", "-", name.strip().lower()) / "index.html"


def serve_edits(folder, work, runs):
    """Save → page written, for `linernotes serve` and `hugo server --renderToDisk`, both serving the same archive,
    edited alternately: a notes edit (the album's page), then a title edit (the album's page and its artist's)."""
    site, hugo_site, hugo_out = folder / "linernotes", folder / "hugo", work / "hugo-serve-public"
    album, hugo_album = site / "content/albums/album-5.md", hugo_site / "content/albums/album-5.md"
    originals = album.read_text(encoding="utf-8"), hugo_album.read_text(encoding="utf-8")
    artist = re.search(r'^artist: "(.*)"$', originals[0], re.M).group(1)
    artist_slug = next(p.stem for p in (site / "content/artists").glob("*.md") if f'name: "{artist}"' in p.read_text(encoding="utf-8"))
    ours_pages = [site / "public/albums/album-5/index.html", site / f"public/artists/{artist_slug}/index.html"]
    theirs_pages = [hugo_out / "albums/album-5/index.html", hugo_term_page(hugo_out, artist)]
    ours = Server([str(BINARY), "serve", "--site", str(site), "--offline", "--port", str(free_port())], "Serving ", work / "serve.log")
    theirs = Server(["hugo", "server", "-s", str(hugo_site), "--renderToDisk", "-d", str(hugo_out), "--port", str(free_port()),
                     "--bind", "127.0.0.1"], "Web Server is available", work / "hugo-server.log")
    figures = {key: [] for key in ("notes ours", "notes theirs", "title ours", "title theirs")}
    try:
        for server, pages in ((ours, ours_pages), (theirs, theirs_pages)):
            for page in pages:
                server.visit("/" + str(page.relative_to(site / "public" if server is ours else hugo_out).parent) + "/")
        hugo_title = theirs_pages[1].exists()
        for run in range(runs):
            for kind in ("notes", "title"):
                for who, file, pages in (("theirs", hugo_album, theirs_pages), ("ours", album, ours_pages)):
                    if kind == "title" and who == "theirs" and not hugo_title:
                        continue
                    marker = f"Retitled {run}" if kind == "title" else f"Edited while serving, run {run}."
                    start = time.monotonic()
                    (retitle if kind == "title" else append_notes)(file, marker)
                    figures[f"{kind} {who}"].append(until_written(pages if kind == "title" else pages[:1], marker, start))
                    time.sleep(1.5)  # let the server finish the rest of its rebuild before the next edit
        if any(value is None for key, values in figures.items() if key.endswith("ours") for value in values):
            # A save whose page never showed: what serve said is the only witness, and its folder goes below.
            print("serve did not show an edit within 60 s; the end of its log:\n" + (work / "serve.log").read_text(errors="replace")[-3000:])
    finally:
        album.write_text(originals[0], encoding="utf-8")
        hugo_album.write_text(originals[1], encoding="utf-8")
        time.sleep(1.5)
        ours.stop()
        theirs.stop()
        shutil.rmtree(hugo_out, ignore_errors=True)
    timed([str(BINARY), "build", "--site", str(site), "--offline"])  # public/ back to the published build
    return figures


def median_text(values):
    if not values:
        return "—"
    if any(v is None for v in values):
        return "timed out"
    return f"{statistics.median(values):.2f} s"


def runs_text(values):
    return ", ".join("—" if v is None else f"{v:.2f}" for v in values)


def print_edit_table(size, runs, builds, serves):
    print(f"\n== edits, {size} albums, medians of {runs} alternating runs (each run's seconds in brackets)")
    rows = [
        ("build after one album's notes changed", builds[0], builds[1]),
        ("serve: save → page written (notes edit)", serves["notes ours"], serves["notes theirs"]),
        ("serve: title edit → album and artist pages written", serves["title ours"], serves["title theirs"]),
    ]
    print(f"{'':52} {'linernotes':>10} {'hugo':>10}")
    for name, ours, theirs in rows:
        print(f"{name:52} {median_text(ours):>10} {median_text(theirs):>10}   [{runs_text(ours)}] [{runs_text(theirs)}]")
    print("(hugo: `hugo` rebuilds the whole site after an edit; `hugo server --renderToDisk` in its default fast-render mode, "
          "the pages visited once first, as a browser would)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--main", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default=None)
    args = parser.parse_args()
    work = Path(args.work) if args.work else default_work()
    work.mkdir(parents=True, exist_ok=True)
    if not shutil.which("hugo"):
        sys.exit("Hugo is needed for the comparison: apt-get install hugo")
    subprocess.run(["swift", "build", "-c", "release", "--product", "linernotes"], cwd=REPO, check=True, capture_output=True)
    print(f"linernotes {BINARY}; {subprocess.run(['hugo', 'version'], capture_output=True, text=True).stdout.strip()}")
    print(f"cores: {os.cpu_count()}; load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    folder = generate(args.main, work)
    in_memory = filesystem(work) == "tmpfs"
    print(f"work folder: {work} ({filesystem(work)})")
    runs = Runs(work, keep_until_end=not in_memory)
    ours, theirs = [], []
    for run in range(args.runs):
        theirs.append(clean_hugo(folder, runs))
        ours.append(clean_linernotes(folder, runs))
    copy = floor(runs)
    pages = re.search(r"Built (\d+) pages", ours[-1][2]).group(1)
    hugo_pages = sum(1 for _ in sorted(runs.root.glob("*-hugo"))[-1].rglob("*.html"))
    our_median = statistics.median(t for t, _, _ in ours)
    hugo_median = statistics.median(t for t, _, _ in theirs)
    print(f"\n== {args.main} albums, {args.main // 10} artists, clean builds, {args.runs} alternating runs each")
    print(f"linernotes: median {our_median:.2f} s  (runs {', '.join(f'{t:.2f}' for t, _, _ in ours)}), "
          f"peak RSS {max(m for _, m, _ in ours):.0f} MiB, {pages} pages")
    print(f"hugo:       median {hugo_median:.2f} s  (runs {', '.join(f'{t:.2f}' for t, _, _ in theirs)}), "
          f"peak RSS {max(m for _, m, _ in theirs):.0f} MiB, {hugo_pages} pages")
    print(f"floor:      median {copy:.2f} s  (cp -r of linernotes' output on the same file system)")
    print(f"ratio (hugo / linernotes): {hugo_median / our_median:.2f}x; linernotes / floor: {our_median / copy:.1f}x")
    runs.done_with_size()

    # No-op: build again with nothing changed (after a first build into the site's own public/).
    site = folder / "linernotes"
    timed([str(BINARY), "build", "--site", str(site), "--offline"])
    stamp = time.time()
    time.sleep(0.05)
    noops = [timed([str(BINARY), "build", "--site", str(site), "--offline"]) for _ in range(3)]
    noop = statistics.median(t for t, _, _ in noops)
    written = files_newer_than(site / "public", stamp)
    print(f"no-op rebuild: median {noop:.3f} s = {100 * noop / our_median:.1f} % of a clean build; files written: {written}")

    # One album's notes changed: only the pages that show them are rewritten.
    album = site / "content/albums/album-5.md"
    original = album.read_text()
    album.write_text(original.replace("\n---\n", "\n---\nAn edited first line.\n\n", 1))
    stamp = time.time()
    time.sleep(0.05)
    edit_time, _, output = timed([str(BINARY), "build", "--site", str(site), "--offline"])
    album.write_text(original)
    changed = sorted(str(p.relative_to(site / "public")) for p in (site / "public").rglob("*") if p.is_file() and p.stat().st_mtime > stamp)
    written_note = re.search(r"(\d+) written", output).group(0)
    print(f"one album's notes edited: {edit_time:.2f} s; rewritten: {', '.join(changed)}  ({written_note})")
    timed([str(BINARY), "build", "--site", str(site), "--offline"])  # back to the original

    builds = edit_builds(folder, work, args.runs)
    serves = serve_edits(folder, work, args.runs)
    print_edit_table(args.main, args.runs, builds, serves)

    print("\n== scaling (clean builds, median of 3)")
    print(f"{'albums':>8} {'linernotes s':>13} {'RSS MiB':>7} {'µs/album':>9} {'hugo s':>7} {'hugo RSS':>9} {'ratio':>6} {'floor s':>8} {'÷ floor':>8}")
    for size in [int(s) for s in args.sizes.split(",")]:
        f = generate(size, work)
        mine, hugo = [], []
        for run in range(3):
            if run == 0 or size <= 20000:
                hugo.append(clean_hugo(f, runs))
            mine.append(clean_linernotes(f, runs))
        t = statistics.median(x for x, _, _ in mine)
        h = statistics.median(x for x, _, _ in hugo)
        c = floor(runs)
        print(f"{size:>8} {t:>13.2f} {max(m for _, m, _ in mine):>7.0f} {1e6 * t / size:>9.0f} {h:>7.2f} {max(m for _, m, _ in hugo):>9.0f} "
              f"{h / t:>5.2f}x {c:>8.2f} {t / c:>7.1f}x")
        runs.done_with_size()
    runs.remove()
    print(f"\nload average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())} (1, 5 and 15 minutes; {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
