import WorkbookLanguage

/// The messages of `list`.
extension Messages {
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

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var listSamples: [(String, Localized)] {
        [
            ("lectureHeading", lectureHeading(done: 1, of: 4)),
            ("exercisesDone", exercisesDone(1, of: 4)),
            ("newHere", newHere),
            ("status notStarted", status(.notStarted)),
            ("status started", status(.started)),
            ("status inProgress", status(.inProgress)),
            ("status done", status(.done)),
        ]
    }
}
