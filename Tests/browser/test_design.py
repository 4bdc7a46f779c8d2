"""The layout facts of a music site (issue 25), in headless Chromium from disk: the album page's cover large and
the right half used at 1280 px, one play button that plays the album, nothing wider than a phone at 360 px."""
import time

import pytest
from selenium.webdriver.common.by import By

from conftest import set_width
from test_player import state, wait_for
from test_site import open_page, severe

ALBUMS = ["albums/lanterns-for-the-tide/index.html", "albums/winter-room/index.html", "albums/night-tram/index.html"]


def box(browser, selector):
    return browser.execute_script(
        "var r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width};", selector)


@pytest.mark.parametrize("page", ALBUMS)
def test_album_cover_is_large_and_the_right_half_is_used_at_1280_px(browser, demo, page):
    set_width(browser, 1280, 1000)
    open_page(browser, demo, page)
    main = box(browser, "main")
    content = main["width"]  # main.wrap has no inline padding: its width is the content's
    cover = box(browser, ".album-cover .cover")
    assert cover["width"] >= 0.4 * content, f"{page}: the cover is {cover['width']:.0f} px of {content:.0f}"
    # The title, the facts and the track list sit beside the cover, not under it.
    for part in (".album-info h1", ".album-info .facts", ".album-info .tracklist"):
        beside = box(browser, part)
        assert beside["left"] >= cover["right"], f"{page}: {part} is not beside the cover"
    tracks = box(browser, ".album-info .tracklist")
    assert tracks["top"] < cover["bottom"], f"{page}: the track list starts below the cover"
    assert severe(browser) == []


def test_the_play_button_plays_the_first_track_and_pauses(browser, demo):
    set_width(browser, 1280, 1000)
    open_page(browser, demo, "albums/lanterns-for-the-tide/index.html")
    button = browser.find_element(By.CSS_SELECTOR, "[data-play-album]")
    assert button.is_displayed() and button.text == "Play"
    # Beside the title, above the track list.
    assert box(browser, "[data-play-album]")["top"] < box(browser, ".tracklist")["top"]
    button.click()
    assert wait_for(browser, lambda: not state(browser)["paused"]), "the album did not start playing"
    now = state(browser)
    assert now["index"] == "0", "the button plays the first track"
    # The track list is the player's list: the first row is the one playing, and the next is its next.
    rows = browser.find_elements(By.CSS_SELECTOR, "[data-track-src]")
    assert rows[0].get_attribute("aria-current") == "true" and "Harbour Lights" in rows[0].text
    assert browser.find_element(By.CSS_SELECTOR, "[data-now]").text == "Harbour Lights"
    assert wait_for(browser, lambda: button.text == "Pause")
    button.click()
    assert wait_for(browser, lambda: state(browser)["paused"] and button.text == "Play")
    browser.find_element(By.CSS_SELECTOR, "[data-next-track]").click()
    assert state(browser)["index"] == "1"
    assert severe(browser) == []


def test_without_javascript_the_button_hides_and_the_tracks_link_their_audio(browser_without_js, demo):
    browser_without_js.get((demo / "albums/lanterns-for-the-tide/index.html").as_uri())
    assert not browser_without_js.find_element(By.CSS_SELECTOR, "[data-play-album]").is_displayed()
    links = browser_without_js.find_elements(By.CSS_SELECTOR, ".tracks a.track-file")
    assert [a.get_attribute("aria-label") for a in links] == ["Play: Harbour Lights", "Play: North Wall"]
    assert all(a.get_attribute("href").endswith(".wav") for a in links)
    # An album without audio has neither.
    browser_without_js.get((demo / "albums/winter-room/index.html").as_uri())
    assert browser_without_js.find_elements(By.CSS_SELECTOR, "[data-play-album], a.track-file") == []


ISSUE_PAGES = ["index.html", "albums/index.html", "albums/lanterns-for-the-tide/index.html", "albums/winter-room/index.html",
               "artists/the-quiet-hours/index.html", "years/index.html", "stats/index.html"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_horizontal_overflow_at_a_true_360_px(browser, demo, scheme):
    try:
        set_width(browser, 360, 800)
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for page in ISSUE_PAGES:
            open_page(browser, demo, page)
            time.sleep(0.1)
            wider = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert wider <= 0, f"{page} is {wider} px wider than a 360 px phone"
            assert browser.execute_script("return window.innerWidth") == 360
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        set_width(browser, 1280, 1000)


def test_on_a_phone_the_album_page_reads_cover_title_button_tracks(browser, demo):
    set_width(browser, 360, 800)
    try:
        open_page(browser, demo, "albums/lanterns-for-the-tide/index.html")
        tops = [box(browser, s)["top"] for s in (".album-cover .cover", ".album-info h1", "[data-play-album]", ".tracklist")]
        assert tops == sorted(tops)
        assert box(browser, ".album-cover .cover")["width"] >= 300
    finally:
        set_width(browser, 1280, 1000)


LONG_TITLES = [("Supercalifragilisticexpialidocious", "Orchestra"), ("Sustainability Conversations Volume Two", "Anonymous Collective"),
               ("OK Computer", "Radiohead"), ("The Magnificent Orchestration of Absolutely Everything", "Okonkwo-Lind Quartet"),
               ("Überschallgeschwindigkeitsflugzeug", "Kraftwerkstatt"),
               ("WALLPAPERMUSIK FÜR WOHNZIMMER", "MMMWWW")]


@pytest.fixture(scope="module")
def long_titles(workdir):
    """Albums without covers whose titles have long words, as a collector's first import gives them."""
    from conftest import build, quoted, write
    site = workdir / "long-titles-site"
    write(site / "content/site.yml", "title: Imported\n")
    for n, (title, artist) in enumerate(LONG_TITLES):
        write(site / f"content/albums/a{n}.md", f"---\ntitle: {quoted(title)}\nartist: {quoted(artist)}\nyear: {1990 + n}\n---\n")
    return build(site, workdir / "long-titles")


# For each word of each generated sleeve's text: on how many lines it lies, and whether it stays inside the sleeve.
BROKEN_WORDS = """
var broken = [];
document.querySelectorAll('.cover.placeholder').forEach(function (cover) {
  var sleeve = cover.getBoundingClientRect();
  cover.querySelectorAll('.placeholder-title, .placeholder-artist').forEach(function (part) {
    var text = part.firstChild, re = /[^\\s-]+-?/g, m;
    while ((m = re.exec(text.data))) {
      var range = document.createRange();
      range.setStart(text, m.index); range.setEnd(text, m.index + m[0].length);
      var rects = Array.prototype.filter.call(range.getClientRects(), function (r) { return r.width > 0; });
      var tops = rects.map(function (r) { return Math.round(r.top); }).filter(function (t, i, a) { return a.indexOf(t) === i; });
      var outside = rects.some(function (r) { return r.right > sleeve.right + 0.5 || r.left < sleeve.left - 0.5; });
      if (tops.length > 1 || outside) broken.push(m[0] + (tops.length > 1 ? ' on ' + tops.length + ' lines' : ' outside the sleeve'));
    }
  });
});
return broken;"""


@pytest.mark.parametrize("width", [1280, 360, 120])
def test_generated_covers_wrap_titles_between_words(browser, long_titles, width):
    """At 120, every sleeve is made 120 px wide, the smallest a wall of covers shows them."""
    try:
        set_width(browser, 360 if width == 120 else width, 900)
        for page in ("index.html", "albums/a0/index.html", "albums/a3/index.html"):
            open_page(browser, long_titles, page)
            if width == 120:
                browser.execute_script("document.querySelectorAll('.cover.placeholder').forEach(function (c) { c.style.width = '120px'; c.style.setProperty('--sleeve', '120px'); });")
            assert browser.execute_script(BROKEN_WORDS) == [], f"{page} at {width} px"
            if width == 120:
                # Legible: an ordinary title's text is at least 12 px, its artist's at least 9.
                sizes = browser.execute_script("""
                    var card = document.querySelector('.cover.placeholder[aria-label*="OK Computer"]');
                    return card && [parseFloat(getComputedStyle(card.querySelector('.placeholder-title')).fontSize),
                                    parseFloat(getComputedStyle(card.querySelector('.placeholder-artist')).fontSize)];""")
                if sizes:
                    assert sizes[0] >= 12 and sizes[1] >= 9, f"{page}: OK Computer's sleeve text is {sizes} px at 120 px"
    finally:
        set_width(browser, 1280, 1000)


def test_the_navigation_on_a_phone_shows_that_it_scrolls(browser, demo):
    """At a true 360 px the navigation is one row that scrolls sideways: a link cut at the edge is faded, not cut
    off without a sign, and scrolled to the end, the last link is whole and clear of the fade."""
    set_width(browser, 360, 800)
    try:
        for page in ISSUE_PAGES:
            open_page(browser, demo, page)
            facts = browser.execute_script("""
                var nav = document.querySelector('.site-nav'), ul = nav.querySelector('ul');
                var fade = getComputedStyle(ul, '::after'), edge = nav.getBoundingClientRect().right;
                var links = Array.prototype.slice.call(nav.querySelectorAll('a'));
                var cut = links.filter(function (a) { var r = a.getBoundingClientRect(); return r.left < edge && r.right > edge; }).length;
                nav.scrollLeft = nav.scrollWidth;
                var last = links[links.length - 1].getBoundingClientRect();
                return {scrolls: nav.scrollWidth > nav.clientWidth, overflow: getComputedStyle(nav).overflowX, cut: cut,
                        fade: fade.position === 'sticky' && fade.backgroundImage.indexOf('gradient') >= 0,
                        fadeWidth: parseFloat(fade.width), lastRight: last.right, edge: edge};""")
            assert facts["scrolls"] and facts["overflow"] == "auto", f"{page}: {facts}"
            assert facts["fade"] and facts["fadeWidth"] >= 24, f"{page}: no fade at the edge: {facts}"
            # Scrolled to the end, the last link ends before the fade's width (which now covers only empty space).
            assert facts["lastRight"] <= facts["edge"] - facts["fadeWidth"] + 1, f"{page}: {facts}"
            assert browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0
    finally:
        set_width(browser, 1280, 1000)


def test_cards_show_year_and_format_so_copies_can_be_told_apart(browser, workdir):
    """Three copies of one album in different formats: each card says its year and format, on the page as built
    and on the cards the albums page's script draws when sorting."""
    from conftest import build, write
    from selenium.webdriver.support.ui import Select, WebDriverWait
    site = workdir / "copies-site"
    write(site / "content/site.yml", "title: Copies\n")
    for slug, year, fmt in (("ok-cd", 1997, "CD, Album"), ("ok-lp", 1997, "Vinyl, LP, Album"), ("ok-lp-2016", 2016, "Vinyl, LP, Reissue")):
        write(site / f"content/albums/{slug}.md", f"---\ntitle: OK Computer\nartist: Radiohead\nyear: {year}\nformat: {fmt}\n---\n")
    root = build(site, workdir / "copies")

    def metas():
        return sorted(m.text for m in browser.find_elements(By.CSS_SELECTOR, ".album-card .album-meta"))

    expected = ["Radiohead · 1997 · CD, Album", "Radiohead · 1997 · Vinyl, LP, Album", "Radiohead · 2016 · Vinyl, LP, Reissue"]
    open_page(browser, root, "index.html")
    assert metas() == expected
    open_page(browser, root, "albums/index.html")
    assert metas() == expected
    Select(browser.find_element(By.CSS_SELECTOR, "[data-album-controls] select[name=sort]")).select_by_value("year")
    count = browser.find_element(By.CSS_SELECTOR, "[data-album-count]")
    WebDriverWait(browser, 10).until(lambda b: "newest" in count.text or "year" in count.text)
    assert metas() == expected
    assert severe(browser) == []


@pytest.fixture(scope="module")
def demo_in(workdir):
    """The demo archive built in a language (the English demo's language, or another one), each built once."""
    from conftest import REPO, build
    import shutil
    built = {}

    def site(language, wantlist=True):
        name = language if wantlist else f"{language}-no-wantlist"
        if name not in built:
            folder = workdir / f"demo-site-{name}"
            for part in ("content", "cache", ".linernotes"):
                shutil.copytree(REPO / part, folder / part)
            config = folder / "content/site.yml"
            lines = [line for line in config.read_text(encoding="utf-8").splitlines()
                     if not line.startswith("language:") and (wantlist or not line.startswith("wantlist:"))]
            config.write_text("\n".join(lines) + f"\nlanguage: {language}\n", encoding="utf-8")
            built[name] = build(folder, workdir / f"demo-{name}")
        return built[name]
    return site


@pytest.mark.parametrize("language,wantlist", [("en", True), ("en", False), ("de", True), ("fr", True), ("es", True)])
def test_the_search_placeholder_is_not_cut_at_1280_px(browser, demo_in, language, wantlist):
    set_width(browser, 1280, 900)
    open_page(browser, demo_in(language, wantlist), "index.html")
    needed, room, beside_title = browser.execute_script("""
        const input = document.querySelector('#site-search-input'), style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
        const title = document.querySelector('.site-title').getBoundingClientRect(), box = input.getBoundingClientRect();
        return [context.measureText(input.placeholder).width,
                input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
                box.top < title.bottom && box.bottom > title.top];""")
    assert needed <= room, f"{language}: the placeholder needs {needed:.0f} px, the box has {room:.0f}"
    # In English, with the demo's ten navigation links, the header is one row. (Ten links in German, French or
    # Spanish, or eleven in English with the wantlist's "Looking for", fill the row alone: there the search has a row
    # of its own.)
    if language == "en" and not wantlist:
        assert beside_title, "the search box went to a second row"
