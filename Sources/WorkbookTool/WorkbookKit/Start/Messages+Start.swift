import WorkbookLanguage

/// The messages of `start`.
extension Messages {
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
        next(command) + stuck(id)
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
                "Undo (anything you wrote is backed up first): swift run workbook restore \(stage)",
            ko: "되돌리기(직접 쓴 코드는 먼저 백업합니다): swift run workbook restore \(stage)")
    }
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var startSamples: [(String, Localized)] {
        [
            ("sayWhatToStart", sayWhatToStart),
            ("alreadyStarted", alreadyStarted("a-greet")),
            ("started", started("a-greet", places: "Sources/A.swift:4")),
            ("answersStillInView", answersStillInView("a-count", stage: "StageA")),
            ("nextWithHint", nextWithHint("swift run workbook check a-greet", id: "a-greet")),
            ("startingLecture", startingLecture("StageA", count: 2)),
            ("restoredBecomeStubs", restoredBecomeStubs("a-count", count: 1)),
            ("undoStart", undoStart("StageA")),
        ]
    }
}
