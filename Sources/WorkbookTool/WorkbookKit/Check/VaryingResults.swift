import Foundation
import WorkbookLanguage

/// Tests whose result changed between two runs of the same code in one check.
///
/// When a failing exercise's region calls a random source its exercise's code does not
/// (`RandomCall`), `check` runs that exercise's tests once more. A test that passes in one run
/// and fails in the other is named, and the exercise stays failed: the same code then gets the
/// same verdict on every check instead of one that flips with the random numbers.
struct VaryingResults: Equatable, Sendable {
    /// The exercise whose tests varied.
    var exerciseID: String
    /// The tests that passed in one run and failed in the other, by their sentences.
    var tests: [String]

    /// What `check` says under the failure.
    var explanation: Localized { Messages.resultVaried(tests) }

    /// Runs the tests of the exercises `report` names a random call for a second time with
    /// `runner`, and compares each test's result with the first run's.
    ///
    /// Nothing is run when no random call was found, so a check of ordinary code costs the same.
    static func rerunning(
        _ report: CheckReport, catalog: Catalog, runner: any TestRunning
    ) throws -> [VaryingResults] {
        let exercises = report.entries.map(\.exercise).filter { exercise in
            report.randomCalls.contains { $0.exerciseID == exercise.id }
        }
        guard !exercises.isEmpty else { return [] }
        let second = try runner.runTests(
            filter: CheckPlan.exerciseFilter(exercises), in: catalog.workspace.root)
        guard second.ending == .finished else { return [] }
        return exercises.compactMap { exercise in
            guard let entry = report.entries.first(where: { $0.exercise.id == exercise.id }),
                case .failed(let failures, _) = entry.verdict
            else { return nil }
            let failedFirst = Set(failures.map(\.id))
            let again = CheckReport.tests(of: exercise, in: second.run)
                .filter { $0.compileCheckName == nil }
            let varied = again.filter { $0.failed != failedFirst.contains($0.id) }
            guard !varied.isEmpty else { return nil }
            return VaryingResults(exerciseID: exercise.id, tests: varied.map(\.displayName))
        }
    }
}
