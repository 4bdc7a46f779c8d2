#!/usr/bin/env python3
"""Bytes a page of a built site costs a visitor: the HTML, then every file the browser loads for it at a viewport
width (covers, CSS, scripts), as headless Chromium reports them over HTTP with its cache off. Nothing is scrolled, so
lazy images below the first screenful are not counted (as a visitor who does not scroll would not load them).

    .venv-test/bin/python bench/page-bytes.py public [--page index.html] [--widths 1280,360] [--scale 1,3]

Prints one line per width and pixel density, with the images' share."""
import argparse
import functools
import http.server
import shutil
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def measure(url, width, scale):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},900"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": 800, "deviceScaleFactor": scale, "mobile": width < 700})
        driver.get(url)
        time.sleep(1.0)  # images decoding="async" and late layout
        entries = driver.execute_script("""
            const nav = performance.getEntriesByType('navigation')[0];
            return [[nav.name, nav.encodedBodySize, 'navigation']].concat(
                performance.getEntriesByType('resource').map(e => [e.name, e.encodedBodySize, e.initiatorType]));""")
    finally:
        driver.quit()
    return entries


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--page", default="index.html")
    parser.add_argument("--widths", default="1280,360")
    parser.add_argument("--scale", default="1")
    parser.add_argument("--list", action="store_true", help="print every file loaded")
    args = parser.parse_args()
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *_):
            pass

    handler = functools.partial(Quiet, directory=args.site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{args.page}"
    for width in (int(w) for w in args.widths.split(",")):
        for scale in (float(s) for s in args.scale.split(",")):
            entries = measure(url, width, scale)
            total = sum(size for _, size, _ in entries)
            images = [(name, size) for name, size, kind in entries if kind in ("img", "css") and "/covers/" in name]
            print(f"{args.page} at {width} px ×{scale:g}: {total / 1024:.1f} KiB in {len(entries)} files, "
                  f"of which {len(images)} covers {sum(s for _, s in images) / 1024:.1f} KiB")
            if args.list:
                for name, size, kind in entries:
                    print(f"  {size:>8} {kind:<10} {name.split('/', 3)[-1]}")
    server.shutdown()


if __name__ == "__main__":
    main()
