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

    /// Said before the hint of a started exercise whose marker line is missing: the exercise is
    /// started, so "not started" would send the student to `start`, which cannot find the region.
    static func hintWithDamagedMarker(_ damage: MarkerDamage) -> Localized {
        let id = damage.exerciseID
        let line = damage.missingMarker
        let unclosed = damage.kind == .unclosed
        return Localized(
            en: "\(id) is started, but the line `\(line)` of its region is missing, so the"
                + " workbook cannot find your code, nor check it. Type the line back where your"
                + " code \(unclosed ? "ends" : "begins"), or put the lecture's code back (yours is"
                + " backed up first): swift run workbook restore \(id)",
            ko: "\(Particle.topic.after(id)) 시작했지만 영역의 `\(line)` 줄이 없어서, 워크북이 여러분의"
                + " 코드를 찾을 수도 검사할 수도 없습니다. 그 줄을 여러분의 코드가"
                + " \(unclosed ? "끝나는" : "시작하는") 곳에 다시 써 넣거나, 강의의 코드를 되돌리십시오(여러분의"
                + " 코드는 먼저 백업합니다): swift run workbook restore \(id)")
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
                "hintWithDamagedMarker",
                hintWithDamagedMarker(
                    MarkerDamage(
                        exerciseID: "a-greet", kind: .unclosed, path: "Sources/A.swift", line: 3))
            ),
            (
                "hintBeforeStart",
                hintBeforeStart("a-greet", start: "swift run workbook start a-greet")
            ),
        ]
    }
}
