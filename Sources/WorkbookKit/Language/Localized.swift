import WorkbookLanguage

/// One sentence a student reads, in every language the workbook speaks.
///
/// Both forms are required, so a message without its Korean form does not compile; the catalog
/// (`Messages`) builds them side by side so that they cannot drift apart.
struct Localized: Equatable, Sendable {
    /// The English form.
    var en: String
    /// The Korean form (합니다체, terms from the glossary, code unchanged).
    var ko: String

    /// The form in `language`.
    func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ko: ko
        }
    }

    /// The two messages one after the other, language by language.
    static func + (lhs: Localized, rhs: Localized) -> Localized {
        Localized(en: lhs.en + rhs.en, ko: lhs.ko + rhs.ko)
    }

    /// Lines of both forms, one message after another.
    static func lines(_ messages: [Localized]) -> Localized {
        Localized(
            en: messages.map(\.en).joined(separator: "\n"),
            ko: messages.map(\.ko).joined(separator: "\n"))
    }

    /// Text that reads the same in every language (a file path, a command, code).
    static func verbatim(_ text: String) -> Localized {
        Localized(en: text, ko: text)
    }
}
