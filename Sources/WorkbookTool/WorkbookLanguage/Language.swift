#if canImport(Darwin)
    import Foundation
#endif

/// The languages the workbook speaks to a student: English, and Korean, the language of the
/// lecture notes it follows.
///
/// One rule picks the language for the `workbook` tool, the `play` game and the advice of every
/// stage's tests, so all three speak the same one; `workbook` also passes its choice on to every
/// test and game it starts, in `WORKBOOK_LANG`.
public enum Language: String, CaseIterable, Sendable {
    case en
    case ko

    /// The environment variable that picks the language, and that every test process gets.
    public static let variable = "WORKBOOK_LANG"

    /// The codes a student may give, for error messages: `en, ko`.
    public static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The language `environment` asks for: `WORKBOOK_LANG` when it is set, else the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, Korean when it starts with `ko`; when no
    /// variable says, the first English or Korean of `preferredLanguages` (the system's, in a
    /// process started on a Mac: Xcode started from the Dock passes its tests no shell variables).
    ///
    /// An unknown `WORKBOOK_LANG` is an error rather than English, so a typo is not mistaken for a
    /// choice; a locale such as `de_DE.UTF-8` is no choice of the workbook's and means English.
    public static func chosen(
        by environment: [String: String], preferredLanguages: [String] = []
    ) throws(UnknownLanguage) -> Self {
        if let code = environment[variable], !code.isEmpty {
            return try named(code, from: variable)
        }
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] })
            .first(where: { !$0.isEmpty })
        {
            return locale.lowercased().hasPrefix("ko") ? .ko : .en
        }
        let preferred = preferredLanguages.lazy.map { $0.lowercased() }
            .first { $0.hasPrefix("ko") || $0.hasPrefix("en") }
        return preferred?.hasPrefix("ko") == true ? .ko : .en
    }

    /// The languages the system's settings prefer, most preferred first: on a Mac, those of
    /// System Settings (Foundation's `Locale.preferredLanguages`, such as `ko-KR`); elsewhere
    /// none, since Linux says it only in the variables `chosen(by:)` reads.
    public static var systemPreferredLanguages: [String] {
        #if canImport(Darwin)
            Locale.preferredLanguages
        #else
            []
        #endif
    }

    /// The language whose code is `code` in any case, or an error saying that `source` (a
    /// variable or an option, such as `--lang`) named none.
    public static func named(_ code: String, from source: String) throws(UnknownLanguage) -> Self {
        guard let language = Self(rawValue: code.lowercased()) else {
            throw UnknownLanguage(code: code, source: source)
        }
        return language
    }
}
