#!/usr/bin/env python3
"""Times the workbook's costs and prints medians: the numbers behind docs/performance.md.

  (a) the README's `swift test`: warm in this checkout, and on a fresh copy (no .build, as a
      fresh clone) where it includes the whole build;
  (b) edit-to-verdict: edit one exercise's source file (a comment line), then time `workbook check <exercise>`,
      and, separately, the bare `swift test --filter <its filter>` it wraps;
  (c) `workbook verify`, cold (no scratch build yet) and warm (scratch build kept);
  (d) save to verdict under `workbook watch <exercise>`, alternating with the bare
      `swift test --filter` (the watch is paused with SIGSTOP while the bare run goes).

  (e) with --versus REV instead: a fresh clone's first `swift test` and first `swift run
      workbook`, wall and CPU seconds, for REV and for HEAD side by side (A B A B …), with the
      ratio of the medians: the before and after of a change to what a new student builds.
      With --warm-too, after each pair of first builds, in the same copies: a warm `swift test`,
      `workbook start <stage>` then the first `workbook check <exercise>` (its stub rebuilt),
      a second `check` of the unchanged stub, and the bare `swift test --filter` that check
      wraps (the exercise, default mvvm-card-view, must exist at both revisions).

Usage: python3 docs/tools/benchmark.py [exercise] [--root PATH] [--runs N] [--clean-runs N]
                                    [--test-runs N] [--watch-runs N] [--verify-runs N]
                                    [--skip-clean] [--skip-verify] [--skip-check] [--skip-watch]
                                    [--keep-going] [--slow-too]
       python3 docs/tools/benchmark.py --versus REV [--against REV] [--clean-runs N]

The exercise defaults to the first one of `workbook list --json`. --root is the workbook to
measure (default: this checkout); the `workbook` binary is always built from this checkout.
Timings are wall-clock on whatever machine runs it: run it on a quiet machine, or often.
"""

import argparse
import json
import os
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

TOOL_ROOT = Path(__file__).resolve().parents[2]
PACKAGE_ITEMS = [
    "Package.swift", "Sources", "Tests", "Lectures", "README.md", "docs", ".swift-format", ".gitignore",
]


def run(arguments, cwd, check=True):
    """Runs a command quietly and returns (seconds, exit status, output)."""
    start = time.monotonic()
    result = subprocess.run(arguments, cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True)
    seconds = time.monotonic() - start
    if check and result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(arguments)}\n{result.stdout[-3000:]}")
    return seconds, result.returncode, result.stdout


class Editing:
    """Edits a source file the way a student's save does, and puts it back afterwards.

    A bare `touch` is not enough: the compiler compares file contents, finds nothing changed
    and skips the work; a changed comment compiles to the same object and skips the link. So
    each edit appends a private function whose body changes, like a student editing a body:
    one file recompiles and the test bundle is linked again.
    """

    def __init__(self, path):
        self.path = path
        self.original = path.read_bytes()
        self.count = 0

    def save(self):
        """Waits for a fresh second (so the build cannot take the edit for old), then edits."""
        time.sleep(1.1 - (time.time() % 1))
        self.count += 1
        self.path.write_bytes(
            self.original
            + f"\nprivate func benchmarkEdit() -> Int {{ {self.count} }}\n".encode())

    def restore(self):
        self.path.write_bytes(self.original)


class Watching:
    """A running `workbook watch`, whose output lines are timed as they arrive."""

    PROMPT = "Watching Sources/"

    def __init__(self, binary, exercise, root):
        self.process = subprocess.Popen([str(binary), "watch", exercise], cwd=root,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL, text=True, bufsize=1)
        self.prompts = 0
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            if line.startswith(self.PROMPT):
                with self.changed:
                    self.prompts += 1
                    self.changed.notify_all()

    def wait_for_prompt(self, after, timeout=600):
        """Waits until more than `after` verdicts have been printed; returns the arrival time."""
        with self.changed:
            if not self.changed.wait_for(lambda: self.prompts > after, timeout):
                sys.exit("workbook watch printed no verdict in time")
            return time.monotonic()

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def source_file_of(exercise, root):
    """The first source file holding a region of `exercise`."""
    for path in sorted((root / "Sources").rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        if f"BEGIN SOLUTION {exercise}\n" in text or f"BEGIN EXERCISE {exercise}\n" in text:
            return path
    sys.exit(f"no region of {exercise} under {root / 'Sources'}")


def child_cpu():
    """CPU seconds (user + system) used so far by finished child processes.

    On a shared machine wall-clock time depends on the neighbours; CPU time much less so, and
    CPU time divided by the cores is about what a quiet machine would take for a build.
    """
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def student_environment():
    """The environment of a student's shell: none of the maintainers' or instructors' switches."""
    return {k: v for k, v in os.environ.items()
            if k not in ("WORKBOOK_TOOL_TESTS", "WORKBOOK_TOOLCHAIN_TESTS")}


def warm_commands(exercise, folder):
    """(e, --warm-too) The warm figures, in order: each a name and the command, run in `folder`
    whose tool `swift run workbook` has built. `start` is run untimed before the first check."""
    binary = str(folder / ".build" / "debug" / "workbook")
    listing = json.loads(subprocess.run([binary, "list", "--json"], cwd=folder,
                                        stdout=subprocess.PIPE, check=True, text=True).stdout)
    row = next((r for r in listing if r["id"] == exercise), None)
    if row is None:
        sys.exit(f"no exercise {exercise} in {folder}")
    return row["lecture"], [
        ("warm swift test", ["swift", "test"]),
        ("first check after start", [binary, "check", exercise]),
        ("check again", [binary, "check", exercise]),
        ("bare swift test --filter", ["swift", "test", "--filter", row["filter"]]),
    ]


def first_builds(revisions, runs, warm_exercise=None):
    """(e) A fresh clone's first `swift test` and first `swift run workbook`, per revision.

    Each revision is exported with `git archive` (so neither side has a build folder or local
    state), and the runs alternate between the revisions so that the machine's drift hits both.
    Returns {revision: {measurement: [(wall, cpu), ...]}}.
    """
    commands = {"fresh clone, first swift test": ["swift", "test"],
                "fresh clone, first swift run workbook": ["swift", "run", "workbook"]}
    samples = {revision: {name: [] for name in commands} for revision in revisions}
    with tempfile.TemporaryDirectory(prefix="workbook-versus-") as scratch:
        folders = {}
        for revision in revisions:
            folder = Path(scratch) / revision.replace("/", "_")
            folder.mkdir()
            archive = subprocess.run(["git", "archive", revision], cwd=TOOL_ROOT,
                                     stdout=subprocess.PIPE, check=True).stdout
            subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
            folders[revision] = folder
        for number in range(runs):
            for name, arguments in commands.items():
                for revision in revisions:
                    folder = folders[revision]
                    shutil.rmtree(folder / ".build", ignore_errors=True)
                    shutil.rmtree(folder / ".workbook", ignore_errors=True)
                    start, cpu = time.monotonic(), child_cpu()
                    status = subprocess.run(arguments, cwd=folder, env=student_environment(),
                                            stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL).returncode
                    wall, cpu = time.monotonic() - start, child_cpu() - cpu
                    print(f"  (e) {revision}: {name}, run {number + 1}: "
                          f"{wall:.1f} s, cpu {cpu:.1f} s" + ("" if status == 0 else f" (exit {status})"))
                    samples[revision][name].append((wall, cpu))
            if warm_exercise:
                for revision in revisions:
                    warm_runs(folders[revision], revision, warm_exercise, number, samples)
    return samples


def warm_runs(folder, revision, exercise, number, samples):
    """(e, --warm-too) One run of each warm figure in `folder`, added to `samples[revision]`."""
    stage, commands = warm_commands(exercise, folder)
    # The tests built once, untimed: the fresh `swift run workbook` before built the tool alone.
    subprocess.run(["swift", "test"], cwd=folder, env=student_environment(),
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for name, arguments in commands:
        if name == "first check after start":
            quiet(arguments[0], "start", stage, folder=folder)
        start, cpu = time.monotonic(), child_cpu()
        status = subprocess.run(arguments, cwd=folder, env=student_environment(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        wall, cpu = time.monotonic() - start, child_cpu() - cpu
        print(f"  (e) {revision}: {name}, run {number + 1}: {wall:.1f} s, cpu {cpu:.1f} s"
              + ("" if status in (0, 1) else f" (exit {status})"))
        samples[revision].setdefault(name, []).append((wall, cpu))
    # The reference back, so that the next fresh build builds what a clone holds.
    quiet(commands[1][1][0], "restore", stage, folder=folder)


def quiet(*arguments, folder):
    """Runs a command of the student's tool, untimed and silent."""
    subprocess.run(list(arguments), cwd=folder, env=student_environment(),
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def print_first_builds(samples):
    """The side-by-side table of `first_builds`, medians with min and max, and the ratios."""
    before, after = list(samples)
    print(f"\n| measurement | figure | {before} median (min–max) | "
          f"{after} median (min–max) | {after} / {before} |")
    print("| --- | --- | --- | --- | ---: |")
    for name in samples[before]:
        for index, figure in enumerate(["wall s", "cpu s"]):
            values = [[run[index] for run in samples[revision][name]] for revision in (before, after)]
            cells = [f"{statistics.median(v):.1f} ({min(v):.1f}–{max(v):.1f})" for v in values]
            ratio = statistics.median(values[1]) / statistics.median(values[0])
            print(f"| {name} | {figure} | {cells[0]} | {cells[1]} | {ratio:.2f} |")
    load = os.getloadavg()
    print(f"\nload average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
          f"on {os.cpu_count()} cores")


def summary(name, samples):
    return (name, len(samples), statistics.median(samples), min(samples), max(samples))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("exercise", nargs="?")
    parser.add_argument("--root", type=Path, default=TOOL_ROOT)
    parser.add_argument("--runs", type=int, default=7, help="edit-to-verdict runs (b)")
    parser.add_argument("--clean-runs", type=int, default=3, help="clean build + test runs (a)")
    parser.add_argument("--test-runs", type=int, default=3, help="warm swift test runs (a)")
    parser.add_argument("--watch-runs", type=int, default=9, help="watch save-to-verdict runs (d)")
    parser.add_argument("--verify-runs", type=int, default=2, help="warm verify runs (c)")
    parser.add_argument("--skip-clean", action="store_true")
    parser.add_argument("--skip-verify", action="store_true")
    parser.add_argument("--skip-check", action="store_true", help="skip (b)")
    parser.add_argument("--all-tests-too", action="store_true",
                        help="also time one warm WORKBOOK_TOOL_TESTS=1 swift test (a)")
    parser.add_argument("--keep-going", action="store_true",
                        help="time a failing swift test in (a) anyway, marked FAILED")
    parser.add_argument("--skip-watch", action="store_true", help="skip (d)")
    parser.add_argument("--versus", metavar="REV",
                        help="(e) only: first builds of REV and --against side by side")
    parser.add_argument("--against", metavar="REV", default="HEAD")
    parser.add_argument("--warm-too", metavar="EXERCISE", nargs="?", const="mvvm-card-view",
                        help="(e): also the warm figures, on EXERCISE (default mvvm-card-view)")
    options = parser.parse_args()
    root = options.root.resolve()

    print(f"# workbook benchmark, {time.strftime('%Y-%m-%d %H:%M %Z')}, {os.cpu_count()} cores")
    print(run(["swift", "--version"], TOOL_ROOT)[2].strip().splitlines()[0])
    if options.versus:
        print_first_builds(first_builds([options.versus, options.against], options.clean_runs,
                                       options.warm_too))
        return
    # The student's tool, and the instructor's for verify (c).
    run(["swift", "build", "--product", "workbook"], TOOL_ROOT)
    run(["swift", "build", "--product", "workbook-instructor"], TOOL_ROOT)
    bin_path = Path(run(["swift", "build", "--show-bin-path"], TOOL_ROOT)[2].strip())
    binary = bin_path / "workbook"
    instructor = bin_path / "workbook-instructor"

    listing = json.loads(run([str(binary), "list", "--json"], root)[2])
    if not listing:
        sys.exit(f"{root} has no exercises; pass --root to a workbook that has some")
    exercise = options.exercise or listing[0]["id"]
    row = next((r for r in listing if r["id"] == exercise), None)
    if row is None:
        sys.exit(f"no exercise {exercise} in {root}")
    source = source_file_of(exercise, root)
    print(f"workbook: {root}\nexercise: {exercise} ({source.relative_to(root)}), "
          f"filter: {row['filter']}\n")

    results = []

    # (a) The README's `swift test`, warm: one run to build what changed, then timed runs.
    environment = student_environment()
    if options.test_runs:
        subprocess.run(["swift", "test"], cwd=root, env=environment, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        samples = []
        for number in range(options.test_runs):
            start, cpu = time.monotonic(), child_cpu()
            result = subprocess.run(["swift", "test"], cwd=root, env=environment,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            samples.append(time.monotonic() - start)
            cpu = child_cpu() - cpu
            failed = result.returncode != 0
            if failed and not options.keep_going:
                sys.exit(f"swift test failed, so its time means nothing:\n{result.stdout[-3000:]}")
            print(f"  (a) warm swift test, run {number + 1}: {samples[-1]:.1f} s, cpu {cpu:.1f} s"
                  + (" (FAILED, timed anyway: --keep-going)" if failed else ""))
        results.append(summary("(a) swift test, warm", samples))
        if options.all_tests_too:
            start, cpu = time.monotonic(), child_cpu()
            subprocess.run(["swift", "test"], cwd=root, env=dict(environment, WORKBOOK_TOOL_TESTS="1"),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            seconds, cpu = time.monotonic() - start, child_cpu() - cpu
            print(f"  (a) warm WORKBOOK_TOOL_TESTS=1 swift test (every test, as CI): {seconds:.1f} s, "
                  f"cpu {cpu:.1f} s")
            results.append(summary("(a) WORKBOOK_TOOL_TESTS=1 swift test, warm", [seconds]))

    # (a) Clean build plus the test run, on a copy so the checkout's .build is kept.
    if not options.skip_clean:
        samples = []
        with tempfile.TemporaryDirectory(prefix="workbook-bench-") as scratch:
            for item in PACKAGE_ITEMS:
                if (root / item).is_dir():
                    shutil.copytree(root / item, Path(scratch) / item)
                elif (root / item).exists():
                    shutil.copy2(root / item, Path(scratch) / item)
            for number in range(options.clean_runs):
                shutil.rmtree(Path(scratch) / ".build", ignore_errors=True)
                start, cpu = time.monotonic(), child_cpu()
                status = subprocess.run(["swift", "test"], cwd=scratch, env=environment,
                                        stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL).returncode
                seconds, cpu = time.monotonic() - start, child_cpu() - cpu
                print(f"  (a) clean build + swift test, run {number + 1}: {seconds:.1f} s, "
                      f"cpu {cpu:.1f} s"
                      + ("" if status == 0 else f" (exit {status})"))
                if status != 0 and not options.keep_going:
                    sys.exit("a clean build and test run failed, so its time means nothing; "
                             f"run 'swift test' in {scratch} to see why")
                samples.append(seconds)
        results.append(summary("(a) swift test on a fresh copy (clean build)", samples))

    # (b) Edit to verdict. Warm up with a first edit (it adds the declaration, which also
    # recompiles the module's dependents once), then alternate so noise hits both alike.
    check_samples, bare_samples, swift_run_samples = [], [], []
    editing = Editing(source)
    try:
        if options.skip_check:
            raise StopIteration
        editing.save()
        warm_up = run([str(binary), "check", exercise], root, check=False)[0]
        print(f"  (b) warm-up edit adding the declaration: check {warm_up:.2f} s")
        for number in range(options.runs):
            editing.save()
            check_samples.append(run([str(binary), "check", exercise], root, check=False)[0])
            editing.save()
            bare_samples.append(
                run(["swift", "test", "--filter", row["filter"]], root, check=False)[0])
            print(f"  (b) run {number + 1}: check {check_samples[-1]:.2f} s, "
                  f"bare swift test {bare_samples[-1]:.2f} s")
        for number in range(max(1, options.runs // 2)):
            editing.save()
            swift_run_samples.append(
                run(["swift", "run", "workbook", "check", exercise], root, check=False)[0])
    except StopIteration:
        pass
    finally:
        editing.restore()
    if check_samples:
        results.append(summary(f"(b) edit + workbook check {exercise}", check_samples))
        results.append(summary("(b) edit + bare swift test --filter", bare_samples))
        results.append(summary("(b) edit + swift run workbook check", swift_run_samples))

    # (d) Save to verdict under watch, alternating with the bare filter while watch is paused.
    watch_samples, watch_bare_samples = [], []
    if not options.skip_watch:
        editing = Editing(source)
        watching = Watching(binary, exercise, root)
        try:
            seen = 0
            watching.wait_for_prompt(seen)
            seen = 1
            editing.save()
            watching.wait_for_prompt(seen)  # the warm-up edit adding the declaration
            seen += 1
            for number in range(options.watch_runs):
                editing.save()
                saved = time.monotonic()
                watch_samples.append(watching.wait_for_prompt(seen) - saved)
                seen += 1
                watching.process.send_signal(signal.SIGSTOP)
                editing.save()
                watch_bare_samples.append(
                    run(["swift", "test", "--filter", row["filter"]], root, check=False)[0])
                watching.process.send_signal(signal.SIGCONT)
                watching.wait_for_prompt(seen)  # watch catches up with the bare run's edit
                seen += 1
                print(f"  (d) run {number + 1}: save to watch verdict {watch_samples[-1]:.2f} s, "
                      f"bare swift test {watch_bare_samples[-1]:.2f} s")
        finally:
            watching.stop()
            editing.restore()
        results.append(summary(f"(d) save + workbook watch {exercise}", watch_samples))
        results.append(summary("(d) save + bare swift test --filter", watch_bare_samples))

    # (c) verify: cold (scratch build removed), then warm.
    if not options.skip_verify:
        shutil.rmtree(root / ".workbook" / "verify", ignore_errors=True)
        seconds, status, _ = run([str(instructor), "verify"], root, check=False)
        print(f"  (c) verify cold: {seconds:.1f} s (exit {status})")
        results.append(summary("(c) workbook verify, cold scratch", [seconds]))
        warm = []
        for number in range(options.verify_runs):
            seconds, status, _ = run([str(instructor), "verify"], root, check=False)
            print(f"  (c) verify warm, run {number + 1}: {seconds:.1f} s (exit {status})")
            warm.append(seconds)
        results.append(summary("(c) workbook verify, warm scratch", warm))

    print()
    width = max(len(r[0]) for r in results)
    print(f"| {'measurement'.ljust(width)} | runs | median s |  min s |  max s |")
    print(f"| {'-' * width} | ---: | -------: | -----: | -----: |")
    for name, runs, median, low, high in results:
        print(f"| {name.ljust(width)} | {runs:4} | {median:8.2f} | {low:6.2f} | {high:6.2f} |")
    if check_samples:
        ratio = statistics.median(check_samples) / statistics.median(bare_samples)
        print(f"\nworkbook check / bare swift test --filter (medians): {ratio:.2f}x "
              f"(target <= 1.25x); edit-to-verdict median "
              f"{statistics.median(check_samples):.2f} s (target <= 4 s)")
    if watch_samples:
        gap = statistics.median(watch_samples) - statistics.median(watch_bare_samples)
        print(f"watch save-to-verdict median {statistics.median(watch_samples):.2f} s "
              f"(target <= 1.3 s), {gap:+.2f} s against the bare filter (target <= 0.4 s)")


if __name__ == "__main__":
    main()
