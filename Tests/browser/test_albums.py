"""The albums index: covers, pages that work without JavaScript, sorting and filtering the whole archive from file://."""
from urllib.parse import urlparse, parse_qs

from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.ui import WebDriverWait

from conftest import build, quoted, write
from test_site import open_page, severe

FORMATS = ["Vinyl", "CD", "Cassette"]


def big_site(workdir):
    """130 albums: more than one page of 120."""
    site = workdir / "albums-site"
    if not (workdir / "albums").exists():
        write(site / "content/site.yml", "title: Many Albums\n")
        for n in range(130):
            write(site / f"content/albums/album-{n:03d}.md",
                  f"---\ntitle: {quoted(f'Record {n:03d}')}\nartist: {quoted(f'Band {n % 13:02d}')}\nyear: {1960 + n % 60}\n"
                  f"format: {FORMATS[n % 3]}\nacquired: 20{10 + n % 10}-0{1 + n % 9}-01\nrating: {1 + n % 5}\n"
                  f"tags: [{'jazz' if n % 4 == 0 else 'rock'}]\n---\n")
        build(site, workdir / "albums")
    return workdir / "albums"


def titles(browser):
    return [t.text for t in browser.find_elements(By.CSS_SELECTOR, "[data-album-results] .album-title")]


def test_albums_pages_without_javascript(browser_without_js, workdir):
    root = big_site(workdir)
    browser_without_js.get((root / "albums/index.html").as_uri())
    assert len(browser_without_js.find_elements(By.CSS_SELECTOR, ".album-card")) == 120
    assert not browser_without_js.find_element(By.CSS_SELECTOR, "[data-album-controls]").is_displayed()
    browser_without_js.find_element(By.CSS_SELECTOR, ".pager a[rel=next]").click()
    assert browser_without_js.current_url.endswith("albums/index-2.html")
    assert len(browser_without_js.find_elements(By.CSS_SELECTOR, ".album-card")) == 10
    assert "Albums 121–130 of 130" in browser_without_js.find_element(By.CSS_SELECTOR, "[data-album-count]").text


def test_albums_sort_and_filter_the_whole_archive_from_file(browser, workdir):
    root = big_site(workdir)
    open_page(browser, root, "albums/index.html")
    covers = browser.find_elements(By.CSS_SELECTOR, "[data-album-results] .cover")
    assert len(covers) == 120
    form = browser.find_element(By.CSS_SELECTOR, "[data-album-controls]")
    assert form.is_displayed()
    count = browser.find_element(By.CSS_SELECTOR, "[data-album-count]")

    Select(form.find_element(By.NAME, "sort")).select_by_value("title")
    WebDriverWait(browser, 10).until(lambda b: "by title" in count.text)
    shown = titles(browser)
    assert shown[:3] == ["Record 000", "Record 001", "Record 002"] and len(shown) == 120
    assert not browser.find_element(By.CSS_SELECTOR, "[data-album-pager]").is_displayed()
    browser.find_element(By.CSS_SELECTOR, "[data-more]").click()
    assert titles(browser)[-1] == "Record 129"  # the whole archive, not only the first page

    Select(form.find_element(By.NAME, "format")).select_by_value("cassette")
    Select(form.find_element(By.NAME, "tag")).select_by_value("jazz")
    WebDriverWait(browser, 10).until(lambda b: "tagged jazz" in count.text)
    expected = [f"Record {n:03d}" for n in range(130) if n % 3 == 2 and n % 4 == 0]
    assert titles(browser) == expected
    assert count.text.startswith(f"{len(expected)} albums on Cassette")

    Select(form.find_element(By.NAME, "sort")).select_by_value("rating")
    Select(form.find_element(By.NAME, "format")).select_by_value("")
    Select(form.find_element(By.NAME, "tag")).select_by_value("")
    Select(form.find_element(By.NAME, "decade")).select_by_value("1990")
    WebDriverWait(browser, 10).until(lambda b: "from the 1990s" in count.text)
    ratings = {f"Record {n:03d}": 1 + n % 5 for n in range(130)}
    shown = titles(browser)
    assert shown and all(1990 <= 1960 + int(t[-3:]) % 60 < 2000 for t in shown)
    assert [ratings[t] for t in shown] == sorted((ratings[t] for t in shown), reverse=True)
    # The choice is in the address, and the page opens with it.
    query = parse_qs(urlparse(browser.current_url).query)
    assert query == {"sort": ["rating"], "decade": ["1990"]}
    browser.get(browser.current_url)
    WebDriverWait(browser, 10).until(lambda b: "from the 1990s" in b.find_element(By.CSS_SELECTOR, "[data-album-count]").text)
    assert titles(browser) == shown
    # Back to the default: the page's own list and its pages.
    form = browser.find_element(By.CSS_SELECTOR, "[data-album-controls]")
    Select(form.find_element(By.NAME, "sort")).select_by_value("artist")
    Select(form.find_element(By.NAME, "decade")).select_by_value("")
    assert browser.find_element(By.CSS_SELECTOR, "[data-album-pager]").is_displayed()
    assert len(titles(browser)) == 120
    assert severe(browser) == []


def test_album_titles_from_data_are_text(browser, hostile):
    open_page(browser, hostile, "albums/index.html")
    Select(browser.find_element(By.NAME, "sort")).select_by_value("title")
    WebDriverWait(browser, 10).until(lambda b: "by title" in b.find_element(By.CSS_SELECTOR, "[data-album-count]").text)
    assert any("<img src=x onerror=alert(1)>" in t for t in titles(browser))
    assert browser.execute_script("return document.querySelectorAll('[data-album-results] img[src=x]').length") == 0
    assert severe(browser) == []


def test_a_credit_of_several_artists_links_each_after_sorting(browser, workdir):
    site = workdir / "credits-site"
    write(site / "content/site.yml", "title: Credits\n")
    write(site / "content/albums/truth.md",
          "---\ntitle: Truth & Rights\nartist: DJ Panik (3) & M-Rode / Jera (4) / <b>Dijeyow</b>\nyear: 2010\n---\n")
    write(site / "content/albums/rude.md", "---\ntitle: Rude Boy\nartist: Dj Panik (3)\nyear: 2021\n---\n")
    root = build(site, workdir / "credits")
    open_page(browser, root, "albums/index.html")
    Select(browser.find_element(By.NAME, "sort")).select_by_value("title")
    WebDriverWait(browser, 10).until(lambda b: "by title" in b.find_element(By.CSS_SELECTOR, "[data-album-count]").text)
    card = [c for c in browser.find_elements(By.CSS_SELECTOR, "[data-album-results] .album-card") if "Truth & Rights" in c.text][0]
    links = card.find_elements(By.CSS_SELECTOR, ".album-meta a")
    assert [link.text for link in links] == ["DJ Panik", "M-Rode", "Jera", "<b>Dijeyow</b>"]
    assert links[2].get_attribute("href").endswith("artists/jera-4/index.html")
    assert card.find_element(By.CSS_SELECTOR, ".album-meta").text.startswith("DJ Panik & M-Rode / Jera / <b>Dijeyow</b>")
    assert severe(browser) == []


def test_a_format_family_links_to_the_albums_index_filtered_to_it(browser, workdir):
    root = big_site(workdir)
    open_page(browser, root, "stats/formats/index.html")
    section = browser.find_element(By.CSS_SELECTOR, "section[aria-labelledby='format-cassette']")
    link = section.find_element(By.CSS_SELECTOR, "p.more a")
    assert link.text == "All 43 albums →"
    link.click()
    count = browser.find_element(By.CSS_SELECTOR, "[data-album-count]")
    WebDriverWait(browser, 10).until(lambda b: "43" in count.text)
    assert Select(browser.find_element(By.NAME, "format")).first_selected_option.get_attribute("value") == "cassette"
    assert len(titles(browser)) == 43
    assert severe(browser) == []
