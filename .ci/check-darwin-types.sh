#!/usr/bin/env bash
# Type-checks the workbook's system calls against Darwin's declarations, on Linux.
#
# .ci/darwin-shim/ holds a module named `Darwin` whose header declares what the code uses as
# the macOS SDK declares it. With it on the import path, `canImport(Darwin)` is true, so the
# compiler reads the Darwin side of every `#if canImport(Darwin)` and imports the SDK's types:
# code written for Glibc's types (a spawn handle that is a struct, say) does not compile.
#
# 1. The kept case, .ci/darwin-shim/cases/SpawnSettings-linux-types.swift (the spawn settings
#    as they were declared before the Mac was checked), must compile against Glibc and FAIL here.
# 2. The module SystemCalls and its tests must pass.
# 3. No other Swift file under Sources/ and Tests/ calls a POSIX function, and the only other ones
#    with `canImport(Darwin)` are those listed below, where only a program's name differs; so no
#    new call goes unchecked.
#
# What it proves, and what it cannot: docs/darwin-type-check.md.
# Usage: .ci/check-darwin-types.sh     Exit status: 0 when every check passed, 1 otherwise.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
shim=".ci/darwin-shim"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-darwin-types.XXXXXX")"
trap 'rm -rf "$work"' EXIT
problems=0
ok() { echo "ok    $*"; }
fail() {
    echo "FAIL  $*"
    problems=$((problems + 1))
}
swiftc_darwin() { swiftc -swift-version 6 -I "$shim" "$@"; }

# Files type-checked against the shim: the system calls and their tests.
module_sources=(Sources/WorkbookTool/SystemCalls/*.swift)
module_tests=(Tests/Workbook/SystemCallsTests/*.swift)
# Files with `#if canImport(Darwin)` that make no system call: only which program or option to
# use differs on a Mac (`xcrun` finds the toolchain's `swiftc`; `swift test --disable-xctest`).
# That is no POSIX call and no C type, so there is nothing to type-check against Darwin's headers.
# Files that hold C names only as text: the strace log lines grade reads, quoted by its tests.
# They import no C module and have no Darwin side, so there is nothing to type-check.
log_text_only=(
    Tests/Workbook/WorkbookKitTests/GradeFileAccessTraceTests.swift
)
program_names_only=(
    Sources/WorkbookTool/WorkbookKit/Check/SwiftcTypechecker.swift
    Sources/WorkbookTool/WorkbookKit/TestRunner/SwiftTestRunner.swift
    Sources/WorkbookTool/WorkbookInstructorKit/Verify/LLVMSuiteCoverage.swift
)
# Files whose Darwin side calls Foundation only (`Locale.preferredLanguages`, the Mac's list of
# languages, which Foundation declares on Linux too): no C module, so nothing to check against
# Darwin's headers.
foundation_only=(
    Sources/WorkbookTool/WorkbookLanguage/Language.swift
    Tests/Workbook/WorkbookLanguageTests/LanguageRuleTests.swift
)
# Not checked: `exit`, which is C's (stdlib.h) rather than POSIX's, has the same Swift type on both
# systems and is what Foundation programs call to end; and signal numbers (SIGTERM) used as values.

echo "==> The kept case with Glibc's spawn types fails against Darwin's"
case_file="$shim/cases/SpawnSettings-linux-types.swift"
if ! swiftc -swift-version 6 -parse-as-library -typecheck "$case_file" >"$work/case-glibc.log" 2>&1; then
    fail "$case_file does not even compile against Glibc: the case proves nothing"
    cat "$work/case-glibc.log"
elif swiftc_darwin -parse-as-library -typecheck "$case_file" >"$work/case.log" 2>&1; then
    fail "$case_file compiles against the Darwin shim: the check cannot see Darwin's spawn types"
elif ! grep -q "'nil' cannot initialize specified type 'posix_spawn_file_actions_t'" "$work/case.log"; then
    fail "$case_file fails against the shim, but not for its spawn types:"
    cat "$work/case.log"
else
    ok "$case_file compiles with Glibc and fails with Darwin's types, as it would on a Mac"
fi

echo "==> SystemCalls and its tests type-check against Darwin's declarations"
if swiftc_darwin -parse-as-library -enable-testing -module-name SystemCalls -emit-module \
    -emit-module-path "$work/SystemCalls.swiftmodule" "${module_sources[@]}" >"$work/module.log" 2>&1; then
    ok "Sources/WorkbookTool/SystemCalls (${#module_sources[@]} files)"
    if swiftc_darwin -I "$work" -parse-as-library -typecheck "${module_tests[@]}" >"$work/tests.log" 2>&1; then
        ok "Tests/Workbook/SystemCallsTests (${#module_tests[@]} files)"
    else
        fail "Tests/Workbook/SystemCallsTests:"
        cat "$work/tests.log"
    fi
else
    fail "Sources/WorkbookTool/SystemCalls:"
    cat "$work/module.log"
fi

echo "==> Every file with Darwin code or a POSIX call is checked or listed"
posix='(^|[^.A-Za-z0-9_])(posix_spawn[a-z_]*|tcgetattr|tcsetattr|tcsetpgrp|cfmakeraw|ioctl|poll|select|signal|sigaction|kill|killpg|waitpid|setpgid|setsid|getpid|getpgrp|getpgid|isatty|pipe|dup2|flock|fcntl|mkfifo|ftruncate|pwrite|pread|usleep|nanosleep|strerror|_exit|fork|execv[a-z]*)\('
# Reading or writing a file descriptor (`read`, `write`, `open`, `close`) cannot be told from a
# method of the same name; the C names such a call needs can: errno, O_ flags, the standard
# descriptors, flock's and fcntl's operations.
c_names='(^|[^.A-Za-z0-9_])(errno|E(INTR|AGAIN|WOULDBLOCK)|O_[A-Z]+|(STDIN|STDOUT|STDERR)_FILENO|LOCK_(EX|SH|NB|UN)|F_[GS]ET[A-Z]+)([^A-Za-z0-9_]|$)'
# The patterns themselves, on lines they must and must not see.
for line in '    _ = kill(pid, SIGTERM)' 'if errno == EINTR {' 'let fd = open(path, O_RDONLY, 0)' \
    'x = getpid()' 'isatty(STDOUT_FILENO)'; do
    grep -qE -e "$posix" -e "$c_names" <<<"$line" || fail "the search misses a POSIX call: $line"
done
for line in 'session.write(frame)' 'func read(_ path: String)' 'let signalled = true' \
    'Processes.send(SIGKILL, to: pid)'; do
    ! grep -qE -e "$posix" -e "$c_names" <<<"$line" || fail "the search takes this for a POSIX call: $line"
done
mapfile -t found < <(
    grep -rlE --include='*.swift' -e 'canImport\(Darwin\)' -e "$posix" -e "$c_names" Sources Tests |
        sort)
for file in "${found[@]}"; do
    if [[ " ${module_sources[*]} ${module_tests[*]} " == *" $file "* ]]; then
        continue
    elif [[ " ${program_names_only[*]} " == *" $file "* ]] &&
        ! grep -qE -e "$posix" -e "$c_names" "$file"; then
        echo "note  $file: only a program's name or option differs on a Mac; no system call"
    elif [[ " ${foundation_only[*]} " == *" $file "* ]] &&
        ! grep -qE -e "$posix" -e "$c_names" -e '^ *import (Glibc|Darwin|Musl)' "$file"; then
        echo "note  $file: only Foundation on the Darwin side; no system call"
    elif [[ " ${log_text_only[*]} " == *" $file "* ]] &&
        ! grep -qE -e '^import (Glibc|Darwin|Musl)' -e 'canImport\(Darwin\)' "$file"; then
        echo "note  $file: C names only inside quoted strace log lines; no system call"
    else
        fail "$file has Darwin code or a POSIX call and is not checked: move the call into Sources/WorkbookTool/SystemCalls"
    fi
done

if [ "$problems" -ne 0 ]; then
    echo "$problems problem(s)"
    exit 1
fi
echo "The Darwin type-check passed."
