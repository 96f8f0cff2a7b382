#!/usr/bin/env python3
"""Proves that `start` and `restore` survive SIGKILL and that two writers never interleave.

  (1) The kill loop: on a committed copy of the workbook, runs `workbook start <lecture>` or
      `workbook restore <lecture>` and kills it with SIGKILL after a random delay, many times.
      After every kill: each source file is entirely its reference text or entirely its started
      text (never empty, never half-written); `.workbook/state.json` is readable JSON or absent;
      `workbook list` works; and running the same command again finishes the job, without
      waiting on a lock the killed process held.
  (2) Two writers: `workbook start A` and `workbook start B` as two processes at the same
      moment, several rounds; afterwards the state remembers every region the files show
      started (before the lock, 14 started regions in the files had 8 in the state).

Usage: python3 .ci/crash-check.py [--kills N] [--rounds N] [--seed N]
Exits 1 on the first broken promise, naming it; prints the number of kills tried.
"""

import argparse
import json
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_ITEMS = ["Package.swift", "Sources", "Tests", "Lectures"]


def fail(message):
    sys.exit(f"crash-check FAILED: {message}")


def run(arguments, cwd, timeout=120):
    result = subprocess.run(arguments, cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True,
                            timeout=timeout)
    return result.returncode, result.stdout


def sources(root):
    """Every Swift file under Sources/, by relative path, with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted((root / "Sources").rglob("*.swift"))}


def started_regions(root):
    return sum(1 for text in sources(root).values() for line in text.splitlines()
               if line.strip().startswith(b"// BEGIN EXERCISE "))


def stages(binary, root):
    code, output = run([str(binary), "list", "--json"], root)
    if code != 0:
        fail(f"workbook list failed:\n{output}")
    return list(dict.fromkeys(row["lecture"] for row in json.loads(output)))


def read_state(root):
    """The state as JSON, or {} when absent; fails on a half-written file."""
    path = root / ".workbook" / "state.json"
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        fail(f"state.json is not whole JSON after a kill: {error}")


def make_copy(scratch):
    for item in PACKAGE_ITEMS:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, scratch / item, ignore=shutil.ignore_patterns(".build", ".workbook"))
        else:
            shutil.copy2(source, scratch / item)
    for command in (["git", "init", "-q"], ["git", "add", "."],
                    ["git", "-c", "user.name=CI", "-c", "user.email=ci@example.com",
                     "commit", "-qm", "reference"]):
        code, output = run(command, scratch)
        if code != 0:
            fail(f"{' '.join(command)}: {output}")


def kill_loop(binary, root, kills, rng):
    """Kills start/restore at random moments; returns how many were killed mid-run."""
    lectures = stages(binary, root)
    reference = sources(root)
    # Each lecture's started text of every file (an exercise may carry on into later stages).
    started = {}
    for lecture in lectures:
        code, output = run([str(binary), "start", lecture], root)
        if code != 0:
            fail(f"start {lecture}: {output}")
        started[lecture] = sources(root)
        code, output = run([str(binary), "restore", lecture], root)
        if code != 0:
            fail(f"restore {lecture}: {output}")
        if sources(root) != reference:
            fail(f"start then restore of {lecture} did not give the reference back byte for byte")

    # How long one command takes here, to spread the kills over its whole run.
    begin = time.monotonic()
    run([str(binary), "start", lectures[-1]], root)
    run([str(binary), "restore", lectures[-1]], root)
    span = (time.monotonic() - begin) / 2

    interrupted = 0
    for number in range(kills):
        lecture = rng.choice(lectures)
        command = "start" if number % 2 == 0 else "restore"
        process = subprocess.Popen([str(binary), command, lecture], cwd=root,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, span))
        if process.poll() is None:
            interrupted += 1
        process.send_signal(signal.SIGKILL)
        process.wait()

        now = sources(root)
        for path, text in now.items():
            if text != reference.get(path) and text != started[lecture].get(path):
                fail(f"after kill {number + 1} ({command} {lecture}), {path} is neither its "
                     f"old nor its new text ({len(text)} bytes)")
        read_state(root)
        code, output = run([str(binary), "list"], root, timeout=60)
        if code != 0:
            fail(f"after kill {number + 1}, list fails:\n{output}")
        begin = time.monotonic()
        code, output = run([str(binary), command, lecture], root, timeout=60)
        if code != 0:
            fail(f"after kill {number + 1}, running '{command} {lecture}' again fails:\n{output}")
        if time.monotonic() - begin > 10:
            fail(f"after kill {number + 1}, '{command} {lecture}' waited on the killed one's lock")
        # Put everything back to the reference for the next round.
        for each in lectures:
            code, output = run([str(binary), "restore", each], root)
            if code != 0:
                fail(f"restore {each} after kill {number + 1}: {output}")
        if sources(root) != reference:
            fail(f"after kill {number + 1} and a restore, the reference is not back byte for byte")
    return interrupted


def two_writers(binary, root, rounds):
    lectures = stages(binary, root)
    if len(lectures) < 2:
        fail("two writers need two lectures")
    for number in range(rounds):
        first, second = lectures[number % len(lectures)], lectures[(number + 1) % len(lectures)]
        processes = [subprocess.Popen([str(binary), "start", lecture], cwd=root,
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                     for lecture in (first, second)]
        for process in processes:
            output = process.communicate(timeout=120)[0]
            if process.returncode != 0:
                fail(f"a concurrent start failed:\n{output}")
        in_files = started_regions(root)
        remembered = sum(len(regions) for regions in read_state(root).get("started", {}).values())
        if in_files != remembered:
            fail(f"round {number + 1}: the files hold {in_files} started regions, "
                 f"state.json remembers {remembered}")
        print(f"  two writers, round {number + 1}: start {first} and start {second} at once: "
              f"{in_files} started regions, all {remembered} remembered")
        for lecture in lectures:
            code, output = run([str(binary), "restore", lecture], root)
            if code != 0:
                fail(f"restore {lecture}: {output}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    options = parser.parse_args()
    rng = random.Random(options.seed)

    code, output = run(["swift", "build", "--product", "workbook"], ROOT, timeout=1800)
    if code != 0:
        fail(f"swift build --product workbook:\n{output}")
    binary = Path(run(["swift", "build", "--show-bin-path"], ROOT)[1].strip()) / "workbook"

    with tempfile.TemporaryDirectory(prefix="workbook-crash-") as scratch:
        root = Path(scratch)
        make_copy(root)
        print(f"crash-check on a copy in {root} (seed {options.seed})")
        interrupted = kill_loop(binary, root, options.kills, rng)
        print(f"  kill loop: {options.kills} SIGKILLs tried during start/restore of whole lectures, "
              f"{interrupted} while the command was still running; every file whole, the state "
              f"readable, every command finished when run again")
        two_writers(binary, root, options.rounds)
    print("crash-check passed")


if __name__ == "__main__":
    main()
