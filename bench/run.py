#!/usr/bin/env python3
"""Benchmarks linernotes against Hugo on synthetic archives (bench/generate.py), side by side in one run.

Prints, for the main size: clean-build medians over alternating runs and their ratio, peak RSS of each, the
no-op rebuild (time, files written), a one-album edit (pages rewritten); then clean-build times for every size.
Asserts nothing: the figures are for people to read.

Usage: bench/run [--sizes 1000,10000,50000] [--main 10000] [--runs 5] [--work DIR]

The work folder defaults to /dev/shm/linernotes-bench when /dev/shm is a tmpfs with room (else
/tmp/linernotes-bench): in memory, both tools are timed on their own work, not on the disk's. Give --work on a
disk to time that too; see Runs for what a disk can add.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BINARY = REPO / ".build/release/linernotes"


def timed(command, cwd=None):
    """Runs a command under /usr/bin/time; returns (seconds, peak RSS in MB, stdout+stderr)."""
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
    return timed([str(BINARY), "build", "--site", str(folder / "linernotes"), "--output", str(output), "--offline"])


def clean_hugo(folder, runs):
    return timed(["hugo", "--quiet", "-s", str(folder / "hugo"), "-d", str(runs.fresh("hugo"))])


def files_newer_than(root, stamp):
    return sum(1 for path in root.rglob("*") if path.is_file() and path.stat().st_mtime > stamp)


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
    print(f"cores: {os.cpu_count()}")

    folder = generate(args.main, work)
    in_memory = filesystem(work) == "tmpfs"
    print(f"work folder: {work} ({filesystem(work)})")
    runs = Runs(work, keep_until_end=not in_memory)
    ours, theirs = [], []
    for run in range(args.runs):
        theirs.append(clean_hugo(folder, runs))
        ours.append(clean_linernotes(folder, runs))
    pages = re.search(r"Built (\d+) pages", ours[-1][2]).group(1)
    hugo_pages = sum(1 for _ in sorted(runs.root.glob("*-hugo"))[-1].rglob("*.html"))
    our_median = statistics.median(t for t, _, _ in ours)
    hugo_median = statistics.median(t for t, _, _ in theirs)
    print(f"\n== {args.main} albums, {args.main // 10} artists, clean builds, {args.runs} alternating runs each")
    print(f"linernotes: median {our_median:.2f} s  (runs {', '.join(f'{t:.2f}' for t, _, _ in ours)}), "
          f"peak RSS {max(m for _, m, _ in ours):.0f} MB, {pages} pages")
    print(f"hugo:       median {hugo_median:.2f} s  (runs {', '.join(f'{t:.2f}' for t, _, _ in theirs)}), "
          f"peak RSS {max(m for _, m, _ in theirs):.0f} MB, {hugo_pages} pages")
    print(f"ratio (hugo / linernotes): {hugo_median / our_median:.2f}x")
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

    print("\n== scaling (clean builds, median of 3)")
    print(f"{'albums':>8} {'linernotes s':>13} {'RSS MB':>7} {'µs/album':>9} {'hugo s':>7} {'hugo RSS':>9} {'ratio':>6}")
    for size in [int(s) for s in args.sizes.split(",")]:
        f = generate(size, work)
        mine, hugo = [], []
        for run in range(3):
            if run == 0 or size <= 20000:
                hugo.append(clean_hugo(f, runs))
            mine.append(clean_linernotes(f, runs))
        t = statistics.median(x for x, _, _ in mine)
        h = statistics.median(x for x, _, _ in hugo)
        print(f"{size:>8} {t:>13.2f} {max(m for _, m, _ in mine):>7.0f} {1e6 * t / size:>9.0f} {h:>7.2f} {max(m for _, m, _ in hugo):>9.0f} {h / t:>5.2f}x")
        runs.done_with_size()
    runs.remove()


if __name__ == "__main__":
    main()
