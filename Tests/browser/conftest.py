"""Fixtures for the browser tests: sites built by the real `linernotes` binary, and headless Chromium."""
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("LINERNOTES_BINARY", REPO / ".build/debug/linernotes"))
HOSTILE = "<img src=x onerror=alert(1)>"


def build(site: Path, output: Path, *extra: str) -> Path:
    subprocess.run([str(BINARY), "build", "--site", str(site), "--output", str(output), "--offline", *extra],
                   check=True, capture_output=True, text=True)
    return output


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.fixture(scope="session")
def workdir():
    path = Path(tempfile.mkdtemp(prefix="linernotes-browser-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def demo(workdir) -> Path:
    """The demo archive, built offline from its committed cache."""
    return build(REPO, workdir / "demo")


@pytest.fixture(scope="session")
def hostile(workdir) -> Path:
    """An archive where every field a visitor can see carries markup that would run if it were not escaped."""
    site = workdir / "hostile-site"
    h = HOSTILE
    write(site / "content/site.yml", f"title: {quoted('Site ' + h)}\ndescription: {quoted(h)}\nbase_url: https://records.example.org/\n")
    for n in range(1, 4):
        write(site / f"content/albums/album-{n}.md", f"""---
title: {quoted(f'{h} Album {n} </script><script>alert(2)</script>')}
artist: {quoted(f'Band {n} {h}')}
year: {2000 + n}
acquired: 2020-01-0{n}
format: {quoted('Vinyl ' + h)}
tags: [{quoted('tag ' + h)}]
tracks:
  - {quoted(f'{h} one {n}')}
  - {quoted(f'two {n} "quoted" & more')}
  - {quoted(f'three {n} {h}')}
  - {quoted(f'four {n}')}
---
Notes with <script>alert(3)</script> and {h}
""")
    write(site / "content/playlists/mix.md", f"---\ntitle: {quoted('Mix ' + h)}\ntracks:\n  - {{ album: album-1, track: 2 }}\n---\n")
    write(site / "content/concerts/show.md",
          f"---\ndate: 2030-01-02\ntime: \"21:00\"\nvenue: {quoted('Venue ' + h)}\ncity: {quoted('City, with; commas')}\nartists: [{quoted('Band 1 ' + h)}]\n---\n{h}\n")
    write(site / "content/pages/about.md", f"---\ntitle: {quoted('About ' + h)}\n---\n{h}\n")
    return build(site, workdir / "hostile")


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required",
                     "--allow-file-access-from-files", "--window-size=1280,1000", "--mute-audio"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def browser_without_js():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def german(workdir) -> Path:
    """The demo archive with `language: de`."""
    site = workdir / "german-site"
    for folder in ("content", "cache", ".linernotes"):
        shutil.copytree(REPO / folder, site / folder)
    config = site / "content/site.yml"
    lines = [line for line in config.read_text(encoding="utf-8").splitlines() if not line.startswith("language:")]
    config.write_text("\n".join(lines) + "\nlanguage: de\n", encoding="utf-8")
    return build(site, workdir / "german")


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe-core (4.12, carried by PyPI's axe-playwright-python; only its script is used)."""
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    assert spec is not None, "run scripts/setup --test: it installs axe-playwright-python for axe-core"
    return (Path(spec.submodule_search_locations[0]) / "axe.min.js").read_text(encoding="utf-8")


def axe_violations(driver, source: str):
    """axe-core's violations on the page open in `driver`, as (rule, impact, count, first element) tuples."""
    driver.set_script_timeout(60)
    driver.execute_script(source)
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document).then(function (r) { done(r.violations.map(function (v) {"
        "  return [v.id, v.impact, v.nodes.length, v.nodes[0].target.join(' ')]; })); },"
        "  function (e) { done([['axe failed', String(e), 0, '']]); });")


def set_width(driver, width: int, height: int = 900) -> None:
    """Makes the page `width` CSS px wide. Headless Chromium will not make a window narrower than 500 px, so narrower
    widths are emulated (as its device toolbar does); 1280 and the like are real window sizes."""
    if width < 500:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    else:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.set_window_size(width, height)
