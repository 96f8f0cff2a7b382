#!/usr/bin/env python3
"""Times how long the type checker takes over SwiftUI-shaped view code, and prints a table.

Result builders and generic views cost type-checking time, and a slow one shows first in a
student's `body`. This type-checks the write-ups' view code, transcribed as the SwiftUI stages'
hidden tests compile it (`Tests/<Stage>Tests/Hidden/`: the posts' files, not the tests), against
the built stage and `SwiftUIStandIn` with `-debug-time-function-bodies`, one stage at a time, and
prints the median time of every `body` and `previews` over the runs, with
`-warn-long-expression-type-checking=100` on: a warning there, or an expression the type checker
gives up on, fails the script.

Build the stages first (`swift build --build-tests`), then:

    python3 docs/tools/benchmark-view-typecheck.py --runs 5
"""

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The posts' view code in each SwiftUI stage's hidden tests: the files that transcribe a post.
TRANSCRIPTIONS = {
    "Lecture2MVVM": ["Transcriptions/*.swift"],
    "Lecture4EnumsOptionals": ["Lecture4Post*.swift", "*+Post*.swift"],
}
TIMING = re.compile(r"^([\d.]+)ms\t([^\t]+)\t(getter|static getter) .*\.(\w+)\.(body|previews)\.getter")


def type_check():
    """One type-check of the transcriptions: {view's body: milliseconds}, and the warnings."""
    modules = ROOT / ".build" / "debug" / "Modules"
    output, status = "", 0
    for stage, patterns in TRANSCRIPTIONS.items():
        hidden = ROOT / "Tests" / f"{stage}Tests" / "Hidden"
        files = sorted({path for pattern in patterns for path in hidden.glob(pattern)})
        if not files:
            sys.exit(f"no transcription of a post in {hidden}")
        result = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", str(modules),
             *map(str, files),
             "-Xfrontend", "-debug-time-function-bodies",
             "-Xfrontend", "-warn-long-expression-type-checking=100"],
            cwd=ROOT, capture_output=True, text=True)
        output += result.stdout + result.stderr
        status = status or result.returncode
    times = {}
    for line in output.splitlines():
        match = TIMING.match(line)
        if match:
            place = Path(match.group(2).split(":")[0]).stem + ":" + match.group(2).split(":")[1]
            times[f"{match.group(4)}.{match.group(5)} ({place})"] = float(match.group(1))
    problems = [line for line in output.splitlines() if "warning:" in line or "error:" in line]
    return times, problems, status


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    samples = {}
    for _ in range(runs):
        times, problems, status = type_check()
        if status != 0 or problems:
            print("\n".join(problems) or f"swiftc exited with {status}", file=sys.stderr)
            return 1
        for name, milliseconds in times.items():
            samples.setdefault(name, []).append(milliseconds)
    print("| view body | median ms | runs (ms) |")
    print("| --- | ---: | --- |")
    for name, values in sorted(samples.items(), key=lambda item: -statistics.median(item[1])):
        print(f"| `{name}` | {statistics.median(values):.1f} | "
              f"{', '.join(f'{v:.1f}' for v in values)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
