#!/usr/bin/env python3
"""Times `workbook-instructor verify <exercise>` and prints a table, one row per exercise.

In the checkout it runs from, it builds `workbook-instructor` (untimed), runs `verify <exercise>`
once untimed so the scratch copy in `.workbook/verify/` is built for its stage (a maintainer's
second proof onwards), then times `--runs` more as whole processes: the wall clock, and the user +
system seconds of the whole process tree (its builds run in child processes). CPU seconds are the
figure to quote on a shared machine; the load average at the end of each exercise's runs says how
shared it was. The step columns are the median seconds from the start of the run at which each
step began, read from verify's own `[Ns]` progress lines.

    python3 docs/tools/benchmark-verify-exercise.py
    python3 docs/tools/benchmark-verify-exercise.py l4-nil-coalescing mvc-flip-count --runs 3
"""

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT = ["mvc-flip-count", "mvvm-choose-intent", "l4-nil-coalescing"]
STEPS = ["Stub", "Coverage", "Compile checks", "lecture", "bypass", "Order"]


def child_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def verify(instructor, exercise):
    """One timed run: wall seconds, CPU seconds, exit status, and the second each step began."""
    cpu, start = child_cpu(), time.monotonic()
    done = subprocess.run(
        [str(instructor), "verify", exercise], cwd=ROOT, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True)
    wall, cpu = time.monotonic() - start, child_cpu() - cpu
    began = {}
    for seconds, step in re.findall(r"^\[(\d+)s\] (.*)$", done.stdout, re.MULTILINE):
        name = next((s for s in STEPS if step.startswith(s)), None)
        if name and name not in began:
            began[name] = int(seconds)
    return wall, cpu, done.returncode, began


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("exercises", nargs="*", default=DEFAULT)
    parser.add_argument("--runs", type=int, default=3, help="timed runs per exercise")
    options = parser.parse_args()
    subprocess.run(
        ["swift", "build", "--product", "workbook-instructor"], cwd=ROOT, check=True,
        stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, stdout=subprocess.PIPE,
        text=True).stdout.strip()
    # A copy, so a build in the checkout during the runs does not change what is timed.
    instructor = Path(tempfile.mkdtemp()) / "workbook-instructor"
    shutil.copy2(Path(bin_path) / "workbook-instructor", instructor)
    rows = []
    for exercise in options.exercises:
        verify(instructor, exercise)  # builds the scratch copy's stage: untimed
        runs = [verify(instructor, exercise) for _ in range(options.runs)]
        for number, (wall, cpu, status, _) in enumerate(runs, 1):
            print(f"  {exercise} run {number}: {wall:.1f} s wall, {cpu:.1f} s CPU (exit {status})")
        steps = {
            step: statistics.median(r[3][step] for r in runs if step in r[3])
            for step in STEPS if any(step in r[3] for r in runs)
        }
        rows.append((
            exercise, statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs),
            ",".join(sorted({str(r[2]) for r in runs})), steps, os.getloadavg()[0]))
    print()
    print("| exercise | runs | median wall s | median CPU s | exit | steps began at (s) | load |")
    print("| --- | ---: | ---: | ---: | --- | --- | ---: |")
    for exercise, wall, cpu, status, steps, load in rows:
        began = ", ".join(f"{step} {seconds:g}" for step, seconds in steps.items())
        print(f"| `{exercise}` | {options.runs} | {wall:.0f} | {cpu:.0f} | {status} | {began} | {load:.1f} |")


if __name__ == "__main__":
    main()
