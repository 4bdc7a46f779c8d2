"""Every page kind stays within its byte budget (page-budgets.tsv beside this file, the one source of the figures):
what a visitor's browser loads for the page's first screen (the HTML, the stylesheet, scripts, the covers in view) at
1280 px and at a true 360 px with its cache off, over HTTP as from a web host, and the HTML alone."""
import csv
import functools
import http.server
import threading
import time
from pathlib import Path

import pytest

from conftest import set_width

KIB = 1024


def budgets():
    """page-budgets.tsv: (page kind, demo page, first-screen budget in bytes, HTML budget in bytes)."""
    with open(Path(__file__).with_name("page-budgets.tsv"), encoding="utf-8", newline="") as file:
        rows = [row for row in csv.DictReader((line for line in file if not line.startswith("#")), delimiter="\t")]
    assert len(rows) >= 8, "page-budgets.tsv lost its rows"
    return [(row["kind"], row["page"], int(row["first_screen_kib"]) * KIB, int(row["html_kib"]) * KIB) for row in rows]


@pytest.fixture(scope="module")
def served(demo):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *_):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(demo)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def loaded_bytes(browser, url):
    """Bytes the page and everything it loaded took over the wire, once the page and its images in view are done
    (waits at most 10 s)."""
    browser.get(url)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if browser.execute_script(
                "return document.readyState === 'complete' && Array.from(document.images).every(i => i.complete)"):
            break
        time.sleep(0.05)
    return browser.execute_script("""
        const nav = performance.getEntriesByType('navigation')[0];
        return [nav.encodedBodySize].concat(performance.getEntriesByType('resource').map(e => e.encodedBodySize))
            .reduce((a, b) => a + b, 0);""")


@pytest.mark.parametrize("kind,page,first_screen,html", budgets(), ids=[row[0] for row in budgets()])
def test_page_kind_stays_within_its_budget(browser, demo, served, kind, page, first_screen, html):
    size = (demo / page).stat().st_size
    assert size <= html, f"{kind} ({page}): the HTML is {size / KIB:.1f} KiB, over its budget of {html // KIB} KiB"
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    try:
        for width in (1280, 360):
            set_width(browser, width, 900)
            total = loaded_bytes(browser, served + page)
            assert total > size, f"{kind}: the browser reported {total} bytes, less than the HTML alone"
            assert total <= first_screen, (
                f"{kind} ({page}) at {width} px loads {total / KIB:.1f} KiB, over its budget of {first_screen // KIB} KiB")
    finally:
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
        set_width(browser, 1280, 1000)
