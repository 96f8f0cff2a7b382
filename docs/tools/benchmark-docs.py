#!/usr/bin/env python3
"""Times the documentation site's build, cold and warm, and prints a Markdown table of medians.

Usage: python3 docs/tools/benchmark-docs.py [--runs N] [--script PATH]

Cold: .build/docs/ (catalogs, symbol graphs, archives, site) is deleted first, as on a fresh
clone. Warm: the previous run's output is still there (DocC rebuilds every page either way; what
changes is what the file system has cached). Runs alternate cold and warm. Each run is timed by the
clock and by the CPU its programs used (swiftc, docc), which a machine shared with other builds
changes far less. --script times another build-docs.py (an older one, to compare) on this workbook.
"""

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build(script):
    """The clock's and the CPU's seconds of one build."""
    start, cpu = time.monotonic(), cpu_of_children()
    subprocess.run([sys.executable, str(script), "--source", str(ROOT)], check=True,
                   stdout=subprocess.DEVNULL)
    return time.monotonic() - start, cpu_of_children() - cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--script", type=Path, default=ROOT / "docs" / "tools" / "build-docs.py",
                        help="the build-docs.py to time (default: this workbook's)")
    args = parser.parse_args()
    cold, warm = [], []
    for _ in range(args.runs):
        shutil.rmtree(ROOT / ".build" / "docs", ignore_errors=True)
        cold.append(build(args.script))
        warm.append(build(args.script))
    print("| build | median | runs (s) | CPU median | CPU runs (s) |")
    print("| --- | --- | --- | --- | --- |")
    for name, runs in (("cold (no .build/docs)", cold), ("warm", warm)):
        clock, cpu = [r[0] for r in runs], [r[1] for r in runs]
        print(f"| {name} | {statistics.median(clock):.1f} s | {', '.join(f'{t:.1f}' for t in clock)} "
              f"| {statistics.median(cpu):.1f} s | {', '.join(f'{t:.1f}' for t in cpu)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
