import Foundation
import Testing

/// Keeps the Korean text of every exercise complete and faithful: each exercise in every
/// `Lectures/<Stage>/exercises.json` has `translations.ko` with a title, a concept and one hint per
/// English hint, in Korean, and with the English text's code left exactly as it is.
///
/// It decodes the files with a small model of its own, so that it does not depend on how the
/// workbook tool models exercises.
@Suite struct KoreanExerciseTextTests {
    /// The package root.
    private static let root = PackageRoot.url

    /// The text a student reads about one exercise, in one language.
    private struct Text: Decodable {
        var title: String
        var concept: String
        var hints: [String]
    }

    /// One exercise as this test sees it: its English text and its translations, by language code.
    private struct Exercise: Decodable {
        var id: String
        var title: String
        var concept: String
        var hints: [String]
        var translations: [String: Text]?

        /// The English text, laid out like a translation so the two can be compared piece by piece.
        var english: Text { Text(title: title, concept: concept, hints: hints) }
    }

    /// Every exercise of every stage, with the stage folder it comes from.
    private static func allExercises() throws -> [(stage: String, exercise: Exercise)] {
        let lectures = root.appendingPathComponent("Lectures")
        let stages = try FileManager.default.contentsOfDirectory(atPath: lectures.path).sorted()
        var found: [(stage: String, exercise: Exercise)] = []
        for stage in stages {
            let file = lectures.appendingPathComponent(stage)
                .appendingPathComponent("exercises.json")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let exercises = try JSONDecoder().decode([Exercise].self, from: Data(contentsOf: file))
            found += exercises.map { (stage: stage, exercise: $0) }
        }
        return found
    }

    /// The pieces of one text, each with the name a message uses for it: "title", "concept",
    /// "hint 1", "hint 2", …
    private static func pieces(of text: Text) -> [(name: String, text: String)] {
        [(name: "title", text: text.title), (name: "concept", text: text.concept)]
            + text.hints.enumerated().map { (name: "hint \($0.offset + 1)", text: $0.element) }
    }

    /// The code spans of `text`: what stands between a pair of backticks, such as `if let`.
    private static func codeSpans(in text: String) -> [String] {
        text.matches(of: /`([^`]+)`/).map { String($0.1) }
    }

    /// Whether `text` has at least one Hangul syllable, so an English text copied over is caught.
    private static func containsHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test("the stages' exercises.json files are found, so the checks below have something to check")
    func exercisesAreFound() throws {
        let exercises = try Self.allExercises()
        let stages = Set(exercises.map(\.stage))
        #expect(
            stages.count >= 3,
            "Expected the exercises.json of at least three stages under Lectures/, found: \(stages.sorted())"
        )
        #expect(exercises.count >= 30, "Expected about thirty exercises, found \(exercises.count).")
    }

    @Test("every exercise has a Korean title, concept and exactly as many hints as in English")
    func everyExerciseHasKoreanText() throws {
        for (stage, exercise) in try Self.allExercises() {
            let place = "Lectures/\(stage)/exercises.json, exercise \(exercise.id)"
            guard let korean = exercise.translations?["ko"] else {
                Issue.record(
                    """
                    \(place) has no Korean text. Add, as its last field, "translations": { "ko": \
                    { "title": …, "concept": …, "hints": [ … ] } } with one hint per English hint.
                    """)
                continue
            }
            #expect(
                !korean.title.trimmingCharacters(in: .whitespaces).isEmpty,
                "\(place): the Korean title is empty.")
            #expect(
                !korean.concept.trimmingCharacters(in: .whitespaces).isEmpty,
                "\(place): the Korean concept is empty.")
            #expect(
                korean.hints.count == exercise.hints.count,
                """
                \(place): \(korean.hints.count) Korean hints for \(exercise.hints.count) English \
                ones. Translate each English hint once, in the same order, so `hint` shows the same \
                step in both languages.
                """)
        }
    }

    /// Code is never translated, so every backticked span of an English piece must appear,
    /// backticks included, in the Korean piece at the same place (the same hint number). The
    /// spans of these files are all code (identifiers, expressions, filters, messages the compiler
    /// prints), so no span is exempt.
    @Test("every Korean title, concept and hint keeps the English one's code spans unchanged")
    func koreanTextKeepsTheCode() throws {
        for (stage, exercise) in try Self.allExercises() {
            guard let korean = exercise.translations?["ko"] else { continue }
            let place = "Lectures/\(stage)/exercises.json, exercise \(exercise.id)"
            for (english, translated) in zip(
                Self.pieces(of: exercise.english), Self.pieces(of: korean))
            {
                for span in Self.codeSpans(in: english.text) {
                    #expect(
                        translated.text.contains("`\(span)`"),
                        """
                        \(place), Korean \(english.name): keep the code `\(span)` exactly as the \
                        English \(english.name) writes it, in backticks. Code is not translated.
                        """)
                }
            }
        }
    }

    @Test("every Korean title, concept and hint is written in Korean")
    func koreanTextIsKorean() throws {
        for (stage, exercise) in try Self.allExercises() {
            guard let korean = exercise.translations?["ko"] else { continue }
            let place = "Lectures/\(stage)/exercises.json, exercise \(exercise.id)"
            for piece in Self.pieces(of: korean) {
                #expect(
                    Self.containsHangul(piece.text),
                    """
                    \(place), Korean \(piece.name) has no Korean in it: "\(piece.text)". Even a \
                    hint that is all code gets a Korean sentence around it (이렇게 씁니다: …).
                    """)
            }
        }
    }
}
