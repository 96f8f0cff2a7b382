import WorkbookLanguage

/// The messages of `watch` (the check's own lines are `check`'s).
extension Messages {
    static let stoppedWatching = Localized(en: "\nStopped watching.", ko: "\n감시를 멈췄습니다.")

    static let watching = Localized(
        en: "Watching Sources/, Tests/ and Lectures/: save a file to check again, Ctrl-C to stop.",
        ko: "Sources/, Tests/, Lectures/를 감시합니다. 파일을 저장하면 다시 검사하고, Ctrl-C로 멈춥니다.")
}

// MARK: - Samples

extension Messages {
    /// Every message of this file with sample values, which `LanguageCatalogTests` checks in both
    /// languages; a message without one fails that test.
    static var watchSamples: [(String, Localized)] {
        [
            ("stoppedWatching", stoppedWatching),
            ("watching", watching),
        ]
    }
}
