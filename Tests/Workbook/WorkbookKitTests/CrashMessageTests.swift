import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// Crash reports as the runtime prints them with its backtracer off, or on macOS through a pipe:
/// no backtrace, only the runtime's message, with `Module/File.swift:line` when user code stopped.
@Suite struct CrashMessageTests {
    /// macOS-shaped console output: a test started, then the runtime's message and nothing else.
    static func macOutput(_ message: String) -> String {
        """
        ◇ Test run started.
        ↳ Testing Library Version: 6.2 (3fdabe5)
        ↳ Target Platform: arm64e-apple-macos14.0
        ◇ Suite CountTests started.
        ◇ Test "count(to: 3) is 1, 2, 3" started.
        \(message)
        error: Exited with unexpected signal code 5
        """
    }

    @Test(
        "a runtime message in the student's code gives its reason, file and line",
        arguments: [
            (
                "StageA/Greeting.swift:14: Precondition failed: n must be positive",
                "Precondition failed: n must be positive"
            ),
            (
                "StageA/Greeting.swift:14: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
            ),
            ("StageA/Greeting.swift:14: Assertion failed", "Assertion failed"),
        ])
    func messageWithPlace(message: String, reason: String) throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let crash = TestCrash.parse(Self.macOutput(message), root: fixture.root)
        #expect(crash.reason == reason)
        #expect(
            crash.file == fixture.root.appendingPathComponent("Sources/StageA/Greeting.swift").path)
        #expect(crash.line == 14)
        let catalog = try fixture.catalog()
        #expect(
            CheckReport.culprit(of: crash, run: TestRun(), catalog: catalog) == "a-count",
            "line 14 is inside the a-count region")
    }

    @Test("a crash in the standard library names no place, and the running test names the exercise")
    func messageOutsideTheWorkbook() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let output = Self.macOutput(
            "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range")
        let outcome = TestOutcome.interpret(
            output: output,
            eventStream: CapturedOutput.rooted(CapturedOutput.crashEvents, at: fixture.root),
            root: fixture.root)
        guard case .crashed(let crash) = outcome.ending else {
            Issue.record("expected a crash, got \(outcome.ending)")
            return
        }
        #expect(crash.reason == "Fatal error: Index out of range")
        #expect(crash.file == nil)
        let running = outcome.run.tests.filter { $0.started && !$0.ended }.map(\.displayName)
        #expect(running.contains("count(to: 3) is 1, 2, 3"))
    }

    @Test(
        "frame paths under /private/var match a root under /var, and the other way round",
        arguments: [
            ("/var/folders/x1/T/samp", "/private/var/folders/x1/T/samp"),
            ("/private/var/folders/x1/T/samp", "/var/folders/x1/T/samp"),
        ])
    func privateVar(root: String, printed: String) {
        let output = CapturedOutput.crashOutput.replacingOccurrences(of: "/tmp/samp", with: printed)
        let crash = TestCrash.parse(output, root: URL(fileURLWithPath: root))
        #expect(crash.reason == "Fatal error: Index out of range")
        #expect(crash.file == root + "/Tests/StageATests/CountTests.swift")
        #expect(crash.line == 5)
    }

    @Test("tests stopped at the time limit say the code probably never finishes")
    func stoppedAtTheLimit() {
        let crash = TestCrash.stopped(after: 15)
        #expect(crash.timeLimit == 15)
        #expect(
            crash.said
                == Localized(
                    en: "did not finish within 15 s and was stopped: the code probably never "
                        + "finishes (an endless loop, or a wait that never ends).",
                    ko: "15초 안에 끝나지 않아 멈췄습니다. 코드가 끝나지 않는 것 같습니다"
                        + "(끝나지 않는 반복문이나, 끝나지 않는 기다림)."))
        #expect(crash.reason == crash.said.en, "verify and grade report the English")
        #expect(TestCrash(reason: "Fatal error: x").said == .verbatim("Fatal error: x"))
    }

    @Test("the time limit is read from WORKBOOK_TEST_TIME_LIMIT, and a bad value is a clear error")
    func timeLimitVariable() throws {
        #expect(try SwiftTestRunner.standard(environment: [:]).timeLimit == 20)
        #expect(
            try SwiftTestRunner.standard(environment: ["WORKBOOK_TEST_TIME_LIMIT": "2.5"]).timeLimit
                == 2.5)
        #expect(throws: WorkbookError.self) {
            try SwiftTestRunner.standard(environment: ["WORKBOOK_TEST_TIME_LIMIT": "soon"])
        }
        #expect(throws: WorkbookError.self) {
            try SwiftTestRunner.standard(environment: ["WORKBOOK_TEST_TIME_LIMIT": "0"])
        }
    }
}
