import WorkbookKit
import WorkbookLanguage

/// The sentences of `grade` that a student reads in the reports.
extension Messages {
    /// In place of a hidden test's failure message, which may quote what was expected.
    static let hiddenMessageWithheld = Localized(
        en: "A hidden test did not pass; its message is withheld (grade --show-hidden-messages).",
        ko: "숨겨진 테스트가 통과하지 못했습니다. 그 메시지는 공개하지 않습니다 "
            + "(grade --show-hidden-messages).")
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var gradeSamples: [(String, Localized)] {
        [
            ("hiddenMessageWithheld", hiddenMessageWithheld)
        ]
    }
}
