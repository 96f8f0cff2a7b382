import Foundation
import WorkbookLanguage

/// Runs an exercise's compile checks after its tests, each reported as one more test of it.
///
/// Wrapped around the test runner of `check` and `grade`, so a snippet that compiles against the
/// student's code fails like a test, with its teaching sentence and no compiler output, and counts
/// as one test in a grade. The checks run only when the tests built: a compiler error in the
/// student's code is reported once, by the build.
struct CompileCheckingRunner: TestRunning {
    /// Runs the tests themselves.
    var tests: any TestRunning
    /// Type-checks the snippets.
    var compiler: any SnippetCompiling = SwiftcTypechecker()
    /// The language of the teaching sentences, the one the workbook speaks.
    var language: Language = .en

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
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
                        of: check, verdict, suite: suite, file: snippet, language: language)
                )
            }
        }
        return outcome
    }

    /// A compile check as a test of `suite`: passed, or failed with the sentence that teaches.
    static func result(
        of check: CompileCheck, _ verdict: CompileCheck.Verdict, suite: String, file: URL,
        language: Language = .en
    ) -> TestResult {
        var issues: [TestIssue] = []
        switch verdict {
        case .rejected:
            break
        case .compiled:
            issues.append(
                TestIssue(
                    message: check.teaching(in: language),
                    details: [
                        Localized(
                            en: "This snippet compiles against your code, and must not.",
                            ko: "이 코드 조각이 작성한 코드와 함께 컴파일됩니다. 컴파일되면 안 됩니다.")(
                                language)
                    ],
                    file: file.path, line: 1, isOwnText: true))
        case .rejectedOtherwise(let errors):
            issues.append(
                TestIssue(
                    message: check.teaching(in: language),
                    details: [
                        "The compiler rejects this snippet, but not with “\(check.expectedError)”: "
                            + (errors.first ?? "")
                    ],
                    file: file.path, line: 1, isOwnText: true))
        }
        return TestResult(
            id: "\(suite)/compile check \(check.name)/\(check.name).swift:1:1",
            displayName: "compile check: \(check.name)", issues: issues)
    }
}
