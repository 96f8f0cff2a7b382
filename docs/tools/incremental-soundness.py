#!/usr/bin/env python3
"""Checks that SwiftPM's incremental build recompiles the test files a library change reaches.

Swift 6's driver always builds across modules incrementally: a test target's file is compiled
again only when a declaration it uses changed in the library's `.swiftmodule` (the module carries
the fingerprints of its declarations). A stale test object would be a wrong verdict, so this
script builds a small package with a library and a test target, changes the library the ways
`workbook start` changes a lecture, and after each change rebuilds incrementally and checks:

- the outcome is the one a clean build gives (written down per change: a compile error that
  names the old declaration, or the tests passing or failing as the new code says);
- every test file that uses the changed declaration was compiled again (its object is newer);
- where the change stays inside one type's body, a test file that does not use it was not
  (so the experiment sees the incremental build at work, not a full rebuild).

    python3 docs/tools/incremental-soundness.py
    python3 docs/tools/incremental-soundness.py --self-test

`--self-test` shows that the checks can fail: it puts a stale test object back after a change
and expects the wrong verdict it gives. The script prints one line per change and exits 1 if any
check fails. It needs no network; it takes about a minute and a half on two cores (the
self-test half a minute).
"""

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGE = """// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Soundness",
    targets: [
        .target(name: "Lecture"),
        .testTarget(name: "LectureTests", dependencies: ["Lecture"]),
    ]
)
"""

# The library as the reference code has it, one file per declaration a change touches.
LIBRARY = {
    "Card.swift": """
struct Card {
    var isFaceUp = false
    var isMatched = false

    /// Read here, in the library, so that a test object with stale field offsets disagrees.
    func describe() -> String { isMatched ? "matched" : "unmatched" }
}
""",
    "Item.swift": """
enum Item: Equatable {
    case burger
    case fries
}
""",
    "Score.swift": """
func score(for points: Int) -> Int { points * 10 }
""",
    "Deal.swift": """
func deal(pairs: Int = 2) -> [Int] { Array(0..<(pairs * 2)) }
""",
    "Origin.swift": """
func origin(line: Int = 0) -> Int { line }
""",
    "Size.swift": """
enum Size: CaseIterable {
    case small
    case large
}
""",
    "Search.swift": """
extension Array where Element: Hashable {
    func position(of element: Element) -> Int? {
        for index in indices where self[index] == element { return index }
        return nil
    }
}
""",
    "Other.swift": """
struct Other {
    var value = 1
}
""",
}

# The tests never change: each uses one declaration above.
TESTS = {
    "LayoutTests.swift": """
import Testing
@testable import Lecture

@Test func layout() {
    var card = Card()
    card.isMatched = true
    #expect(card.describe() == "matched")
    #expect(!card.isFaceUp)
}
""",
    "CaseTests.swift": """
import Testing
@testable import Lecture

@Test func cases() { #expect(Item.fries != Item.burger) }
""",
    "SignatureTests.swift": """
import Testing
@testable import Lecture

@Test func signature() { #expect(score(for: 2) == 20) }
""",
    "DefaultTests.swift": """
import Testing
@testable import Lecture

@Test func defaultPairs() { #expect(deal().count == 4) }
""",
    "OriginTests.swift": """
import Testing
@testable import Lecture

@Test func magicLiteral() { #expect(origin() == 0) }
""",
    "ConformanceTests.swift": """
import Testing
@testable import Lecture

@Test func conformance() { #expect(Size.allCases.count == 2) }
""",
    "WhereTests.swift": """
import Testing
@testable import Lecture

@Test func whereClause() { #expect([3, 5, 8].position(of: 5) == 1) }
""",
    "OtherTests.swift": """
import Testing
@testable import Lecture

@Test func other() { #expect(Other().value == 1) }
""",
}

# Each change: the library file, its new text, the test files that use it, whether files that do
# not use it must be left alone, and what a clean build gives ("error: <text>" for a compile
# error naming it, "pass", or "fail <test>").
CHANGES = [
    ("a stored property added in front (field offsets move)", "Card.swift",
     LIBRARY["Card.swift"].replace("struct Card {\n", "struct Card {\n    var id = 7\n"),
     ["LayoutTests"], True, "pass"),
    ("a case renamed", "Item.swift",
     LIBRARY["Item.swift"].replace("case fries", "case chips"),
     ["CaseTests"], True, "error: fries"),
    ("a stub's signature changed (a label)", "Score.swift",
     LIBRARY["Score.swift"].replace("for points", "of points"),
     ["SignatureTests"], False, "error: for:"),
    ("a default argument changed", "Deal.swift",
     LIBRARY["Deal.swift"].replace("pairs: Int = 2", "pairs: Int = 3"),
     # The caller calls the library's default-argument function: nothing to recompile.
     [], False, "fail defaultPairs"),
    ("a default argument changed to a literal the caller fills in", "Origin.swift",
     LIBRARY["Origin.swift"].replace("line: Int = 0", "line: Int = #line"),
     ["OriginTests"], False, "fail magicLiteral"),
    ("a protocol conformance removed", "Size.swift",
     LIBRARY["Size.swift"].replace("enum Size: CaseIterable", "enum Size"),
     ["ConformanceTests"], False, "error: allCases"),
    ("an extension's where clause changed", "Search.swift",
     LIBRARY["Search.swift"].replace("Element: Hashable", "Element: Equatable"),
     ["WhereTests"], False, "pass"),
]


def run(arguments, cwd):
    return subprocess.run(
        arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def write(folder, files):
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text.lstrip("\n"))


def objects(package):
    """Each test file's object and its modification time."""
    found = {}
    for path in package.glob(".build/*/debug/LectureTests.build/*.swift.o"):
        found[path.name.removesuffix(".swift.o")] = path.stat().st_mtime_ns
    return found


def outcome(package):
    """What `swift test` says: the first compile error's text, or the failing tests."""
    result = run(["swift", "test"], package)
    errors = re.findall(r"error: (.*)", result.stdout)
    compile_errors = [e for e in errors if "fatalError" not in e and "exit code" not in e]
    if re.search(r"\.swift:\d+:\d+: error:", result.stdout):
        return "error", "\n".join(compile_errors), result.stdout
    if "Test run with" not in result.stdout:
        return "build failed", "\n".join(errors), result.stdout
    failed = sorted(set(re.findall(r"Test (\w+)\(\) (?:recorded an issue|failed)", result.stdout)))
    return ("fail " + " ".join(failed) if failed else "pass"), "", result.stdout


def reference_package():
    """A scratch package holding the reference library and the tests, built and passing."""
    package = Path(tempfile.mkdtemp(prefix="incremental-soundness-")) / "Soundness"
    package.mkdir(parents=True)
    (package / "Package.swift").write_text(PACKAGE)
    write(package / "Sources" / "Lecture", LIBRARY)
    write(package / "Tests" / "LectureTests", TESTS)
    first, _, output = outcome(package)
    if first != "pass":
        print(output)
        sys.exit(f"the reference package does not pass its tests: {first}")
    return package


def self_test():
    """Shows that a stale test object gives a wrong verdict here, so the checks above can fail:
    after the first change (field offsets move), the layout test's object from before the change
    is put back and linked; its test must then fail."""
    package = reference_package()
    old = next(package.glob(".build/*/debug/LectureTests.build/LayoutTests.swift.o"))
    kept = package.parent / "LayoutTests.swift.o"
    shutil.copy2(old, kept)
    name, file, text = CHANGES[0][:3]
    (package / "Sources" / "Lecture" / file).write_text(text.lstrip("\n"))
    fresh, _, _ = outcome(package)
    shutil.copy(kept, old)  # the stale object, newer than the build, so only the link runs
    stale, _, output = outcome(package)
    shutil.rmtree(package.parent)
    if fresh == "pass" and stale == "fail layout":
        print(f"ok   self-test: after '{name}', rebuilt: {fresh}; with the stale object: {stale}")
        sys.exit(0)
    print(output[-3000:])
    sys.exit(
        f"FAIL self-test: rebuilt: {fresh}; with the stale object: {stale} (expected fail layout)")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    package = reference_package()
    problems = 0
    for name, file, text, users, others_kept, expected in CHANGES:
        before = objects(package)
        (package / "Sources" / "Lecture" / file).write_text(text.lstrip("\n"))
        verdict, errors, output = outcome(package)
        after = objects(package)
        recompiled = sorted(f for f in after if after[f] != before.get(f))
        wrong = []
        if expected.startswith("error: "):
            if verdict != "error" or expected.removeprefix("error: ") not in errors:
                wrong.append(f"expected a compile error naming '{expected[7:]}', got {verdict}")
        elif verdict != expected:
            wrong.append(f"expected {expected}, got {verdict}")
        if verdict != "error":
            stale = [user for user in users if user not in recompiled]
            if stale:
                wrong.append("not recompiled: " + ", ".join(stale))
            if others_kept and "OtherTests" in recompiled:
                wrong.append("OtherTests recompiled too (no incremental build to check)")
        status = "ok  " if not wrong else "FAIL"
        because = "" if not wrong else f" ({'; '.join(wrong)})"
        compiled = ", ".join(recompiled) or "nothing"
        print(f"{status} {name}: {verdict}; recompiled {compiled}{because}", flush=True)
        if wrong:
            problems += 1
            print(output[-3000:])
        # Back to the reference code before the next change, built again.
        (package / "Sources" / "Lecture" / file).write_text(LIBRARY[file].lstrip("\n"))
        back, _, output = outcome(package)
        if back != "pass":
            problems += 1
            print(f"FAIL back to the reference code after '{name}': {back}\n{output[-3000:]}")
    shutil.rmtree(package.parent)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
