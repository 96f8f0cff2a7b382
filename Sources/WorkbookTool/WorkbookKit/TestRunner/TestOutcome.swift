import Foundation

/// What one `swift test` invocation came to: a build failure, a crash, or a finished run.
package struct TestOutcome: Equatable, Sendable {
    /// The three ways a run ends.
    package enum Ending: Equatable, Sendable {
        /// The package or its tests did not compile.
        case buildFailed
        /// The test process stopped before the run ended.
        case crashed(TestCrash)
        /// Every selected test ran; some may have failed.
        case finished
    }

    /// How the run ended.
    package var ending: Ending
    /// The tests and their issues, as far as the run got.
    package var run: TestRun = TestRun()
    /// The compiler errors, when the build failed.
    package var diagnostics: [CompilerDiagnostic] = []
    /// The compiler's warnings, as far as the build printed them (a file it did not compile again
    /// prints none: see `RememberedWarnings`).
    var warnings: [CompilerDiagnostic] = []
    /// `error:` lines without a place, when the build failed for another reason.
    package var otherErrors: [String] = []
    /// Everything `swift test` printed, for `check --verbose`.
    var output: String = ""
    /// Signs that the test process tampered with the record of its run (see `RunIntegrity`).
    package var tampering: [String] = []

    /// Written out for the instructor's commands: a memberwise initializer is internal.
    package init(
        ending: Ending, run: TestRun = TestRun(), diagnostics: [CompilerDiagnostic] = [],
        warnings: [CompilerDiagnostic] = [], otherErrors: [String] = [], output: String = "",
        tampering: [String] = []
    ) {
        self.ending = ending
        self.run = run
        self.diagnostics = diagnostics
        self.warnings = warnings
        self.otherErrors = otherErrors
        self.output = output
        self.tampering = tampering
    }

    /// Decides how a run ended from its console output and its event stream.
    ///
    /// A run whose event stream says it ended finished, whatever the exit status; one that started
    /// and did not end crashed; one that never started failed to build.
    package static func interpret(output: String, eventStream: String, root: URL) -> TestOutcome {
        var outcome = interpretEnding(output: output, eventStream: eventStream, root: root)
        outcome.warnings = CompilerDiagnostic.warnings(in: output)
        return outcome
    }

    /// `interpret` without the warnings.
    private static func interpretEnding(output: String, eventStream: String, root: URL)
        -> TestOutcome
    {
        let run = TestRun.parse(eventStream)
        if run.ended {
            return TestOutcome(ending: .finished, run: run, output: output)
        }
        let diagnostics = CompilerDiagnostic.errors(in: output)
        let crashedInOutput = TestCrash.hasRuntimeMessage(in: output)
        if run.started || (diagnostics.isEmpty && crashedInOutput) {
            return TestOutcome(
                ending: .crashed(TestCrash.parse(output, root: root)), run: run, output: output)
        }
        // Without a located error, the unlocated ones (or the output's end) are all there is to show.
        var otherErrors = diagnostics.isEmpty ? CompilerDiagnostic.unlocatedErrors(in: output) : []
        if diagnostics.isEmpty && otherErrors.isEmpty {
            otherErrors = Array(
                output.components(separatedBy: "\n").filter { !$0.isEmpty }.suffix(5))
        }
        return TestOutcome(
            ending: .buildFailed, run: run, diagnostics: diagnostics, otherErrors: otherErrors,
            output: output)
    }
}
