import WorkbookLanguage

/// The messages of the lesson's points (`check`), `compare` and `review`.
extension Messages {
    // MARK: - The lesson's point, under a passing check

    /// Every declared point of a passing answer is made.
    static func pointMade(_ constructs: [String]) -> Localized {
        let names = constructs.map { "`\($0)`" }.joined(separator: ", ")
        return Localized(
            en: "      ★ Your code writes \(names): the point of this lesson, made.",
            ko: "      ★ 코드에 \(Particle.subject.after(names)) 있습니다: 이 강의의 핵심을 제대로 썼습니다.")
    }

    /// A passing answer that does not write `construct`, maybe writing `instead`.
    static func pointMissed(
        _ construct: String, instead: String?, why: Localized, exercise id: String
    ) -> Localized {
        let insteadEn = instead.map { " (your code writes `\($0)` instead)" } ?? ""
        let insteadKo =
            instead.map { " (코드에는 그 대신 \(Particle.subject.after("`\($0)`")) 있습니다)" } ?? ""
        return Localized(
            en: "      ↳ It passes, and the lecture writes `\(construct)` here\(insteadEn): "
                + "\(why.en) To see it: swift run workbook hint \(id)",
            ko:
                "      ↳ 통과했습니다. 강의는 여기에 \(Particle.object.after("`\(construct)`")) 씁니다\(insteadKo): "
                + "\(why.ko) 보려면: swift run workbook hint \(id)")
    }

    // MARK: - compare

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
                + "lecture's code stays hidden.\nNext: swift run workbook check \(id)"
                + "   Stuck? swift run workbook hint \(id)",
            ko: "\(Particle.topic.after(id)) 아직 통과하지 않았습니다: 테스트 \(total)개 가운데 \(failed)개가 "
                + "아직 실패하므로 강의의 코드는 보여 주지 않습니다.\n다음: swift run workbook "
                + "check \(id)   막히면: swift run workbook hint \(id)")
    }

    static func compareDoesNotRun(_ id: String) -> Localized {
        Localized(
            en: "\(id) does not pass yet (its tests do not build or run), so the lecture's code "
                + "stays hidden.\nNext: swift run workbook check \(id)"
                + "   Stuck? swift run workbook hint \(id)",
            ko: "\(Particle.topic.after(id)) 아직 통과하지 않았습니다(테스트가 빌드되지 않거나 실행되지 "
                + "않습니다). 그래서 강의의 코드는 보여 주지 않습니다.\n다음: swift run "
                + "workbook check \(id)   막히면: swift run workbook hint \(id)")
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

    // MARK: - review

    static let reviewNothingPassed = Localized(
        en: "Nothing to review yet: review picks exercises whose check passed, and none has. "
            + "Next: swift run workbook check",
        ko: "아직 복습할 것이 없습니다: review는 check를 통과한 연습 문제를 고르는데, 아직 "
            + "통과한 것이 없습니다. 다음: swift run workbook check")

    static func reviewPicked(_ ids: [String]) -> Localized {
        Localized(
            en: "Review: \(ids.joined(separator: ", ")) hold their stubs again. Write each one "
                + "from memory, without hints; your own code is kept safe in "
                + ".workbook/review.json and comes back once the exercise passes again.",
            ko: "복습: \(ids.joined(separator: ", "))에 다시 스텁이 들어갔습니다. 힌트 없이 "
                + "기억만으로 다시 쓰십시오. 전에 작성한 코드는 .workbook/review.json에 안전하게 "
                + "보관했다가, 연습 문제를 다시 통과하면 돌려놓습니다.")
    }

    static func reviewWhere(_ id: String, places: String) -> Localized {
        Localized(en: "    \(id): write it at \(places)", ko: "    \(id): \(places)에 쓰십시오")
    }

    static func reviewNext(_ id: String) -> Localized {
        Localized(
            en: "Next: swift run workbook check \(id), then swift run workbook review "
                + "(or give your code back now: swift run workbook review --give-back)",
            ko: "다음: swift run workbook check \(id), 그다음 swift run workbook review "
                + "(지금 코드를 돌려받으려면: swift run workbook review --give-back)")
    }

    static func reviewGaveBack(_ id: String, passed: Bool) -> Localized {
        passed
            ? Localized(
                en: "✔ \(id) passes again from memory: your earlier code is back.",
                ko: "✔ \(Particle.object.after(id)) 기억만으로 다시 통과했습니다: 전에 작성한 코드를 돌려놓았습니다.")
            : Localized(
                en: "↺ \(id): your earlier code is back, as asked.",
                ko: "↺ \(id): 요청한 대로 전에 작성한 코드를 돌려놓았습니다.")
    }

    static func reviewStillOpen(_ ids: [String]) -> Localized {
        Localized(
            en: "Still in review: \(ids.joined(separator: ", ")). Check each one; once it "
                + "passes, run swift run workbook review again.",
            ko: "아직 복습 중: \(ids.joined(separator: ", ")). 하나씩 check하고, 통과하면 "
                + "swift run workbook review를 다시 실행하십시오.")
    }

    static let reviewFinished = Localized(
        en: "Review finished: every reviewed exercise holds your code again.",
        ko: "복습을 마쳤습니다: 복습한 연습 문제마다 작성한 코드가 다시 들어 있습니다.")

    static let reviewNoneOpen = Localized(
        en: "No review is open. Start one with: swift run workbook review",
        ko: "진행 중인 복습이 없습니다. 시작하려면: swift run workbook review")

    static func reviewCountInvalid(_ value: String) -> Localized {
        Localized(
            en: "--count needs a whole number from 1 to 12, not '\(value)'.",
            ko: "--count에는 1부터 12까지의 정수가 필요합니다(\(Particle.subject.after("'\(value)'")) 아니라).")
    }
}
