import Foundation
import WorkbookLanguage

/// Runs `swift test --filter <filter>` once, asking Swift Testing for its event stream, and stops
/// the tests when they run past a time limit.
///
/// The limit starts counting when the test process opens its event stream, so the build before it
/// (minutes when cold) is not counted; the stages' tests take a second or two. The toolchain's
/// crash reporter is turned off (`SWIFT_BACKTRACE=enable=no`): a crash ends in the runtime's own
/// message at once, instead of waiting on a reporter that may never finish.
struct SwiftTestRunner: TestRunning {
    /// Seconds the tests may run, counted from the moment the test process starts.
    var timeLimit: TimeInterval = Self.defaultTimeLimit
    /// Whether to build with `swift build --build-tests` first and then run `--skip-build`
    /// (grading does: its build output is kept apart from the tests').
    var buildsFirst = false
    /// Whether tests may run in parallel; one at a time, a crash stops exactly one test.
    var parallel = true
    /// The language the stages' tests give their advice in (`WORKBOOK_LANG`).
    var language: Language = .en

    /// The default time limit: a lecture's whole test run took 7 s on a loaded 2-core machine.
    static let defaultTimeLimit: TimeInterval = 20

    /// The environment variable that changes the time limit, in seconds.
    static let timeLimitVariable = "WORKBOOK_TEST_TIME_LIMIT"

    /// The runner `check`, `watch` and `verify` use, with the time limit `environment` sets.
    static func standard(
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

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
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
        let folder = root.appendingPathComponent(".workbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let events = folder.appendingPathComponent(
            "test-events-\(ProcessInfo.processInfo.processIdentifier).jsonl")
        try? FileManager.default.removeItem(at: events)
        defer { try? FileManager.default.removeItem(at: events) }
        var arguments = ["swift", "test"]
        if buildsFirst { arguments.append("--skip-build") }
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
            environment: ["SWIFT_BACKTRACE": "enable=no", Language.variable: language.rawValue],
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
