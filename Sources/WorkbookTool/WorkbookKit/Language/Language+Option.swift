import WorkbookLanguage

extension Language {
    /// The language to speak: the `--lang` option wins, then the workbook's rule
    /// (`chosen(by:)`: `WORKBOOK_LANG`, then the locale).
    ///
    /// A code that is not a language is a usage error naming the ones there are.
    static func resolve(
        option: String?, environment: [String: String], preferredLanguages: [String] = []
    ) throws -> Language {
        do throws(UnknownLanguage) {
            if let option {
                return try named(option, from: "--lang")
            }
            return try chosen(by: environment, preferredLanguages: preferredLanguages)
        } catch {
            throw WorkbookError.usageMessage(Messages.unknownLanguage(error))
        }
    }
}
