import Foundation
import WorkbookKit
import WorkbookLanguage

/// `results.json` in Gradescope's autograder format, for courses that grade there.
///
/// The format (gradescope-autograders.readthedocs.io, "Autograder Specifications"): a top-level
/// `score` (here the sum of the tests' scores), `output` and `visibility`, and `tests`, each with
/// `name`, `score`, `max_score`, `status` (`passed` or `failed`), `output` and `visibility`.
/// Every test is worth one point; a hidden suite's tests are shown only after the due date.
struct GradescopeResults: Codable, Equatable, Sendable {
    /// One test's entry.
    struct Test: Codable, Equatable, Sendable {
        var name: String
        var number: String
        var score: Double
        var maxScore: Double
        var status: String
        var output: String
        var visibility: String

        enum CodingKeys: String, CodingKey {
            case name, number, score, status, output, visibility
            case maxScore = "max_score"
        }
    }

    var score: Double
    var output: String
    var visibility = "visible"
    var stdoutVisibility = "hidden"
    var executionTime: Int
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case score, output, visibility, tests
        case stdoutVisibility = "stdout_visibility"
        case executionTime = "execution_time"
    }

    /// The results of one graded copy; a hidden test's message only with `hiddenMessages`
    /// (otherwise a sentence in `language` in its place).
    init(_ graded: Grader.Graded, hiddenMessages: Bool = false, language: Language = .en) {
        let result = graded.result.withholdingHidden(
            showingMessages: hiddenMessages, language: language)
        var number: [Int: Int] = [:]
        tests = result.exercises.flatMap { exercise in
            exercise.tests.map { test in
                number[test.taskID, default: 0] += 1
                return Test(
                    name: "\(exercise.id): \(test.name)",
                    number: "\(test.taskID).\(number[test.taskID]!)",
                    score: test.status == .pass ? 1 : 0, maxScore: 1,
                    status: test.status == .pass ? "passed" : "failed",
                    output: test.message ?? "",
                    visibility: test.hidden ? "after_due_date" : "visible")
            }
        }
        score = tests.map(\.score).reduce(0, +)
        var lines = result.exercises.map { "\($0.id): \($0.status.rawValue)" }
        if result.status == .error, let message = result.message {
            lines.append("Nothing could run:\n\(message)")
        }
        if let integrity = graded.integrity {
            lines += integrity.changed.map { "Changed, and graded with the original: \($0)" }
            lines += integrity.added.map { "Added, and not graded: \($0)" }
            lines += integrity.tampering.map { "Tampering, and not counted: \($0)" }
        }
        output = lines.joined(separator: "\n")
        executionTime = Int(graded.seconds.rounded(.up))
    }

    /// The JSON, keys sorted.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
