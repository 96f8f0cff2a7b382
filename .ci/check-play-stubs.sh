#!/usr/bin/env bash
# Starts each exercise of the game code in turn and plays its lecture from a script, to check
# that `play` still starts, shows the stub's symptom instead of crashing, and names the exercise;
# then (when mvc-choose-card is among them) writes an endless loop into its region, to check that
# play's watchdog stops the game within its time limit (WORKBOOK_PLAY_TIME_LIMIT) and says why.
# Every exercise is restored afterwards, also when a check fails or the script is interrupted.
#
# An entry `a+b` starts both exercises of one lecture at once and expects play to name `a`, the one
# whose symptom shows first (the default list has one such entry).
#
# Usage: .ci/check-play-stubs.sh [<exercise-id>[+<exercise-id>...]...]   (default: every exercise
#        of the game)
# Exit status: 0 when every check passed, 1 otherwise, 2 when an exercise is already started.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
log="$(mktemp "${TMPDIR:-/tmp}/check-play-stubs.XXXXXX")"
problems=0

# The exercises in the game's own code, with the lecture that shows them.
exercises=(
    mvc-identifier-factory mvc-card-pairs mvc-choose-card mvc-flip-count mvc-lazy-game
    mvc-touch-card mvc-update-view mvc-emoji-for-card
    mvvm-card-content-init mvvm-flip-card mvvm-create-memory-game mvvm-choose-intent
    mvvm-card-view mvvm-game-view
    l4-first-index-matching l4-card-content-init l4-choose-matching l4-grid-layout
    l4-grid-location l4-grid-body
    # Cards drawn on top of one another are what the player sees first, before a deal in pair order.
    l4-grid-body+l4-card-content-init
    # l4-card-size and l4-on-tap-escaping are left out: their stubs draw the same terminal screen
    # (a font is not drawn, and views made early look like views made late); their tests see them.
)
[[ $# -gt 0 ]] && exercises=("$@")

lecture_of() {
    case "$1" in
    mvc-*) echo Lecture2MVC ;;
    mvvm-*) echo Lecture2MVVM ;;
    *) echo Lecture4EnumsOptionals ;;
    esac
}

ok() { echo "ok    $*"; }
fail() {
    echo "FAIL  $*"
    problems=$((problems + 1))
}

# Never overwrite a student's work: refuse when anything is started already.
if grep -rqsE "^[[:space:]]*// BEGIN EXERCISE [a-z0-9-]+$" Sources; then
    echo "An exercise is started in Sources/: restore it first (swift run workbook restore <id>)."
    exit 2
fi

swift build --product workbook >"$log" 2>&1 || { cat "$log"; exit 1; }
workbook="$(swift build --show-bin-path)/workbook"
started=""
restore() {
    if [[ -n "$started" ]]; then
        # The lecture's restore gives its files back byte for byte (one exercise's keeps its markers).
        "$workbook" restore "$(lecture_of "$started")" >/dev/null 2>&1 || echo "Could not restore $started: run swift run workbook restore $(lecture_of "$started")"
        started=""
    fi
}
trap 'restore; rm -f "$log"' EXIT
trap 'exit 130' INT TERM

for entry in "${exercises[@]}"; do
    id="${entry%%+*}"
    lecture="$(lecture_of "$id")"
    starting_failed=""
    IFS=+ read -ra together <<<"$entry"
    for one in "${together[@]}"; do
        if ! "$workbook" start "$one" >"$log" 2>&1; then
            starting_failed="$one"
            break
        fi
        started="$one"
    done
    if [[ -n "$starting_failed" ]]; then
        fail "$entry: workbook start $starting_failed failed"
        cat "$log"
        restore
        continue
    fi
    started="$id"
    if ! swift build --product play >"$log" 2>&1; then
        fail "$entry: play does not build with the stub"
        grep -E "error:" "$log" | head -5
        restore
        continue
    fi
    printf '1\n2\n3\n4\n' | "$(swift build --show-bin-path)/play" "$lecture" --seed 1 --size 60x16 >"$log" 2>&1
    status=$?
    if [[ $status -ne 0 ]]; then
        fail "$entry: play ended with status $status"
        tail -5 "$log"
    elif ! grep -q "Most likely: $id (started)" "$log"; then
        fail "$entry: play did not name $id; it said:"
        grep -E "Most likely|Playing your code" "$log" | tail -1
    else
        ok "$entry: $(grep "Most likely: $id" "$log" | tail -1 | sed 's/ Most likely.*//')"
    fi
    restore
done

# An endless loop in a started region, as a student might write one: the game must stop within
# play's time limit and say why, naming the exercise, instead of freezing.
endless=mvc-choose-card
if [[ " ${exercises[*]} " == *" $endless "* ]]; then
    if "$workbook" start "$endless" >"$log" 2>&1; then
        started="$endless"
        sed -i "/^[[:space:]]*\/\/ BEGIN EXERCISE $endless\$/a\\
        while Int.random(in: 0...1) >= 0 {}  // never ends" Sources/Lecture2MVC/Concentration.swift
        if swift build --product play >"$log" 2>&1; then
            begun=$SECONDS
            printf '1\n2\nq\n' | WORKBOOK_PLAY_TIME_LIMIT=2 timeout 60 \
                "$(swift build --show-bin-path)/play" Lecture2MVC --seed 1 --size 60x16 >"$log" 2>&1
            status=$?
            took=$((SECONDS - begun))
            if [[ $status -ne 1 ]]; then
                fail "$endless with an endless loop: play ended with status $status after ${took} s"
                tail -5 "$log"
            elif ! grep -qF "did not finish tapping card 1 within 2 s" "$log" ||
                ! grep -qF "probably never finishes: an endless loop or a wait that never ends" "$log" ||
                ! grep -qF "Started in Lecture2MVC: $endless." "$log"; then
                fail "$endless with an endless loop: play did not say why it stopped; it said:"
                tail -5 "$log"
            else
                ok "$endless with an endless loop: stopped after ${took} s, naming the exercise"
            fi
        else
            fail "$endless with an endless loop: play does not build"
            grep -E "error:" "$log" | head -5
        fi
        restore
    else
        fail "$endless: workbook start failed"
        cat "$log"
    fi
fi

if [[ $problems -eq 0 ]]; then
    echo "Every started exercise shows on screen and is named."
    exit 0
fi
echo "$problems check(s) failed."
exit 1
