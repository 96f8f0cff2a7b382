import Foundation

/// Runs a submission's tests for grading: built first, then run one at a time under a time limit,
/// so a student's endless loop cannot stall the grading of a whole class.
///
/// Building (`swift build --build-tests`) has no limit: a cold build of a scratch package takes
/// minutes on a small machine. Tests run one at a time (`--no-parallel`), so a crash stops exactly
/// one test and `Grader` can tell which exercise it belongs to.
struct TimedTestRunner: TestRunning {
    /// Seconds the test run of one submission may take, counted from the start of the test process.
    var timeout: TimeInterval

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        try SwiftTestRunner(timeLimit: timeout, buildsFirst: true, parallel: false)
            .runTests(filter: filter, in: root)
    }
}
