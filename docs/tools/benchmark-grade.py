#!/usr/bin/env python3
"""Times `workbook grade` on one student copy, warm, with the sandbox on and off in turn.

It makes a class with `docs/tools/make-submissions.py` (unless one is given), grades its first
correct copy once to warm the scratch package, then grades it --runs times with the sandbox on
and --runs times off (`WORKBOOK_GRADE_SANDBOX=off`), alternating, so both see the same load.
It prints each time, the medians and the ratio on/off, and the load average.

Usage: python3 docs/tools/benchmark-grade.py [--runs N] [--class FOLDER] [--class-of-20]
Run it from a built checkout: `swift build --product workbook` first (in a checkout built with
WORKBOOK_TOOL_TESTS=1, run this script with it set too, or SwiftPM rebuilds for make-submissions). --class-of-20 also grades
the whole class once, warm, with 2 workers.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def grade(binary, arguments, sandbox):
    environment = dict(os.environ)
    # The scratch package is a student's package: it must not build the tool's own tests.
    environment.pop("WORKBOOK_TOOL_TESTS", None)
    if not sandbox:
        environment["WORKBOOK_GRADE_SANDBOX"] = "off"
    output = tempfile.mkdtemp(prefix="workbook-bench-grades-")
    start = time.monotonic()
    result = subprocess.run(
        [str(binary), "grade", *arguments, "--output", output],
        cwd=ROOT, env=environment, capture_output=True, text=True)
    seconds = time.monotonic() - start
    shutil.rmtree(output, ignore_errors=True)
    if result.returncode != 0:
        sys.exit(f"error: grade failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--class", dest="folder")
    parser.add_argument("--class-of-20", action="store_true")
    options = parser.parse_args()
    binary = ROOT / ".build" / "debug" / "workbook-instructor"
    if not binary.exists():
        sys.exit("error: build the tool first: swift build --product workbook-instructor")
    folder = Path(options.folder) if options.folder else Path(tempfile.mkdtemp()) / "class"
    if not folder.exists():
        subprocess.run([sys.executable, str(ROOT / "docs/tools/make-submissions.py"), str(folder)],
                       check=True, cwd=ROOT)
    copy = next(p for p in sorted(folder.iterdir()) if "correct" in p.name)
    one = ["--submission", str(copy)]
    print(f"warming the scratch package with {copy.name} …", flush=True)
    print(f"  warm-up: {grade(binary, one, True):.1f} s", flush=True)
    times = {True: [], False: []}
    for run in range(options.runs):
        for sandbox in (True, False):
            seconds = grade(binary, one, sandbox)
            times[sandbox].append(seconds)
            print(f"  run {run + 1}, sandbox {'on ' if sandbox else 'off'}: {seconds:.1f} s",
                  flush=True)
    on, off = statistics.median(times[True]), statistics.median(times[False])
    print(f"one copy warm, median of {options.runs}: sandbox on {on:.1f} s, off {off:.1f} s, "
          f"on/off {on / off:.2f}; load average {os.getloadavg()[0]:.1f}")
    if options.class_of_20:
        seconds = grade(binary, ["--submissions", str(folder), "--jobs", "2"], True)
        count = sum(1 for p in folder.iterdir() if p.is_dir())
        print(f"class of {count}, 2 workers, sandbox on: {seconds:.0f} s, "
              f"{seconds / count:.1f} s per copy")


if __name__ == "__main__":
    main()
