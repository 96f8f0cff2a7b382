import Foundation
import WorkbookKit

/// `results.json` in the Exercism test-runner format, version 3, which graders already read.
///
/// The format (exercism.org/docs/building/tooling/test-runners/interface): a top-level `version`,
/// `status` (`pass`, `fail`, `error`) and, only for `error`, a `message`; then `tests` in file
/// order, each with `name`, `status`, `message` when it did not pass, `test_code` and `task_id`.
/// `output` is for what the student's code printed, which Swift Testing's event stream does not
/// carry, so it is left out, as the format allows.
struct ExercismResults: Codable, Equatable, Sendable {
    /// One test's entry.
    struct Test: Codable, Equatable, Sendable {
        var name: String
        var status: GradeResult.Status
        var message: String?
        var output: String?
        var testCode: String?
        var taskID: Int?

        enum CodingKeys: String, CodingKey {
            case name, status, message, output
            case testCode = "test_code"
            case taskID = "task_id"
        }
    }

    /// The version of the interface this file follows: 3, whose tests name their task.
    var version = 3
    var status: GradeResult.Status
    var message: String?
    var tests: [Test]

    /// The results file of `result`.
    init(_ result: GradeResult) {
        status = result.status
        message = result.status == .error ? result.message : nil
        tests = result.tests.map {
            Test(
                name: $0.name, status: $0.status, message: $0.message, testCode: $0.testCode,
                taskID: $0.taskID)
        }
    }

    /// The JSON, keys sorted so files of different submissions diff cleanly.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
