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
    /// The language the stages' tests give their advice in (`WORKBOOK_LANG`).
    var language: Language = .en

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        let build = try Self.run(
            ["swift", "build", "--build-tests"], in: root, timeout: nil, language: language)
        guard build.status == 0 else {
            var outcome = TestOutcome.interpret(output: build.output, eventStream: "", root: root)
            if outcome.ending != .buildFailed {
                outcome = TestOutcome(ending: .buildFailed, otherErrors: [build.output])
            }
            return outcome
        }
        // The events go through a pipe the grader reads as they come (see `EventPipe`).
        let events = try EventPipe()
        let sandbox = SandboxedCommand(
            package: root, hidden: Self.workbook(holding: root), writable: [events.url])
        defer { sandbox.removePlaceholders() }
        let before = PackageSnapshot(of: root)
        let run = try Self.run(
            sandbox.wrapping([
                "swift", "test", "--skip-build", "--no-parallel", "--filter", filter,
                "--event-stream-output-path",
                events.url.path, "--event-stream-version", "0",
            ]), in: root, timeout: timeout, language: language)
        let stream = events.finish()
        var outcome = TestOutcome.interpret(output: run.output, eventStream: stream, root: root)
        outcome = RunIntegrity.distrusting(
            outcome,
            signs: RunIntegrity.signs(
                stream: stream, console: run.output, status: run.status,
                changed: PackageSnapshot(of: root).changes(since: before),
                timedOut: run.timedOut))
        if run.timedOut {
            outcome = TestOutcome(
                ending: .crashed(
                    TestCrash(
                        reason: "The tests did not finish within \(Int(timeout)) seconds "
                            + "(an endless loop?) and were stopped.")),
                run: outcome.run, tampering: outcome.tampering)
        } else if run.signalled, outcome.ending == .buildFailed {
            outcome.ending = .crashed(
                TestCrash(reason: "swift test was stopped by a signal (status \(run.status))."))
        }
        return outcome
    }

    /// The instructor's workbook that `root`, a scratch package in its `.workbook/grade/`, is
    /// inside of; `root` itself when it is not a scratch package.
    static func workbook(holding root: URL) -> URL {
        let parts = root.standardizedFileURL.pathComponents
        guard let state = parts.lastIndex(of: ".workbook"), state > 0 else { return root }
        return URL(fileURLWithPath: NSString.path(withComponents: Array(parts[..<state])))
    }

    /// Runs `arguments` in `folder` through the tool's one way of starting a program, which
    /// stops the whole process tree (the test binary in its own group too) after `timeout`.
    static func run(
        _ arguments: [String], in folder: URL, timeout: TimeInterval?, language: Language = .en
    ) throws -> (
        status: Int32, output: String, signalled: Bool, timedOut: Bool
    ) {
        let result = try ChildProcess(
            arguments: arguments, folder: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no", Language.variable: language.rawValue],
            timeLimit: timeout
        ).run()
        return (result.status, result.output, result.signalled, result.timedOut)
    }
}
