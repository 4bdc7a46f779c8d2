"""axe-core on every kind of page, light at 1280 px and dark at 360 px: no violations."""
import pytest

from conftest import axe_violations, set_width
from test_site import PAGE_TYPES, open_page


@pytest.mark.parametrize("page", PAGE_TYPES)
def test_axe_finds_no_violations(browser, demo, axe_source, page):
    try:
        for width, scheme in ((1280, "light"), (1280, "dark"), (360, "light"), (360, "dark")):
            set_width(browser, width, 900)
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            open_page(browser, demo, page)
            assert axe_violations(browser, axe_source) == [], f"{page} at {width} px, {scheme}"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        set_width(browser, 1280, 1000)


def test_axe_on_a_german_site_and_hostile_titles(browser, hostile, german, axe_source):
    for root, page in ((german, "index.html"), (german, "albums/index.html"), (german, "artists/the-quiet-hours/index.html"),
                       (german, "concerts/index.html"), (hostile, "index.html"), (hostile, "albums/album-1/index.html")):
        open_page(browser, root, page)
        assert axe_violations(browser, axe_source) == [], f"{root.name}/{page}"
