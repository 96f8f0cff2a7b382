/// One sentence a student reads, in every language the workbook speaks.
///
/// Both forms are required, so a message without its Korean form does not compile; the tool's
/// catalog (`Messages`) and the game's (`PlayMessages`) build them side by side so that they
/// cannot drift apart.
public struct Localized: Equatable, Sendable {
    /// The English form.
    public var en: String
    /// The Korean form (합니다체, terms from the glossary, code unchanged).
    public var ko: String

    /// A sentence with its English and its Korean form.
    public init(en: String, ko: String) {
        self.en = en
        self.ko = ko
    }

    /// The form in `language`.
    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ko: ko
        }
    }

    /// The two messages one after the other, language by language.
    public static func + (lhs: Localized, rhs: Localized) -> Localized {
        Localized(en: lhs.en + rhs.en, ko: lhs.ko + rhs.ko)
    }

    /// Lines of both forms, one message after another.
    public static func lines(_ messages: [Localized]) -> Localized {
        Localized(
            en: messages.map(\.en).joined(separator: "\n"),
            ko: messages.map(\.ko).joined(separator: "\n"))
    }

    /// Text that reads the same in every language (a file path, a command, code).
    public static func verbatim(_ text: String) -> Localized {
        Localized(en: text, ko: text)
    }
}
