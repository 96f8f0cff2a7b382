import WorkbookLanguage

/// The messages of `check` (and of `watch` and `play`, which show what `check` shows).
extension Messages {
    /// Said before a build that recompiles `files` changed files of the lecture: the count is
    /// what changed, and no length is promised, since it depends on the machine.
    static func buildingFirst(_ files: Int) -> Localized {
        Localized(
            en: "Building first: \(files) files of the lecture changed since they were last"
                + " compiled, so they and the code that depends on them compile again.",
            ko: "먼저 빌드합니다: 강의 파일 \(files)개가 마지막으로 컴파일된 뒤 바뀌어, 그 파일과 그것에"
                + " 기대는 코드를 다시 컴파일합니다.")
    }

    /// Said before the first build of a copy: nothing of the lecture was compiled yet.
    static let buildingEverything = Localized(
        en: "Building first: nothing of the lecture is compiled yet, so it and its tests compile"
            + " in full (the slowest check; the next ones compile only what changed).",
        ko: "먼저 빌드합니다: 강의를 아직 한 번도 컴파일하지 않았으므로 강의와 테스트를 모두 컴파일합니다"
            + "(가장 오래 걸리는 검사이며, 다음 검사부터는 바뀐 것만 컴파일합니다).")

    static func checking(_ filter: String) -> Localized {
        Localized(
            en: "Checking: swift test --filter '\(filter)'",
            ko: "검사합니다: swift test --filter '\(filter)'")
    }

    static let summaryRule = Localized(en: "── summary ──", ko: "── 요약 ──")

    // MARK: - Next steps

    /// Advice's last lines: what to do, in a sentence of its own, then the "Next:" line, which
    /// holds only the command that checks again, so that it pastes whole. Under `watch`, which
    /// checks by itself, the last line says to save the file instead.
    static func step(_ todo: Localized, again command: String, watching: Bool) -> Localized {
        todo + .verbatim("\n") + (watching ? saveToCheckAgain : next(command))
    }

    /// What `watch` asks for in place of a command: it checks again by itself.
    static let saveToCheckAgain = Localized(
        en: "Then save the file: watch checks it again.",
        ko: "그런 다음 파일을 저장하십시오. watch가 다시 검사합니다.")

    static func writeStubFirst(_ stub: String, breaks id: String, watching: Bool = false)
        -> Localized
    {
        step(
            Localized(
                en: "Write \(stub) first: its stub breaks \(id)'s tests.",
                ko: "\(stub)부터 쓰십시오. 그 스텁 때문에 \(id)의 테스트가 실패합니다."),
            again: "swift run workbook check \(stub)", watching: watching)
    }

    static func fixCompilerError(
        at place: String, in id: String?, again: String, watching: Bool = false
    ) -> Localized {
        step(
            Localized(
                en: "Fix the compiler error at \(place)\(id.map { " (in \($0))" } ?? "").",
                ko: "\(place)\(id.map { "(\($0) 안)" } ?? "")의 컴파일 오류를 고치십시오."),
            again: again, watching: watching)
    }

    static func findEndlessLoop(in id: String, again: String, watching: Bool = false)
        -> Localized
    {
        step(
            Localized(
                en: "Find the loop in \(id) that never ends: does its condition ever become false?",
                ko: "\(id)에서 끝나지 않는 반복문을 찾으십시오. 조건이 언젠가 false가 됩니까?"),
            again: again, watching: watching) + stuck(id)
    }

    /// A negative number made unsigned (`TestCrash.madeNegativeUnsigned`) is named as such,
    /// since the usual suspects (an index, a `!`) would send the student the wrong way.
    /// `warnedAt`: the place of a compiler warning that explains the crash, named instead of
    /// guesses.
    static func findCrash(
        in id: String, again: String, watching: Bool = false, negativeMadeUnsigned: Bool = false,
        warnedAt: String? = nil
    ) -> Localized {
        if let warnedAt {
            return fixWarning(at: warnedAt, in: id, again: again, watching: watching)
                + stuck(id)
        }
        let unsigned = negativeMadeUnsigned
        return step(
            Localized(
                en: "Find what crashes in \(id) "
                    + (unsigned
                        ? "(a negative number converted to an unsigned type, such as `UInt32(-5)`?)"
                        : "(an index out of range? a `!` on nil?)"),
                ko: "\(id)에서 크래시가 나는 곳을 찾으십시오"
                    + (unsigned
                        ? "(음수를 `UInt32(-5)`처럼 부호 없는 타입으로 바꾸지 않았습니까?)"
                        : "(범위를 벗어난 인덱스? nil에 `!`?)")),
            again: again, watching: watching) + stuck(id)
    }

    /// The next step for a crash that a compiler warning explains.
    static func fixWarning(
        at place: String, in id: String?, again: String, watching: Bool = false
    ) -> Localized {
        step(
            Localized(
                en:
                    "Fix what the compiler warned about at \(place)\(id.map { " (in \($0))" } ?? ""):"
                    + " the crash follows from it.",
                ko: "\(place)\(id.map { "(\($0) 안)" } ?? "")에서 컴파일러가 경고한 것을 고치십시오."
                    + " 크래시는 그것 때문입니다."),
            again: again, watching: watching)
    }

    static func fixFailures(of id: String, again: String, watching: Bool = false) -> Localized {
        step(
            Localized(en: "Fix \(id).", ko: "\(Particle.object.after(id)) 고치십시오."),
            again: again, watching: watching) + stuck(id)
    }

    static func fixFeeding(
        _ yours: String, dependent: String, check: String, watching: Bool = false
    ) -> Localized {
        step(
            Localized(
                en: "Fix \(yours): \(dependent)'s tests use it and fail.",
                ko: "\(Particle.object.after(yours)) 고치십시오. \(dependent)의 테스트가 그것을 "
                    + "사용하다가 실패합니다."),
            again: "swift run workbook check \(check)", watching: watching)
    }

    /// The line under a "Next:" line that points at the exercise's hints: the one form of every
    /// second suggestion, on a line of its own so that each line holds one command to paste.
    static func stuck(_ id: String) -> Localized {
        Localized(
            en: "\n      Stuck? swift run workbook hint \(id)",
            ko: "\n      막히면: swift run workbook hint \(id)")
    }

    /// The next step for a build error outside the regions that no region's declaration explains:
    /// a marker is named only when one is damaged, the edits outside the regions when there are any.
    static func fixBuildOutsideRegions(
        markerDamaged: Bool, editedOutside: Bool, again: String, watching: Bool = false
    ) -> Localized {
        step(
            buildOutsideRegions(markerDamaged: markerDamaged, editedOutside: editedOutside),
            again: again, watching: watching)
    }

    /// What to do about a build error outside the regions, without the command after it.
    private static func buildOutsideRegions(markerDamaged: Bool, editedOutside: Bool)
        -> Localized
    {
        if markerDamaged {
            return Localized(
                en: "Fix the build error above. It is outside the exercise regions, so check"
                    + " the lines around your edits (a marker line deleted?).",
                ko: "위의 빌드 오류를 고치십시오. 연습 문제 영역 밖에 있으므로, 고친 곳 주변 줄을"
                    + " 살펴보십시오(표시 줄을 지우지 않았습니까?).")
        }
        if editedOutside {
            return Localized(
                en: "Fix the build error above. It is outside the exercise regions: check the"
                    + " lines you changed outside them (listed above).",
                ko: "위의 빌드 오류를 고치십시오. 연습 문제 영역 밖에 있으므로, 영역 밖에서 고친 줄을"
                    + " 살펴보십시오(위에 있습니다).")
        }
        return Localized(
            en: "Fix the build error above. It is outside the exercise regions: look for a"
                + " name on its line that one of your regions declares.",
            ko: "위의 빌드 오류를 고치십시오. 연습 문제 영역 밖에 있으므로, 그 줄의 이름 가운데"
                + " 여러분의 영역이 선언한 것을 찾아보십시오.")
    }

    /// The next step when the exercise's code compiles but breaks its use elsewhere.
    static func fitDeclaration(
        at declaration: String, in id: String?, use: String, again: String,
        watching: Bool = false
    ) -> Localized {
        step(
            Localized(
                en: "Make your declaration at \(declaration)\(id.map { " (in \($0))" } ?? "")"
                    + " fit its use at \(use).",
                ko: "\(declaration)\(id.map { "(\($0) 안)" } ?? "")의 선언을 \(use)의 쓰임에"
                    + " 맞게 고치십시오."),
            again: again, watching: watching)
    }

    // MARK: - Warnings

    static func warningsInYourCode(_ count: Int) -> Localized {
        Localized(
            en:
                "The compiler warns about your code (\(count) \(count == 1 ? "warning" : "warnings")):",
            ko: "컴파일러가 여러분의 코드에 경고합니다(경고 \(count)개):")
    }

    static let compilerWarned = Localized(
        en: "The compiler warned about this: ", ko: "컴파일러가 이것을 경고했습니다: ")

    // MARK: - Broken uses

    static func yourCodeIsUsedOutside(_ count: Int) -> Localized {
        Localized(
            en: count == 1
                ? "A use of your code outside the region no longer compiles. Your declaration:"
                : "\(count) uses of your code outside the region no longer compile."
                    + " Your declaration:",
            ko: "영역 밖에서 여러분의 코드를 쓰는 곳 \(count)군데가 더는 컴파일되지 않습니다."
                + " 여러분의 선언:")
    }

    static let errorsLikelyFollowing = Localized(
        en: "Other compiler errors outside the regions, most likely following from those above:",
        ko: "영역 밖의 다른 컴파일 오류입니다. 위의 오류 때문에 생겼을 가능성이 큽니다:")

    static let usedAt = Localized(en: "used at ", ko: "쓰는 곳: ")

    static func moreBrokenUses(_ count: Int) -> Localized {
        Localized(
            en: "… and \(count) more \(count == 1 ? "use" : "uses") with the same cause",
            ko: "… 같은 원인으로 \(count)군데 더")
    }

    static let useExpectsLabels = Localized(
        en: "A call names each argument with its parameter's label: the code outside your region"
            + " calls it with the labels the exercise asks for, and your declaration gives other"
            + " labels.",
        ko: "호출은 각 인자를 매개변수의 인자 레이블로 부릅니다. 영역 밖의 코드는 연습 문제가 요구하는"
            + " 레이블로 호출하는데, 여러분의 선언은 다른 레이블을 줍니다.")

    static let useExpectsMemberOrder = Localized(
        en: "The memberwise initializer takes the properties in the order they are declared: the"
            + " code outside your region passes them in the exercise's order, and yours declares"
            + " them in another.",
        ko: "멤버와이즈 이니셜라이저는 프로퍼티를 선언한 순서대로 받습니다. 영역 밖의 코드는 연습 문제의"
            + " 순서로 넘기는데, 여러분은 다른 순서로 선언했습니다.")

    static func useExpectsAccess(_ level: String) -> Localized {
        Localized(
            en: "`\(level)` hides it from code outside "
                + (level == "private" ? "its declaration" : "its file")
                + ", and the code outside your region uses it.",
            ko: "`\(level)`은 "
                + (level == "private" ? "선언 밖의" : "파일 밖의")
                + " 코드에서 그것을 감추는데, 영역 밖의 코드가 그것을 씁니다.")
    }

    static let useExpectsValueNotOptional = Localized(
        en: "The code outside your region uses it as a value, without unwrapping: an optional"
            + " (`?`) must be unwrapped at every use; an implicitly unwrapped optional (`!`)"
            + " unwraps itself.",
        ko: "영역 밖의 코드는 언래핑 없이 그것을 값으로 씁니다. 옵셔널(`?`)은 쓸 때마다 언래핑해야 하고,"
            + " 암시적 언래핑 옵셔널(`!`)은 스스로 언래핑됩니다.")

    static let useExpectsExerciseShape = Localized(
        en: "The code outside your region was written for the declaration the exercise asks for:"
            + " make yours fit how it is used there.",
        ko: "영역 밖의 코드는 연습 문제가 요구하는 선언에 맞춰 쓰였습니다. 여러분의 선언을 그곳의 쓰임에"
            + " 맞추십시오.")

    static func findCrashAbove(again: String, watching: Bool = false) -> Localized {
        step(
            Localized(
                en: "Find what crashes above.", ko: "위에서 크래시가 나는 곳을 찾으십시오."),
            again: again, watching: watching)
    }

    /// The next step when the only trouble is an exercise none of whose tests ran: there is
    /// nothing to run, so no "Next:" line.
    static let tellInstructorNoTestRan = Localized(
        en: "Tell your instructor that the check ran none of the exercise's tests.",
        ko: "검사가 연습 문제의 테스트를 하나도 실행하지 않았다고 강사에게 알려 주십시오.")

    static func fixFailuresAbove(again: String, watching: Bool = false) -> Localized {
        step(
            Localized(en: "Fix the failures above.", ko: "위의 실패를 고치십시오."),
            again: again, watching: watching)
    }

    /// The lines before the "Next:" line of a check that passed with none of the student's code.
    static let referencePassesNoneYours = Localized(
        en: "The reference code passes, but none of it is yours yet.",
        ko: "기준 코드는 통과하지만, 아직 여러분이 쓴 코드는 없습니다.")

    static func notStartedNoneYours(_ id: String) -> Localized {
        Localized(
            en: "\(id) is not started: what passed is the lecture's reference code, not yours.",
            ko: "\(Particle.topic.after(id)) 시작하지 않았습니다: 통과한 것은 여러분의 코드가 아니라 강의의 기준 코드입니다.")
    }

    static let allPassed = Localized(en: "All passed.", ko: "모두 통과했습니다.")

    /// In place of advice that names what hint `hint` names, before the student has seen it.
    static func adviceInHint(_ hint: Int, seen: Int, id: String) -> Localized {
        Localized(
            en: "How to fix this is in hint \(hint) (hints seen so far: \(seen)): swift run"
                + " workbook hint \(id)",
            ko: "고치는 방법은 힌트 \(hint)에 있습니다(지금까지 본 힌트: \(seen)개): swift run"
                + " workbook hint \(id)")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var checkSamples: [(String, Localized)] {
        [
            ("checking", checking("StageATests.GreetTests/")),
            ("summaryRule", summaryRule),
            ("writeStubFirst", writeStubFirst("a-count", breaks: "a-greet")),
            (
                "fixCompilerError",
                fixCompilerError(
                    at: "Sources/A.swift:4", in: "a-greet", again: "swift run workbook check")
            ),
            ("findEndlessLoop", findEndlessLoop(in: "a-greet", again: "swift run workbook check")),
            ("findCrash", findCrash(in: "a-greet", again: "swift run workbook check")),
            (
                "findCrash unsigned",
                findCrash(
                    in: "a-greet", again: "swift run workbook check", negativeMadeUnsigned: true)
            ),
            ("fixFailures", fixFailures(of: "a-greet", again: "swift run workbook check")),
            ("fixFeeding", fixFeeding("a-count", dependent: "a-greet", check: "a-count")),
            (
                "fixBuildOutsideRegions markers",
                fixBuildOutsideRegions(
                    markerDamaged: true, editedOutside: false, again: "swift run workbook check")
            ),
            (
                "fixBuildOutsideRegions edited",
                fixBuildOutsideRegions(
                    markerDamaged: false, editedOutside: true, again: "swift run workbook check")
            ),
            (
                "fixBuildOutsideRegions given code",
                fixBuildOutsideRegions(
                    markerDamaged: false, editedOutside: false, again: "swift run workbook check")
            ),
            (
                "fitDeclaration",
                fitDeclaration(
                    at: "Sources/StageA/A.swift:4", in: "a-greet", use: "Tests/A.swift:9",
                    again: "swift run workbook check")
            ),
            ("yourCodeIsUsedOutside", yourCodeIsUsedOutside(2)),
            ("yourCodeIsUsedOutside one", yourCodeIsUsedOutside(1)),
            ("errorsLikelyFollowing", errorsLikelyFollowing),
            ("warningsInYourCode", warningsInYourCode(2)),
            ("compilerWarned", compilerWarned),
            (
                "fixWarning",
                fixWarning(
                    at: "Sources/StageA/A.swift:4", in: nil, again: "swift run workbook check")
            ),
            (
                "findCrash warned",
                findCrash(
                    in: "a-greet", again: "swift run workbook check",
                    warnedAt: "Sources/StageA/A.swift:4")
            ),
            ("usedAt", usedAt),
            ("moreBrokenUses", moreBrokenUses(17)),
            ("useExpectsLabels", useExpectsLabels),
            ("useExpectsMemberOrder", useExpectsMemberOrder),
            ("useExpectsAccess", useExpectsAccess("private")),
            ("useExpectsValueNotOptional", useExpectsValueNotOptional),
            ("useExpectsExerciseShape", useExpectsExerciseShape),
            ("findCrashAbove", findCrashAbove(again: "swift run workbook check")),
            ("fixFailuresAbove", fixFailuresAbove(again: "swift run workbook check Lecture2MVC")),
            (
                "fixFailuresAbove watching",
                fixFailuresAbove(again: "swift run workbook check", watching: true)
            ),
            ("tellInstructorNoTestRan", tellInstructorNoTestRan),
            ("referencePassesNoneYours", referencePassesNoneYours),
            ("allPassed", allPassed),
            ("buildingFirst", buildingFirst(12)),
            ("buildingEverything", buildingEverything),
            (
                "step",
                step(
                    Localized(en: "Fix a-greet.", ko: "\(Particle.object.after("a-greet")) 고치십시오."),
                    again: "swift run workbook check a-greet", watching: false)
            ),
            ("saveToCheckAgain", saveToCheckAgain),
            ("notStartedNoneYours", notStartedNoneYours("a-greet")),
            ("stuck", stuck("a-greet")),
            ("adviceInHint", adviceInHint(2, seen: 0, id: "a-greet")),
        ]
    }
}
