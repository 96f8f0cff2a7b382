#!/usr/bin/env bash
# Builds a student release of this workbook into a temporary folder and checks that a student
# can use it: it builds with its tests, every exercise's tests fail (without crashing) until the
# exercise is solved, its own `workbook` lists, hints and checks, and `restore` refuses clearly.
#
# Usage: .ci/check-release.sh [--keep]     (--keep leaves the temporary copy for a look)
# Exit status: 0 when every check passed, 1 otherwise. Each check prints one line.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
keep=no
[[ "${1:-}" == "--keep" ]] && keep=yes
copy="$(mktemp -d "${TMPDIR:-/tmp}/workbook-release-check.XXXXXX")"
log="$copy.log"
problems=0

cleanup() {
    if [[ "$keep" == yes ]]; then
        echo "The release is kept in $copy"
    else
        rm -rf "$copy" "$log"
    fi
}
trap cleanup EXIT

ok() { echo "ok    $*"; }
fail() {
    echo "FAIL  $*"
    problems=$((problems + 1))
}
# A crash ends the test process with a signal; swift test then says so.
crashed() { grep -qE "unexpected signal|^Fatal error|Segmentation fault" "$log"; }

echo "Checking a student release of $root"
echo "Release folder: $copy"

# 1. Write the release (the command searches its own output for solution lines).
if (cd "$root" && swift run --quiet workbook-instructor release "$copy" --force) >"$log" 2>&1; then
    ok "workbook release wrote the copy and found no solution in it"
    echo "      (no line found only in solutions, anywhere; in every file, Markdown included,"
    echo "      no two consecutive solution lines and no solution line of 40 or more characters)"
else
    fail "workbook release failed:"
    cat "$log"
    exit 1
fi
for hidden in .git .build .workbook/backups .ci; do
    if [[ -e "$copy/$hidden" ]]; then
        fail "the copy contains $hidden"
    else
        ok "no $hidden in the copy"
    fi
done
[[ -f "$copy/workbook-release.json" ]] && ok "workbook-release.json marks the copy" \
    || fail "workbook-release.json is missing"
if [[ -n "$(find "$copy/Tests" -type d -name Hidden 2>/dev/null)" ]]; then
    fail "the copy contains a Hidden/ test folder (grading-only suites)"
else
    ok "no grading-only suite (Tests/*/Hidden/) in the copy"
fi
[[ -f "$copy/workbook-checksums.json" ]] && ok "workbook-checksums.json records the protected files" \
    || fail "workbook-checksums.json is missing"
# The manifest goes out as it is: what it declares comes from its own switches, never an edit.
cmp -s "$root/Package.swift" "$copy/Package.swift" && ok "Package.swift is the workbook's own, unedited" \
    || fail "Package.swift in the copy differs from the workbook's"
# The instructor's commands are not a student's: no source of verify, grade or release.
for folder in WorkbookInstructorKit workbook-instructor; do
    if [[ -e "$copy/Sources/WorkbookTool/$folder" ]]; then
        fail "the copy contains the instructor's commands (Sources/WorkbookTool/$folder)"
    else
        ok "no source of the instructor's commands (Sources/WorkbookTool/$folder) in the copy"
    fi
done

cd "$copy" || exit 1

# 2. It builds, tests included.
if swift build --build-tests >"$log" 2>&1; then
    ok "swift build --build-tests"
else
    fail "swift build --build-tests failed:"
    tail -40 "$log"
    exit 1
fi

# 3. The student's own tool works. It is a package of its own, which the test build leaves out.
if swift build --product workbook >"$log" 2>&1; then
    ok "swift build --product workbook (the tool, as a student's first swift run workbook builds it)"
else
    fail "swift build --product workbook failed:"
    tail -40 "$log"
    exit 1
fi
workbook() { swift run --skip-build --quiet workbook "$@"; }
if workbook list >"$log" 2>&1; then ok "workbook list"; else fail "workbook list"; cat "$log"; fi
if ! workbook grade --output grades >"$log" 2>&1 && grep -q "swift run workbook-instructor grade" "$log"; then
    ok "workbook grade says it is an instructor's command, and where it is"
else
    fail "workbook grade in a student copy:"
    cat "$log"
fi
if ! workbook list --json >"$log.json" 2>"$log"; then
    fail "workbook list --json"
    cat "$log"
fi
ids=()
filters=()
while IFS= read -r line; do ids+=("$line"); done < <(
    sed -n 's/^ *"id" : "\(.*\)",\{0,1\}$/\1/p' "$log.json")
# JSON escapes a backslash as \\; the filter wants one.
while IFS= read -r line; do filters+=("$line"); done < <(
    sed -n 's/^ *"filter" : "\(.*\)",\{0,1\}$/\1/p' "$log.json" | sed 's/\\\\/\\/g')
rm -f "$log.json"
echo "      ${#ids[@]} exercises in the release"
if [[ ${#ids[@]} -ne ${#filters[@]} ]]; then
    fail "could not read the exercises from workbook list --json"
fi

# 4. The whole test run fails (the exercises are stubs) but does not crash.
swift test --skip-build >"$log" 2>&1
status=$?
if crashed; then
    fail "swift test crashed:"
    grep -nE "unexpected signal|^Fatal error|Segmentation fault" "$log" | head -5
elif [[ ${#ids[@]} -eq 0 ]]; then
    if [[ $status -eq 0 ]]; then
        ok "swift test passes (no exercises yet)"
    else
        fail "swift test failed with no exercises"
    fi
elif [[ $status -ne 0 ]]; then
    ok "swift test fails as it should (exit $status), without a crash"
else
    fail "swift test passed although every exercise is a stub"
fi

# 5. Each exercise's own tests fail, each in its own run, as 'workbook check' would run them.
for index in "${!ids[@]}"; do
    id="${ids[$index]}"
    swift test --skip-build --filter "${filters[$index]}" >"$log" 2>&1
    status=$?
    if crashed; then
        fail "$id: its tests crashed on the stub"
    elif [[ $status -eq 0 ]]; then
        fail "$id: its tests pass on the stub (filter ${filters[$index]})"
    elif ! grep -q "failed" "$log"; then
        fail "$id: swift test exited $status with no failed test (does its filter select a suite?)"
    else
        ok "$id: its tests fail on the stub"
    fi
done

# 6. hint and check work; restore refuses with a clear message.
if [[ ${#ids[@]} -gt 0 ]]; then
    first="${ids[0]}"
    if workbook hint "$first" >"$log" 2>&1 && grep -q "Hint 1/" "$log"; then
        ok "workbook hint $first"
    else
        fail "workbook hint $first"
        cat "$log"
    fi
    workbook check "$first" >"$log" 2>&1
    status=$?
    if [[ $status -eq 1 ]] && ! grep -q "cannot run here" "$log"; then
        ok "workbook check $first runs and reports the stub as failing (exit 1)"
    else
        fail "workbook check $first should run in the copy and fail on the stub (exit $status)"
        tail -20 "$log"
    fi
    workbook restore "$first" >"$log" 2>&1
    status=$?
    if [[ $status -eq 1 ]] && grep -q "no reference solutions" "$log"; then
        message="$(grep -m1 'no reference' "$log" | sed 's/^error: //')"
        ok "workbook restore $first refuses (exit 1): $message"
    else
        fail "workbook restore $first should exit 1 saying the copy has no reference (exit $status)"
        cat "$log"
    fi
else
    echo "      (no exercises: hint, check and restore not checked)"
fi

# 7. A release of the first lecture only (--through) is written and builds, play included: the
#    game's table of lectures and the answer search must not assume every lecture is there.
partial="$(mktemp -d "${TMPDIR:-/tmp}/workbook-release-through.XXXXXX")"
first_stage="$(cd "$root" && sed -n 's/^let stages = \["\([A-Za-z0-9]*\)".*/\1/p' Package.swift)"
if (cd "$root" && swift run --quiet workbook-instructor release "$partial" --through "$first_stage" --force) \
    >"$log" 2>&1; then
    ok "workbook release --through $first_stage wrote the copy and found no solution in it"
    if (cd "$partial" && swift build >"$log" 2>&1); then
        ok "the copy through $first_stage builds, play included"
    else
        fail "the copy through $first_stage does not build:"
        grep -E "error:" "$log" | head -10
    fi
else
    fail "workbook release --through $first_stage failed:"
    cat "$log"
fi
rm -rf "$partial"

if [[ $problems -eq 0 ]]; then
    echo "The release is sound."
    exit 0
fi
echo "$problems problem(s) with the release."
exit 1
