#!/usr/bin/env python3
"""Makes a class of student copies to try `workbook grade --submissions` on.

It writes a student release of this workbook (`workbook release`), then copies it once per
student and fills each copy's exercise regions the way students do, from this workbook's
reference solutions:

  correct        every exercise solved
  partly         about half of the exercises solved (a different half for each student)
  not-compiling  every exercise solved, one of them with a type error
  crashing       every exercise solved, except that `mvc-choose-card` indexes past the cards
  tampered       about half solved, a test edited to pass, and code outside a region changed

Usage: python3 docs/tools/make-submissions.py <folder> [--count N]     (default 20)
The folder must not exist yet. The mix is fixed by the count, so two runs give the same class.
"""

import argparse
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BEGIN_SOLUTION = re.compile(r"^\s*// BEGIN SOLUTION (\S+)\s*$")
BEGIN_EXERCISE = re.compile(r"^\s*// BEGIN EXERCISE (\S+)\s*$")
KINDS = ["correct", "partly", "not-compiling", "correct", "crashing", "partly", "tampered"]


def solutions(root):
    """The solution lines of every region, by (file, exercise id, ordinal)."""
    found = {}
    for path in sorted((root / "Sources").rglob("*.swift")):
        lines = path.read_text().split("\n")
        ordinals = {}
        index = 0
        while index < len(lines):
            match = BEGIN_SOLUTION.match(lines[index])
            if not match:
                index += 1
                continue
            exercise = match.group(1)
            body = []
            index += 1
            while lines[index].strip() != "// STUB":
                body.append(lines[index])
                index += 1
            while lines[index].strip() != "// END SOLUTION":
                index += 1
            ordinal = ordinals.get(exercise, 0)
            ordinals[exercise] = ordinal + 1
            found[(str(path.relative_to(root)), exercise, ordinal)] = body
            index += 1
    return found


def fill(copy, answers, chosen, broken=None, crash=None):
    """Writes the solution of every exercise in `chosen` into the started regions of `copy`.

    `broken` gets a type error added to its first region; `crash` has its body replaced by an
    index past the end of `cards`.
    """
    for relative in sorted({key[0] for key in answers}):
        path = copy / relative
        if not path.exists():
            continue
        lines = path.read_text().split("\n")
        out = []
        ordinals = {}
        index = 0
        while index < len(lines):
            line = lines[index]
            out.append(line)
            match = BEGIN_EXERCISE.match(line)
            index += 1
            if not match:
                continue
            exercise = match.group(1)
            ordinal = ordinals.get(exercise, 0)
            ordinals[exercise] = ordinal + 1
            stub = []
            while lines[index].strip() != f"// END EXERCISE {exercise}":
                stub.append(lines[index])
                index += 1
            indent = line[: len(line) - len(line.lstrip())]
            if exercise == crash:
                out.append(f"{indent}_ = cards[cards.count]")
            elif exercise in chosen and (relative, exercise, ordinal) in answers:
                out += answers[(relative, exercise, ordinal)]
                if exercise == broken and ordinal == 0:
                    out.append(f'{indent}let mistake: Int = "not a number"')
            else:
                out += stub
        path.write_text("\n".join(out))


def tamper(copy):
    """Edits a test so it cannot fail, and changes code outside every region."""
    test = copy / "Tests/Lecture2MVCTests/CardIdentifierFactoryTests.swift"
    if test.exists():
        test.write_text(re.sub(r"#expect\((.*)\)", "#expect(true)", test.read_text()))
    card = copy / "Sources/Lecture2MVC/Card.swift"
    if card.exists():
        card.write_text(card.read_text() + "\n// I was here.\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--count", type=int, default=20)
    arguments = parser.parse_args()
    folder = arguments.folder.resolve()
    if folder.exists():
        sys.exit(f"{folder} exists already; choose a new folder.")
    release = folder / ".release"
    subprocess.run(
        ["swift", "run", "--quiet", "workbook-instructor", "release", str(release)], cwd=ROOT,
        check=True, stdout=subprocess.DEVNULL)
    answers = solutions(ROOT)
    exercises = sorted({key[1] for key in answers})
    for number in range(1, arguments.count + 1):
        kind = KINDS[(number - 1) % len(KINDS)]
        name = f"student-{number:02d}-{kind}"
        copy = folder / name
        shutil.copytree(release, copy)
        half = set(random.Random(number).sample(exercises, len(exercises) // 2))
        if kind == "correct":
            fill(copy, answers, set(exercises))
        elif kind == "partly":
            fill(copy, answers, half)
        elif kind == "not-compiling":
            fill(copy, answers, set(exercises), broken=random.Random(number).choice(exercises))
        elif kind == "crashing":
            fill(copy, answers, set(exercises), crash="mvc-choose-card")
        else:
            fill(copy, answers, half)
            tamper(copy)
        print(name)
    shutil.rmtree(release)


if __name__ == "__main__":
    main()
