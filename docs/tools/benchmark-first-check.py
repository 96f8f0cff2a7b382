#!/usr/bin/env python3
"""Times a new student's first `check` after `start`, lecture by lecture, and prints a table.

On a copy of the checkout's tracked files (a fresh clone), it builds everything once
(`swift build --build-tests`, untimed), then for each run and lecture: puts the lecture's
reference code back and builds it (untimed), runs `swift run workbook start <lecture>`, and
times `swift run workbook check <first exercise>` as a whole process (its builds run in child
processes, so user + system seconds of the whole tree are reported). CPU seconds are the figure
to quote on a shared machine: other builds move the wall clock far more.

    python3 docs/tools/benchmark-first-check.py --runs 3
    python3 docs/tools/benchmark-first-check.py --runs 3 --lecture Lecture4EnumsOptionals
"""

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(arguments, cwd, check=True):
    """Runs a command to its end; its standard output is returned, its errors (SwiftPM's build
    lines) are kept apart from it."""
    return subprocess.run(
        arguments, cwd=cwd, check=check, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)


def child_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def fresh_copy(root, folder):
    files = run(["git", "ls-files", "-z"], root).stdout.split("\0")
    for name in filter(None, files):
        source = root / name
        if source.is_file() and not source.is_symlink():
            target = folder / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
        elif source.is_symlink():
            target = folder / name
            target.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(os.readlink(source), target)


def put_back(root, copy, lecture):
    """The lecture's reference code and no workbook state, built: a student before `start`."""
    shutil.rmtree(copy / "Sources" / lecture)
    shutil.rmtree(copy / ".workbook", ignore_errors=True)
    names = run(["git", "ls-files", f"Sources/{lecture}"], root).stdout.split()
    for name in names:
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / name, target)
    run(["swift", "build", "--build-tests"], copy)


def first_exercises(copy):
    listing = json.loads(run(["swift", "run", "workbook", "list", "--json"], copy).stdout)
    firsts = {}
    for exercise in listing:
        firsts.setdefault(exercise["lecture"], exercise["id"])
    return firsts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lecture", action="append", help="only these lectures")
    parser.add_argument("--keep", action="store_true", help="keep the copy and print its path")
    options = parser.parse_args()

    copy = Path(tempfile.mkdtemp(prefix="first-check-")) / "workbook"
    fresh_copy(options.root, copy)
    run(["swift", "build", "--build-tests"], copy)
    firsts = first_exercises(copy)
    lectures = [name for name in firsts if not options.lecture or name in options.lecture]
    samples = {name: [] for name in lectures}
    for index in range(options.runs):
        for lecture in lectures:
            put_back(options.root, copy, lecture)
            run(["swift", "run", "workbook", "start", lecture], copy)
            before, clock = child_cpu(), time.monotonic()
            run(["swift", "run", "workbook", "check", firsts[lecture]], copy, check=False)
            sample = (child_cpu() - before, time.monotonic() - clock)
            samples[lecture].append(sample)
            print(f"run {index + 1} {lecture}: cpu {sample[0]:.1f} s, wall {sample[1]:.1f} s",
                  file=sys.stderr, flush=True)
    for lecture in lectures:
        put_back(options.root, copy, lecture)

    print("| lecture | first exercise | cpu s median (min–max) | wall s median (min–max) |")
    print("| --- | --- | --- | --- |")
    for lecture in lectures:
        cpu = [sample[0] for sample in samples[lecture]]
        wall = [sample[1] for sample in samples[lecture]]
        print(f"| {lecture} | `{firsts[lecture]}` "
              f"| {statistics.median(cpu):.1f} ({min(cpu):.1f}–{max(cpu):.1f}) "
              f"| {statistics.median(wall):.1f} ({min(wall):.1f}–{max(wall):.1f}) |")
    if options.keep:
        print(f"copy: {copy}", file=sys.stderr)
    else:
        shutil.rmtree(copy.parent)


if __name__ == "__main__":
    main()
