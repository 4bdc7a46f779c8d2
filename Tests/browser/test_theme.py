"""`theme:` in site.yml (an accent colour and a type pairing): the demo with a non-default theme still has no axe
violations, light at 1280 px and dark at a true 360 px, and its links and headings really take the theme."""
import shutil

import pytest

from conftest import REPO, axe_violations, build, set_width
from test_site import PAGE_TYPES, open_page

# A green and the editorial pairing (serif headings over the system's sans serif text).
ACCENT = "#1f7a3a"


@pytest.fixture(scope="module")
def themed(workdir):
    site = workdir / "themed-site"
    for folder in ("content", "cache", ".linernotes"):
        shutil.copytree(REPO / folder, site / folder)
    config = site / "content/site.yml"
    config.write_text(config.read_text(encoding="utf-8") + f'theme:\n  accent: "{ACCENT}"\n  type: editorial\n', encoding="utf-8")
    return build(site, workdir / "themed")


def scheme(browser, value):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": value}]})


def rgb(hex_colour):
    return "rgb({}, {}, {})".format(*(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)))


@pytest.mark.parametrize("page", PAGE_TYPES)
def test_axe_finds_no_violations_with_a_theme(browser, themed, axe_source, page):
    try:
        for width, value in ((1280, "light"), (360, "dark")):
            set_width(browser, width, 900)
            scheme(browser, value)
            open_page(browser, themed, page)
            assert axe_violations(browser, axe_source) == [], f"{page} at {width} px, {value}"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        set_width(browser, 1280, 1000)


def test_links_and_headings_take_the_theme(browser, themed, demo):
    link = "return getComputedStyle(document.querySelector('.album-artist a')).color"
    heading = "return getComputedStyle(document.querySelector('h1')).fontFamily"
    body = "return getComputedStyle(document.body).fontFamily"
    page = "albums/northern-static/index.html"
    try:
        scheme(browser, "light")
        open_page(browser, demo, page)
        default = (browser.execute_script(link), browser.execute_script(heading), browser.execute_script(body))
        open_page(browser, themed, page)
        assert browser.execute_script(link) == rgb(ACCENT) != default[0]
        assert browser.execute_script(heading).startswith('"Iowan Old Style"') and default[1].startswith("system-ui")
        assert browser.execute_script(body) == default[2], "editorial keeps the system's sans serif for text"
        # Dark pages: a lighter accent of the same green, derived from the one colour, not the default's orange.
        scheme(browser, "dark")
        open_page(browser, demo, page)
        dark_default = browser.execute_script(link)
        open_page(browser, themed, page)
        dark = browser.execute_script(link)
        assert dark not in (rgb(ACCENT), dark_default)
        red, green, blue = (int(part) for part in dark[4:-1].split(", "))
        assert green > red and green > blue, f"dark accent {dark} is not green"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
