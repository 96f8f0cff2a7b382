import Foundation
import WorkbookKit
import WorkbookLanguage

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
    /// How the student's test process is kept apart from the grader.
    var isolation: GradeIsolation = .best()
    /// The folders closed to the students' tests as another user: a try at reading inside one
    /// is reported where it can be traced (`FileAccessTrace`).
    var closed: [URL] = []

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
        let binary = Self.testBinary(in: root)
        let asOtherUser = isolation == .otherUser && binary != nil
        let sandboxed = isolation == .bubblewrap
        let events = try EventPipe(openToOthers: asOtherUser)
        var sandbox = SandboxedCommand(
            package: root, hidden: Self.workbook(holding: root), writable: [events.url])
        sandbox.buildFolderWritable = binary == nil
        defer { sandbox.removePlaceholders() }
        let before = PackageSnapshot(of: root)
        let testArguments = [
            "--no-parallel", "--filter", filter, "--event-stream-output-path", events.url.path,
            "--event-stream-version", "0",
        ]
        // Where the test binary can be run by itself, `swift test` (which rewrites its build plan
        // in `.build`) stays out of the run, so the student's code is the only thing that could
        // write the build folder: the sandbox makes it read-only, and without the sandbox any
        // change to it is reported and the folder deleted, so the next copy builds from scratch.
        let products =
            binary != nil && !sandboxed ? PackageSnapshot(of: root, inside: ".build") : nil
        var command = ["swift", "test", "--skip-build"] + testArguments
        var environment: [String: String] = [:]
        let other = try binary.flatMap {
            asOtherUser ? try UnprivilegedRun(binary: $0, closed: closed) : nil
        }
        if let binary {
            let arguments = ["--testing-library", "swift-testing"] + testArguments
            command = [binary.path] + arguments
            if let other {
                // Another user, whose every process is killed when the run ends, so no pipe is
                // needed to notice one left behind: the output goes straight to the log, whose
                // size the file-size limit caps.
                command = other.command(arguments)
                environment = other.environment
            } else if !sandboxed {
                // Read through a pipe, as `swift test` does: a process the tests left behind
                // holds it open, so the time limit stops the run and it is reported.
                command = ["bash", "-c", "set -o pipefail; \"$@\" 2>&1 | cat", "tests"] + command
            }
        }
        other?.startSampling()
        var run: (status: Int32, output: String, signalled: Bool, timedOut: Bool)
        do {
            run = try Self.run(
                sandboxed ? sandbox.wrapping(command) : command, in: other?.home ?? root,
                timeout: timeout, language: language, environment: environment)
        } catch {
            _ = other?.finish(status: 0, signalled: false, console: "")
            throw error
        }
        if binary != nil, !sandboxed, other == nil, run.status > 128 {
            run.signalled = true  // bash reports a signal as 128 + its number
        }
        let limitsReached =
            other?.finish(status: run.status, signalled: run.signalled, console: run.output) ?? []
        var written = PackageSnapshot(of: root).changes(since: before)
        if let products {
            let build = PackageSnapshot(of: root, inside: ".build").changes(since: products)
            if !build.isEmpty {
                written += build.map { ".build/" + $0 }
                try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
            }
        }
        let stream = events.finish()
        var outcome = TestOutcome.interpret(output: run.output, eventStream: stream, root: root)
        outcome = RunIntegrity.distrusting(
            outcome,
            signs: RunIntegrity.signs(
                stream: stream, console: run.output, status: run.status,
                changed: written,
                timedOut: run.timedOut)
                + limitsReached
                + (events.overflowed
                    ? ["wrote more than \(EventPipe.keptBytes >> 20) MB of test events"] : []))
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

    /// The test binary `swift build --build-tests` made in `root`, on Linux, where it is an
    /// executable of its own; `nil` elsewhere (macOS runs tests through `xctest`).
    static func testBinary(in root: URL) -> URL? {
        #if os(Linux)
            let folder = root.appendingPathComponent(".build/debug")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
                return nil
            }
            let binary = folder.appendingPathComponent(name)
            return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
        #else
            return nil
        #endif
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
        _ arguments: [String], in folder: URL, timeout: TimeInterval?, language: Language = .en,
        environment: [String: String] = [:]
    ) throws -> (
        status: Int32, output: String, signalled: Bool, timedOut: Bool
    ) {
        let result = try ChildProcess(
            arguments: arguments, folder: folder,
            environment: environment.merging(
                ["SWIFT_BACKTRACE": "enable=no", Language.variable: language.rawValue]
            ) { $1 },
            timeLimit: timeout
        ).run()
        return (result.status, result.output, result.signalled, result.timedOut)
    }
}
