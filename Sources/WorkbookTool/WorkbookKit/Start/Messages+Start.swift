import WorkbookLanguage

/// The messages of `list`, `hint`, `start` and `restore`.
extension Messages {
    // MARK: - list

    static func lectureHeading(done: Int, of total: Int) -> Localized {
        Localized(en: "  (\(done)/\(total) done)", ko: "  (\(total)개 중 \(done)개 완료)")
    }

    static func exercisesDone(_ done: Int, of total: Int) -> Localized {
        Localized(
            en: "\(done)/\(total) exercises done.",
            ko: "연습 문제 \(total)개 중 \(done)개를 마쳤습니다.")
    }

    static let newHere = Localized(
        en: "New here? Read docs/student-guide.md. Each lecture begins with 'start <lecture>',"
            + " which hides all its answers at once.",
        ko: "처음이라면 docs/student-guide.ko.md를 읽어 보십시오. 강의마다 'start <lecture>'로"
            + " 시작하면 그 강의의 정답이 한꺼번에 가려집니다.")

    static func takingAsLecture(_ name: String, stage: String) -> Localized {
        Localized(
            en: "Taking '\(name)' as the lecture \(stage).",
            ko: "'\(Particle.object.after("\(name)'")) 강의 \(Particle.toward.after(stage)) 받아들입니다.")
    }

    // MARK: - hint

    static let sayWhichExercise = Localized(
        en: "Say which exercise: swift run workbook hint <exercise>",
        ko: "어느 연습 문제인지 알려 주십시오: swift run workbook hint <exercise>")

    static func hintsBelongToExercises(stage: String, ids: [String]) -> Localized {
        Localized(
            en: "Hints belong to exercises. The exercises of \(stage) are:\n",
            ko: "힌트는 연습 문제마다 있습니다. \(stage)의 연습 문제는 다음과 같습니다:\n")
            + .verbatim(ids.map { "    \($0)" }.joined(separator: "\n"))
    }

    static func hint(_ number: Int, of total: Int, for id: String, _ hint: String) -> Localized {
        Localized(
            en: "Hint \(number)/\(total) for \(id): \(hint)",
            ko: "\(id)의 힌트 \(number)/\(total): \(hint)")
    }

    static func hintBeforeStart(_ id: String, start command: String) -> Localized {
        Localized(
            en: "\(id) is not started: its region still holds the lecture's code. Start it first"
                + " (\(command)), then write it yourself with these hints.",
            ko: "\(Particle.topic.after(id)) 아직 시작하지 않았습니다: 영역에 아직 강의의 코드가 있습니다. 먼저 시작한 뒤"
                + "(\(command)) 이 힌트로 직접 써 보십시오.")
    }

    static func lastHint(concept: String) -> Localized {
        Localized(
            en: "That was the last hint. The concept: \(concept)",
            ko: "마지막 힌트였습니다. 개념: \(concept)")
    }

    // MARK: - start

    static let sayWhatToStart = Localized(
        en: "Say what to start: swift run workbook start <lecture|exercise>",
        ko: "무엇을 시작할지 알려 주십시오: swift run workbook start <lecture|exercise>")

    static func alreadyStarted(_ id: String) -> Localized {
        Localized(
            en: "\(id) is already started; nothing changed.",
            ko: "\(Particle.topic.after(id)) 이미 시작했습니다. 아무것도 바꾸지 않았습니다.")
    }

    static func started(_ id: String, places: String) -> Localized {
        Localized(
            en: "Started \(id): write your code in \(places).",
            ko: "\(Particle.object.after(id)) 시작했습니다. 코드를 쓸 곳: \(places).")
    }

    static func answersStillInView(_ others: String, stage: String) -> Localized {
        Localized(
            en: "Note: the same files still show the answers of \(others).\n"
                + "      To work without answers in view: swift run workbook start \(stage)",
            ko: "참고: 같은 파일에 \(others)의 정답이 아직 보입니다.\n"
                + "      정답을 가리고 풀려면: swift run workbook start \(stage)")
    }

    static func nextWithHint(_ command: String, id: String) -> Localized {
        Localized(
            en: "Next: \(command)   (stuck? swift run workbook hint \(id))",
            ko: "다음: \(command)   (막히면: swift run workbook hint \(id))")
    }

    static func startingLecture(_ stage: String, count: Int) -> Localized {
        Localized(
            en: "Starting \(stage): the reference code of "
                + (count == 1 ? "1 exercise" : "\(count) exercises")
                + " becomes stubs in these files:",
            ko: "\(Particle.object.after(stage)) 시작합니다. 연습 문제 \(count)개의 기준 코드가 다음 파일에서 스텁이 됩니다:")
    }

    static func restoredBecomeStubs(_ ids: String, count: Int) -> Localized {
        Localized(
            en: "Note: \(ids) \(count == 1 ? "holds" : "hold") the reference code "
                + "(restored, or never started) and "
                + "\(count == 1 ? "becomes a stub" : "become stubs") again.",
            ko: "참고: \(ids)에는 기준 코드가 들어 있으며(되돌렸거나 시작한 적이 없음), "
                + "다시 스텁이 됩니다.")
    }

    static func undoStart(_ stage: String) -> Localized {
        Localized(
            en:
                "Undo: swift run workbook restore \(stage)   (anything you wrote is backed up first)",
            ko: "되돌리기: swift run workbook restore \(stage)   (직접 쓴 코드는 먼저 백업합니다)")
    }

    // MARK: - restore

    static let sayWhatToRestore = Localized(
        en: "Say what to restore: swift run workbook restore <lecture|exercise>",
        ko: "무엇을 되돌릴지 알려 주십시오: swift run workbook restore <lecture|exercise>")

    static func restoringLecture(_ stage: String) -> Localized {
        Localized(
            en: "Restoring \(stage): the reference code goes back into these files:",
            ko: "\(Particle.object.after(stage)) 되돌립니다. 기준 코드가 다음 파일로 돌아갑니다:")
    }

    static func backedUpFirst(_ stage: String) -> Localized {
        Localized(
            en:
                "Code you wrote is backed up first. To stub them again: swift run workbook start \(stage)",
            ko: "직접 쓴 코드는 먼저 백업합니다. 다시 스텁으로 만들려면: swift run workbook start \(stage)")
    }

    static func alreadyReference(_ id: String) -> Localized {
        Localized(
            en: "\(id) already holds the reference code; nothing changed.",
            ko: "\(id)에는 이미 기준 코드가 있습니다. 아무것도 바꾸지 않았습니다.")
    }

    static func savedTo(_ path: String) -> Localized {
        Localized(
            en: "Your version was saved to \(path)",
            ko: "여러분이 쓴 코드를 \(path)에 저장했습니다")
    }

    static func restoredBetweenMarkers(_ id: String) -> Localized {
        Localized(
            en: "Restored the reference code of \(id) between its markers. "
                + "To make it a stub again: swift run workbook start \(id)",
            ko: "\(id)의 기준 코드를 표시 줄 사이에 되돌려 놓았습니다. "
                + "다시 스텁으로 만들려면: swift run workbook start \(id)")
    }

    static func restored(_ id: String) -> Localized {
        Localized(
            en: "Restored the reference code of \(id).",
            ko: "\(id)의 기준 코드를 되돌려 놓았습니다.")
    }

    static func doneCleared(_ ids: String) -> Localized {
        Localized(
            en: "Cleared the \"done\" mark of \(ids): the code that passed "
                + "is not there any more. 'start' and a passing 'check' earn it back.",
            ko: "\(ids)의 \"완료\" 표시를 지웠습니다. 통과한 코드가 더 이상 없기 때문입니다. "
                + "'start'를 하고 'check'를 통과하면 다시 받습니다.")
    }

    // MARK: - Damaged markers

    static func markerDamage(
        place: String, marker: String, unclosed: Bool, missing: String, id: String
    ) -> Localized {
        Localized(
            en: "\(place): `\(marker)` \(unclosed ? "is never closed" : "has no opening line"): "
                + "the line `\(missing)` is missing. "
                + "Fix: swift run workbook restore \(id)   (your code is backed up first)",
            ko: "\(place): `\(marker)` \(unclosed ? "뒤에 닫는" : "앞에 여는") 줄 "
                + "`\(missing)`\(Particle.subject.form(after: missing)) 없습니다. "
                + "고치기: swift run workbook restore \(id)   (여러분의 코드는 먼저 백업합니다)")
    }

    // MARK: - Malformed markers

    static func markerOutsideRegion(_ marker: String) -> Localized {
        Localized(
            en: "`\(marker)` outside an exercise region",
            ko: "`\(marker)` 줄이 연습 문제 영역 밖에 있습니다")
    }

    static func regionWithoutStub(_ id: String) -> Localized {
        Localized(
            en: "region `\(id)` has no `\(Marker.stub)` part",
            ko: "`\(id)` 영역에 `\(Marker.stub)` 부분이 없습니다")
    }

    static func secondStub(in id: String) -> Localized {
        Localized(
            en: "a second `\(Marker.stub)` in `\(id)`",
            ko: "`\(id)` 영역에 두 번째 `\(Marker.stub)` 줄이 있습니다")
    }

    static func stubLinesNotComments(_ id: String) -> Localized {
        Localized(
            en: "stub lines of `\(id)` must be comments (`// code`)",
            ko: "`\(id)`의 스텁 줄은 주석(`// code`)이어야 합니다")
    }

    static func regionNeverClosed(_ id: String) -> Localized {
        Localized(
            en: "region `\(id)` is never closed with `\(Marker.endSolution)`",
            ko: "`\(id)` 영역을 닫는 `\(Marker.endSolution)` 줄이 없습니다")
    }

    static func nestedMarker(_ marker: String, inside id: String) -> Localized {
        Localized(
            en: "`\(marker)` inside region `\(id)`; regions do not nest",
            ko: "`\(id)` 영역 안에 `\(marker)` 줄이 있습니다. 영역 안에 다른 영역을 둘 수 없습니다")
    }

    static func badExerciseID(_ id: String) -> Localized {
        Localized(
            en: "exercise id `\(id)` must be lowercase letters, digits and `-`",
            ko: "연습 문제 id `\(id)`에는 영어 소문자, 숫자, `-`만 쓸 수 있습니다")
    }

    static func noRegionMarked(_ id: String) -> Localized {
        Localized(
            en: "`\(id)` has no region marked in Sources/",
            ko: "Sources/ 안에 `\(id)`의 영역을 표시한 곳이 없습니다")
    }

    static func regionOfNoExercise(_ id: String) -> Localized {
        Localized(
            en: "`\(id)` is not described in any Lectures/<Stage>/exercises.json",
            ko:
                "`\(id)`\(Particle.topic.form(after: id)) 어느 Lectures/<Stage>/exercises.json에도 없는 연습 문제입니다"
        )
    }

    static func waitingForLock(_ holder: String) -> Localized {
        Localized(
            en: "Waiting for another workbook command (\(holder)) to finish writing…",
            ko: "다른 workbook 명령(\(holder))이 쓰기를 마치기를 기다립니다…")
    }

    static func stillWriting(_ holder: String, seconds: Int, command: String) -> Localized {
        Localized(
            en: """
                Another workbook command (\(holder)) is still writing this workbook after \
                \(seconds) seconds, so '\(command)' did not change anything.
                Let it finish (or stop it), then run '\(command)' again.
                """,
            ko: """
                다른 workbook 명령(\(holder))이 \(seconds)초가 지나도록 이 워크북에 쓰고 있어서 \
                '\(command)'\(Particle.topic.form(after: command)) 아무것도 바꾸지 않았습니다.
                그 명령이 끝나기를 기다리거나 멈춘 다음, '\(command)'를 다시 실행하십시오.
                """)
    }

    /// The line `restore` prints for a region whose marker line the student deleted and which it
    /// rebuilt from the reference saved when the exercise was started (or from the last commit).
    static func removedDuplicateMarker(_ marker: String, in path: String, line: Int)
        -> Localized
    {
        Localized(
            en: "Removed the second `\(marker)` line at \(path):\(line): the region it repeated "
                + "is kept.",
            ko: "\(path):\(line)에서 두 번째 `\(marker)` 줄을 지웠습니다. 그 줄이 되풀이한 영역은 "
                + "그대로 둡니다.")
    }

    static func rebuiltRegion(
        _ id: String, in path: String, firstLine: Int, lastLine: Int, missing marker: String,
        from savedReference: Bool
    ) -> Localized {
        let english = savedReference ? ".workbook/state.json" : "the last commit"
        let korean = savedReference ? ".workbook/state.json" : "마지막 커밋"
        return Localized(
            en: "Rebuilt the region of \(id) in \(path) (lines \(firstLine)–"
                + "\(lastLine)), whose line `\(marker)` was missing, from the reference "
                + "in \(english).",
            ko: "\(path)에서 \(id)의 영역(\(firstLine)–\(lastLine)번째 줄)은 "
                + "`\(marker)` 줄이 없어져서, \(korean)에 있는 기준 코드로 다시 만들었습니다.")
    }

    /// The warning for a `.workbook/state.json` that cannot be read, set aside to `movedTo`.
    static func stateSetAside(_ problem: Localized, movedTo kept: String?) -> Localized {
        Localized(
            en: """
                .workbook/state.json, where the tool remembers the exercises you started, \(problem.en).
                \(kept.map { "It was moved to \($0)" } ?? "It was left as it is") and the tool goes \
                on without it. Your code is untouched: 'restore' takes the reference code from the \
                last git commit instead, hints start again from the first, and 'check' marks \
                exercises done again when they pass.
                """,
            ko: """
                도구가 시작한 연습 문제를 기억해 두는 .workbook/state.json이 \(problem.ko).
                \(kept.map { "이 파일은 \(Particle.toward.after($0)) 옮겨 두었고" } ?? "이 파일은 그대로 두었고") 도구는 \
                이 파일 없이 계속합니다. 여러분의 코드는 그대로입니다. 대신 'restore'는 기준 코드를 \
                마지막 git 커밋에서 가져오고, 힌트는 첫 번째부터 다시 시작하며, 'check'는 통과한 \
                연습 문제를 다시 완료로 표시합니다.
                """)
    }

    static let stateIsEmpty = Localized(en: "is empty", ko: "비어 있습니다")

    static let stateIsNotJSON = Localized(
        en: "is not valid JSON (it may have been cut short or edited by hand)",
        ko: "올바른 JSON이 아닙니다(중간에 잘렸거나 손으로 고쳤을 수 있습니다)")

    static let stateHasOtherShape = Localized(
        en: "is not in the shape this tool writes (it may have been edited by hand, "
            + "or written by another version of the tool)",
        ko: "이 도구가 쓰는 모양이 아닙니다(손으로 고쳤거나 다른 버전의 도구가 썼을 수 있습니다)")

    /// An exercise's status as `list` shows it; `--json` keeps the English raw value.
    static func status(_ status: ExerciseStatus) -> Localized {
        switch status {
        case .notStarted: Localized(en: "not started", ko: "시작 전")
        case .started: Localized(en: "started", ko: "시작함")
        case .inProgress: Localized(en: "in progress", ko: "작성 중")
        case .done: Localized(en: "done", ko: "완료")
        }
    }
}
