#!/usr/bin/env python3
"""Screenshots of a built site's pages, to look at a design change: each page at 1280 px and at a true 360 px (the
device metrics emulated as a phone's, not only a narrow window), light and dark, opened from disk (file://) as a
visitor with the site on a disk would. The whole page is captured, up to --max-height CSS px.

    .venv-test/bin/python bench/screenshots.py public /tmp/shots [--pages index.html,albums/index.html]

A page may name a fragment (index.html#wall). Writes OUT/<page>-<width>-<scheme>.png (the page's path with / as _) and prints each page's height per width."""
import argparse
import base64
import shutil
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# The page kinds the issue names, on the demo: an album with audio, one without a cover, an artist with discography.
DEMO_PAGES = ["index.html", "albums/index.html", "albums/lanterns-for-the-tide/index.html", "albums/winter-room/index.html",
              "artists/the-quiet-hours/index.html", "years/index.html", "stats/index.html"]


def shoot(driver, url, width, scheme, max_height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 700})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(url)
    time.sleep(0.4)
    height = driver.execute_script("return document.documentElement.scrollHeight")
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": min(height, max_height), "scale": 1}})
    return base64.b64decode(shot["data"]), height, overflow


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("out")
    parser.add_argument("--pages", default=",".join(DEMO_PAGES))
    parser.add_argument("--widths", default="1280,360")
    parser.add_argument("--max-height", type=int, default=4000)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--hide-scrollbars"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    try:
        for page in args.pages.split(","):
            path, _, fragment = page.partition("#")  # index.html#wall: the covers wall
            url = (Path(args.site).resolve() / path).as_uri() + (f"#{fragment}" if fragment else "")
            name = (path.removesuffix("/index.html").removesuffix(".html").replace("/", "_") or "index") + (f"-{fragment}" if fragment else "")
            for width in (int(w) for w in args.widths.split(",")):
                for scheme in ("light", "dark"):
                    png, height, overflow = shoot(driver, url, width, scheme, args.max_height)
                    (out / f"{name}-{width}-{scheme}.png").write_bytes(png)
                print(f"{page} at {width} px: {height} px tall" + (f", {overflow} px wider than the screen" if overflow > 0 else ""))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
