import Foundation
import WorkbookLanguage

/// Runs `swift test --filter <filter>` once, asking Swift Testing for its event stream, and stops
/// the tests when they run past a time limit.
///
/// The limit starts counting when the test process opens its event stream, so the build before it
/// (minutes when cold) is not counted; the stages' tests take a second or two. The toolchain's
/// crash reporter is turned off (`SWIFT_BACKTRACE=enable=no`): a crash ends in the runtime's own
/// message at once, instead of waiting on a reporter that may never finish.
package struct SwiftTestRunner: TestRunning {
    /// Seconds the tests may run, counted from the moment the test process starts.
    var timeLimit: TimeInterval = Self.defaultTimeLimit
    /// Whether to build with `swift build --build-tests` first and then run `--skip-build`
    /// (grading does: its build output is kept apart from the tests').
    var buildsFirst = false
    /// Whether tests may run in parallel; one at a time, a crash stops exactly one test.
    var parallel = true
    /// The language the stages' tests give their advice in (`WORKBOOK_LANG`).
    var language: Language = .en
    /// Whether a crash the runtime's message does not place in the workbook is located by a
    /// second run of the unfinished tests (see `locatingCrash(of:in:)`).
    package var locatesCrashes = true
    /// More environment for the test process, such as `WORKBOOK_PREMISES=1` for
    /// `verify --mutants` (see `AdviceEvidence`).
    package var environment: [String: String] = [:]

    /// The crash reporter's settings for the locating run: no questions, no colours, only the
    /// crashed thread, which is all `TestCrash.parse` reads.
    static let reporterOn =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"

    /// The default time limit: a lecture's whole test run took 7 s on a loaded 2-core machine.
    static let defaultTimeLimit: TimeInterval = 20

    /// The environment variable that changes the time limit, in seconds.
    static let timeLimitVariable = "WORKBOOK_TEST_TIME_LIMIT"

    /// The runner `check`, `watch` and `verify` use, with the time limit `environment` sets.
    package static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        language: Language = .en
    ) throws -> SwiftTestRunner {
        guard let text = environment[timeLimitVariable] else {
            return SwiftTestRunner(language: language)
        }
        guard let seconds = TimeInterval(text), seconds > 0, seconds.isFinite else {
            throw WorkbookError.usage(
                "\(timeLimitVariable) must be a number of seconds above 0, got '\(text)'.")
        }
        return SwiftTestRunner(timeLimit: seconds, language: language)
    }

    /// Runs the tests `filter` picks; once more when the build engine itself failed, which is
    /// not the code's doing and would otherwise read as code that does not compile.
    package func runTests(filter: String, in root: URL) throws -> TestOutcome {
        let outcome = try runTestsOnce(filter: filter, in: root)
        guard Self.buildEngineFailed(outcome) else { return outcome }
        return try runTestsOnce(filter: filter, in: root)
    }

    /// Whether a build failed with no compiler error, only the build engine's own `error:
    /// fatalError` (SwiftPM's build system stopping on itself, such as its database in use).
    static func buildEngineFailed(_ outcome: TestOutcome) -> Bool {
        outcome.ending == .buildFailed && outcome.diagnostics.isEmpty
            && outcome.otherErrors.contains {
                $0.trimmingCharacters(in: .whitespaces) == "error: fatalError"
            }
    }

    private func runTestsOnce(filter: String, in root: URL) throws -> TestOutcome {
        if buildsFirst {
            let build = try ChildProcess(
                arguments: ["swift", "build", "--build-tests"], folder: root,
                environment: [Language.variable: language.rawValue]
            ).run()
            guard build.status == 0 else {
                var outcome = TestOutcome.interpret(
                    output: build.output, eventStream: "", root: root)
                if outcome.ending != .buildFailed {
                    outcome = TestOutcome(ending: .buildFailed, otherErrors: [build.output])
                }
                return outcome
            }
        }
        let outcome = try runOnce(filter: filter, in: root, parallel: parallel, backtrace: false)
        return try locatingCrash(of: outcome, in: root)
    }

    /// When the tests crashed at a place the runtime did not tie to the workbook (a check in the
    /// standard library, such as a range whose bounds are reversed), runs the tests that had not
    /// finished again, one at a time, with the crash reporter on: its backtrace names the line of
    /// the workbook that was running, and the one test that crashed.
    ///
    /// The re-run has the same time limit; when it tells nothing more, the first outcome stands.
    /// Where the runtime refuses the crash reporter (macOS, for the Apple-signed test host of
    /// Xcode's toolchain), the re-run cannot help: the refusal is remembered in `.workbook/`, and
    /// later crashes are reported as the first run saw them, saying why, without a re-run.
    private func locatingCrash(of outcome: TestOutcome, in root: URL) throws -> TestOutcome {
        guard locatesCrashes, case .crashed(let crash) = outcome.ending, crash.timeLimit == nil,
            crash.file == nil, crash.innerFrame == nil
        else { return outcome }
        let unfinished = outcome.run.tests.filter { $0.started && !$0.ended }
        guard !unfinished.isEmpty else { return outcome }
        let refusal = root.appendingPathComponent(Self.refusalRecord)
        if FileManager.default.fileExists(atPath: refusal.path) {
            return Self.outcome(outcome, locatedBy: nil)
        }
        let names = unfinished.map { NSRegularExpression.escapedPattern(for: $0.name) }
        let again = try runOnce(
            filter: "^(\(names.joined(separator: "|")))", in: root, parallel: false,
            backtrace: true)
        if TestCrash.backtracerRefused(in: again.output) {
            try? Data(again.output.utf8).write(to: refusal)
        }
        return Self.outcome(outcome, locatedBy: again)
    }

    /// Where a refusal of the crash reporter is remembered, inside the workbook's own folder.
    static let refusalRecord = ".workbook/backtracer-refused"

    /// `first`'s crash, placed by the locating run `again` when it could place it; marked as
    /// refused by the runtime when `again` says so, or when it did not run (`nil`) because a
    /// refusal was remembered.
    static func outcome(_ first: TestOutcome, locatedBy again: TestOutcome?) -> TestOutcome {
        guard case .crashed(let crash) = first.ending else { return first }
        var result = first
        guard let again, !TestCrash.backtracerRefused(in: again.output) else {
            var refused = crash
            refused.backtracerRefused = true
            result.ending = .crashed(refused)
            return result
        }
        guard case .crashed(var located) = again.ending, located.timeLimit == nil else {
            return first
        }
        // Run one at a time, the test left unfinished is the one that crashed, even where the
        // run could not place the crash in the code.
        let crashing = again.run.tests.first { $0.started && !$0.ended }?.id
        guard located.file != nil || located.innerFrame != nil else {
            var named = crash
            named.crashingTest = crashing
            result.ending = .crashed(named)
            return result
        }
        located.reason = crash.reason
        located.crashingTest = crashing
        result.ending = .crashed(located)
        return result
    }

    /// One `swift test` run, in parallel or one test at a time, with the crash reporter on or off.
    private func runOnce(filter: String, in root: URL, parallel: Bool, backtrace: Bool) throws
        -> TestOutcome
    {
        let folder = root.appendingPathComponent(".workbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let events = folder.appendingPathComponent(
            "test-events-\(ProcessInfo.processInfo.processIdentifier).jsonl")
        try? FileManager.default.removeItem(at: events)
        defer { try? FileManager.default.removeItem(at: events) }
        var arguments = ["swift", "test"]
        // The locating run follows a run that built everything.
        if buildsFirst || backtrace { arguments.append("--skip-build") }
        if !parallel { arguments.append("--no-parallel") }
        #if canImport(Darwin)
            // On macOS SwiftPM first runs (and lists) XCTest tests; the workbook has none.
            arguments.append("--disable-xctest")
        #else
            // On Linux XCTest runs in the same process and finds nothing; the flag would only
            // change the build plan that a student's own `swift test` shares.
        #endif
        arguments += [
            "--filter", filter, "--event-stream-output-path", events.path,
            "--event-stream-version", "0",
        ]
        let run = try ChildProcess(
            arguments: arguments, folder: root,
            environment: environment.merging([
                "SWIFT_BACKTRACE": backtrace ? Self.reporterOn : "enable=no",
                Language.variable: language.rawValue,
            ]) { _, fixed in fixed },
            timeLimit: timeLimit, clockStartsWhenExists: events
        ).run()
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        var outcome = TestOutcome.interpret(output: run.output, eventStream: stream, root: root)
        if run.timedOut {
            outcome.ending = .crashed(TestCrash.stopped(after: timeLimit))
        } else if run.signalled, outcome.ending == .buildFailed {
            outcome.ending = .crashed(
                TestCrash(reason: "swift test was stopped by a signal (status \(run.status))."))
        }
        return outcome
    }
}
