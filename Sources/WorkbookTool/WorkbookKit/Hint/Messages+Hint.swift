import WorkbookLanguage

/// The messages of `hint`.
extension Messages {
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
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var hintSamples: [(String, Localized)] {
        [
            ("sayWhichExercise", sayWhichExercise),
            ("hintsBelongToExercises", hintsBelongToExercises(stage: "StageA", ids: ["a-greet"])),
            ("hint", hint(2, of: 3, for: "a-greet", "`x`")),
            ("lastHint", lastHint(concept: "`x`")),
            (
                "hintBeforeStart",
                hintBeforeStart("a-greet", start: "swift run workbook start a-greet")
            ),
        ]
    }
}
