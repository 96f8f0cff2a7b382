import Foundation

/// How a test process ended when it crashed, and where, as far as its output tells.
public struct TestCrash: Equatable, Sendable {
    /// The runtime's reason, such as `Fatal error: Index out of range`.
    public var reason: String
    /// The first frame of the crashed thread inside the workbook, as an absolute path.
    public var file: String?
    /// That frame's line.
    public var line: Int?

    /// Creates a crash description; `parse` and tests make them.
    public init(reason: String, file: String? = nil, line: Int? = nil) {
        self.reason = reason
        self.file = file
        self.line = line
    }

    /// Reads the runtime's crash report in `output`: the fatal error and the crashed thread's frames.
    ///
    /// Frames are kept only when their file is under `root`, so the place named is the student's
    /// code or a test, never the standard library.
    public static func parse(_ output: String, root: URL) -> TestCrash {
        let lines = output.components(separatedBy: "\n")
        let reason =
            lines.first { $0.contains("Fatal error:") }.map {
                String($0[$0.range(of: "Fatal error:")!.lowerBound...])
            }
            ?? lines.first { $0.contains("*** Program crashed:") }.map {
                $0.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
            }
            ?? "The test process stopped without finishing."
        let base = root.resolvingSymlinksInPath().path + "/"
        var inCrashedThread = false
        for line in lines {
            if line.hasPrefix("Thread ") {
                inCrashedThread = line.hasSuffix("crashed:")
                continue
            }
            guard inCrashedThread, let at = line.range(of: " at /", options: .backwards) else {
                continue
            }
            let parts = ("/" + line[at.upperBound...]).split(separator: ":")
            guard parts.count >= 2, let number = Int(parts[1]), parts[0].hasPrefix(base)
            else { continue }
            return TestCrash(reason: reason, file: String(parts[0]), line: number)
        }
        return TestCrash(reason: reason)
    }
}

/// What one `swift test` invocation came to: a build failure, a crash, or a finished run.
public struct TestOutcome: Equatable, Sendable {
    /// The three ways a run ends.
    public enum Ending: Equatable, Sendable {
        /// The package or its tests did not compile.
        case buildFailed
        /// The test process stopped before the run ended.
        case crashed(TestCrash)
        /// Every selected test ran; some may have failed.
        case finished
    }

    /// How the run ended.
    public var ending: Ending
    /// The tests and their issues, as far as the run got.
    public var run: TestRun
    /// The compiler errors, when the build failed.
    public var diagnostics: [CompilerDiagnostic]
    /// `error:` lines without a place, when the build failed for another reason.
    public var otherErrors: [String]

    /// Creates an outcome; `interpret` and tests make them.
    public init(
        ending: Ending, run: TestRun = TestRun(), diagnostics: [CompilerDiagnostic] = [],
        otherErrors: [String] = []
    ) {
        self.ending = ending
        self.run = run
        self.diagnostics = diagnostics
        self.otherErrors = otherErrors
    }

    /// Decides how a run ended from its console output and its event stream.
    ///
    /// A run whose event stream says it ended finished, whatever the exit status; one that started
    /// and did not end crashed; one that never started failed to build.
    public static func interpret(output: String, eventStream: String, root: URL) -> TestOutcome {
        let run = TestRun.parse(eventStream)
        if run.ended {
            return TestOutcome(ending: .finished, run: run)
        }
        let diagnostics = CompilerDiagnostic.errors(in: output)
        let crashedInOutput =
            output.contains("Fatal error:") || output.contains("*** Program crashed:")
        if run.started || (diagnostics.isEmpty && crashedInOutput) {
            return TestOutcome(ending: .crashed(TestCrash.parse(output, root: root)), run: run)
        }
        // Without a located error, the unlocated ones (or the output's end) are all there is to show.
        var otherErrors = diagnostics.isEmpty ? CompilerDiagnostic.unlocatedErrors(in: output) : []
        if diagnostics.isEmpty && otherErrors.isEmpty {
            otherErrors = Array(
                output.components(separatedBy: "\n").filter { !$0.isEmpty }.suffix(5))
        }
        return TestOutcome(
            ending: .buildFailed, run: run, diagnostics: diagnostics, otherErrors: otherErrors)
    }
}

/// Runs a package's tests; the real one calls `swift test`, tests substitute canned outcomes.
public protocol TestRunning: Sendable {
    /// Builds the package at `root` and runs the tests `filter` selects, in one invocation.
    func runTests(filter: String, in root: URL) throws -> TestOutcome
}

/// Runs `swift test --filter <filter>` once, asking Swift Testing for its event stream.
public struct SwiftTestRunner: TestRunning {
    /// Creates the runner.
    public init() {}

    public func runTests(filter: String, in root: URL) throws -> TestOutcome {
        let folder = root.appendingPathComponent(".workbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let events = folder.appendingPathComponent("test-events-\(getpid()).jsonl")
        try? FileManager.default.removeItem(at: events)
        defer { try? FileManager.default.removeItem(at: events) }
        let (status, output, signalled) = try RunningTests.shared.run(
            [
                "swift", "test", "--filter", filter, "--event-stream-output-path", events.path,
                "--event-stream-version", "0",
            ], in: root, events: events)
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        var outcome = TestOutcome.interpret(output: output, eventStream: stream, root: root)
        if signalled, outcome.ending == .buildFailed {
            outcome.ending = .crashed(
                TestCrash(reason: "swift test was stopped by a signal (status \(status))."))
        }
        return outcome
    }
}

/// The `swift test` process running now, so that Ctrl-C in `watch` can stop it as well.
///
/// Foundation starts child processes in their own process group, so the terminal's Ctrl-C
/// reaches only the tool; `interrupt()` passes it on.
public final class RunningTests: @unchecked Sendable {
    /// The one tracker of the process.
    public static let shared = RunningTests()

    private let lock = NSLock()
    private var process: Process?
    private var events: URL?

    /// Runs `arguments` in `folder` with output and errors merged, remembering the process meanwhile.
    func run(_ arguments: [String], in folder: URL, events: URL) throws -> (
        status: Int32, output: String, signalled: Bool
    ) {
        defer { lock.withLock { self.process = nil } }
        let result = try Shell.run(arguments, in: folder) { process in
            lock.withLock {
                self.process = process
                self.events = events
            }
        }
        return (result.status, result.output, result.crashed)
    }

    /// Sends Ctrl-C to the running tests, waits up to `timeout` seconds for them to stop, and
    /// removes their event stream file.
    public func interrupt(timeout: TimeInterval = 3) {
        let (process, events) = lock.withLock { (self.process, self.events) }
        guard let process, process.isRunning else { return }
        process.interrupt()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning { process.terminate() }
        if let events { try? FileManager.default.removeItem(at: events) }
    }
}
