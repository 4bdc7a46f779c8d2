"""The search page and the header's dropdown, from disk, over the sharded index."""
import time
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import HOSTILE, build, write, set_width
from test_site import no_alert, open_page, search, severe


def page_results(browser):
    return browser.find_elements(By.CSS_SELECTOR, "[data-page-results] a")


def groups(browser):
    return {section.find_element(By.TAG_NAME, "h2").text.split(" (")[0]:
            [link.find_element(By.CSS_SELECTOR, ".name").text for link in section.find_elements(By.TAG_NAME, "a")]
            for section in browser.find_elements(By.CSS_SELECTOR, "[data-page-results] .result-group")}


def wait_for(condition, seconds=5.0):
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def open_search(browser, root, query):
    browser.get((root / "search/index.html").as_uri() + "?q=" + query)
    wait_for(lambda: page_results(browser) or browser.find_element(By.CSS_SELECTOR, "[data-page-status]").text)


@pytest.fixture(scope="module")
def flood_site(workdir):
    """An album named like a word its tracks lack, and another album with a track of that word."""
    site = workdir / "flood"
    write(site / "content/site.yml", "title: Flood\n")
    write(site / "content/albums/harbour-lights.md",
          "---\ntitle: Harbour Lights\nartist: Tide Band\nyear: 2001\ntracks: [Rope, Anchor, Gull, Mast, Keel]\n---\n")
    write(site / "content/albums/coastline.md",
          "---\ntitle: Coastline\nartist: Ada Wren\nyear: 2003\ntracks: [Harbour Song, Pier]\n---\n")
    return build(site, workdir / "flood-out")


def test_search_page_shows_grouped_results_for_the_query_in_the_url(browser, demo):
    open_search(browser, demo, "fjord")
    found = groups(browser)
    # The wanted record by the same artist is found too, in a group of its own, last.
    assert list(found) == ["Albums", "Artists", "Concerts", "Looking for"], found
    assert found["Looking for"] == ["Aurora Cycle"]
    assert found["Albums"] == ["Glass Ferns", "Northern Static"]
    assert found["Artists"] == ["Fjörd Ensemble"]
    assert any(link.get_attribute("href").endswith("artists/fjord-ensemble/index.html") for link in page_results(browser))
    assert browser.find_element(By.CSS_SELECTOR, "[data-page-search]").get_attribute("value") == "fjord"
    assert severe(browser) == []


def test_search_finds_people_credited_on_albums(browser, demo):
    open_search(browser, demo, "vantongeren")
    found = groups(browser)
    assert found == {"People": ["Iris Vantongeren"]}, found
    assert any(link.get_attribute("href").endswith("people/iris-vantongeren/index.html") for link in page_results(browser))
    assert severe(browser) == []
    # Each result says what it is in words: "Person", as "Album" and "Track" (not the word's key).
    kinds = [link.find_element(By.CSS_SELECTOR, ".kind").text for link in page_results(browser)]
    assert kinds == ["Person"], kinds
    open_search(browser, demo, "static")
    kinds = {link.find_element(By.CSS_SELECTOR, ".kind").text for link in page_results(browser)}
    assert {"Album", "Track"} <= kinds and not any("_" in kind for kind in kinds), kinds


def test_typing_on_the_search_page_updates_the_address(browser, demo):
    open_search(browser, demo, "")
    box = browser.find_element(By.CSS_SELECTOR, "[data-page-search]")
    assert browser.switch_to.active_element == box
    box.send_keys("fog bank")
    assert wait_for(lambda: unquote(browser.current_url).endswith("search/index.html?q=fog bank"))
    assert wait_for(lambda: groups(browser).get("Tracks") == ["Fog Bank"])
    # Reloading the address shows the same.
    browser.refresh()
    assert wait_for(lambda: groups(browser).get("Tracks") == ["Fog Bank"])
    box = browser.find_element(By.CSS_SELECTOR, "[data-page-search]")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.BACKSPACE)
    assert wait_for(lambda: browser.current_url.endswith("search/index.html"))
    assert page_results(browser) == []
    assert severe(browser) == []


def test_arrow_keys_move_through_the_results_and_enter_opens_one(browser, demo):
    open_search(browser, demo, "static")
    links = page_results(browser)
    assert len(links) >= 3
    box = browser.find_element(By.CSS_SELECTOR, "[data-page-search]")
    box.send_keys(Keys.ARROW_DOWN)
    assert browser.switch_to.active_element == links[0]
    browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    assert browser.switch_to.active_element == links[1]
    browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
    browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
    assert browser.switch_to.active_element == box
    box.send_keys(Keys.ARROW_DOWN)
    target = links[0].get_attribute("href")
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert wait_for(lambda: browser.current_url == target)


def test_the_header_box_keeps_its_dropdown_and_its_keys(browser, demo):
    open_page(browser, demo, "albums/night-tram/index.html")
    links = search(browser, "static")
    assert links and links[-1].text.startswith("All results for")
    assert links[-1].get_attribute("href").endswith("search/index.html?q=static")
    box = browser.find_element(By.CSS_SELECTOR, "[data-search]")
    box.send_keys(Keys.ARROW_DOWN)
    assert browser.switch_to.active_element == links[0]
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert browser.switch_to.active_element == box
    assert not browser.find_element(By.CSS_SELECTOR, "[data-results]").is_displayed()


def test_an_album_found_by_its_title_comes_once_without_its_tracks(browser, flood_site):
    open_search(browser, flood_site, "harbour")
    found = groups(browser)
    assert found["Albums"] == ["Harbour Lights"]
    # Only the track whose own title matches, not the five tracks of the album that matched by title.
    assert found["Tracks"] == ["Harbour Song"]
    # A track is found by its performer too, and by words of its album only together with its own.
    open_search(browser, flood_site, "harbour song")
    assert groups(browser) == {"Tracks": ["Harbour Song"]}
    open_search(browser, flood_site, "tide")
    assert groups(browser) == {"Albums": ["Harbour Lights"], "Artists": ["Tide Band"]}
    assert severe(browser) == []


@pytest.fixture(scope="module")
def crowded_site(workdir):
    """A site whose key "st" has more names than its first file keeps: 500 albums and 60 artists beginning with "st",
    ten "Stone Aa Stomp" albums sorting first, and "Stone Stomp" itself far down the list."""
    site = workdir / "crowded"
    write(site / "content/site.yml", "title: Crowded\n")
    albums = [(f"Stone Harbour Sessions Volume {n:03d}", f"Stellar Band {n % 60}") for n in range(490)]
    albums += [(f"Stone Aa Stomp {n}", "Stellar Band 0") for n in range(10)] + [("Stone Stomp", "Stellar Band 1")]
    for number, (title, artist) in enumerate(albums):
        write(site / f"content/albums/a{number:03d}.md", f"---\ntitle: {title}\nartist: {artist}\nyear: 2001\n---\n")
    return build(site, workdir / "crowded-out")


def search_scripts(browser):
    loaded = browser.execute_script("""return Array.prototype.map.call(document.querySelectorAll('script[src]'),
        function (s) { return s.src; });""")
    return sorted(name.rsplit("/", 1)[1] for name in loaded if "/assets/search/" in name)


def test_a_common_key_loads_only_its_first_names_for_the_dropdown(browser, crowded_site):
    files = sorted(path.name for path in (crowded_site / "assets/search").glob("st.*"))
    assert "st.n1.js" in files and (crowded_site / "assets/search/st.js").stat().st_size < 10_000, files
    open_page(browser, crowded_site, "index.html")
    links = search(browser, "st")
    names = [link.find_element(By.CSS_SELECTOR, ".name").text for link in links if link.get_attribute("class") != "all-results"]
    # The first five of each kind as ranked, from the first file alone.
    assert names == [f"Stone Aa Stomp {n}" for n in range(5)] + ["Stellar Band 0", "Stellar Band 1", "Stellar Band 10",
                                                                  "Stellar Band 11", "Stellar Band 12"], names
    assert search_scripts(browser) == ["index.js", "st.js"]
    # A better result further down is still found: the exact name ranks first, from a later name page.
    links = search(browser, "stone stomp")
    assert wait_for(lambda: search(browser, "stone stomp")[0].find_element(By.CSS_SELECTOR, ".name").text == "Stone Stomp")
    assert any(name.startswith("st.n") for name in search_scripts(browser))
    assert severe(browser) == []


def test_a_kind_with_few_names_beginning_with_the_query_loads_its_other_matches(browser, workdir):
    """600 albums by "Stellar Band" (filed under "st" by their artist, none beginning with it), and three with "Stomp":
    "Stomp" on the first file, "Yak Stomp" and "Zebra Stomp" on the last name page. The dropdown shows all three, as
    loading every page would."""
    site = workdir / "stomp"
    write(site / "content/site.yml", "title: Stomp\n")
    for number in range(600):
        write(site / f"content/albums/h{number:03d}.md",
              f"---\ntitle: Harbour Sessions Volume {number:03d}\nartist: Stellar Band\nyear: 2001\n---\n")
    for title in ["Stomp", "Yak Stomp", "Zebra Stomp"]:
        write(site / f"content/albums/{title.lower().replace(' ', '-')}.md", f"---\ntitle: {title}\nartist: Other Band\n---\n")
    root = build(site, workdir / "stomp-out")
    assert (root / "assets/search/st.n1.js").exists()
    open_page(browser, root, "index.html")
    assert wait_for(lambda: [link.find_element(By.CSS_SELECTOR, ".name").text for link in search(browser, "stomp")
                             if link.get_attribute("class") != "all-results"] == ["Stomp", "Yak Stomp", "Zebra Stomp"])
    assert severe(browser) == []


def test_the_search_page_counts_every_name_of_a_common_key(browser, crowded_site):
    open_search(browser, crowded_site, "st")
    wait_for(lambda: "Albums" in groups(browser))
    headings = [h.text for h in browser.find_elements(By.CSS_SELECTOR, "[data-page-results] h2")]
    assert headings[:2] == ["Albums (100 of 501)", "Artists (60)"], headings
    assert "Stellar Band 59" in groups(browser)["Artists"]
    assert severe(browser) == []


def test_a_query_loads_the_manifest_and_one_shard(browser, demo):
    open_search(browser, demo, "lanterns")
    assert any("Lanterns for the Tide" in link.text for link in page_results(browser))
    # The loader adds a <script> for each file it needs (fetch() of local files is refused from disk).
    loaded = browser.execute_script("""return Array.prototype.map.call(document.querySelectorAll('script[src]'),
        function (s) { return s.src; }).filter(function (n) { return n.indexOf('/assets/search') !== -1; });""")
    shards = sorted(name.rsplit("/", 1)[1] for name in loaded if "/assets/search/" in name)
    assert shards == ["index.js", "la.js"], loaded
    assert not any(name.endswith("search-index.js") for name in loaded)


def test_nothing_found_says_so(browser, demo):
    open_search(browser, demo, "zzzyx")
    assert page_results(browser) == []
    assert "Nothing matches" in browser.find_element(By.CSS_SELECTOR, "[data-page-status]").text


def test_hostile_results_on_the_search_page_stay_text(browser, hostile):
    open_search(browser, hostile, "img")
    links = page_results(browser)
    assert links and all(HOSTILE in link.text for link in links[:3])
    assert browser.execute_script("return document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert no_alert(browser) is None
    assert severe(browser) == []


@pytest.mark.parametrize("width", [360, 1280])
def test_search_page_fits_the_screen(browser, demo, width):
    set_width(browser, width, 900)
    try:
        open_search(browser, demo, "the")
        assert page_results(browser)
        assert browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth") <= 0
    finally:
        set_width(browser, 1280, 1000)
