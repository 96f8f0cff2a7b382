/// The languages the workbook speaks to a student: English, and Korean, the language of the
/// lecture notes it follows.
public enum Language: String, CaseIterable, Sendable {
    case en
    case ko

    /// The environment variable that picks the language, and that every test process gets.
    public static let variable = "WORKBOOK_LANG"

    /// The codes a student may give, for error messages: `en, ko`.
    static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The language to speak: the `--lang` option wins, then `WORKBOOK_LANG`, then the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, Korean when it starts with `ko`.
    ///
    /// A code that is not a language is an error rather than English, so a typo is not mistaken
    /// for a choice; a locale such as `de_DE.UTF-8` is no choice of the workbook's and means English.
    static func resolve(option: String?, environment: [String: String]) throws -> Language {
        if let option {
            return try named(option, from: "--lang")
        }
        if let code = environment[variable], !code.isEmpty {
            return try named(code, from: variable)
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return locale?.lowercased().hasPrefix("ko") == true ? .ko : .en
    }

    /// The language with `code`, or an error naming the ones there are.
    private static func named(_ code: String, from source: String) throws -> Language {
        guard let language = Language(rawValue: code.lowercased()) else {
            throw WorkbookError.usageMessage(Messages.unknownLanguage(code, from: source))
        }
        return language
    }
}
