import Foundation
import Testing

@testable import WorkbookKit

/// Real processes, each bounded: a program past its time limit is stopped with everything it
/// started, an endless loop or a crash in a region ends in a verdict, and a stopped `check`
/// leaves no test process behind.
@Suite struct TimeLimitTests {
    /// A temporary folder for a test's files.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Whether `pid` is a live process (a zombie waiting for its parent does not count).
    static func isAlive(_ pid: pid_t) -> Bool {
        ChildProcess.processTable().contains { $0.pid == pid }
    }

    @Test("a program past its limit is stopped with a child in a process group of its own")
    func stopsTheWholeTree() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // `set -m` puts the background job in its own process group, as SwiftPM does the tests.
        let start = Date()
        let result = try ChildProcess(
            arguments: ["bash", "-c", "set -m; sleep 300 & echo $! > child.pid; wait"],
            folder: folder, timeLimit: 1
        ).run()
        #expect(result.timedOut)
        #expect(Date().timeIntervalSince(start) < 10)
        let text = try String(
            contentsOf: folder.appendingPathComponent("child.pid"), encoding: .utf8)
        let child = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isAlive(child), "the grandchild in its own process group was stopped too")
    }

    @Test("the clock starts when the clock file appears, so a build before it is not counted")
    func clockStartsLate() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        let result = try ChildProcess(
            arguments: ["sh", "-c", "sleep 2; touch started; sleep 300"], folder: folder,
            timeLimit: 1, clockStartsWhenExists: folder.appendingPathComponent("started")
        ).run()
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.timedOut)
        #expect(
            elapsed >= 2.9 && elapsed < 15, "2 s before the clock, 1 s after: took \(elapsed) s")
    }

    @Test("a program that ends in time is not stopped, and its output is kept")
    func endsInTime() throws {
        let result = try ChildProcess(
            arguments: ["sh", "-c", "echo out; echo err >&2; exit 3"],
            folder: FileManager.default.temporaryDirectory, timeLimit: 10
        ).run()
        #expect(!result.timedOut)
        #expect(result.status == 3)
        #expect(result.output == "out\nerr\n")
    }

    /// The fixture with `a-count` written as an endless loop and `a-greet` as a force-unwrap of nil.
    static func studentMistakes() throws -> FixtureWorkbook {
        var files = FixtureWorkbook.files
        files["Sources/StageA/Greeting.swift"] = files["Sources/StageA/Greeting.swift"]!
            .replacingOccurrences(
                of: "guard n > 0 else { return [] }\n    return Array(1...n)",
                with:
                    "var numbers: [Int] = []\n    while n > 0 { numbers.append(n) }\n    return numbers"
            )
            .replacingOccurrences(
                of: "\"Hello, \\(name)!\"",
                with: "let nothing: String? = nil\n    return nothing!")
        return try FixtureWorkbook(files: files)
    }

    @Test("an endless loop is stopped at the limit, and a crash ends in a verdict naming the test")
    func endlessLoopAndCrash() throws {
        let fixture = try Self.studentMistakes()
        defer { fixture.remove() }
        // Built first, so the timings below are those of the test runs alone.
        let build = try Shell.run(["swift", "build", "--build-tests"], in: fixture.root)
        try #require(build.status == 0, "\(build.output)")
        let runner = SwiftTestRunner(timeLimit: 3)

        let catalog = try fixture.catalog()
        let plan = CheckPlan.make(
            for: try catalog.resolve("a-count"), catalog: catalog, state: WorkbookState())
        var start = Date()
        let loop = CheckReport(
            plan: plan, outcome: try runner.runTests(filter: plan.filter, in: fixture.root),
            catalog: catalog)
        #expect(Date().timeIntervalSince(start) < 3 + 30)
        #expect(loop.crash?.timeLimit == 3)
        #expect(loop.crashedExercise == "a-count")
        #expect(loop.runningWhenCrashed.map(\.displayName) == ["count(to: 3) is 1, 2, 3"])

        start = Date()
        let outcome = try runner.runTests(filter: "StageATests.GreetTests", in: fixture.root)
        #expect(Date().timeIntervalSince(start) < 30, "the crash reporter is not waited for")
        guard case .crashed(let crash) = outcome.ending else {
            Issue.record("expected a crash, got \(outcome.ending)\n\(outcome.output)")
            return
        }
        #expect(crash.timeLimit == nil)
        #expect(crash.reason.contains("Unexpectedly found nil"))
        #expect(crash.file?.hasSuffix("Sources/StageA/Greeting.swift") == true)
        let running = outcome.run.tests.filter { $0.started && !$0.ended }.map(\.displayName)
        #expect(running == ["greet says hello to the name"])
    }

    /// The `workbook` executable built beside this test binary.
    static func workbookExecutable() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("workbook")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    @Test("SIGTERM to a running check stops its swift test and the test process too")
    func stoppedCheckLeavesNothing() throws {
        let executable = try #require(Self.workbookExecutable(), "build the tool first")
        let fixture = try Self.studentMistakes()
        defer { fixture.remove() }
        let check = Process()
        check.executableURL = executable
        check.arguments = ["check", "a-count"]
        check.currentDirectoryURL = fixture.root
        check.environment = ProcessInfo.processInfo.environment.merging([
            "WORKBOOK_TEST_TIME_LIMIT": "600"
        ]) { $1 }
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        try check.run()
        defer { if check.isRunning { ChildProcess.stopTree(of: check.processIdentifier) } }

        // The test process opens its event stream when it starts; the loop runs soon after.
        let events = fixture.root.appendingPathComponent(
            ".workbook/test-events-\(check.processIdentifier).jsonl")
        let deadline = Date().addingTimeInterval(480)
        while !FileManager.default.fileExists(atPath: events.path) && Date() < deadline
            && check.isRunning
        {
            Thread.sleep(forTimeInterval: 0.2)
        }
        try #require(FileManager.default.fileExists(atPath: events.path), "the tests never started")
        Thread.sleep(forTimeInterval: 1)
        let started = ChildProcess.tree(of: check.processIdentifier).filter {
            $0 != check.processIdentifier
        }
        #expect(started.count >= 2, "swift test and the test process are running")

        check.terminate()
        let stop = Date()
        while check.isRunning && Date().timeIntervalSince(stop) < 20 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(!check.isRunning)
        #expect(check.terminationStatus == 128 + SIGTERM)
        Thread.sleep(forTimeInterval: 0.5)
        let left = started.filter(Self.isAlive)
        #expect(left.isEmpty, "still running after check was stopped: \(left)")
    }
}
