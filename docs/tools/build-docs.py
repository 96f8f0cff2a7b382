#!/usr/bin/env python3
"""Builds the workbook's documentation site (DocC) from the notes in Lectures/ and the stages' code.

Usage: python3 docs/tools/build-docs.py [--output DIR] [--preview] [--with-answers]
                                     [--hosting-base-path PATH] [--source ROOT]
       python3 docs/tools/build-docs.py --self-test

The Markdown notes stay the one source: every run writes fresh DocC catalogs under
.build/docs/catalogs/ (never edit those), one per stage with that stage's symbol graph, one for
SwiftUIStandIn with its own (the stand-ins' notes in Lectures/ go beside the symbols they link, and
a stage that imports it finds it), and one for the workbook (landing page, concept index, student guide, the tutorial). Every warning DocC
reports (read from its diagnostics file) fails the build, so a ``Symbol`` link in a note that names
nothing in its stage fails it; `docc merge` joins the archives and the result is written as a
static site (default .build/docs/site; a folder that holds anything else is refused). The tutorial's code is generated from Sources/<Stage>/ with every exercise region
shown as its stub; --with-answers keeps the solutions and marks every page as an instructor copy.
Exit status: 0 when the site was built, 1 on a DocC diagnostic, a leak or bad input.
"""

import argparse
import http.server
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

ROOT_CATALOG = "ConcentrationWorkbook"
# The stand-ins for Apple's frameworks: each note in Lectures/ goes to the catalog of the module whose
# symbols it links, under this page name. SwiftUIStandIn is a module of its own (with a catalog and a
# symbol graph of its own, built like a stage's); the UIKit stand-in is a folder of the MVC stage.
LAYER_NOTES = {"SwiftUIStandIn.md": ("SwiftUIStandIn", "Notes"),
               "UIKitStandIn.md": ("Lecture2MVC", "UIKitStandIn")}
# The modules the site documents beside the stages, and the modules each one needs first (compiled
# from these folders with swiftc alone, so a copy of the workbook without .build/ builds its site).
LAYERS = {"SwiftUIStandIn": ["WorkbookLanguage"]}
LAYER_SOURCES = {"SwiftUIStandIn": "Sources/SwiftUIStandIn",
                 "WorkbookLanguage": "Sources/WorkbookTool/WorkbookLanguage"}
SITE_NAME = "Concentration Workbook"
LONG_LINE = 40  # the release rule: a solution line this long is an answer on its own
SITE_MARK = ".workbook-docs-site"  # marks a folder this script may replace
ANSWERS_NOTE = ("Instructor copy: this site shows the exercises' answers. "
                "Do not publish it to students.")


class BuildError(Exception):
    pass


# MARK: - Exercise regions


def stage_code(text, with_answers):
    """The file as a student sees it after `workbook start` (its stubs), or with the answers."""
    out, state = [], "plain"
    for line in text.split("\n"):
        marker = line.strip()
        if marker.startswith("// BEGIN SOLUTION "):
            state = "solution"
        elif marker == "// STUB" and state == "solution":
            state = "stub"
        elif marker == "// END SOLUTION" and state != "plain":
            state = "plain"
        elif state == "plain" or (state == "solution" and with_answers):
            out.append(line)
        elif state == "stub" and not with_answers:
            out.append(uncomment(line))
    return "\n".join(out)


def uncomment(line):
    """A stub line is the stub's code behind `// `, indented like the code around it."""
    indent = line[: len(line) - len(line.lstrip())]
    body = line.lstrip()
    if body.startswith("// "):
        return indent + body[3:]
    if body.startswith("//"):
        return indent + body[2:]
    return line


def significant(line):
    """The trimmed line, or None for a blank line, a lone brace or a comment (as release does)."""
    trimmed = line.strip()
    if not trimmed or all(c in "{}()[],;" for c in trimmed):
        return None
    if trimmed.startswith(("//", "/*", "*")):
        return None
    return trimmed


def leak_rule(source_files):
    """The release rule's solution pairs and long lines, learnt from the reference sources."""
    outside, outside_pairs, pairs, lines = set(), set(), set(), set()

    def pairs_of(seq):
        return {(a, b) for a, b in zip(seq, seq[1:])}

    for text in source_files:
        plain, solution, stub, state = [], [], [], "plain"
        for line in text.split("\n"):
            marker = line.strip()
            if marker.startswith("// BEGIN SOLUTION "):
                state, solution, stub = "solution", [], []
            elif marker == "// STUB" and state == "solution":
                state = "stub"
            elif marker == "// END SOLUTION" and state != "plain":
                sig = [s for s in map(significant, solution) if s]
                stub_sig = [s for s in (significant(uncomment(x)) for x in stub) if s]
                lines.update(sig)
                pairs.update(pairs_of(sig))
                outside.update(stub_sig)
                outside_pairs.update(pairs_of(stub_sig))
                plain.append("")
                state = "plain"
            elif state == "solution":
                solution.append(line)
            elif state == "stub":
                stub.append(line)
            else:
                plain.append(line)
        sig = [s for s in map(significant, plain) if s]
        outside.update(sig)
        outside_pairs.update(pairs_of(sig))
    return pairs - outside_pairs, {l for l in lines if len(l) >= LONG_LINE} - outside


def leaks(text, path, rule):
    pairs, long_lines = rule
    found, previous = [], None
    for number, raw in enumerate(text.split("\n"), start=1):
        line = significant(raw)
        if line is None:
            continue
        if line in long_lines:
            found.append(f"{path}:{number}: {line}")
        elif previous and (previous[1], line) in pairs:
            found.append(f"{path}:{previous[0]}-{number}: {previous[1]} / {line}")
        previous = (number, line)
    return found


# MARK: - Notes to DocC articles


class Page:
    """One Markdown note and the DocC article it becomes."""

    def __init__(self, source, catalog, name, english=None):
        self.source, self.catalog, self.name, self.english = source, catalog, name, english

    def url(self, base):
        return f"{base}/documentation/{self.catalog.lower()}/{self.name.lower()}"


def discover_pages(root, stages):
    """Every note of the site: the stages' notes, the concept index, the student guide, and each
    Korean page (`*.ko.md`) beside its English sibling."""
    pages = []

    def add(path, catalog, name):
        if path.exists():
            pages.append(Page(path, catalog, name))
        korean = path.with_name(path.name[: -len(".md")] + ".ko.md")
        if korean.exists():
            pages.append(Page(korean, catalog, name + "-ko", english=path if path.exists() else None))

    for stage in stages:
        folder = root / "Lectures" / stage
        for note in sorted(folder.glob("*.md")):
            if note.name.endswith(".ko.md"):
                continue
            add(note, stage, "Notes" if note.name == "README.md" else note.stem)
        for korean in sorted(folder.glob("*.ko.md")):  # a Korean page with no English sibling
            if not korean.with_name(korean.name[: -len(".ko.md")] + ".md").exists():
                pages.append(Page(korean, stage, korean.name[: -len(".ko.md")] + "-ko"))
    for note, (catalog, name) in LAYER_NOTES.items():
        add(root / "Lectures" / note, catalog, name)
    add(root / "Lectures" / "README.md", ROOT_CATALOG, "ConceptIndex")
    add(root / "docs" / "student-guide.md", ROOT_CATALOG, "StudentGuide")
    layer_korean = {note[: -len(".md")] + ".ko.md" for note in LAYER_NOTES}
    for korean in sorted((root / "Lectures").glob("*.ko.md")):
        if korean.name != "README.ko.md" and korean.name not in layer_korean:
            name = "".join(part.capitalize() for part in korean.name[: -len(".ko.md")].split("-"))
            pages.append(Page(korean, ROOT_CATALOG, name + "-ko"))
    return pages


FENCE = re.compile(r"^\s*(```|~~~)")
LINK = re.compile(r"(!?)\[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)\)")
SYMBOL_LINK = re.compile(r"``([^`\n]+)``")
SINGLE_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def prose_lines(text):
    """(line, is_prose) for each line; lines inside fenced code are not prose."""
    fenced = False
    for line in text.split("\n"):
        if FENCE.match(line):
            fenced = not fenced
            yield line, False
        else:
            yield line, not fenced


def symbol_links(text):
    """The texts of the ``Symbol`` links a note writes."""
    found = set()
    for line, prose in prose_lines(text):
        if prose:
            found.update(SYMBOL_LINK.findall(line))
    return found


def link_korean_spans(text, symbols):
    """In a Korean page, a `span` whose text is a ``link`` of its English sibling becomes that link."""
    def replace(match):
        return f"``{match.group(1)}``" if match.group(1) in symbols else match.group(0)

    return "\n".join(SINGLE_SPAN.sub(replace, line) if prose else line
                     for line, prose in prose_lines(text))


def rewrite_links(text, page, pages_by_source, root, base):
    """Links to other notes go to their pages (a Korean page prefers the Korean sibling): by
    `<doc:>` in the same catalog, by URL in another. Links to the repository's other files keep
    only their text, since the site has no page for them."""
    def replace(match):
        bang, label, target = match.groups()
        if bang or re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            return match.group(0)
        path_part, _, fragment = target.partition("#")
        resolved = (page.source.parent / path_part).resolve() if path_part else page.source
        if page.english is not None or page.source.name.endswith(".ko.md"):
            korean = resolved.with_name(resolved.name[: -len(".md")] + ".ko.md")
            if resolved.name.endswith(".md") and korean in pages_by_source:
                resolved = korean
        other = pages_by_source.get(resolved)
        if other is None:
            return label
        if other.catalog == page.catalog:  # DocC resolves (and titles) a page of its own catalog
            return f"<doc:{other.name}>"
        return f"[{label}]({other.url(base)}{'#' + fragment if fragment else ''})"

    return "\n".join(LINK.sub(replace, line) if prose else line
                     for line, prose in prose_lines(text))


def article(page, pages_by_source, root, base, with_answers):
    text = page.source.read_text(encoding="utf-8")
    if not text.startswith("# "):
        raise BuildError(f"{page.source}: a note must start with its `# Title` line")
    if page.english is not None:
        text = link_korean_spans(text, symbol_links(page.english.read_text(encoding="utf-8")))
    text = rewrite_links(text, page, pages_by_source, root, base)
    if page.source.name.endswith(".ko.md"):
        text = korean_overview(text)
    if with_answers:  # at the end, so that DocC's line numbers are the note's
        text = text.rstrip("\n") + f"\n\n> Important: {ANSWERS_NOTE}\n"
    return text


def korean_overview(text):
    """DocC heads the text after a page's abstract "Overview" when no heading of its own starts
    it. A Korean page gets `## 개요` there instead, written on the blank line that ends the
    abstract, so every other line keeps its number for DocC's diagnostics."""
    lines = text.split("\n")
    start = 1
    while start < len(lines) and not lines[start].strip():
        start += 1
    if start >= len(lines) or lines[start].startswith(("#", ">", "|", "-", "*", "```", "@")):
        return text  # no plain paragraph for an abstract: DocC adds no "Overview"
    end = start
    while end < len(lines) and lines[end].strip():
        end += 1
    after = end
    while after < len(lines) and not lines[after].strip():
        after += 1
    if end >= len(lines) or after >= len(lines) or lines[after].startswith("#"):
        return text  # the abstract is the whole page, or a heading of the page's own follows it
    lines[end] = "## 개요"  # an ATX heading needs no blank line around it
    return "\n".join(lines)


# MARK: - The catalogs


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def title_of(path):
    return path.read_text(encoding="utf-8").split("\n", 1)[0].lstrip("# ").strip()


def stage_catalog(stage, pages, out, pages_by_source, root, base, with_answers, tutorial,
                  is_stage=True):
    """A module's catalog: its notes, and a root page over its symbols. A stage's points to the
    tutorial; a stand-in's (`LAYERS`) says which stages import it."""
    catalog = out / f"{stage}.docc"
    mine = [p for p in pages if p.catalog == stage]
    for page in mine:
        write(catalog / f"{page.name}.md", article(page, pages_by_source, root, base, with_answers))
    mine.sort(key=lambda p: not p.name.startswith("Notes"))  # the lecture's README first
    english = [p for p in mine if not p.name.endswith("-ko")]
    korean = [p for p in mine if p.name.endswith("-ko")]
    lead = title_of(english[0].source) if english else stage
    topics = "\n".join(f"- <doc:{p.name}>" for p in english)
    if korean:
        topics += "\n\n### 한국어\n\n" + "\n".join(f"- <doc:{p.name}>" for p in korean)
    answers = f"\n> Important: {ANSWERS_NOTE}\n" if with_answers else ""
    tutorial_line = (f"The [tutorial]({base}/tutorials/{ROOT_CATALOG.lower()}/{tutorial.lower()}) "
                     "shows this stage's files beside the others.")
    layer_line = ("The SwiftUI stages import it in place of SwiftUI and Combine, which Linux does not "
                  "have; its own tests are in Tests/Workbook/SwiftUIStandInTests.")
    write(catalog / f"{stage}.md", f"""# ``{stage}``

The code of "{lead}", with the doc comments of every type and method it declares.
{answers}
## Overview

Read the notes first; every type and method they link to has its page here.
{tutorial_line if is_stage else layer_line}

## Topics

### Reading

{topics}
""")
    return catalog


def check_diagnostics(path, root, work, sources, with_answers):
    """Fails on every DocC warning or error: an unresolved link in a note, a malformed directive.
    One kind is let through, in the student site only: a doc comment of the code that links to a
    symbol an exercise's stub does not declare yet (the instructor copy checks those)."""
    problems, tolerated = [], []
    for diagnostic in json.loads(path.read_text(encoding="utf-8")).get("diagnostics", []):
        if diagnostic.get("severity") not in ("warning", "error"):
            continue
        source = diagnostic.get("source", "").removeprefix("file://")
        line = diagnostic.get("range", {}).get("start", {}).get("line", 0)
        shown = sources.get(source, source)
        try:
            shown = str(Path(shown).relative_to(root))
        except ValueError:
            pass
        message = f"{shown}:{line}: {diagnostic.get('summary', '').strip()}"
        in_stub = source.startswith(str(work / "code")) and not with_answers
        if in_stub and "doesn't exist" in diagnostic.get("summary", ""):
            tolerated.append(message)
        else:
            problems.append(message)
    for message in tolerated:
        print(f"note: in a stub: {message}")
    if problems:
        raise BuildError("DocC reported:\n" + "\n".join(problems))


def root_catalog(stages, pages, out, pages_by_source, root, base, with_answers, tutorial):
    catalog = out / f"{ROOT_CATALOG}.docc"
    mine = [p for p in pages if p.catalog == ROOT_CATALOG]
    for page in mine:
        write(catalog / f"{page.name}.md", article(page, pages_by_source, root, base, with_answers))
    layer_sources = {root / "Lectures" / note for note in LAYER_NOTES}
    lectures = "\n".join(
        f"- [{title_of(p.source)}]({p.url(base)})"
        for p in pages if p.catalog in stages and not p.name.endswith("-ko")
        and p.source not in layer_sources)
    stand_ins = "\n".join(f"- [{title_of(p.source)}]({p.url(base)})"
                          for p in pages if p.source in layer_sources)
    if stand_ins:
        stand_ins = ("\nLinux has no UIKit, SwiftUI or Combine; the stages use stand-ins under "
                     f"Apple's names:\n\n{stand_ins}\n")
    english = "\n".join(f"- <doc:{p.name}>" for p in mine if not p.name.endswith("-ko"))
    korean = "\n".join(f"- <doc:{p.name}>" for p in mine if p.name.endswith("-ko"))
    answers = f"\n> Important: {ANSWERS_NOTE}\n" if with_answers else ""
    write(catalog / f"{ROOT_CATALOG}.md", f"""# {SITE_NAME}

@Metadata {{
    @TechnologyRoot
}}

Rebuild the Stanford CS193p memory game three times: as MVC, as MVVM, and with enums and Optionals.
{answers}
## Overview

The lectures, in teaching order:

{lectures}

The tutorial <doc:{tutorial}> walks through the three stages' code, file by file.
{stand_ins}
## Topics

### Start here

{english}
""" + (f"\n### 한국어\n\n{korean}\n" if korean else ""))
    return catalog


def tutorial_catalog(catalog, root, stages, with_answers):
    """The tutorial's table of contents and its one tutorial, whose code files are generated from
    the stages' sources; consecutive listings of a file are diffed by DocC itself."""
    try:
        plan = json.loads((root / "docs" / "site" / "tutorial.json").read_text(encoding="utf-8"))
        return write_tutorial(catalog, root, stages, with_answers, plan)
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise BuildError(f"docs/site/tutorial.json: {type(error).__name__}: {error}") from error


def write_tutorial(catalog, root, stages, with_answers, plan):
    code_files, sections, last_of_name, diffed = {}, [], {}, []
    for section in plan["sections"]:
        stage = section["stage"]
        if stage not in stages:
            raise BuildError(f"docs/site/tutorial.json: unknown stage {stage}")
        steps = []
        for step in section["steps"]:
            source = root / "Sources" / stage / step["file"]
            if not source.exists():
                raise BuildError(f"docs/site/tutorial.json: no file {source.relative_to(root)}")
            name = Path(step["file"]).name
            resource = f"{stage}-{name}"
            code_files[resource] = stage_code(source.read_text(encoding="utf-8"), with_answers)
            previous = step.get("after") and f"{step['after']}-{name}" or last_of_name.get(name)
            last_of_name[name] = resource
            previous_arg = f', previousFile: "{previous}"' if previous else ""
            if previous:
                diffed.append(resource)
            steps.append(f"""            @Step {{
                {step["text"]}

                @Code(name: "{name}", file: "{resource}"{previous_arg})
            }}""")
        steps_text = "\n\n".join(steps)
        sections.append(f"""    @Section(title: "{section["title"]}") {{
        @ContentAndMedia {{
            {section["text"]}
        }}

        @Steps {{
{steps_text}
        }}
    }}""")
    intro = plan["intro"] + (f"\n\n        {ANSWERS_NOTE}" if with_answers else
                             "\n\n        Every exercise region is shown as its stub: the answers are yours to write.")
    sections_text = "\n\n".join(sections)
    write(catalog / "Tutorial" / f"{plan['name']}.tutorial", f"""@Tutorial(time: {plan["minutes"]}) {{
    @Intro(title: "{plan["title"]}") {{
        {intro}
    }}

{sections_text}
}}
""")
    write(catalog / "Tutorial" / "TableOfContents.tutorial", f"""@Tutorials(name: "{SITE_NAME} tutorial") {{
    @Intro(title: "{SITE_NAME}") {{
        {plan["tocIntro"]}
    }}

    @Chapter(name: "{plan["chapter"]}") {{
        {plan["chapterText"]}

        @Image(source: "chapter.png", alt: "Three cards face down, one for each stage of the game.")

        @TutorialReference(tutorial: "doc:{plan['name']}")
    }}
}}
""")
    for resource, text in code_files.items():
        write(catalog / "Resources" / resource, text)
    (catalog / "Resources" / "chapter.png").write_bytes(cards_png())
    return plan["name"], code_files, diffed


def cards_png(width=480, height=240):
    """The chapter's picture (DocC wants one): three face-down cards, drawn here so the site has
    no binary file to keep."""
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            card = any(40 + 150 * i <= x < 140 + 150 * i for i in range(3)) and 40 <= y < 200
            row += bytes((230, 120, 40) if card else (245, 245, 247))
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b""))


# MARK: - Building


def run(command, log):
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    log.write(" ".join(map(str, command)) + "\n" + result.stdout + "\n")
    if result.returncode != 0:
        raise BuildError(f"{command[0]} {command[1]} failed:\n{result.stdout.strip()}")
    return result.stdout


def layer_modules(root, work, log):
    """Compiles the stand-in modules (`LAYERS`) and what they need into work/modules, with swiftc
    alone, so that a stage that imports one compiles for its symbol graph; returns that folder and
    each stand-in's symbol graph folder."""
    modules = work / "modules"
    shutil.rmtree(modules, ignore_errors=True)
    modules.mkdir(parents=True)
    graphs, built = {}, set()

    def compile_module(name, with_graph):
        if name in built:
            return
        files = sorted(str(f) for f in (root / LAYER_SOURCES[name]).rglob("*.swift"))
        if not files:
            raise BuildError(f"{LAYER_SOURCES[name]} holds no Swift file")
        arguments = [TOOLS["swiftc"], "-emit-module", "-emit-module-path",
                     str(modules / f"{name}.swiftmodule"), "-module-name", name, "-swift-version", "6",
                     "-parse-as-library", "-I", str(modules)]
        if with_graph:
            graphs[name] = work / "symbol-graphs" / name
            shutil.rmtree(graphs[name], ignore_errors=True)
            graphs[name].mkdir(parents=True)
            arguments += ["-emit-symbol-graph", "-emit-symbol-graph-dir", str(graphs[name]),
                          "-symbol-graph-minimum-access-level", "internal"]
        run(arguments + files, log)
        if with_graph:
            keep_own_symbols(graphs[name], root / LAYER_SOURCES[name])
        built.add(name)

    for layer, needs in LAYERS.items():
        for name in needs:
            compile_module(name, with_graph=False)
        compile_module(layer, with_graph=True)
    return modules, graphs


def keep_own_symbols(graphs, folder):
    """Keeps in each symbol graph of `graphs` only the symbols declared in `folder`, and the
    relationships between what is kept. SwiftUIStandIn re-exports Foundation (`@_exported import`),
    and swiftc then writes all of Foundation into its graph, as if the stand-in declared it: twenty
    thousand pages, minutes of DocC, none of them the stand-in's. A member of a type that goes (a
    helper in an extension of `CGSize`) goes with it."""
    prefix = folder.as_uri() + "/"
    for path in sorted(graphs.glob("*.symbols.json")):
        graph = json.loads(path.read_text(encoding="utf-8"))
        own = {s["identifier"]["precise"] for s in graph["symbols"]
               if s.get("location", {}).get("uri", "").startswith(prefix)}
        dropped = {s["identifier"]["precise"] for s in graph["symbols"]} - own
        for relation in graph.get("relationships", []):
            if relation["kind"] == "memberOf" and relation["target"] in dropped:
                own.discard(relation["source"])
                dropped.add(relation["source"])
        graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] in own]
        graph["relationships"] = [r for r in graph.get("relationships", [])
                                  if r["source"] not in dropped and r["target"] not in dropped]
        if graph["symbols"]:
            path.write_text(json.dumps(graph), encoding="utf-8")
        else:
            path.unlink()


def symbol_graph(root, stage, work, with_answers, log, sources, modules):
    """The stage's symbol graph, internal symbols and doc comments included, compiled from the code
    the site shows: the stubs (so no signature of an answer shows), or the reference itself."""
    code = work / "code" / stage
    shutil.rmtree(code, ignore_errors=True)
    files = []
    for source in sorted((root / "Sources" / stage).rglob("*.swift")):
        if with_answers:
            files.append(source)
            continue
        target = code / source.relative_to(root / "Sources" / stage)
        write(target, stage_code(source.read_text(encoding="utf-8"), with_answers))
        sources[str(target)] = str(source)
        files.append(target)
    graphs = work / "symbol-graphs" / stage
    shutil.rmtree(graphs, ignore_errors=True)
    graphs.mkdir(parents=True)
    run([TOOLS["swiftc"], "-emit-module", "-emit-module-path", str(work / "code" / f"{stage}.swiftmodule"),
         "-module-name", stage, "-swift-version", "6", "-parse-as-library", "-I", str(modules),
         "-emit-symbol-graph", "-emit-symbol-graph-dir", str(graphs),
         "-symbol-graph-minimum-access-level", "internal", *map(str, files)], log)
    return graphs


# The toolchain's programs, as find_tool found them (main fills it in).
TOOLS = {"docc": "docc", "swiftc": "swiftc"}


def find_tool(name, which=shutil.which, xcrun=None):
    """Where `name` is: on PATH (a swift.org toolchain), else where `xcrun --find` says (Xcode
    keeps docc inside itself, out of PATH); None when neither has it."""
    found = which(name)
    if found:
        return found
    if xcrun is None:
        xcrun = which("xcrun")
    if not xcrun:
        return None
    result = subprocess.run([xcrun, "--find", name], capture_output=True, text=True)
    path = result.stdout.strip()
    return path if result.returncode == 0 and path else None


def docc(arguments, log):
    return run([TOOLS["docc"], *arguments], log)


def stages_of(root):
    manifest = (root / "Package.swift").read_text(encoding="utf-8")
    match = re.search(r"let stages = \[([^\]]*)\]", manifest)
    if not match:
        raise BuildError("Package.swift has no `let stages = [...]` line")
    return re.findall(r'"([^"]+)"', match.group(1))


def build(root, output, base, with_answers, work):
    stages = stages_of(root)
    work.mkdir(parents=True, exist_ok=True)
    catalogs = work / "catalogs"
    archives = work / "archives"
    for folder in (catalogs, archives):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    pages = discover_pages(root, stages)
    pages_by_source = {p.source.resolve(): p for p in pages}
    with open(work / "docc.log", "w", encoding="utf-8") as log:
        built = []
        top = root_catalog(stages, pages, catalogs, pages_by_source, root, base, with_answers,
                           "doc:placeholder")
        tutorial, code_files, diffed = tutorial_catalog(top, root, stages, with_answers)
        root_catalog(stages, pages, catalogs, pages_by_source, root, base, with_answers, tutorial)
        if not with_answers:
            rule = leak_rule([s.read_text(encoding="utf-8")
                              for stage in stages for s in (root / "Sources" / stage).rglob("*.swift")])
            found = [l for name, text in code_files.items() for l in leaks(text, name, rule)]
            if found:
                raise BuildError("the tutorial's code shows a solution:\n" + "\n".join(found))
        sources = {str(catalogs / f"{p.catalog}.docc" / f"{p.name}.md"): str(p.source) for p in pages}
        modules, layer_graphs = layer_modules(root, work, log)
        for stage in stages:
            catalog = stage_catalog(stage, pages, catalogs, pages_by_source, root, base, with_answers,
                                    tutorial)
            graphs = symbol_graph(root, stage, work, with_answers, log, sources, modules)
            built.append((catalog, stage, graphs))
        for layer, graphs in layer_graphs.items():
            catalog = stage_catalog(layer, pages, catalogs, pages_by_source, root, base, with_answers,
                                    tutorial, is_stage=False)
            built.append((catalog, layer, graphs))
        built.append((top, ROOT_CATALOG, None))
        archive_paths = []
        for catalog, name, graphs in built:
            archive = archives / f"{name}.doccarchive"
            diagnostics = work / f"{name}.diagnostics.json"
            arguments = ["convert", str(catalog), "--output-path", str(archive),
                         "--fallback-display-name", name, "--fallback-bundle-identifier",
                         f"workbook.{name}", "--diagnostics-file", str(diagnostics)]
            if graphs:
                arguments += ["--additional-symbol-graph-dir", str(graphs)]
            print(f"docc convert {name}", flush=True)
            docc(arguments, log)
            check_diagnostics(diagnostics, root, work, sources, with_answers)
            archive_paths.append(str(archive))
        merged = work / "merged.doccarchive"
        shutil.rmtree(merged, ignore_errors=True)
        landing = SITE_NAME + (" (instructor copy, with answers)" if with_answers else "")
        docc(["merge", *archive_paths, "--output-path", str(merged),
              "--synthesized-landing-page-name", landing,
              "--synthesized-landing-page-kind", "Workbook"], log)
        shutil.rmtree(output, ignore_errors=True)
        arguments = ["process-archive", "transform-for-static-hosting", str(merged),
                     "--output-path", str(output)]
        if base:
            arguments += ["--hosting-base-path", base.strip("/")]
        docc(arguments, log)
    check_tutorial_diffs(output, tutorial, diffed)
    check_emphasis(output)
    (output / SITE_MARK).write_text("Written by docs/tools/build-docs.py; rebuilt on every run.\n",
                                    encoding="utf-8")
    # DocC leaves the root index.html with the base path "/"; the site starts at documentation/.
    (output / "index.html").write_text(
        '<!DOCTYPE html><meta charset="utf-8"><title>' + SITE_NAME + '</title>'
        '<meta http-equiv="refresh" content="0; url=documentation/">'
        '<a href="documentation/">' + SITE_NAME + '</a>\n', encoding="utf-8")
    if with_answers:
        banner = ('<div role="note" style="background:#b00020;color:#fff;padding:6px 12px;'
                  f'font:600 14px sans-serif;text-align:center">{ANSWERS_NOTE}</div>')
        for page in output.rglob("index.html"):
            html = page.read_text(encoding="utf-8")
            page.write_text(re.sub(r"(<body[^>]*>)", r"\1" + banner, html, count=1), encoding="utf-8")
    return output


def check_tutorial_diffs(site, tutorial, diffed):
    """Every listing that follows an earlier one of its file marks the lines it changes."""
    page = site / "data" / "tutorials" / ROOT_CATALOG.lower() / f"{tutorial.lower()}.json"
    references = json.loads(page.read_text(encoding="utf-8")).get("references", {})
    unmarked = [name for name in diffed if not references.get(name, {}).get("highlights")]
    if unmarked:
        raise BuildError("the tutorial marks no changed line in: " + ", ".join(unmarked))
    print(f"The tutorial marks the changed lines of {len(diffed)} listing(s)")


def unparsed_emphasis(text):
    """The `**` runs left in rendered text: Markdown did not read them as bold."""
    return re.findall(r"\S*\*\*\S*", text)


def check_emphasis(site):
    """No page shows a literal `**`.

    CommonMark closes `**` only when it is not followed by a letter after punctuation, so Korean's
    `**뷰(View)**입니다` (a particle right after the bold) stays unbold and prints its stars; write
    `**뷰**(View)입니다` instead.
    """
    found = []
    for page in sorted((site / "data").rglob("*.json")):
        def texts(node):
            if isinstance(node, dict):
                if node.get("type") == "text" and isinstance(node.get("text"), str):
                    yield node["text"]
                for value in node.values():
                    yield from texts(value)
            elif isinstance(node, list):
                for value in node:
                    yield from texts(value)
        for text in texts(json.loads(page.read_text(encoding="utf-8"))):
            found += [f"{page.relative_to(site)}: {run}" for run in unparsed_emphasis(text)]
    if found:
        raise BuildError("bold that Markdown did not read (put the particle or parenthesis outside "
                         "the stars):\n" + "\n".join(found))


def refuse_to_overwrite(output):
    """The output folder is replaced on every run, so it must be empty or an earlier site."""
    if output.exists() and not output.is_dir():
        raise BuildError(f"--output {output} is a file, not a folder")
    if output.is_dir() and any(output.iterdir()) and not (output / SITE_MARK).exists():
        raise BuildError(f"--output {output} is not empty and holds no site built here; "
                         "choose an empty or new folder (nothing was changed)")


def preview(site, port):
    """Serves the static site on 127.0.0.1 (DocC's static output needs any file server)."""
    os.chdir(site)
    handler = http.server.SimpleHTTPRequestHandler
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Serving {site} at http://127.0.0.1:{port}/documentation/ (Ctrl-C stops)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


# MARK: - Self-test


def self_test(root):
    """The Korean pages' links and the stub rule, on the fixtures in docs/tools/docs-fixtures/."""
    fixtures = root / "docs" / "tools" / "docs-fixtures"
    failures = []

    def expect(condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            failures.append(message)

    english = (fixtures / "Sample.md").read_text(encoding="utf-8")
    korean = (fixtures / "Sample.ko.md").read_text(encoding="utf-8")
    symbols = symbol_links(english)
    expect(symbols == {"MemoryGame", "MemoryGame/choose(_:)"},
           "the English sample's ``links`` are found, and none inside fenced code")
    linked = link_korean_spans(korean, symbols)
    expect("``MemoryGame/choose(_:)``를" in linked, "a Korean span equal to an English link is linked")
    expect("``MemoryGame``은" in linked, "a Korean span of a type's name is linked")
    expect("`cards`" in linked and "``cards``" not in linked,
           "a Korean span the English page does not link stays code")
    expect("    let game = `MemoryGame`" in linked, "code inside a fence is left alone")
    expect(link_korean_spans(linked, symbols) == linked, "linking twice changes nothing")
    source = (fixtures / "Region.swift").read_text(encoding="utf-8")
    stub = stage_code(source, with_answers=False)
    answer = stage_code(source, with_answers=True)
    expect("return cards.filter" not in stub and "return []" in stub and "BEGIN" not in stub,
           "a region shows its stub, uncommented, without markers")
    expect("return cards.filter" in answer and "return []" not in answer,
           "--with-answers keeps the solution, not the stub")
    rule = leak_rule([source])
    expect(not leaks(stub, "stub", rule), "the stub holds no solution line")
    expect(bool(leaks(answer, "answer", rule)), "the leak rule finds the solution in the answer")
    expect(unparsed_emphasis("이것은 **뷰(View)**입니다") == ["**뷰(View)**입니다"]
           and unparsed_emphasis("굵게 쓴 뷰와 2 * 3") == [],
           "stars Markdown left in the rendered text are found, a lone * is not")
    found = {(p.source.name, p.catalog, p.name) for p in discover_pages(root, stages_of(root))}
    expect({("SwiftUIStandIn.md", "SwiftUIStandIn", "Notes"),
            ("SwiftUIStandIn.ko.md", "SwiftUIStandIn", "Notes-ko"),
            ("UIKitStandIn.md", "Lecture2MVC", "UIKitStandIn")} <= found
           and not any(name.endswith(".ko.md") and catalog == ROOT_CATALOG and name.startswith(
               ("SwiftUIStandIn", "UIKitStandIn")) for name, catalog, _ in found),
           "the stand-ins' notes go to the catalogs of the modules they describe, Korean ones too")
    with tempfile.TemporaryDirectory() as folder:
        graphs, own = Path(folder), Path(folder) / "Sources" / "Layer"
        symbol = lambda name, where: {"identifier": {"precise": name}, "names": {"title": name},
                                      **({"location": {"uri": where.as_uri()}} if where else {})}
        (graphs / "Layer.symbols.json").write_text(json.dumps({
            "symbols": [symbol("s:View", own / "View.swift"), symbol("s:CGSize", None),
                        symbol("s:CGSize.centered", own / "LayoutNode.swift")],
            "relationships": [{"kind": "memberOf", "source": "s:CGSize.centered", "target": "s:CGSize"},
                              {"kind": "conformsTo", "source": "s:View", "target": "s:Sendable"}]}))
        (graphs / "Layer@Glibc.symbols.json").write_text(json.dumps({
            "symbols": [symbol("c:elf", Path("/usr/include/elf.h"))], "relationships": []}))
        keep_own_symbols(graphs, own)
        kept = json.loads((graphs / "Layer.symbols.json").read_text())
        expect([s["identifier"]["precise"] for s in kept["symbols"]] == ["s:View"]
               and [r["kind"] for r in kept["relationships"]] == ["conformsTo"]
               and not (graphs / "Layer@Glibc.symbols.json").exists(),
               "a stand-in's graph keeps its own symbols, not the module it re-exports")
    expect(find_tool("docc", which=lambda name: f"/toolchain/{name}") == "/toolchain/docc",
           "a tool on PATH is found there")
    with tempfile.TemporaryDirectory() as folder:
        xcrun = Path(folder) / "xcrun"
        xcrun.write_text('#!/bin/sh\n[ "$2" = docc ] && echo /Applications/Xcode.app/usr/bin/docc\n',
                         encoding="utf-8")
        xcrun.chmod(0o755)
        expect(find_tool("docc", which=lambda name: None, xcrun=str(xcrun))
               == "/Applications/Xcode.app/usr/bin/docc", "without it on PATH, xcrun --find finds it")
        expect(find_tool("swiftc", which=lambda name: None, xcrun=str(xcrun)) is None,
               "a tool xcrun does not know is missing")
    expect(find_tool("docc", which=lambda name: None) is None, "without xcrun, a tool not on PATH is missing")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", type=Path, help="the static site's folder (default .build/docs/site)")
    parser.add_argument("--preview", action="store_true", help="serve the site on 127.0.0.1 after building")
    parser.add_argument("--port", type=int, default=8000, help="the port --preview serves on (default 8000)")
    parser.add_argument("--with-answers", action="store_true",
                        help="an instructor copy: the solutions instead of the stubs, marked on every page")
    parser.add_argument("--hosting-base-path", default="",
                        help="the path the site is served under, such as the repository's name on GitHub Pages")
    parser.add_argument("--source", type=Path, help="the workbook to document (default: this one)")
    parser.add_argument("--self-test", action="store_true", help="check the page rewriting on fixtures")
    args = parser.parse_args()
    here = Path(__file__).resolve().parents[2]
    if args.self_test:
        return self_test(here)
    root = (args.source or here).resolve()
    work = root / ".build" / "docs"
    output = (args.output or work / "site").resolve()
    base = "/" + args.hosting_base_path.strip("/") if args.hosting_base_path.strip("/") else ""
    for name in TOOLS:
        found = find_tool(name)
        if found is None:
            print(f"error: no {name} on PATH nor through xcrun --find. It comes with the Swift toolchain: "
                  "on Linux, install the swift.org toolchain and put its usr/bin on PATH; on a Mac, install "
                  "Xcode and select it with sudo xcode-select -s /Applications/Xcode.app", file=sys.stderr)
            return 1
        TOOLS[name] = found
    try:
        if args.output:  # .build/docs/site is the script's own; a folder of the user's is checked
            refuse_to_overwrite(output)
        build(root, output, base, args.with_answers, work)
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        print(f"(the full DocC log is {work / 'docc.log'})", file=sys.stderr)
        return 1
    print(f"The site is in {output}" + (" (instructor copy, with answers)" if args.with_answers else ""))
    if args.preview:
        preview(output, args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
