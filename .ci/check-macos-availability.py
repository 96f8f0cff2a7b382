#!/usr/bin/env python3
"""Fails when code in Sources/ names an API that macOS has only from version 26 on.

The package's floor is macOS 15 (`platforms: [.macOS(.v15)]` in Package.swift), and nothing here
compiles for macOS, so the compiler's availability check never runs on it. This reads what the
toolchain's module interfaces (`*.swiftinterface` of the standard library, Observation,
Synchronization, Testing, Foundation's, ...) declare with `@available(macOS 26...)` or later,
keeps the names that are declared *only* so (a name that an older declaration shares, such as an
overload, cannot be told apart by name and is left out), and looks for those names among the
identifiers of Sources/, outside comments and string literals.

What it cannot see: a new overload of an old name, a conformance added in macOS 26 (such as
`EnumeratedSequence: Collection`), and Apple's own frameworks, which have no interface on Linux.
`--self-test` plants uses in a scratch folder and checks that they are caught.

Usage: python3 .ci/check-macos-availability.py [--self-test] [--interfaces DIR] [--sources DIR]
"""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The first macOS version after the package's floor (15): Apple numbered the next one 26.
FIRST_NEW_MACOS = 26

AVAILABLE = re.compile(r"@available\(\s*macOS\s+(\d+)")
DECLARATION = re.compile(
    r"\b(func|var|let|struct|class|enum|protocol|actor|typealias|associatedtype|macro|case)\s+"
    r"`?([A-Za-z_][A-Za-z0-9_]*)")
EXTENSION_OR_TYPE = re.compile(r"\b(extension|struct|class|enum|protocol|actor)\b")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def toolchain_interfaces():
    """The folder of the toolchain's Linux module interfaces, beside the swift on PATH."""
    swift = shutil.which("swift")
    if swift is None:
        return None
    folder = Path(swift).resolve().parent.parent / "lib" / "swift" / "linux"
    return folder if folder.is_dir() else None


# Modules every Swift file sees without an import, and those Foundation's `import` brings on Linux.
IMPLICIT = {"Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport"}
FOUNDATION = {"Foundation", "FoundationEssentials", "FoundationInternationalization"}


def imported_modules(sources):
    """The modules `sources` import, with those each Swift file sees anyway."""
    modules = set(IMPLICIT)
    for path in sources.rglob("*.swift"):
        for match in re.finditer(r"^\s*(?:@\w+\s+)*import\s+(\w+)",
                                 path.read_text(encoding="utf-8", errors="replace"), flags=re.M):
            modules.add(match.group(1))
    if "Foundation" in modules:
        modules |= FOUNDATION
    return modules


def interface_names(interfaces, modules):
    """(new, old, files): the names `modules` declare as macOS 26 or later, those they declare
    otherwise, and how many interfaces were read."""
    new, old = set(), set()
    files = [p for p in sorted(interfaces.glob("*.swiftmodule/*.swiftinterface"))
             if not p.name.endswith(".private.swiftinterface") and p.parent.stem in modules]
    for path in files:
        depth = 0
        blocks = []  # (depth inside the block, whether a type's block is macOS 26+; None: a body)
        attributes = ""
        for raw in path.read_text(encoding="utf-8", errors="replace").split("\n"):
            line = STRING.sub('""', raw.split("//")[0]).strip()
            if not line:
                continue
            inside_new = any(is_new for _, is_new in blocks)
            in_body = any(is_new is None for _, is_new in blocks)
            attributes += " " + line
            declaration = DECLARATION.search(line)
            opens_block = EXTENSION_OR_TYPE.search(line) is not None and "{" in line
            if in_body:
                # Inside a function's or property's body (inlinable code): its locals are no API.
                declaration, opens_block = None, False
                attributes = ""
            elif declaration or opens_block:
                versions = [int(v) for v in AVAILABLE.findall(attributes)]
                back_deployed = "@backDeployed" in attributes
                unavailable = re.search(r"@available\(\s*macOS\s*,\s*unavailable", attributes)
                is_new = inside_new or (not back_deployed and any(v >= FIRST_NEW_MACOS for v in versions))
                if declaration and not unavailable:
                    (new if is_new else old).add(declaration.group(2))
                if opens_block:
                    blocks.append((depth + 1, is_new))
                attributes = ""
            elif not line.startswith("@"):
                attributes = ""
            opened = line.count("{") - line.count("}")
            if opened > 0 and not opens_block and not in_body:
                blocks.append((depth + 1, None))  # a body, marked None
            depth += opened
            while blocks and depth < blocks[-1][0]:
                blocks.pop()
    return new, old, len(files)


def identifiers(text):
    """Each identifier of Swift source `text` outside comments and string literals, with its line."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r'"""(.*?)"""', lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    for number, line in enumerate(text.split("\n"), 1):
        line = STRING.sub('""', line)
        line = line.split("//")[0]
        for match in re.finditer(r"[A-Za-z_][A-Za-z0-9_]*", line):
            yield number, match.group(0)


def declared_in(sources):
    """The names `sources` declare themselves (`let previous`, `func reset`): a use of one of
    them is most likely of the workbook's own, and cannot be told apart by name."""
    names = set()
    for path in sources.rglob("*.swift"):
        text = "\n".join(STRING.sub('""', line.split("//")[0])
                         for line in path.read_text(encoding="utf-8", errors="replace").split("\n"))
        names |= {match.group(2) for match in DECLARATION.finditer(text)}
    return names


def uses(sources, names):
    """Every `file:line: name` in `sources` that names one of `names`."""
    found = []
    for path in sorted(sources.rglob("*.swift")):
        for number, word in identifiers(path.read_text(encoding="utf-8", errors="replace")):
            if word in names:
                found.append(f"{path}:{number}: {word}")
    return found


def only_new(interfaces, sources):
    new, old, count = interface_names(interfaces, imported_modules(sources))
    return new - old, count


def checked_names(interfaces, sources):
    """The new names to look for in `sources`, those left out because `sources` declares them
    too, and how many interfaces were read."""
    names, count = only_new(interfaces, sources)
    own = names & declared_in(sources)
    return names - own, own, count


def self_test(interfaces):
    """Checks the checker on a planted file that imports what it names, so the test does not
    depend on which modules the workbook happens to import (no stage imports Observation now)."""
    failures = []

    def expect(condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            failures.append(message)

    with tempfile.TemporaryDirectory() as folder:
        planted = Path(folder) / "Planted.swift"
        planted.write_text(
            "import Observation; let cards: InlineArray<4, Int> = [1, 2, 3, 4]\n"
            "// a comment may say InlineArray\n"
            "let note = \"and so may a string: Span\"\n"
            "let changes = Observations { cards.count }\n"
            "func reset() {}\n", encoding="utf-8")
        names, _ = only_new(interfaces, Path(folder))
        expect("InlineArray" in names and "Observations" in names,
               "InlineArray and Observation's Observations (macOS 26) are new")
        expect("span" not in names,
               "span is not: older types declare it too, which a name cannot tell apart")
        expect("Span" not in names and "Array" not in names and "count" not in names,
               "Span (back to macOS 10.14.4), Array and count are not")
        checked, own, _ = checked_names(interfaces, Path(folder))
        found = uses(Path(folder), checked)
        expect("reset" in own and "reset" not in checked, "a name the sources declare is left out")
        expect(any(":1: InlineArray" in f for f in found), "a planted InlineArray is caught")
        expect(any(":4: Observations" in f for f in found), "a planted Observations is caught")
        expect(not any(":2:" in f or ":3:" in f for f in found),
               "comments and strings are not uses")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--interfaces", type=Path, help="the module interfaces' folder")
    parser.add_argument("--sources", type=Path, default=Path(__file__).resolve().parents[1] / "Sources")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    interfaces = args.interfaces or toolchain_interfaces()
    if interfaces is None:
        print("error: no module interfaces found beside swift (lib/swift/linux); pass --interfaces",
              file=sys.stderr)
        return 1
    if args.self_test:
        return self_test(interfaces)
    start = time.monotonic()
    names, own, count = checked_names(interfaces, args.sources)
    found = uses(args.sources, names)
    seconds = time.monotonic() - start
    if found:
        print(f"error: Sources/ uses APIs that macOS has only from {FIRST_NEW_MACOS} on "
              f"(the package's floor is macOS 15):", file=sys.stderr)
        for line in found:
            print("  " + line, file=sys.stderr)
        return 1
    print(f"No API newer than macOS 15 in {args.sources}: {len(names)} names declared only as "
          f"macOS {FIRST_NEW_MACOS}+ in {count} interfaces ({seconds:.1f} s); not checked, since "
          f"the sources declare them too: {', '.join(sorted(own)) or 'none'}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
