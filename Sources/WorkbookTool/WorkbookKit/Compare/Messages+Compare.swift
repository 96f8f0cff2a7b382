import WorkbookLanguage

/// The messages of `compare`.
extension Messages {
    static let sayWhatToCompare = Localized(
        en:
            "Say which exercise to compare, for example: swift run workbook compare mvc-choose-card",
        ko: "비교할 연습 문제를 지정하십시오. 예: swift run workbook compare mvc-choose-card")

    static func compareNeedsExercise(_ stage: String) -> Localized {
        Localized(
            en: "compare works on one exercise, and \(stage) is a lecture: "
                + "name one of its exercises (swift run workbook list).",
            ko: "compare는 연습 문제 하나를 비교합니다. \(Particle.topic.after(stage)) 강의이므로 그 연습 문제 "
                + "가운데 하나를 지정하십시오(swift run workbook list).")
    }

    static func compareNotStarted(_ id: String, stage: String) -> Localized {
        Localized(
            en: "\(id) is not started: its region holds the lecture's code, so there is nothing "
                + "of yours to compare yet.\nNext: swift run workbook start \(stage)",
            ko: "\(Particle.topic.after(id)) 시작 전입니다: 영역에 강의의 코드가 들어 있어 아직 비교할 코드가 "
                + "없습니다.\n다음: swift run workbook start \(stage)")
    }

    static func compareStillRed(_ id: String, failed: Int, of total: Int) -> Localized {
        Localized(
            en: "\(id) does not pass yet: \(failed) of \(total) tests still fail, so the "
                + "lecture's code stays hidden.\nNext: swift run workbook check \(id)",
            ko: "\(Particle.topic.after(id)) 아직 통과하지 않았습니다: 테스트 \(total)개 가운데 \(failed)개가 "
                + "아직 실패하므로 강의의 코드는 보여 주지 않습니다.\n다음: swift run workbook "
                + "check \(id)") + stuck(id)
    }

    static func compareDoesNotRun(_ id: String) -> Localized {
        Localized(
            en: "\(id) does not pass yet (its tests do not build or run), so the lecture's code "
                + "stays hidden.\nNext: swift run workbook check \(id)",
            ko: "\(Particle.topic.after(id)) 아직 통과하지 않았습니다(테스트가 빌드되지 않거나 실행되지 "
                + "않습니다). 그래서 강의의 코드는 보여 주지 않습니다.\n다음: swift run "
                + "workbook check \(id)") + stuck(id)
    }

    static func compareNoReference(_ id: String) -> Localized {
        Localized(
            en: "This copy keeps no reference code for \(id) (a student release, or .workbook/ "
                + "was deleted), so there is nothing to compare with. Your code is untouched.",
            ko: "이 사본에는 \(id)의 기준 코드가 없습니다(학생용 배포본이거나 .workbook/이 "
                + "지워졌습니다). 그래서 비교할 대상이 없습니다. 작성한 코드는 그대로입니다.")
    }

    static func compareHeading(_ id: String, file: String) -> Localized {
        Localized(
            en: "\(id) in \(file): your code (-) beside the lecture's (+); unmarked lines are "
                + "the same in both.",
            ko: "\(file)의 \(id): 작성한 코드(-)와 강의의 코드(+)입니다. 표시 없는 줄은 둘이 "
                + "같습니다.")
    }

    static let compareSame = Localized(
        en: "Your code is the lecture's, line for line.",
        ko: "작성한 코드가 강의의 코드와 한 줄 한 줄 같습니다.")

    static let compareSameLaidOutDifferently = Localized(
        en:
            "Your code is the lecture's, laid out differently (only spaces and line breaks differ):",
        ko: "작성한 코드는 강의의 코드와 같고, 배치만 다릅니다(공백과 줄바꿈만 다릅니다):")

    static func compareWhy(_ construct: String, _ why: Localized) -> Localized {
        Localized(
            en: "Why the lecture writes `\(construct)`: \(why.en)",
            ko: "강의가 \(Particle.object.after("`\(construct)`")) 쓰는 이유: \(why.ko)")
    }

    static func compareConcept(_ concept: String) -> Localized {
        Localized(en: "The idea: \(concept)", ko: "핵심 개념: \(concept)")
    }

    static let compareChangedNothing = Localized(
        en: "Nothing was changed: your code stays as it is.",
        ko: "아무것도 바꾸지 않았습니다: 작성한 코드는 그대로입니다.")
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var compareSamples: [(String, Localized)] {
        [
            ("sayWhatToCompare", sayWhatToCompare),
            ("compareNeedsExercise", compareNeedsExercise("StageA")),
            ("compareNotStarted", compareNotStarted("a-greet", stage: "StageA")),
            ("compareStillRed", compareStillRed("a-greet", failed: 2, of: 3)),
            ("compareDoesNotRun", compareDoesNotRun("a-greet")),
            ("compareNoReference", compareNoReference("a-greet")),
            ("compareHeading", compareHeading("a-greet", file: "Sources/StageA/A.swift")),
            ("compareSame", compareSame),
            ("compareSameLaidOutDifferently", compareSameLaidOutDifferently),
            ("compareWhy", compareWhy("lazy", .verbatim("`lazy` waits."))),
            ("compareConcept", compareConcept("`lazy`")),
            ("compareChangedNothing", compareChangedNothing),
        ]
    }
}
