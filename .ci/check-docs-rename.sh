#!/usr/bin/env bash
# Proves that the documentation site keeps the notes true: in a copy of the workbook, renames a
# method that a lecture note links to (``FastFoodMenuItem/switchToBeingACookie()``) and expects
# docs/tools/build-docs.py to fail, naming the note and the link. The workbook itself is not touched.
#
# Usage: .ci/check-docs-rename.sh
# Exit status: 0 when the renamed copy fails to build its docs as it should, 1 otherwise.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
copy="$(mktemp -d "${TMPDIR:-/tmp}/workbook-docs-rename.XXXXXX")"
trap 'rm -rf "$copy"' EXIT

old=switchToBeingACookie
new=becomeACookie
note=Lectures/Lecture4EnumsOptionals/EnumsAndOptionals.md

for part in Package.swift Sources Lectures docs; do
    cp -R "$root/$part" "$copy/"
done
if ! grep -q "\`\`FastFoodMenuItem/$old()\`\`" "$copy/$note"; then
    echo "FAIL  $note no longer links \`\`FastFoodMenuItem/$old()\`\`; pick another link for this check"
    exit 1
fi
grep -rl "$old" "$copy/Sources" | xargs sed -i.orig "s/$old/$new/g"
find "$copy/Sources" -name '*.orig' -delete

log="$copy/build.log"
if python3 "$copy/docs/tools/build-docs.py" --source "$copy" >"$log" 2>&1; then
    echo "FAIL  the docs built although $note links a method that was renamed"
    exit 1
fi
if grep -q "$note:.*$old()" "$log"; then
    echo "ok    renaming $old() to $new() fails the docs build, naming the note:"
    grep "$note:.*$old()" "$log" | head -2 | sed 's/^/      /'
    exit 0
fi
echo "FAIL  the docs build failed, but not on the renamed method's link:"
cat "$log"
exit 1
