import Foundation
import WorkbookKit

/// One submission's grade: every graded exercise with its tests, worked out from one test run.
///
/// It reuses `CheckReport` for the verdict on each exercise (which exercise a compile error or a
/// crash belongs to), with each exercise's hidden suites counted as its own, and adds what graders
/// need on top: every test's status and message, the exercise's task number, and an overall status.
struct GradeResult: Equatable, Sendable {
    /// The overall status, as the Exercism test-runner interface words it.
    enum Status: String, Codable, Sendable {
        /// Every test passed.
        case pass
        /// At least one test failed or errored.
        case fail
        /// No test could run: the package did not compile, or nothing was selected.
        case error
    }

    /// One test function's result.
    struct Test: Equatable, Sendable {
        /// The sentence of its `@Test("…")`.
        var name: String
        /// `Target.Suite`, the JUnit class name.
        var suite: String
        var status: Status
        /// Why it failed or errored; `nil` when it passed.
        var message: String?
        /// The body of the test function, when its source could be read.
        var testCode: String?
        /// The 1-based number of its exercise in catalog order.
        var taskID: Int
        /// Whether it belongs to a suite students never see.
        var hidden: Bool
    }

    /// One exercise's verdict and tests.
    struct ExerciseGrade: Equatable, Sendable {
        /// What happened to the exercise, in the words of the summary.
        enum Status: String, Sendable {
            case passed
            case failed
            case notCompiled = "not compiled"
            case crashed
            case notRun = "not run"
        }

        var id: String
        var stage: String
        var taskID: Int
        var status: Status
        /// Its tests in source order (empty when nothing ran).
        var tests: [Test]
        /// One line saying why it did not pass (the first failure, error or crash).
        var reason: String?
        /// The compiler's errors in the exercise's own code, when they stopped the build.
        var compileError: String? = nil

        /// How many of its tests passed.
        var passedCount: Int { tests.filter { $0.status == .pass }.count }
    }

    var exercises: [ExerciseGrade]
    var status: Status
    /// What stopped every test from running, such as the compiler's errors; `nil` otherwise.
    var message: String?
    /// Signs that the student's test process tampered with the record of its run; the tests of
    /// such a run never count as passed.
    var tampering: [String] = []

    /// Every test, exercise by exercise, each exercise's in source order.
    var tests: [Test] { exercises.flatMap(\.tests) }

    /// Grades `exercises` (of `catalog`, the package that was built) from one test `outcome`.
    ///
    /// - Parameter root: the package whose test files hold each test's code.
    init(
        exercises selected: [Exercise], outcome: TestOutcome, catalog: Catalog,
        root: URL
    ) {
        let plan = CheckPlan(exercises: selected.map(\.forGrading), stages: [], filter: "")
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        let sources = TestSourceReader(root: root)
        var graded: [ExerciseGrade] = []
        for (exercise, entry) in zip(selected, report.entries) {
            let taskID = (catalog.exercises.firstIndex { $0.id == exercise.id } ?? 0) + 1
            let hidden = Set(exercise.qualifiedHiddenSuites)
            let tests = CheckReport.tests(of: exercise.forGrading, in: outcome.run).map { test in
                let (status, message) = Self.status(of: test, outcome: outcome, catalog: catalog)
                return Test(
                    name: test.displayName, suite: test.suite, status: status, message: message,
                    testCode: sources.code(ofTest: test.id), taskID: taskID,
                    hidden: hidden.contains(test.suite))
            }
            let (status, reason) = Self.verdict(entry.verdict, outcome: outcome, catalog: catalog)
            var compileError: String?
            if case .compileError(let errors) = entry.verdict {
                compileError = Self.lines(of: errors, catalog: catalog).joined(separator: "\n")
            }
            graded.append(
                ExerciseGrade(
                    id: exercise.id, stage: exercise.stage, taskID: taskID, status: status,
                    tests: tests, reason: reason, compileError: compileError))
        }
        self.init(
            exercises: graded,
            message: outcome.ending == .buildFailed
                ? Self.buildMessage(outcome, catalog: catalog) : nil)
    }

    /// A result made of exercise grades, from one run or several; `message` says why nothing
    /// could run, when the package did not compile.
    init(exercises: [ExerciseGrade], message: String?) {
        self.exercises = exercises
        let all = exercises.flatMap(\.tests)
        if let message {
            status = .error
            self.message = message
        } else if all.isEmpty {
            status = .error
            self.message = "No test of the graded exercises ran."
        } else {
            status = all.allSatisfy { $0.status == .pass } ? .pass : .fail
            self.message = nil
        }
    }

    /// This result with the exercises of `broken` (grades from a build their code broke) put back
    /// as not compiled: their tests, which ran against their stubs, error with the compiler's
    /// errors instead of failing.
    func markingNotCompiled(_ broken: [ExerciseGrade]) -> GradeResult {
        let brokenByID = Dictionary(uniqueKeysWithValues: broken.map { ($0.id, $0) })
        let marked = exercises.map { grade in
            guard let original = brokenByID[grade.id] else { return grade }
            var grade = grade
            grade.status = .notCompiled
            grade.reason = original.reason
            grade.compileError = original.compileError
            let message =
                "Not graded: the code of \(grade.id) does not compile.\n"
                + (original.compileError ?? "")
            grade.tests = grade.tests.map { test in
                var test = test
                test.status = .error
                test.message = message
                return test
            }
            return grade
        }
        return GradeResult(exercises: marked, message: nil)
    }

    /// A result for a submission that could not be graded at all, saying why.
    init(error message: String, exercises selected: [Exercise], catalog: Catalog) {
        exercises = selected.map { exercise in
            ExerciseGrade(
                id: exercise.id, stage: exercise.stage,
                taskID: (catalog.exercises.firstIndex { $0.id == exercise.id } ?? 0) + 1,
                status: .notRun, tests: [], reason: message)
        }
        status = .error
        self.message = message
    }

    // MARK: - Rules

    /// A test's status and message: an issue fails it; a test the crash interrupted, or never
    /// reached, errored.
    static func status(of test: TestResult, outcome: TestOutcome, catalog: Catalog) -> (
        Status, String?
    ) {
        if !test.issues.isEmpty {
            return (
                .fail, test.issues.map { describe($0, catalog: catalog) }.joined(separator: "\n")
            )
        }
        if test.ended { return (.pass, nil) }
        guard case .crashed(let crash) = outcome.ending else {
            return (.error, "The test did not finish.")
        }
        if test.started {
            var message = "The test process crashed in this test: \(crash.reason)"
            if let file = crash.file, let line = crash.line {
                message += " (at \(catalog.relativePath(file)):\(line))"
            }
            return (.error, message)
        }
        return (.error, "Not run: the test process crashed before this test (\(crash.reason)).")
    }

    /// The summary's status for a `CheckReport` verdict, and one line saying why it did not pass.
    static func verdict(_ verdict: CheckReport.Verdict, outcome: TestOutcome, catalog: Catalog)
        -> (ExerciseGrade.Status, String?)
    {
        switch verdict {
        case .passed:
            return (.passed, nil)
        case .failed(let failures, let total):
            let place =
                failures.first?.issues.first.map { ": " + describe($0, catalog: catalog) } ?? ""
            let test = failures.first?.displayName ?? ""
            return (
                .failed, "\(failures.count) of \(total) tests failed; first \"\(test)\"\(place)"
            )
        case .compileError(let errors):
            return (.notCompiled, lines(of: errors, catalog: catalog).first)
        case .crashed(let crash):
            return (.crashed, crash.reason)
        case .notRun(let reason):
            return (
                outcome.ending == .buildFailed ? .notCompiled : .notRun,
                Messages.notRunReason(reason).en
            )
        case .noTests:
            return (.notRun, "none of its tests ran")
        }
    }

    /// `Sources/Stage/File.swift:12: error: …`, one line per compiler error.
    static func lines(of errors: [CompilerDiagnostic], catalog: Catalog) -> [String] {
        errors.map { $0.located(in: catalog, column: false) }
    }

    /// `Expectation failed: …`, the author's explanation, and `Tests/Target/File.swift:12`.
    static func describe(_ issue: TestIssue, catalog: Catalog) -> String {
        ([issue.message] + issue.details + ["at " + issue.place(in: catalog)])
            .joined(separator: "\n")
    }

    /// The compiler's errors with their excerpts, paths relative to the package, as the
    /// top-level message of a submission that does not compile.
    static func buildMessage(_ outcome: TestOutcome, catalog: Catalog) -> String {
        var lines: [String] = []
        for diagnostic in outcome.diagnostics {
            lines.append(diagnostic.located(in: catalog))
            lines += diagnostic.excerpt
        }
        lines += outcome.otherErrors
        return lines.isEmpty ? "The package did not compile." : lines.joined(separator: "\n")
    }
}
