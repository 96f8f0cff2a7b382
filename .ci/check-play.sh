#!/usr/bin/env bash
# Plays `play` in a real terminal (tmux) and checks what a student would see: a card turns, the
# flip count moves, the highlight shows, Lecture 4's grid follows a resize, and the terminal is
# given back exactly as it was (`stty -a` before and after) after q, Ctrl-C, SIGTERM, and a trap
# in the lecture's code.
#
# Usage: .ci/check-play.sh            (installs tmux with apt-get when it is missing)
# Exit status: 0 when every check passed, 1 otherwise. Each check prints one line.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work="$(mktemp -d "${TMPDIR:-/tmp}/check-play.XXXXXX")"
socket="check-play-$$-0"
runs=0
problems=0

ok() { echo "ok    $*"; }
fail() {
    echo "FAIL  $*"
    problems=$((problems + 1))
}
tm() { tmux -L "$socket" "$@" 2>/dev/null; }
cleanup() {
    tm kill-server >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT

# tmux: a fresh machine may not have it, nor a package list yet.
if ! command -v tmux >/dev/null; then
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    echo "Installing tmux"
    $sudo apt-get install -y tmux >/dev/null 2>&1 ||
        { $sudo apt-get update >/dev/null 2>&1 && $sudo apt-get install -y tmux >/dev/null 2>&1; } ||
        { echo "FAIL  could not install tmux"; exit 1; }
fi

swift build --product play >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
play="$(swift build --show-bin-path)/play"

# Starts `play <arguments>` in a new 80x24 terminal; the shell around it records the terminal
# settings before and after, and play's exit status, then waits to be looked at.
start() {
    rm -f "$work/before" "$work/after" "$work/status"
    tm kill-server >/dev/null 2>&1
    # A server of its own for each game, so no game meets the previous one's server going away.
    runs=$((runs + 1))
    socket="check-play-$$-$runs"
    tm new-session -d -x 80 -y 24 -s play \
        "stty -a >'$work/before'; '$play' $*; echo \$? >'$work/status'; stty -a >'$work/after'; sleep 600"
}

# The text on screen (with escape codes when asked: -e).
screen() { tm capture-pane -p -t play "$@"; }

# Waits until the screen shows `text`, for at most 20 seconds.
wait_for() {
    for _ in $(seq 200); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    return 1
}

# Waits until play has ended, then checks its exit status and that the terminal is as before.
expect_end() {
    local want="$1" what="$2"
    for _ in $(seq 200); do
        [[ -s "$work/after" ]] && break
        sleep 0.1
    done
    local status
    status="$(cat "$work/status" 2>/dev/null || echo none)"
    if [[ "$status" != "$want" ]]; then
        fail "$what: exit status $status, expected $want"
    elif ! diff -q <(sed 1d "$work/before") <(sed 1d "$work/after") >/dev/null 2>&1; then
        # The first line holds the window's size, which a resize changes on purpose.
        fail "$what: the terminal settings changed:"
        diff "$work/before" "$work/after"
    else
        ok "$what: exit status $status, and stty -a is the same as before"
    fi
}

# The process id of the game: the child that the play started by tmux runs it in.
game_pid() {
    local parent
    parent="$(tm list-panes -t play -F '#{pane_pid}')"
    parent="$(pgrep -P "$parent" -f "$play" | head -1)"
    pgrep -P "$parent" | head -1
}

echo "Playing $play in tmux"

# 1. Lecture 2 (MVC): a card turns, the flip count moves, the highlight follows, q quits.
start Lecture2MVC --seed 1
if wait_for "Flips: 0"; then ok "Lecture2MVC starts with every card face down: Flips: 0"; else
    fail "Lecture2MVC did not show its first frame"; screen; fi
row="$(screen | sed -n 3p)"
[[ "$row" == "[##][##][##][##]" ]] || fail "the first row is not four card backs: $row"
tm send-keys -t play Right Space
if wait_for "Flips: 1"; then ok "Right then Space taps a card: Flips: 1"; else fail "the flip count did not move"; fi
row="$(screen | sed -n 3p)"
if [[ "$row" != "[##][##][##][##]" && "$row" == "[##]["* ]]; then
    ok "card 2 turned over: $row"
else
    fail "card 2 did not turn over: $row"
fi
if screen -e | sed -n 4p | grep -qF $'\e[7m2'; then ok "the highlight is on card 2's number"; else
    fail "no highlight on card 2"; fi
tm send-keys -t play 5
if wait_for "Flips: 2"; then ok "typing 5 taps card 5: Flips: 2"; else fail "typing 5 did not tap card 5"; fi
tm send-keys -t play q
expect_end 0 "q quits"
if screen | grep -qF "Flips:"; then fail "the game is still on screen after q"; else
    ok "the normal screen is back after q"; fi

# 2. Lecture 4: the grid fits the window, and again after a resize; colour stays off with NO_COLOR.
start Lecture4EnumsOptionals --seed 1
wait_for "Pairs found: 0 of 4" || fail "Lecture4EnumsOptionals did not show its first frame"
# A row of the grid is a line of card numbers: each card shows its number under its face.
card_rows() { screen | grep -cE '^ *[0-9]+( +[0-9]+)* *$'; }
rows_before="$(card_rows)"
tm resize-window -t play -x 34 -y 40
sleep 1
rows_after="$(card_rows)"
if [[ "$rows_before" -ge 1 && "$rows_after" -gt "$rows_before" ]]; then
    ok "the grid was laid out again for a narrow window: $rows_before rows, then $rows_after"
else
    fail "the grid did not follow the resize: $rows_before rows, then $rows_after"
fi
tm send-keys -t play C-c
expect_end 130 "Ctrl-C quits"

# 3. The terminal is given back when play is told to stop, or the lecture's code traps.
start Lecture2MVVM
wait_for "Face up: 0 of 8" || fail "Lecture2MVVM did not show its first frame"
tm send-keys -t play 1
wait_for "Face up: 1 of 8" && ok "Lecture2MVVM turns card 1 over" || fail "Lecture2MVVM did not turn card 1"
kill -TERM "$(tm list-panes -t play -F '#{pane_pid}' | xargs -I{} pgrep -P {} -f "$play" | head -1)"
expect_end 143 "SIGTERM stops the game"

start Lecture2MVC
wait_for "Flips: 0" || fail "Lecture2MVC did not show its first frame"
pid="$(game_pid)"
if [[ -n "$pid" ]]; then
    # A failed precondition ends the program with SIGTRAP, as this does.
    kill -TRAP "$pid"
    expect_end 1 "a trap in the lecture's code"
    if screen | grep -qF "play: the game stopped"; then ok "play says that the game stopped"; else
        fail "play did not say that the game stopped"; screen; fi
else
    fail "could not find the game's process"
fi

if [[ $problems -eq 0 ]]; then
    echo "play works in a real terminal and always gives it back."
    exit 0
fi
echo "$problems check(s) failed."
exit 1
