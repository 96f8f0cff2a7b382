import WorkbookLanguage

/// One sentence of the game in both languages; both are required, so neither can be missing.
struct PlayText: Equatable, Sendable {
    var en: String
    var ko: String

    /// The form in `language`.
    func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ko: ko
        }
    }
}
