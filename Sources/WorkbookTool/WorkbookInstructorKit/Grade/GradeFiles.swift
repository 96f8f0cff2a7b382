import Foundation
import WorkbookKit
import WorkbookLanguage

/// Writes a grade's files: `results.json` (Exercism v3), `junit.xml` and, for a submission,
/// `integrity.json`; and a class's `class-summary.csv`.
enum GradeFiles {
    static let results = "results.json"
    static let junit = "junit.xml"
    static let integrity = "integrity.json"
    static let classSummary = "class-summary.csv"

    /// Writes the files of one graded copy into `folder`; returns the paths written. Neither
    /// report carries a hidden test's code, nor its message unless `hiddenMessages`: a student
    /// may see both (`GradeResult.withholdingHidden`, its sentence in `language`).
    @discardableResult
    static func write(
        _ graded: Grader.Graded, to folder: URL, hiddenMessages: Bool = false,
        language: Language = .en
    ) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [URL] = []
        let shown = graded.result.withholdingHidden(
            showingMessages: hiddenMessages, language: language)
        let results = folder.appendingPathComponent(Self.results)
        try ExercismResults(shown).encoded().write(to: results, options: .atomic)
        written.append(results)
        let junit = folder.appendingPathComponent(Self.junit)
        try Data(JUnitReport(result: shown, name: graded.student).xml.utf8).write(
            to: junit, options: .atomic)
        written.append(junit)
        if let integrity = graded.integrity {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let url = folder.appendingPathComponent(Self.integrity)
            try (encoder.encode(integrity) + Data("\n".utf8)).write(to: url, options: .atomic)
            written.append(url)
        }
        return written
    }

    /// One row per student and exercise: `student,exercise,status,passed,total,tampered,point`,
    /// the last from `points` by student and exercise (see `PointAnalysis.column`).
    static func classSummary(
        _ class: [Grader.Graded], points: [String: [String: String]] = [:]
    ) -> String {
        var lines = ["student,exercise,status,passed,total,tampered,point"]
        for graded in `class` {
            let tampered = graded.integrity.map { !$0.isClean } ?? false
            for exercise in graded.result.exercises {
                lines.append(
                    [
                        graded.student, exercise.id, exercise.status.rawValue,
                        "\(exercise.passedCount)", "\(exercise.tests.count)",
                        tampered ? "yes" : "no", points[graded.student]?[exercise.id] ?? "",
                    ].map(csvField).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV field, quoted when it holds a comma, quote or line break (RFC 4180).
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
