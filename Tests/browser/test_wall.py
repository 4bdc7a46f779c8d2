"""The covers wall and the years timeline (issue 25), in headless Chromium from disk: the density toggle and the
address that keeps it, with and without JavaScript; small tiles that still tell copies apart; years as rows."""
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import axe_violations, build, quoted, set_width, write
from test_design import BROKEN_WORDS, long_titles  # noqa: F401 (a fixture)
from test_site import severe

WALL_PAGES = ["index.html", "albums/index.html"]


def open_at(browser, root, page, fragment=""):
    browser.get((root / page).as_uri() + fragment)
    time.sleep(0.2)


def tiles(browser):
    """The first row of cards: their covers' widths and how many share the first card's top."""
    return browser.execute_script("""
        var covers = Array.prototype.slice.call(document.querySelectorAll('.album-grid .album-card .cover'));
        var top = covers[0].getBoundingClientRect().top;
        return {width: covers[0].getBoundingClientRect().width,
                perRow: covers.filter(function (c) { return Math.abs(c.getBoundingClientRect().top - top) < 1; }).length};""")


def overflow(browser):
    return browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")


@pytest.fixture(scope="module")
def copies(workdir):
    """Three copies of one album, and enough others to fill more than a row of the wall."""
    site = workdir / "wall-site"
    write(site / "content/site.yml", "title: Copies\n")
    for slug, year, fmt in (("ok-cd", 1997, "CD, Album"), ("ok-lp", 1997, "Vinyl, LP, Album"), ("ok-lp-2016", 2016, "Vinyl, LP, Reissue")):
        write(site / f"content/albums/{slug}.md", f"---\ntitle: OK Computer\nartist: Radiohead\nyear: {year}\nformat: {fmt}\n---\n")
    for n in range(20):
        write(site / f"content/albums/other-{n}.md", f"---\ntitle: Other {n}\nartist: Band {n % 4}\nyear: {1970 + n}\nformat: CD\n---\n")
    return build(site, workdir / "wall")


@pytest.mark.parametrize("page", WALL_PAGES)
def test_the_wall_toggle_makes_tiles_small_and_the_address_keeps_it(browser, copies, page):
    set_width(browser, 1280, 1000)
    open_at(browser, copies, page)
    grid = tiles(browser)
    assert grid["width"] >= 165, f"{page}: the grid's covers are {grid}"
    browser.find_element(By.LINK_TEXT, "Wall").click()
    time.sleep(0.2)
    wall = tiles(browser)
    assert 105 <= wall["width"] <= 130 and wall["perRow"] >= 9, f"{page}: the wall's covers are {wall}"
    assert browser.execute_script("return location.hash") == "#wall"
    assert browser.execute_script("return window.scrollY") == 0, "following the toggle does not scroll the page"
    browser.refresh()
    time.sleep(0.2)
    assert tiles(browser) == wall, f"{page}: a reload shows the same density"
    browser.find_element(By.LINK_TEXT, "Grid").click()
    time.sleep(0.2)
    assert tiles(browser) == grid
    assert severe(browser) == []


def test_sorting_the_wall_keeps_both_the_choice_and_the_density_in_the_address(browser, copies):
    set_width(browser, 1280, 1000)
    open_at(browser, copies, "albums/index.html", "#wall")
    Select(browser.find_element(By.CSS_SELECTOR, "[data-album-controls] select[name=sort]")).select_by_value("year")
    count = browser.find_element(By.CSS_SELECTOR, "[data-album-count]")
    WebDriverWait(browser, 10).until(lambda b: "newest" in count.text)
    assert browser.execute_script("return location.search + location.hash") == "?sort=year#wall"
    # The cards the script draws are wall tiles too, with their format under the cover.
    assert tiles(browser)["width"] <= 130
    first = browser.find_element(By.CSS_SELECTOR, ".album-grid .album-card .album-facts")
    assert first.is_displayed() and first.text == "2016 · Vinyl, LP, Reissue"
    browser.refresh()
    time.sleep(0.3)
    assert tiles(browser)["width"] <= 130 and browser.find_element(By.CSS_SELECTOR, "select[name=sort]").get_attribute("value") == "year"
    assert severe(browser) == []


def test_the_skip_link_keeps_the_wall(browser, copies):
    """The skip link is a fragment too: followed on the wall, it moves the focus to the content and keeps #wall."""
    set_width(browser, 1280, 1000)
    open_at(browser, copies, "index.html", "#wall")
    # (Tab from a fresh #wall starts after the fragment's anchor, at the toggle; the skip link is the page's first.)
    skip = browser.find_element(By.CSS_SELECTOR, ".skip-link")
    browser.execute_script("arguments[0].focus()", skip)
    skip.send_keys(Keys.ENTER)
    time.sleep(0.2)
    assert browser.execute_script("return [location.hash, document.activeElement.id]") == ["#wall", "main"]
    assert tiles(browser)["width"] <= 130


@pytest.mark.parametrize("page", WALL_PAGES)
def test_the_wall_works_without_javascript(browser_without_js, copies, page):
    browser = browser_without_js
    open_at(browser, copies, page)
    assert tiles(browser)["width"] >= 165
    browser.find_element(By.LINK_TEXT, "Wall").click()
    time.sleep(0.2)
    assert tiles(browser)["width"] <= 130
    open_at(browser, copies, page, "#wall")
    assert tiles(browser)["width"] <= 130, "a shared link to the wall shows the wall"


def test_a_wall_tile_tells_copies_apart_and_names_its_album(browser, copies):
    """The cover only, the artist and "year · format" under it in full; the title in the link's name and over the
    cover on hover."""
    set_width(browser, 1280, 1000)
    open_at(browser, copies, "albums/index.html", "#wall")
    facts = browser.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('.album-card'), function (card) {
          var f = card.querySelector('.album-facts'), link = card.querySelector('.album-link');
          return {title: link.querySelector('.album-title').textContent, facts: f.innerText,
                  clamped: f.scrollHeight > f.clientHeight + 1, visible: f.getBoundingClientRect().height > 0,
                  cover: (link.querySelector('[aria-label], img') || {}).getAttribute ? link.querySelector('[aria-label], img').getAttribute('aria-label') : ''};
        }).filter(function (c) { return c.title === 'OK Computer'; });""")
    assert sorted(f["facts"].replace("\n", " ") for f in facts) == ["1997 · CD, Album", "1997 · Vinyl, LP, Album", "2016 · Vinyl, LP, Reissue"]
    assert all(f["visible"] and not f["clamped"] for f in facts), facts
    link = browser.find_element(By.CSS_SELECTOR, ".album-card .album-link")
    title = link.find_element(By.CSS_SELECTOR, ".album-title")
    assert browser.execute_script("return getComputedStyle(arguments[0]).clipPath", title) != "none"
    assert link.accessible_name.endswith(title.get_attribute("textContent"))
    ActionChains(browser).move_to_element(link).perform()
    time.sleep(0.1)
    assert browser.execute_script("return getComputedStyle(arguments[0]).clipPath", title) == "none", "hovering shows the title"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_horizontal_overflow_at_360_px_in_both_densities_and_three_tiles_a_row(browser, copies, scheme):
    try:
        set_width(browser, 360, 800)
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for page in WALL_PAGES + ["years/index.html"]:
            for fragment in ("", "#wall"):
                open_at(browser, copies, page, fragment)
                assert overflow(browser) <= 0, f"{page}{fragment} is wider than a 360 px phone"
                if fragment and not page.startswith("years"):
                    assert tiles(browser)["perRow"] == 3, f"{page}{fragment}: {tiles(browser)}"
                if fragment or page.startswith("years"):  # a third of the width, less the gaps
                    assert 95 <= tiles(browser)["width"] <= 110, f"{page}{fragment}: {tiles(browser)}"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        set_width(browser, 1280, 1000)


@pytest.mark.parametrize("width", [1280, 360])
def test_generated_covers_on_the_wall_wrap_titles_between_words_and_stay_legible(browser, long_titles, width):  # noqa: F811
    try:
        set_width(browser, width, 900)
        for page, fragment in (("index.html", "#wall"), ("albums/index.html", "#wall"), ("years/index.html", "")):
            open_at(browser, long_titles, page, fragment)
            assert tiles(browser)["width"] <= 130
            assert browser.execute_script(BROKEN_WORDS) == [], f"{page}{fragment} at {width} px"
            sizes = browser.execute_script("""
                var card = document.querySelector('.cover.placeholder[aria-label*="OK Computer"]');
                return [parseFloat(getComputedStyle(card.querySelector('.placeholder-title')).fontSize),
                        parseFloat(getComputedStyle(card.querySelector('.placeholder-artist')).fontSize)];""")
            assert sizes[0] >= 12 and sizes[1] >= 8, f"{page}{fragment} at {width} px: OK Computer's sleeve text is {sizes} px"
    finally:
        set_width(browser, 1280, 1000)


@pytest.fixture(scope="module")
def timeline(workdir):
    """An import-like archive without covers: 40 albums over 14 years and three decades, 11 in one year, 2 undated."""
    site = workdir / "timeline-site"
    write(site / "content/site.yml", "title: Timeline\n")
    years = [1977] * 11 + [1971, 1972, 1975, 1979, 1982, 1984, 1985, 1988, 1991, 1994, 1995, 1997, 1999] * 2 + [None] * 3
    for n, year in enumerate(years):
        line = f"year: {year}\n" if year else ""
        write(site / f"content/albums/t{n:02}.md", f"---\ntitle: {quoted(f'Record {n}')}\nartist: Band {n % 5}\n{line}format: CD\n---\n")
    return build(site, workdir / "timeline")


YEAR_ROWS = """
return Array.prototype.map.call(document.querySelectorAll('section.year'), function (year) {
  var label = year.querySelector('h3').getBoundingClientRect(), box = year.getBoundingClientRect();
  var cards = Array.prototype.map.call(year.querySelectorAll('.album-card'), function (c) { return c.getBoundingClientRect(); });
  var more = year.querySelector('.compact-list');
  return {id: year.querySelector('h3').id, height: box.height, labelRight: label.right, labelTop: label.top,
          tops: cards.map(function (c) { return Math.round(c.top); }).filter(function (t, i, a) { return a.indexOf(t) === i; }),
          left: Math.min.apply(Math, cards.map(function (c) { return c.left; })),
          cardHeight: Math.max.apply(Math, cards.map(function (c) { return c.height; })),
          more: more ? more.getBoundingClientRect().height : 0, listed: more ? more.children.length : 0};
});"""


def test_years_is_a_compact_timeline_each_year_beside_its_label(browser, timeline):
    set_width(browser, 1280, 1000)
    open_at(browser, timeline, "years/index.html")
    rows = browser.execute_script(YEAR_ROWS)
    assert len(rows) == 14
    for row in rows:
        # The year's covers sit in one row, to the right of its label, starting level with it.
        assert len(row["tops"]) == 1, f"{row['id']}: covers on {len(row['tops'])} rows"
        assert row["left"] >= row["labelRight"] and abs(row["tops"][0] - row["labelTop"]) <= 8, row
        # A row is one tile high (and the list of the rest): no empty grid under it.
        assert row["height"] <= row["cardHeight"] + row["more"] + 50, row
    # Years of two albums share a line; the year with eight covers and a list has one of its own.
    lines = sorted({round(r["labelTop"]) for r in rows})
    assert len(lines) <= len(rows) / 2, f"{len(rows)} years on {len(lines)} lines"
    busy = next(r for r in rows if r["id"] == "year-1977")
    assert sum(1 for r in rows if round(r["labelTop"]) == round(busy["labelTop"])) == 1
    assert busy["listed"] == 3, "a year with more albums than a row lists the rest"
    # The decades' jump links and the undated albums stay.
    targets = [a.get_attribute("href").split("#")[1] for a in browser.find_elements(By.CSS_SELECTOR, "nav.letters a")]
    assert targets == ["decade-1970", "decade-1980", "decade-1990", "no-year"]
    assert all(browser.find_elements(By.ID, t) for t in targets)
    assert len(browser.find_elements(By.CSS_SELECTOR, "#no-year ~ .year-albums .album-card")) == 3
    # 40 albums on 14 rows: much less than a page of one tall section per year.
    height = browser.execute_script("return document.documentElement.scrollHeight")
    assert height <= 7 * 230 + 1000, f"the page is {height} px tall"
    assert severe(browser) == []


def test_on_a_phone_each_year_label_sits_over_its_row_of_covers(browser, timeline):
    set_width(browser, 360, 800)
    try:
        open_at(browser, timeline, "years/index.html")
        rows = browser.execute_script(YEAR_ROWS)
        for row in rows:
            assert len(row["tops"]) <= 3 and row["tops"][0] > row["labelTop"], row  # eight covers: three a row
        assert overflow(browser) <= 0
    finally:
        set_width(browser, 1280, 1000)


@pytest.mark.parametrize("page", ["index.html#wall", "albums/index.html#wall", "years/index.html"])
def test_axe_finds_no_violations_on_the_wall_and_the_timeline(browser, demo, timeline, axe_source, page):
    path, _, fragment = page.partition("#")
    try:
        for root in (demo, timeline):
            for width, scheme in ((1280, "light"), (360, "dark")):
                set_width(browser, width, 900)
                browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                open_at(browser, root, path, "#" + fragment if fragment else "")
                assert axe_violations(browser, axe_source) == [], f"{root.name}/{page} at {width} px, {scheme}"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        set_width(browser, 1280, 1000)


@pytest.fixture(scope="module")
def many(workdir):
    """More albums than the home page shows and than one page of the albums index holds (120)."""
    site = workdir / "wall-many-site"
    write(site / "content/site.yml", "title: Many\n")
    for n in range(130):
        write(site / f"content/albums/album-{n:03d}.md", f"---\ntitle: Album {n}\nartist: Band {n % 9}\nyear: {1960 + n % 60}\n---\n")
    return build(site, workdir / "wall-many")


def density_state(browser):
    return browser.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('.density a'),
            function (a) { return a.textContent + '=' + (a.getAttribute('aria-current') || ''); });""")


def test_the_wall_is_carried_to_the_next_page_of_covers_and_the_toggle_says_which_is_on(browser, many):
    set_width(browser, 1280, 1000)
    open_at(browser, many, "index.html")
    assert density_state(browser) == ["Grid=true", "Wall="]
    browser.find_element(By.LINK_TEXT, "Wall").click()
    time.sleep(0.2)
    assert density_state(browser) == ["Grid=", "Wall=true"], "a screen reader hears which density is on"
    # Home's "All N albums" goes to the albums index, still as a wall; its page 2 and back again too.
    browser.find_element(By.CSS_SELECTOR, "p.more a").click()
    time.sleep(0.3)
    assert browser.current_url.endswith("albums/index.html#wall"), browser.current_url
    browser.find_element(By.CSS_SELECTOR, ".pager a[rel=next]").click()
    time.sleep(0.3)
    assert browser.current_url.endswith("#wall") and "index-2" in browser.current_url, browser.current_url
    assert tiles(browser)["perRow"] >= 9, "page 2 shows the wall"
    browser.find_element(By.CSS_SELECTOR, ".pager a[rel=prev]").click()
    time.sleep(0.3)
    assert browser.current_url.endswith("albums/index.html#wall"), browser.current_url
    # Back to the grid: the links no longer carry the wall.
    browser.find_element(By.LINK_TEXT, "Grid").click()
    time.sleep(0.2)
    hrefs = browser.execute_script("return Array.prototype.map.call(document.querySelectorAll('.pager a'), function (a) { return a.href; })")
    assert hrefs and not any("#wall" in href for href in hrefs), hrefs
    assert severe(browser) == []
