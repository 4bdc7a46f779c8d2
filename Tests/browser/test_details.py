"""Details of issue 15 seen in the browser: the header on a phone, readable charts, what counts count, the concert
page's links, the quiz's year options and option grid."""
from selenium.webdriver.common.by import By

from test_site import open_page, play_round, severe
from conftest import set_width


def at(browser, width):
    set_width(browser, width, 900)


def test_header_leaves_room_for_content_on_a_phone(browser, demo):
    at(browser, 360)
    try:
        for page in ("index.html", "albums/northern-static/index.html", "stats/index.html"):
            open_page(browser, demo, page)
            height = browser.execute_script("return document.querySelector('.site-header').getBoundingClientRect().height")
            assert height <= 110, f"{page}: the header takes {height} px at 360 px"
            # Every navigation link stays reachable (the row scrolls sideways, the page does not).
            assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth")
            links = browser.find_elements(By.CSS_SELECTOR, ".site-nav a")
            assert len(links) >= 6 and all(link.get_attribute("href") for link in links)
    finally:
        at(browser, 1280)


def test_charts_are_readable_on_a_phone(browser, demo):
    at(browser, 360)
    try:
        open_page(browser, demo, "stats/index.html")
        sizes = browser.execute_script(
            "return [...document.querySelectorAll('.chart .bar-label, .chart .bar-count')].map(e => parseFloat(getComputedStyle(e).fontSize))")
        assert sizes and min(sizes) >= 12
        captions = [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".chart figcaption")]
        assert "Albums per rating" in captions and "Albums acquired per year" in captions
        # Bars take the theme's accent colour.
        accent = browser.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()")
        bar = browser.execute_script("return getComputedStyle(document.querySelector('.bar')).backgroundColor")
        assert accent and bar != "rgba(0, 0, 0, 0)"
        # The chart is text: a screen reader hears each row's label and count.
        first = browser.find_element(By.CSS_SELECTOR, ".chart .bars li")
        assert first.find_element(By.CSS_SELECTOR, ".bar-label").text and first.find_element(By.CSS_SELECTOR, ".bar-count").text.isdigit()
        assert severe(browser) == []
    finally:
        at(browser, 1280)


def test_counts_say_what_they_count(browser, demo):
    open_page(browser, demo, "tags/index.html")
    counts = [c.text for c in browser.find_elements(By.CSS_SELECTOR, ".tag-cloud .count")]
    assert counts and all(("album" in c or "artist" in c) for c in counts)
    open_page(browser, demo, "artists/index.html")
    entries = {li.find_element(By.TAG_NAME, "a").text: li.text for li in browser.find_elements(By.CSS_SELECTOR, ".artist-list li")}
    assert "0 albums" not in " ".join(entries.values())
    assert entries["Lumen Drift"].endswith("1 concert")
    at(browser, 360)
    try:
        open_page(browser, demo, "artists/index.html")
        for count in browser.find_elements(By.CSS_SELECTOR, ".artist-list .count"):
            assert count.size["height"] < 30, f"'{count.text}' wraps"
    finally:
        at(browser, 1280)


def test_concert_links_are_not_part_of_the_line_up(browser, demo):
    open_page(browser, demo, "concerts/2024-03-quiet-hours-harbour-hall/index.html")
    lineup = browser.find_element(By.CSS_SELECTOR, ".lineup")
    assert "calendar" not in lineup.text.lower()
    actions = browser.find_element(By.CSS_SELECTOR, ".concert-actions")
    assert "Add to calendar" in actions.text
    # The actions come before the line-up's heading, not right under its names.
    assert browser.execute_script(
        "return document.querySelector('.concert-actions').compareDocumentPosition(document.querySelector('.lineup')) & Node.DOCUMENT_POSITION_FOLLOWING")


def test_quiz_years_in_order_and_options_two_by_two(browser, demo):
    open_page(browser, demo, "quiz/index.html")
    seen_year = False
    for _ in range(6):
        years_seen = []

        def pick(options):
            question = options[0].find_element(By.XPATH, "ancestor::*[@data-question]")
            if question.get_attribute("data-kind") == "year":
                years_seen.append([int(o.get_attribute("data-value")) for o in options])
            if question.get_attribute("data-kind") != "order" and len(options) == 4:
                tops = sorted({round(o.location["y"]) for o in options})
                assert len(tops) == 2, "four options should sit two by two"
            options[0].click()

        play_round(browser, pick)
        for years in years_seen:
            seen_year = True
            assert years == sorted(years)
        if seen_year:
            break
        browser.find_element(By.CSS_SELECTOR, "[data-again]").click()
    assert seen_year
    assert severe(browser) == []
    # Leave no best score behind for the other quiz tests.
    browser.execute_script("window.localStorage.clear()")


def test_a_german_site_speaks_german_in_its_scripts_too(browser, german):
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.ui import WebDriverWait
    root = german
    open_page(browser, root, "quiz/index.html")
    prompt = browser.find_element(By.CSS_SELECTOR, ".quiz-prompt").text
    assert any(word in prompt for word in ("Welche", "Welcher", "Auf welchem", "Wer spielt", "In welchem", "Bring")), prompt
    assert browser.find_element(By.CSS_SELECTOR, "[data-question] p.muted").text.startswith("Frage 1 von")
    open_page(browser, root, "albums/index.html")
    Select(browser.find_element(By.NAME, "sort")).select_by_value("year")
    count = browser.find_element(By.CSS_SELECTOR, "[data-album-count]")
    WebDriverWait(browser, 10).until(lambda b: "nach jahr" in count.text.lower())
    assert count.text.startswith("9 Alben")
    # Covers are described in German on the page's own cards and on those albums.js makes.
    alts = [img.get_attribute("alt") for img in browser.find_elements(By.CSS_SELECTOR, "[data-album-results] img.cover")]
    assert alts and all(alt.startswith("Cover von ") for alt in alts), alts
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
    open_page(browser, root, "index.html")
    alts = [img.get_attribute("alt") for img in browser.find_elements(By.CSS_SELECTOR, ".album-card img.cover")]
    assert alts and all(alt.startswith("Cover von ") for alt in alts), alts
    # Concerts: the groups the script makes and the concerts' names.
    open_page(browser, root, "concerts/index.html")
    headings = [h.text for h in browser.find_elements(By.CSS_SELECTOR, "[data-concerts] > section > h2")]
    assert "Vergangene" in headings and set(headings) <= {"Kommende", "Vergangene"}, headings
    assert "The Quiet Hours mit Mara Okonkwo-Lind" in browser.find_element(By.CSS_SELECTOR, "[data-concerts]").text
    assert severe(browser) == []


def test_generated_covers_differ_and_carry_title_and_artist(browser, workdir):
    from conftest import build, quoted, write
    site = workdir / "no-covers-site"
    if not (workdir / "no-covers").exists():
        write(site / "content/site.yml", "title: No Covers\n")
        for n in range(1, 9):
            write(site / f"content/albums/record-{n}.md", f"---\ntitle: {quoted(f'Record {n}')}\nartist: {quoted(f'Band {n}')}\n---\n")
        build(site, workdir / "no-covers")
    root = workdir / "no-covers"
    for width in (1280, 360):
        at(browser, width)
        open_page(browser, root, "index.html")
        sleeves = browser.find_elements(By.CSS_SELECTOR, ".album-card .cover.placeholder")
        assert len(sleeves) == 8
        looks = {browser.execute_script(
            "var s = getComputedStyle(arguments[0]); return s.backgroundColor + '|' + s.backgroundImage", sleeve) for sleeve in sleeves}
        assert len(looks) == 8, "every album's sleeve looks different"
        for sleeve in sleeves:
            title = sleeve.find_element(By.CSS_SELECTOR, ".placeholder-title")
            assert title.is_displayed() and title.text.startswith("Record ")
            assert float(browser.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)", title)) >= 12
            assert sleeve.get_attribute("role") == "img" and sleeve.get_attribute("aria-label").startswith("No cover image for Record")
    at(browser, 1280)
    open_page(browser, root, "albums/record-1/index.html")
    # A published page is for visitors: no owner hint ("No track list yet… content/albums/…"), which only serve shows.
    assert browser.find_elements(By.CSS_SELECTOR, ".missing") == []
    assert "content/albums/record-1.md" not in browser.page_source
    assert severe(browser) == []
