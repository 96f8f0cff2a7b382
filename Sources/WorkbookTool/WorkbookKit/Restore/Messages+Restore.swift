import WorkbookLanguage

/// The messages of `restore`.
extension Messages {
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
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var restoreSamples: [(String, Localized)] {
        [
            ("sayWhatToRestore", sayWhatToRestore),
            ("restoringLecture", restoringLecture("StageA")),
            ("backedUpFirst", backedUpFirst("StageA")),
            ("alreadyReference", alreadyReference("a-greet")),
            ("restored", restored("a-greet")),
            ("doneCleared", doneCleared("a-greet")),
            ("restoredBetweenMarkers", restoredBetweenMarkers("a-greet")),
        ]
    }
}
