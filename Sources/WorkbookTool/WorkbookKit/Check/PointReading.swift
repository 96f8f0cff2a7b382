import Foundation
import WorkbookLanguage

/// Reads a passing answer for its lesson's points (see `LessonPoint`): which are made, and what
/// was written instead of the others.
///
/// It reads code as the compiler does (`SwiftCode`), so a construct in a comment or a string
/// never counts, and it only ever adds a note: the tests alone decide the verdict.
package enum PointReading {
    /// One declared point of one answer.
    package struct Finding: Equatable, Sendable {
        package var point: LessonPoint
        /// Whether the answer writes the point's construct as code.
        package var isMade: Bool
        /// The declared alternative the answer writes instead, when the point is not made.
        package var alternative: String?
        /// The line of the answer that writes `alternative`, as a student reads it: the
        /// alternative itself is a search pattern, often a fragment such as `.small]`.
        package var alternativeLine: String?
    }

    /// The findings of every point `exercise` declares, for the code of its regions.
    package static func findings(for exercise: Exercise, in code: String) -> [Finding] {
        exercise.points.map { point in
            let isMade = SwiftCode.contains(point.construct, in: code)
            let alternative =
                isMade
                ? nil
                : point.alternatives.first { SwiftCode.contains($0.writes, in: code) }?.writes
            return Finding(
                point: point, isMade: isMade, alternative: alternative,
                alternativeLine: alternative.flatMap { line(writing: $0, in: code) })
        }
    }

    /// The first line of `code` that holds `pattern`, trimmed, without an opening brace at its end.
    static func line(writing pattern: String, in code: String) -> String? {
        guard let line = code.split(separator: "\n").first(where: { $0.contains(pattern) }) else {
            return nil
        }
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("{") {
            text = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// The code between the markers of every region of exercise `id`, one region after another
    /// (a line break between them, so no construct is found across two).
    static func code(of id: String, in catalog: Catalog) -> String {
        catalog.places(of: id).map { $0.region.body.joined(separator: "\n") }
            .joined(separator: "\n")
    }

    /// The note on exercise `id`'s code as `catalog` read it (see `note(for:exercise:)`).
    static func note(for exercise: Exercise, in catalog: Catalog) -> Localized? {
        note(
            for: findings(for: exercise, in: code(of: exercise.id, in: catalog)),
            exercise: exercise.id)
    }

    /// The one line `check` adds under a passing exercise: a celebration when every point is
    /// made, else a note on the first one missed; `nil` when the exercise declares no point.
    static func note(for findings: [Finding], exercise id: String) -> Localized? {
        guard !findings.isEmpty else { return nil }
        guard let missed = findings.first(where: { !$0.isMade }) else {
            return Messages.pointMade(findings.map(\.point.name))
        }
        return Messages.pointMissed(
            missed.point.name, instead: missed.alternativeLine ?? missed.alternative,
            why: Localized(en: missed.point.note, ko: missed.point.note(in: .ko)), exercise: id)
    }
}
