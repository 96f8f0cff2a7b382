#!/usr/bin/env python3
"""Times the documentation site's build, cold and warm, and prints a Markdown table of medians.

Usage: python3 docs/tools/benchmark-docs.py [--runs N]

Cold: .build/docs/ (catalogs, symbol graphs, archives, site) is deleted first, as on a fresh
clone. Warm: the previous run's output is still there (DocC rebuilds every page either way; what
changes is what the file system has cached). Runs alternate cold and warm.
"""

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def build():
    start = time.monotonic()
    subprocess.run([sys.executable, str(ROOT / "docs" / "tools" / "build-docs.py")], check=True,
                   stdout=subprocess.DEVNULL)
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    cold, warm = [], []
    for _ in range(runs):
        shutil.rmtree(ROOT / ".build" / "docs", ignore_errors=True)
        cold.append(build())
        warm.append(build())
    print("| build | median | runs (s) |")
    print("| --- | --- | --- |")
    for name, times in (("cold (no .build/docs)", cold), ("warm", warm)):
        print(f"| {name} | {statistics.median(times):.1f} s | {', '.join(f'{t:.1f}' for t in times)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
