"""Artists' discographies as a visitor sees them: shelves, owned albums marked, readable on a phone."""
from selenium.webdriver.common.by import By

from test_site import open_page, severe
from conftest import set_width


def test_artist_discography_marks_owned_albums_and_fits_a_phone(browser, demo):
    for width in (1280, 360):
        set_width(browser, width, 900)
        open_page(browser, demo, "artists/the-quiet-hours/index.html")
        section = browser.find_element(By.CSS_SELECTOR, "section.discography")
        assert section.is_displayed()
        shelves = [h.text for h in section.find_elements(By.CSS_SELECTOR, "h3")]
        assert shelves == ["Albums", "EPs", "Singles", "Live", "Compilations"]
        assert "You own 4 of 5 studio albums" in section.text
        owned = section.find_elements(By.CSS_SELECTOR, "li.owned a")
        assert [a.text for a in owned] == ["Lanterns for the Tide", "Paper Harbour", "Slow Weather", "Winter Room"]
        # Owned albums lead to their pages in the site; the others to MusicBrainz.
        assert all("/albums/" in a.get_attribute("href") for a in owned)
        missing = section.find_elements(By.CSS_SELECTOR, "li:not(.owned) a")
        assert missing and all(a.get_attribute("href").startswith("https://musicbrainz.org/release-group/") for a in missing)
        assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        assert severe(browser) == []
    set_width(browser, 1280, 1000)


def test_stats_lists_the_most_complete_artists(browser, demo):
    open_page(browser, demo, "stats/index.html")
    rows = browser.find_elements(By.CSS_SELECTOR, "section.completeness tbody tr")
    assert [r.find_element(By.TAG_NAME, "a").text for r in rows][:2] == ["The Quiet Hours", "Mara Okonkwo-Lind"]
    assert "80 %" in rows[0].text
