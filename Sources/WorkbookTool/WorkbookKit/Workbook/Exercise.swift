import WorkbookLanguage

/// One exercise as described in `Lectures/<Stage>/exercises.json`.
///
/// The code of an exercise lives in its marked regions; everything else a student or the tool
/// needs to know about it (what it teaches, its hints, which tests check it) lives here.
package struct Exercise: Codable, Equatable, Sendable {
    /// A mutant that `verify --mutants` cannot kill because it is correct under the specification.
    package struct EquivalentMutant: Codable, Equatable, Sendable {
        /// The mutated source line, trimmed, as it reads in the reference.
        package var line: String
        /// The mutation's name, as `verify --mutants` prints it (`equality`, `delete statement`…).
        package var mutation: String
        /// Why the mistake is not a mistake here, in one line.
        var reason: String
    }

    /// The stable name students type, such as `mvc-identifier-factory`.
    package var id: String
    /// A short title for listings.
    var title: String
    /// The idea the exercise teaches, in one sentence.
    var concept: String
    /// The Swift constructs the student writes in this exercise (`static`, `private(set)`, `if let`):
    /// each is in the solution's code and not in the stub's, which `verify` proves.
    package var teaches: [String] = []
    /// Hints from a nudge to nearly the answer; `workbook hint` shows the next one each time.
    var hints: [String]
    /// The Swift Testing suites (top-level types in `Tests/<Stage>Tests/`) that check it.
    package var suites: [String]
    /// The stage whose `exercises.json` describes the exercise; filled in when loading.
    package var stage: String = ""
    /// Earlier exercises whose stub alone makes one of this exercise's suites fail.
    ///
    /// `check` of such an exercise also runs these suites while this one is not started, so a
    /// wrong answer there cannot hide behind this exercise's reference code.
    var requires: [String] = []
    /// Mutants of the reference that are correct under the exercise's specification.
    package var equivalentMutants: [EquivalentMutant] = []
    /// Grading-only suites in `Tests/<Stage>Tests/Hidden/`, left out of releases (see `HiddenSuites`).
    package var hiddenSuites: [String]? = nil
    /// What the stub breaks for the exercises that require this one ("every card gets id 0"),
    /// so `check` can name the real cause of their failures; optional.
    var stubEffect: String? = nil

    /// The exercise's text in another language, any part of which may be missing.
    struct Translation: Codable, Equatable, Sendable {
        var title: String?
        var concept: String?
        /// As many as the English hints, in the same order (a test of the lectures insists).
        var hints: [String]?
        var stubEffect: String?
        /// The stub's rules, each keyed by the English `///` text it translates (see `StubRule`).
        var rules: [String: String]?
    }

    /// The exercise's text by language code (`ko`); English is the fields above.
    var translations: [String: Translation] = [:]
    /// The constructs that are the lesson's point, which `check` looks for in a passing answer.
    package var points: [LessonPoint] = []

    private enum CodingKeys: String, CodingKey {
        case id, title, concept, teaches, hints, suites, requires, equivalentMutants, hiddenSuites,
            stubEffect, translations, points
    }

    /// The title in `language`, English when it has none.
    func title(in language: Language) -> String {
        translation(in: language)?.title ?? title
    }

    /// The concept in `language`, English when it has none.
    func concept(in language: Language) -> String {
        translation(in: language)?.concept ?? concept
    }

    /// What the rest of the game gets wrong while this exercise is a stub, in `language`,
    /// English when it has none.
    func stubEffect(in language: Language) -> String? {
        translation(in: language)?.stubEffect ?? stubEffect
    }

    /// The hints in `language`; English when the translation has none or a different number,
    /// so the hint counter means the same hint in both.
    func hints(in language: Language) -> [String] {
        guard let translated = translation(in: language)?.hints, translated.count == hints.count
        else { return hints }
        return translated
    }

    /// The translations of the stubs' English rules into `language`, keyed by the English.
    package func stubRules(in language: Language) -> [String: String] {
        translation(in: language)?.rules ?? [:]
    }

    /// Whether `language` has hints of its own, one per English hint (English always has).
    func hasHints(in language: Language) -> Bool {
        language == .en || translation(in: language)?.hints?.count == hints.count
    }

    private func translation(in language: Language) -> Translation? {
        language == .en ? nil : translations[language.rawValue]
    }

    /// A suite's name as the test runner reports it: the stage's test module, a dot, the suite.
    ///
    /// The one place that spells it; every command that matches, filters or reports a suite uses it.
    static func qualifiedName(ofSuite suite: String, inStage stage: String) -> String {
        "\(stage)Tests.\(suite)"
    }

    /// The exercise's suites, qualified by its stage's test module.
    package var qualifiedSuites: [String] {
        suites.map { Self.qualifiedName(ofSuite: $0, inStage: stage) }
    }

    /// The suites that grading runs but students never see, qualified.
    package var qualifiedHiddenSuites: [String] {
        (hiddenSuites ?? []).map { Self.qualifiedName(ofSuite: $0, inStage: stage) }
    }

    /// The exact argument for `swift test --filter` that runs this exercise's tests and no others.
    ///
    /// The trailing `/` ends the suite name, so `ChooseTests` does not also select `ChooseTestsMore`.
    package var filter: String {
        if suites.count == 1 {
            return qualifiedSuites[0] + "/"
        }
        return "\(stage)Tests\\.(\(suites.joined(separator: "|")))/"
    }
}

extension Exercise {
    /// Reads an entry of `exercises.json`; `teaches`, `requires` and `equivalentMutants` may be
    /// left out (`verify`, not loading, insists on `teaches`, so a workbook missing it still works).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        concept = try container.decode(String.self, forKey: .concept)
        teaches = try container.decodeIfPresent([String].self, forKey: .teaches) ?? []
        hints = try container.decode([String].self, forKey: .hints)
        suites = try container.decode([String].self, forKey: .suites)
        requires = try container.decodeIfPresent([String].self, forKey: .requires) ?? []
        equivalentMutants =
            try container.decodeIfPresent([EquivalentMutant].self, forKey: .equivalentMutants) ?? []
        hiddenSuites = try container.decodeIfPresent([String].self, forKey: .hiddenSuites)
        stubEffect = try container.decodeIfPresent(String.self, forKey: .stubEffect)
        translations =
            try container.decodeIfPresent([String: Translation].self, forKey: .translations) ?? [:]
        points = try container.decodeIfPresent([LessonPoint].self, forKey: .points) ?? []
    }
}
