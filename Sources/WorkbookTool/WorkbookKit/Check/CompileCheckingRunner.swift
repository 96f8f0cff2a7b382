import Foundation

/// Runs an exercise's compile checks after its tests, each reported as one more test of it.
///
/// Wrapped around the test runner of `check` and `grade`, so a snippet that compiles against the
/// student's code fails like a test, with its teaching sentence and no compiler output, and counts
/// as one test in a grade. The checks run only when the tests built: a compiler error in the
/// student's code is reported once, by the build.
package struct CompileCheckingRunner: TestRunning {
    /// Runs the tests themselves.
    var tests: any TestRunning
    /// Type-checks the snippets.
    var compiler: any SnippetCompiling = SwiftcTypechecker()

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(tests: any TestRunning, compiler: any SnippetCompiling = SwiftcTypechecker()) {
        self.tests = tests
        self.compiler = compiler
    }

    package func runTests(filter: String, in root: URL) throws -> TestOutcome {
        var outcome = try tests.runTests(filter: filter, in: root)
        guard outcome.ending == .finished else { return outcome }
        let catalog = try Catalog(workspace: Workspace(root: root))
        let pattern = try Regex(filter)
        for exercise in catalog.exercises {
            let selected = exercise.qualifiedSuites.contains { ($0 + "/t()").contains(pattern) }
            guard selected, let suite = exercise.qualifiedSuites.first else { continue }
            for check in catalog.compileChecks(of: exercise.id) {
                let snippet = root.appendingPathComponent(check.path)
                let verdict = check.verdict(
                    try compiler.typecheck(snippet, stage: check.stage, in: root))
                outcome.run.tests.append(
                    Self.result(
                        of: check, verdict, suite: suite, file: snippet)
                )
            }
        }
        return outcome
    }

    /// A compile check as a test of `suite`: passed, or failed with the sentence that teaches.
    static func result(
        of check: CompileCheck, _ verdict: CompileCheck.Verdict, suite: String, file: URL
    ) -> TestResult {
        var issues: [TestIssue] = []
        switch verdict {
        case .rejected:
            break
        case .compiled:
            let note = Messages.snippetCompiles
            issues.append(
                TestIssue(
                    message: check.teaching.en, details: [note.en],
                    file: file.path, line: 1, isOwnText: true,
                    korean: .init(message: check.teaching.ko, details: [note.ko])))
        case .rejectedOtherwise(let errors):
            let note = Messages.snippetRejectedOtherwise(
                expected: check.expectedError,
                error: errors.first)
            issues.append(
                TestIssue(
                    message: check.teaching.en, details: [note.en],
                    file: file.path, line: 1, isOwnText: true,
                    korean: .init(message: check.teaching.ko, details: [note.ko])))
        }
        return TestResult(
            id: "\(suite)/compile check \(check.name)/\(check.name).swift:1:1",
            displayName: "compile check: \(check.name)", issues: issues)
    }
}
