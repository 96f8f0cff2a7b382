import WorkbookLanguage

/// What the model and the test runner say, whichever command uses them: a lecture's name taken,
/// a backup, markers malformed or damaged, the workbook's lock, a `.workbook/state.json` set
/// aside, and tests stopped at the time limit.
extension Messages {
    /// Tests stopped at the time limit (`TestCrash.stopped(after:)`), for `check`, `verify` and
    /// `grade` alike.
    static func stopped(after seconds: Int) -> Localized {
        Localized(
            en: "did not finish within \(seconds) s and was stopped: the code "
                + "probably never finishes (an endless loop, or a wait that never ends).",
            ko: "\(seconds)초 안에 끝나지 않아 멈췄습니다. 코드가 끝나지 않는 것 같습니다"
                + "(끝나지 않는 반복문이나, 끝나지 않는 기다림).")
    }

    static func takingAsLecture(_ name: String, stage: String) -> Localized {
        Localized(
            en: "Taking '\(name)' as the lecture \(stage).",
            ko: "'\(Particle.object.after("\(name)'")) 강의 \(Particle.toward.after(stage)) 받아들입니다.")
    }

    static func savedTo(_ path: String) -> Localized {
        Localized(
            en: "Your version was saved to \(path)",
            ko: "여러분이 쓴 코드를 \(path)에 저장했습니다")
    }

    static func markerDamage(
        place: String, marker: String, unclosed: Bool, missing: String, id: String
    ) -> Localized {
        Localized(
            en: "\(place): `\(marker)` \(unclosed ? "is never closed" : "has no opening line"): "
                + "the line `\(missing)` is missing. "
                + "Fix (your code is backed up first): swift run workbook restore \(id)",
            ko: "\(place): `\(marker)` \(unclosed ? "뒤에 닫는" : "앞에 여는") 줄 "
                + "`\(missing)`\(Particle.subject.form(after: missing)) 없습니다. "
                + "고치기(여러분의 코드는 먼저 백업합니다): swift run workbook restore \(id)")
    }

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

    /// The holder of the lock, as it wrote itself down: `start, process 4242`.
    static func lockHolder(_ command: String, process: String) -> Localized {
        Localized(en: "\(command), process \(process)", ko: "\(command), 프로세스 \(process)")
    }

    /// A holder that has opened the lock's file and not yet written its name in it.
    static let lockHolderJustStarted = Localized(
        en: "one that has just started", ko: "방금 시작한 명령")

    static func waitingForLock(_ holder: Localized) -> Localized {
        Localized(
            en: "Waiting for another workbook command (\(holder.en)) to finish writing…",
            ko: "다른 workbook 명령(\(holder.ko))이 쓰기를 마치기를 기다립니다…")
    }

    static func stillWriting(_ holder: Localized, seconds: Int, command: String) -> Localized {
        Localized(
            en: """
                Another workbook command (\(holder.en)) is still writing this workbook after \
                \(seconds) seconds, so '\(command)' did not change anything.
                Let it finish (or stop it), then run '\(command)' again.
                """,
            ko: """
                다른 workbook 명령(\(holder.ko))이 \(seconds)초가 지나도록 이 워크북에 쓰고 있어서 \
                '\(command)'\(Particle.topic.form(after: command)) 아무것도 바꾸지 않았습니다.
                그 명령이 끝나기를 기다리거나 멈춘 다음, '\(command)'\(Particle.object.form(after: command)) 다시 실행하십시오.
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
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var modelSamples: [(String, Localized)] {
        [
            ("markerOutsideRegion", markerOutsideRegion("// STUB")),
            ("regionWithoutStub", regionWithoutStub("a-greet")),
            ("secondStub", secondStub(in: "a-greet")),
            ("stubLinesNotComments", stubLinesNotComments("a-greet")),
            ("regionNeverClosed", regionNeverClosed("a-greet")),
            ("nestedMarker", nestedMarker("// BEGIN SOLUTION", inside: "a-greet")),
            ("badExerciseID", badExerciseID("A_greet")),
            ("noRegionMarked", noRegionMarked("a-greet")),
            ("regionOfNoExercise", regionOfNoExercise("a-gret")),
            ("takingAsLecture", takingAsLecture("stagea", stage: "StageA")),
            ("savedTo", savedTo(".workbook/backups/1/A.swift")),
            (
                "markerDamage",
                markerDamage(
                    place: "Sources/A.swift:3", marker: "// BEGIN EXERCISE a-greet", unclosed: true,
                    missing: "// END EXERCISE a-greet", id: "a-greet")
            ),
            ("lockHolder", lockHolder("check", process: "12")),
            ("lockHolderJustStarted", lockHolderJustStarted),
            ("waitingForLock", waitingForLock(lockHolder("check", process: "12"))),
            (
                "stillWriting",
                stillWriting(lockHolder("check", process: "12"), seconds: 30, command: "start")
            ),
            (
                "removedDuplicateMarker",
                removedDuplicateMarker("// BEGIN EXERCISE a-greet", in: "Sources/A.swift", line: 3)
            ),
            (
                "rebuiltRegion",
                rebuiltRegion(
                    "a-greet", in: "Sources/A.swift", firstLine: 3, lastLine: 9,
                    missing: "// END EXERCISE a-greet", from: true)
            ),
            (
                "rebuiltRegion commit",
                rebuiltRegion(
                    "a-greet", in: "Sources/A.swift", firstLine: 3, lastLine: 9,
                    missing: "// END EXERCISE a-greet", from: false)
            ),
            (
                "stateSetAside",
                stateSetAside(stateIsNotJSON, movedTo: ".workbook/state.json.broken")
            ),
            ("stateSetAside left", stateSetAside(stateHasOtherShape, movedTo: nil)),
            ("stateIsEmpty", stateIsEmpty),
            ("stateIsNotJSON", stateIsNotJSON),
            ("stateHasOtherShape", stateHasOtherShape),
            ("stopped", stopped(after: 20)),
        ]
    }
}
