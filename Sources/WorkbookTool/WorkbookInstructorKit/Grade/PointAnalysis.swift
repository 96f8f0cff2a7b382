import Foundation
import WorkbookKit

/// The lesson's points in one graded copy, as Exercism's analyzer writes them (`analysis.json`:
/// `summary`, then `comments`, each a key with `params` and a `type`).
///
/// Only passing exercises are read, as `check` does: the points are feedback on an answer that
/// works, and never change its grade.
struct PointAnalysis: Encodable, Equatable, Sendable {
    /// One comment, keyed like Exercism's `website-copy` comments (`concentration.point.made`).
    struct Comment: Encodable, Equatable, Sendable {
        var comment: String
        var params: [String: String]
        /// `celebratory` for a point made, `actionable` for one missed.
        var type: String
    }

    static let fileName = "analysis.json"

    var summary: String
    var comments: [Comment]
    /// For the class summary, by exercise: `made`, or `missed: <construct>`; absent when the
    /// exercise did not pass or declares no point.
    var column: [String: String] = [:]

    private enum CodingKeys: String, CodingKey { case summary, comments }

    /// Reads the regions of the passed exercises of `result` from the copy in `folder`.
    init(result: GradeResult, reference: Catalog, folder: URL) {
        comments = []
        var made = 0
        var declared = 0
        for grade in result.exercises where grade.status == .passed {
            guard let exercise = reference.exercise(grade.id), !exercise.points.isEmpty else {
                continue
            }
            let code = Self.code(of: exercise.id, in: folder, reference: reference)
            let findings = PointReading.findings(for: exercise, in: code)
            for finding in findings {
                declared += 1
                var params = ["exercise": exercise.id, "construct": finding.point.name]
                if finding.isMade {
                    made += 1
                    comments.append(
                        Comment(
                            comment: "concentration.point.made", params: params,
                            type: "celebratory"))
                } else {
                    params["instead"] = finding.alternative
                    params["note"] = finding.point.note
                    params["note_ko"] = finding.point.note(in: .ko)
                    comments.append(
                        Comment(
                            comment: "concentration.point.missed", params: params,
                            type: "actionable"))
                }
            }
            let missed = findings.first { !$0.isMade }
            column[exercise.id] = missed.map { "missed: \($0.point.name)" } ?? "made"
        }
        summary =
            declared == 0
            ? "No passing exercise declares a lesson point to read."
            : made == declared
                ? "Every lesson point of the passing exercises is made (\(made) of \(declared))."
                : "\(made) of \(declared) lesson points made in the passing exercises; the "
                    + "comments name the others and why the lecture writes them."
    }

    /// The code between the markers of every region of exercise `id` in the copy at `folder`,
    /// one region after another; empty for a file that is missing or damaged.
    static func code(of id: String, in folder: URL, reference: Catalog) -> String {
        var bodies: [String] = []
        for file in Set(reference.places(of: id).map(\.file)).sorted() {
            guard
                let text = try? String(
                    contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                let marked = try? MarkedFile(path: file, text: text)
            else { continue }
            bodies += marked.regions.filter { $0.exerciseID == id }.map {
                $0.body.joined(separator: "\n")
            }
        }
        return bodies.joined(separator: "\n")
    }

    /// Writes `analysis.json` into `folder` and returns its path.
    @discardableResult
    func write(to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let url = folder.appendingPathComponent(Self.fileName)
        try (encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
        return url
    }
}
