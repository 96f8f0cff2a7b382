import WorkbookLanguage

/// A construct that is the point of an exercise's lesson (`if let`, `allCases`), declared in
/// `points` of `exercises.json` with what a student plausibly writes instead.
///
/// Tests prove the code works; a point says which way of writing it the lecture teaches, so a
/// passing answer that avoids the lesson can be told apart from one that makes it.
package struct LessonPoint: Codable, Equatable, Sendable {
    /// A way around the point that passes the tests: `!` after a `!= nil` test for `if let`.
    package struct Alternative: Codable, Equatable, Sendable {
        /// A piece of code that gives the alternative away (`!= nil`), matched as `teaches` is.
        package var writes: String
        /// A whole answer written this way, the text between the exercise's markers (its only
        /// region): `verify` writes it there and proves it passes and is noticed.
        package var region: [String]?
    }

    /// The note in another language.
    struct Translation: Codable, Equatable, Sendable {
        var note: String?
    }

    /// The construct, as code (`if let`); the point is made when the region writes it as code.
    package var construct: String
    /// Why the lecture writes it that way, in one or two sentences.
    package var note: String
    /// What a student writes instead and still passes.
    package var alternatives: [Alternative] = []
    /// The note by language code (`ko`); English is `note`.
    var translations: [String: Translation] = [:]

    /// The construct as a sentence names it: `firstIndex(where:` is declared as the code writes
    /// it and read as `firstIndex(where:)`.
    package var name: String {
        let open = construct.filter { $0 == "(" }.count
        let close = construct.filter { $0 == ")" }.count
        return construct + String(repeating: ")", count: max(0, open - close))
    }

    /// The note in `language`, English when it has none.
    package func note(in language: Language) -> String {
        language == .en ? note : translations[language.rawValue]?.note ?? note
    }
}

extension LessonPoint {
    private enum CodingKeys: String, CodingKey {
        case construct, note, alternatives, translations
    }

    /// Reads a point; `alternatives` and `translations` may be left out.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        construct = try container.decode(String.self, forKey: .construct)
        note = try container.decode(String.self, forKey: .note)
        alternatives =
            try container.decodeIfPresent([Alternative].self, forKey: .alternatives) ?? []
        translations =
            try container.decodeIfPresent([String: Translation].self, forKey: .translations) ?? [:]
    }
}
