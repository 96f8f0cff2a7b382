#!/usr/bin/env python3
"""Times what `check` adds to a failed build to read the regions' declarations, and prints a
Markdown table of medians.

Usage: python3 docs/tools/benchmark-parse.py [--runs N]

`check` runs the parser once (`swiftc -frontend -dump-parse`, every file a `-primary-file` with
its own `-o`), on the files that hold a started region and on what each started exercise was
given (its stub and lecture code), only when the build failed. The table times that run for one
file and for every file of each stage (more than a check ever parses); the driver's
`swiftc -dump-parse`, which starts a job per file; and, for scale, `swiftc -typecheck` of the
stage, a floor under any build `check` waits for.
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STAGES = ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals"]


def timed(arguments):
    start = time.monotonic()
    subprocess.run(arguments, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start


def sources(stage):
    return sorted(str(path) for path in (ROOT / "Sources" / stage).rglob("*.swift"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    driver = ["swiftc", "-dump-parse", "-j", "1", "-continue-building-after-errors"]
    out = Path(tempfile.mkdtemp())

    def parse(files):
        primaries = [word for file in files for word in ("-primary-file", file)]
        outputs = [word for index in range(len(files)) for word in ("-o", str(out / f"{index}.dump"))]
        return ["swiftc", "-frontend", "-dump-parse"] + primaries + outputs

    rows = []
    for stage in STAGES:
        files = sources(stage)
        one = [timed(parse(files[:1])) for _ in range(runs)]
        every = [timed(parse(files)) for _ in range(runs)]
        by_driver = [timed(driver + files) for _ in range(runs)]
        typecheck = [
            timed(["swiftc", "-typecheck", "-wmo", "-parse-as-library", "-module-name", stage]
                  + files)
            for _ in range(runs)
        ]
        rows.append((stage, len(files), one, every, by_driver, typecheck))
    print("| stage | files | parse one file | parse every file | the driver, every file"
          " | typecheck the stage | parse every file / typecheck |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for stage, count, one, every, by_driver, typecheck in rows:
        ratio = statistics.median(every) / statistics.median(typecheck)
        print(f"| {stage} | {count} | {statistics.median(one):.2f} s | {statistics.median(every):.2f} s"
              f" | {statistics.median(by_driver):.2f} s | {statistics.median(typecheck):.2f} s | {ratio:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
