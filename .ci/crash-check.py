#!/usr/bin/env python3
"""Proves that `start`, `restore` and `review` survive SIGKILL and that two writers never interleave.

  (1) The kill loop: on a committed copy of the workbook, runs `workbook start <lecture>` or
      `workbook restore <lecture>` and kills it with SIGKILL after a random delay, many times.
      After every kill: each source file is entirely its reference text or entirely its started
      text (never empty, never half-written); `.workbook/state.json` is readable JSON or absent;
      `workbook list` works; and running the same command again finishes the job, without
      waiting on a lock the killed process held.
  (2) The review loop: on a started lecture whose exercises hold the student's own code and are
      recorded as passed, kills `workbook review <lecture> --count 3` or `workbook review
      --give-back` after a random delay, many times. After every kill: each source file is
      entirely its text before or after the command; each reviewed exercise's own code stands
      in its region, in `.workbook/review.json` or in a backup; and `review --give-back`, run
      again, puts every file back byte for byte, each exercise done again.
  (3) Two writers: `workbook start A` and `workbook start B` as two processes at the same
      moment, several rounds; afterwards the state remembers every region the files show
      started (before the lock, 14 started regions in the files had 8 in the state).

Usage: python3 .ci/crash-check.py [--kills N] [--review-kills N] [--rounds N] [--seed N]
Exits 1 on the first broken promise, naming it; prints the number of kills tried.
"""

import argparse
import hashlib
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


def regions(root):
    """Every region by exercise id: (file, list of body lines) in file order, as the tool reads them."""
    found = {}
    for path, data in sources(root).items():
        lines = data.decode("utf-8").split("\n")
        index = 0
        while index < len(lines):
            words = lines[index].strip().split()
            if len(words) == 4 and words[:3] in (["//", "BEGIN", "EXERCISE"], ["//", "BEGIN", "SOLUTION"]):
                ident, started = words[3], words[2] == "EXERCISE"
                end = index + 1
                while not lines[end].strip().startswith("// END "):
                    end += 1
                body = lines[index + 1:end]
                if not started and "// STUB" in [line.strip() for line in body]:
                    body = body[:[line.strip() for line in body].index("// STUB")]
                found.setdefault(ident, []).append((path, index, end, body))
                index = end
            index += 1
    return found


def fingerprint(places):
    """The tool's fingerprint of an exercise's code (`Catalog.fingerprint`)."""
    digest = hashlib.sha256()
    for _, _, _, body in places:
        digest.update("\n".join(body).encode("utf-8") + b"\xff")
    return digest.hexdigest()


def statuses(binary, root):
    code, output = run([str(binary), "list", "--json"], root)
    if code != 0:
        fail(f"workbook list failed:\n{output}")
    return {row["id"]: row["status"] for row in json.loads(output)}


def kept_somewhere(root, body):
    """Whether the lines `body` stand in a source file, in review.json or in a backup."""
    text = "\n".join(body).encode("utf-8")
    if any(text in data for data in sources(root).values()):
        return True
    state = root / ".workbook"
    review = state / "review.json"
    if review.exists():
        try:
            kept = json.loads(review.read_text(encoding="utf-8")).get("kept", [])
        except ValueError as error:
            fail(f"review.json is not whole JSON after a kill: {error}")
        if any(entry["body"] == body for entry in kept):
            return True
    return any(text in path.read_bytes() for path in (state / "backups").rglob("*.swift")) \
        if (state / "backups").exists() else False


def review_loop(binary, root, kills, rng):
    """Kills review and review --give-back at random moments; returns how many were mid-run."""
    lecture = stages(binary, root)[0]
    code, output = run([str(binary), "start", lecture], root)
    if code != 0:
        fail(f"start {lecture}: {output}")
    # The student's own code: each exercise's reference with a line of its own, all passed.
    found = regions(root)
    ids = [row for row, status in statuses(binary, root).items() if status == "started"]
    mine = {}
    for path in sorted({place[0] for ident in ids for place in found[ident]}):
        lines = (root / path).read_text(encoding="utf-8").split("\n")
        for ident in ids:
            for place_path, begin, end, _ in reversed(found[ident]):
                if place_path != path:
                    continue
                indent = lines[begin][:len(lines[begin]) - len(lines[begin].lstrip())]
                lines.insert(end, f"{indent}// mine: {ident}")
        (root / path).write_text("\n".join(lines), encoding="utf-8")
    found = regions(root)
    state = read_state(root)
    for ident in ids:
        mine[ident] = [body for _, _, _, body in found[ident]]
        state.setdefault("passed", {})[ident] = fingerprint(found[ident])
    (root / ".workbook" / "state.json").write_text(json.dumps(state), encoding="utf-8")
    if any(statuses(binary, root)[ident] != "done" for ident in ids):
        fail("the student's code of the review loop is not recorded as passed")
    student = sources(root)

    begin = time.monotonic()
    code, output = run([str(binary), "review", lecture, "--count", "3"], root)
    if code != 0:
        fail(f"review {lecture}: {output}")
    reviewed = sources(root)
    if reviewed == student:
        fail("review stubbed nothing")
    code, output = run([str(binary), "review", "--give-back"], root)
    if code != 0 or sources(root) != student:
        fail(f"review --give-back did not give every file back byte for byte:\n{output}")
    span = (time.monotonic() - begin) / 2

    interrupted = 0
    for number in range(kills):
        giving_back = number % 2 == 1
        if giving_back:
            code, output = run([str(binary), "review", lecture, "--count", "3"], root)
            if code != 0:
                fail(f"review {lecture}: {output}")
        before = sources(root)
        command = ["review", "--give-back"] if giving_back else ["review", lecture, "--count", "3"]
        process = subprocess.Popen([str(binary)] + command, cwd=root,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, span))
        if process.poll() is None:
            interrupted += 1
        process.send_signal(signal.SIGKILL)
        process.wait()

        after = student if giving_back else reviewed
        for path, text in sources(root).items():
            if text != before.get(path) and text != after.get(path):
                fail(f"after review kill {number + 1} ({' '.join(command)}), {path} is neither "
                     f"its old nor its new text ({len(text)} bytes)")
        read_state(root)
        for ident, bodies in mine.items():
            for body in bodies:
                if not kept_somewhere(root, body):
                    fail(f"after review kill {number + 1} ({' '.join(command)}), the student's "
                         f"code of {ident} is nowhere: not in its region, review.json or a backup")
        started = time.monotonic()
        code, output = run([str(binary), "review", "--give-back"], root, timeout=60)
        if code != 0:
            fail(f"after review kill {number + 1}, 'review --give-back' fails:\n{output}")
        if time.monotonic() - started > 10:
            fail(f"after review kill {number + 1}, 'review --give-back' waited on the killed one's lock")
        if sources(root) != student:
            fail(f"after review kill {number + 1} and 'review --give-back', the student's files "
                 f"are not back byte for byte")
        if any(status != "done" for ident, status in statuses(binary, root).items() if ident in mine):
            fail(f"after review kill {number + 1} and 'review --give-back', an exercise is not "
                 f"done again")
    code, output = run([str(binary), "restore", lecture], root)
    if code != 0:
        fail(f"restore {lecture}: {output}")
    shutil.rmtree(root / ".workbook" / "backups", ignore_errors=True)
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
    parser.add_argument("--review-kills", type=int, default=20)
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
        interrupted = review_loop(binary, root, options.review_kills, rng)
        print(f"  review loop: {options.review_kills} SIGKILLs tried during review and "
              f"review --give-back, {interrupted} while the command was still running; every "
              f"file whole, the student's code always kept, every file back byte for byte after "
              f"review --give-back")
        two_writers(binary, root, options.rounds)
    print("crash-check passed")


if __name__ == "__main__":
    main()
