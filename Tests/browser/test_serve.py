"""`linernotes serve` in a real browser: an edit reloads the open page, a failed build shows its error over the page."""
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, REPO


def start_serve(site: Path):
    process = subprocess.Popen([str(BINARY), "serve", "--site", str(site), "--offline", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 60
    for line in process.stdout:
        match = re.search(r"at (http://127\.0\.0\.1:\d+/)", line)
        if match:
            return process, match.group(1)
        assert time.monotonic() < deadline, "serve did not start"
    raise AssertionError(f"serve ended without serving (exit {process.wait()})")


def test_serve_reloads_on_edit_and_shows_build_errors(browser, workdir):
    site = workdir / "served-site"
    for folder in ("content", "cache", ".linernotes"):
        shutil.copytree(REPO / folder, site / folder)
    process, url = start_serve(site)
    try:
        browser.get(url + "albums/glass-ferns/index.html")
        browser.get_log("browser")
        WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.readyState") == "complete")
        browser.execute_script("window.__beforeEdit = true")
        album = site / "content/albums/glass-ferns.md"
        original = album.read_text(encoding="utf-8")

        # An edit: the open page reloads by itself and shows it.
        edited_at = time.monotonic()
        album.write_text(original + "\nA sentence written while the page was open.\n", encoding="utf-8")
        WebDriverWait(browser, 10, poll_frequency=0.02).until(
            lambda b: b.execute_script("return window.__beforeEdit === undefined && document.readyState === 'complete'"))
        latency = time.monotonic() - edited_at
        print(f"reload latency: {latency:.3f} s")
        assert "A sentence written while the page was open." in browser.find_element(By.TAG_NAME, "main").text

        # A broken file: the error shows over the page, naming the file and line; the page itself stays.
        album.write_text(original.replace("\ntitle:", "\ntitle: [never closed\nyear:", 1), encoding="utf-8")
        overlay = WebDriverWait(browser, 10).until(lambda b: b.find_element(By.ID, "linernotes-build-error"))
        assert overlay.get_attribute("role") == "alert"
        assert re.search(r"content/albums/glass-ferns\.md:\d+: error:", overlay.text)
        assert "Glass Ferns" in browser.find_element(By.TAG_NAME, "h1").text

        # Fixed: the overlay goes and the page reloads.
        browser.execute_script("window.__beforeFix = true")
        album.write_text(original, encoding="utf-8")
        WebDriverWait(browser, 10).until(lambda b: b.execute_script("return window.__beforeFix === undefined && document.readyState === 'complete'"))
        assert browser.find_elements(By.ID, "linernotes-build-error") == []
        assert "A sentence written while the page was open." not in browser.find_element(By.TAG_NAME, "main").text
        assert [e for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []
    finally:
        process.send_signal(signal.SIGINT)
        output, _ = process.communicate(timeout=10)
    assert process.returncode == 0
    assert "Stopped." in output
    # The files served are ready to publish: no reload script in them.
    assert "__linernotes" not in (site / "public/albums/glass-ferns/index.html").read_text(encoding="utf-8")
