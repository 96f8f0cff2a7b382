#!/usr/bin/env python3
"""Loads the built documentation site in headless Chromium and checks each lecture page and the tutorial.

Usage: python3 .ci/check-docs-site.py [--site DIR] [--self-test]

The site (default .build/docs/site, from docs/tools/build-docs.py) is served on 127.0.0.1. For each
page: the DOM Chromium renders holds the page's title and its first section heading, read from the
Markdown note (or docs/site/tutorial.json) the page is made from; the console logs no error; every
link inside the site leads to a page or file that exists; a screenshot is saved under
.build/docs-check/. --self-test also breaks a copy of one page and expects the check to fail.
Installs Debian's `chromium`, and a font with Hangul (`fonts-nanum`) for the Korean pages'
screenshots, with apt-get when they are missing. Exit status: 0 when every check passed.
"""

import argparse
import functools
import html
import importlib.util
import http.server
import json
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONSOLE_PROBLEM = re.compile(r"error|uncaught|failed", re.IGNORECASE)


def has_korean_font():
    """Whether fontconfig knows a font with Hangul; without one a Korean page's screenshot is boxes."""
    found = subprocess.run(["fc-list", ":lang=ko"], capture_output=True, text=True)
    return found.returncode == 0 and found.stdout.strip() != ""


def chromium():
    browser = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                    if shutil.which(n)), None)
    missing = ([] if browser else ["chromium"]) + (
        [] if shutil.which("fc-list") and has_korean_font() else ["fonts-nanum"])
    if missing:
        print("Installing " + " and ".join(missing) + " with apt-get")
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True)
    return browser or shutil.which("chromium")


def heading(path, level):
    """The first heading of `level` in a note, as its text reads on the page."""
    fenced = False
    for line in path.read_text(encoding="utf-8").split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#" * level + " "):
            text = line[level + 1:].strip()
            text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
            return text.replace("``", "").replace("`", "").replace("*", "")
    return None


def layer_notes():
    """The stand-ins' notes and where the site puts them: build-docs.py's `LAYER_NOTES`, read from
    that script so that the two cannot disagree."""
    spec = importlib.util.spec_from_file_location("build_docs", ROOT / "docs" / "tools" / "build-docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.LAYER_NOTES


def pages_to_check():
    """(url path, expected title, expected first section): the landing page, each lecture page,
    the stand-ins' notes, the concept index, the student guide and the glossary, Korean ones too,
    and the tutorial."""
    stages = re.findall(r'"([^"]+)"', re.search(r"let stages = \[([^\]]*)\]",
                                                  (ROOT / "Package.swift").read_text()).group(1))
    pages = [("/documentation", "Concentration Workbook", "Modules")]  # docc merge's landing page
    for stage in stages:
        for note in sorted((ROOT / "Lectures" / stage).glob("*.md")):
            name = "notes" if note.name == "README.md" else note.stem.lower()
            if note.name.endswith(".ko.md"):
                english = note.name[: -len(".ko.md")]
                name = ("notes" if english == "README" else english.lower()) + "-ko"
            pages.append((f"/documentation/{stage.lower()}/{name}", heading(note, 1), heading(note, 2)))
    for note_name, (catalog, name) in layer_notes().items():  # the stand-ins' notes
        note = ROOT / "Lectures" / note_name
        korean = note.with_name(note.stem + ".ko.md")
        for path, suffix in [(note, ""), (korean, "-ko")]:
            if path.exists():
                pages.append((f"/documentation/{catalog.lower()}/{name.lower()}{suffix}",
                              heading(path, 1), heading(path, 2)))
    for name, note in [("conceptindex", ROOT / "Lectures" / "README.md"),
                       ("studentguide", ROOT / "docs" / "student-guide.md"),
                       ("glossary", ROOT / "Lectures" / "glossary.md")]:
        korean = note.with_name(note.stem + ".ko.md")
        for path, suffix in [(note, ""), (korean, "-ko")]:
            if path.exists():
                pages.append((f"/documentation/concentrationworkbook/{name}{suffix}",
                              heading(path, 1), heading(path, 2)))
    plan = json.loads((ROOT / "docs" / "site" / "tutorial.json").read_text(encoding="utf-8"))
    pages.append((f"/tutorials/concentrationworkbook/{plan['name'].lower()}", plan["title"],
                  plan["sections"][0]["title"]))
    return pages


class Server:
    """python's http.server on 127.0.0.1, on a free port, in a thread."""

    def __init__(self, site):
        handler = functools.partial(QuietHandler, directory=str(site))
        self.httpd = QuietServer(("127.0.0.1", 0), handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class QuietServer(http.server.ThreadingHTTPServer):
    """A browser that has what it needs closes connections mid-file; that is no error of the site."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def exists(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def visible_text(dom):
    dom = re.sub(r"<(script|style|noscript)\b.*?</\1>", " ", dom, flags=re.S | re.I)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", dom)))


def headings(dom, tag):
    return [re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", m))).strip()
            for m in re.findall(rf"<{tag}\b[^>]*>(.*?)</{tag}>", dom, flags=re.S)]


def check_page(browser, server, path, title, section, shots):
    """The problems found on one page (an empty list when it is good)."""
    url = server.base + path
    common = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
              "--virtual-time-budget=5000", "--window-size=1280,1600"]
    result = subprocess.run(common + ["--enable-logging=stderr", "--v=0", "--dump-dom", url],
                            capture_output=True, text=True, timeout=120)
    dom = result.stdout
    problems = []
    if result.returncode != 0 or not dom:
        return [f"Chromium could not load {url}"]
    shot = shots / (path.strip("/").replace("/", "_") + ".png")
    subprocess.run(common + [f"--screenshot={shot}", url], capture_output=True, timeout=120)
    if not shot.exists():
        problems.append("no screenshot")
    text = visible_text(dom)
    titles = headings(dom, "h1") + headings(dom, "h2")
    if title not in text or not any(title in h for h in titles):
        problems.append(f"the title {title!r} is not a heading of the rendered page")
    if section is not None and (
            section not in text or not any(section in h for h in headings(dom, "h2") + headings(dom, "h3"))):
        problems.append(f"the first section {section!r} is not a heading of the rendered page")
    if path.endswith("-ko") and any(h.strip() == "Overview" for h in headings(dom, "h2")):
        problems.append("a Korean page has DocC's English \"Overview\" heading (build-docs.py "
                        "writes `## 개요` after the abstract)")
    for line in result.stderr.splitlines():
        if ":CONSOLE" in line and CONSOLE_PROBLEM.search(line):
            problems.append("console: " + line.split("] ", 1)[-1])
    links = set()
    for href in re.findall(r'<a\b[^>]*\bhref="([^"]*)"', dom):
        target = urllib.parse.urlsplit(urllib.parse.urljoin(url, html.unescape(href)))
        if target.netloc == urllib.parse.urlsplit(server.base).netloc:
            links.add(target.path.rstrip("/") or "/")
    for link in sorted(links):
        if not exists(server.base + link + ("/" if "." not in link.rsplit("/", 1)[-1] else "")):
            problems.append(f"link to {link}: no such page")
        elif link.startswith(("/documentation/", "/tutorials/")) and not exists(
                f"{server.base}/data{link}.json"):
            problems.append(f"link to {link}: the page has no content (data{link}.json)")
    print(f"{'ok  ' if not problems else 'FAIL'}  {path}: title, first section, "
          f"{len(links)} in-site links, console, screenshot {shot.relative_to(ROOT)}")
    for problem in problems:
        print(f"        {problem}")
    return problems


def check_site(site, shots, pages):
    browser = chromium()
    shots.mkdir(parents=True, exist_ok=True)
    server = Server(site)
    try:
        return sum(bool(check_page(browser, server, *page, shots)) for page in pages)
    finally:
        server.close()


def self_test(site, shots):
    """A page whose content is gone must fail the check (so a passing check means something)."""
    pages = pages_to_check()
    path, title, section = pages[1]  # the first lecture page
    with tempfile.TemporaryDirectory() as temporary:
        broken = Path(temporary) / "site"
        shutil.copytree(site, broken)
        (broken / f"data{path}.json").unlink()
        print(f"Self-test: {path} with its content removed must fail")
        failed = check_site(broken, shots / "self-test", [(path, title, section)])
    print(("ok    " if failed else "FAIL  ") + "the check fails on a broken page")
    return 0 if failed else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / ".build" / "docs" / "site")
    parser.add_argument("--self-test", action="store_true", help="also prove the check fails on a broken page")
    args = parser.parse_args()
    if not (args.site / "index.html").exists():
        print(f"error: no site in {args.site}; build it with python3 docs/tools/build-docs.py", file=sys.stderr)
        return 1
    shots = ROOT / ".build" / "docs-check"
    shutil.rmtree(shots, ignore_errors=True)
    failed = check_site(args.site, shots, pages_to_check())
    if args.self_test and self_test(args.site, shots) != 0:
        failed += 1
    print(f"{failed} page(s) failed" if failed else "Every page rendered, with no error and no broken link")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
