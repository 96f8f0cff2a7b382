import WorkbookLanguage

/// The messages of `review`.
extension Messages {
    static let reviewNothingPassed = Localized(
        en: "Nothing to review yet: review picks exercises whose check passed, and none has.\n"
            + "Next: swift run workbook check",
        ko: "아직 복습할 것이 없습니다: review는 check를 통과한 연습 문제를 고르는데, 아직 "
            + "통과한 것이 없습니다.\n다음: swift run workbook check")

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
            en: """
                Next: swift run workbook check \(id)
                      Once it passes: swift run workbook review
                      To give your code back now: swift run workbook review --give-back
                """,
            ko: """
                다음: swift run workbook check \(id)
                      통과하면: swift run workbook review
                      지금 코드를 돌려받으려면: swift run workbook review --give-back
                """)
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

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var reviewSamples: [(String, Localized)] {
        [
            ("reviewNothingPassed", reviewNothingPassed),
            ("reviewPicked", reviewPicked(["a-greet", "a-count"])),
            ("reviewWhere", reviewWhere("a-greet", places: "Sources/A.swift:4")),
            ("reviewNext", reviewNext("a-greet")),
            ("reviewGaveBack", reviewGaveBack("a-greet", passed: true)),
            ("reviewGaveBack failed", reviewGaveBack("a-greet", passed: false)),
            ("reviewStillOpen", reviewStillOpen(["a-greet"])),
            ("reviewFinished", reviewFinished),
            ("reviewNoneOpen", reviewNoneOpen),
            ("reviewCountInvalid", reviewCountInvalid("many")),
        ]
    }
}
