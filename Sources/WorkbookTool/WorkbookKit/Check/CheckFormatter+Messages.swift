import WorkbookLanguage

extension Messages {
    /// After an issue a test recorded `times` times in a row, word for word: shown once.
    static func sameIssueTimes(_ times: Int) -> Localized {
        Localized(en: " (\(times) times)", ko: " (\(times)번)")
    }
}
