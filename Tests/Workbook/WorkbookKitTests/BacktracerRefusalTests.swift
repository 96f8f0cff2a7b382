import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// On a Mac, the Swift runtime refuses its crash reporter to the test host that Xcode's toolchain
/// signs, so the run that would locate a crash cannot: `check` reports what the first run knew,
/// says why, and does not pay for that run again. Captured output, no build.
@Suite struct BacktracerRefusalTests {
    /// The workbook these tests are part of, and its catalog.
    let catalog: Catalog

    init() throws {
        let workspace = try Workspace.locate(
            from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        catalog = try Catalog(workspace: workspace)
    }

    /// A root for the captured paths.
    static let root = URL(fileURLWithPath: "/tmp/memorize")

    /// What a locating run prints on a Mac whose runtime refuses the crash reporter.
    static let refusedOutput = """
        swift runtime: backtrace-on-crash is not supported for privileged executables.
        ◇ Test run started.
        ↳ Target Platform: arm64e-apple-macos15.0
        ◇ Test "count(to: 0) is empty" started.
        Swift/ClosedRange.swift:347: Fatal error: Range requires lowerBound <= upperBound
        error: Exited with unexpected signal code 5
        """

    /// What a locating run prints where the crash reporter runs: the crashed thread's frames.
    static let locatedOutput = """
        Swift/ClosedRange.swift:347: Fatal error: Range requires lowerBound <= upperBound
        *** Program crashed: System trap at 0x0000000000001234 ***
        Thread 0 crashed:
        0 0x0000000000001234 _assertionFailure(_:_:file:line:flags:) + 300 in libswiftCore.so
        1 0x0000000000005678 count(to:) + 40 in Tests at /tmp/memorize/Sources/StageA/Greeting.swift:12:20
        """

    /// The first, parallel run's crash: the runtime's message, no place in the workbook.
    static let first = TestOutcome.interpret(
        output: "Swift/ClosedRange.swift:347: Fatal error: Range requires lowerBound <= upperBound",
        eventStream: "", root: root)

    @Test("the refusal is no crash message: the parser reads the runtime's message after it")
    func parserSkipsTheRefusal() {
        let crash = TestCrash.parse(Self.refusedOutput, root: Self.root)
        #expect(crash.reason == "Fatal error: Range requires lowerBound <= upperBound")
        #expect(crash.file == nil && crash.innerFrame == nil)
        #expect(TestCrash.backtracerRefused(in: Self.refusedOutput))
        #expect(!TestCrash.backtracerRefused(in: Self.locatedOutput))
        #expect(!TestCrash.hasRuntimeMessage(in: TestCrash.backtracerRefusal))
    }

    @Test("a refused locating run leaves the first run's crash, marked as refused")
    func refusedRun() throws {
        let again = TestOutcome.interpret(
            output: Self.refusedOutput, eventStream: "", root: Self.root)
        let result = SwiftTestRunner.outcome(Self.first, locatedBy: again)
        guard case .crashed(let crash) = result.ending else {
            Issue.record("not a crash: \(result.ending)")
            return
        }
        #expect(crash.backtracerRefused)
        #expect(crash.reason == "Fatal error: Range requires lowerBound <= upperBound")
        #expect(crash.file == nil)
    }

    @Test("a remembered refusal marks the crash without a locating run")
    func rememberedRefusal() throws {
        let result = SwiftTestRunner.outcome(Self.first, locatedBy: nil)
        guard case .crashed(let crash) = result.ending else {
            Issue.record("not a crash: \(result.ending)")
            return
        }
        #expect(crash.backtracerRefused)
    }

    @Test("where the crash reporter runs, the locating run places the crash as before")
    func locatedRun() throws {
        let again = TestOutcome.interpret(
            output: Self.locatedOutput, eventStream: "", root: Self.root)
        let result = SwiftTestRunner.outcome(Self.first, locatedBy: again)
        guard case .crashed(let crash) = result.ending else {
            Issue.record("not a crash: \(result.ending)")
            return
        }
        #expect(!crash.backtracerRefused)
        #expect(crash.file == "/tmp/memorize/Sources/StageA/Greeting.swift")
        #expect(crash.line == 12)
    }

    @Test("check says why the line is not known, in English and Korean")
    func checkSaysWhy() throws {
        var crash = TestCrash(reason: "Fatal error: Range requires lowerBound <= upperBound")
        crash.backtracerRefused = true
        let exercise = try #require(catalog.exercise("mvc-card-pairs"))
        let plan = CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter)
        let report = CheckReport(
            plan: plan, outcome: TestOutcome(ending: .crashed(crash)), catalog: catalog)
        for (language, words) in [
            (Language.en, "Where it crashed is not known"), (.ko, "알 수 없습니다"),
        ] {
            let console = Console(language: language, output: { _ in }, error: { _ in })
            let lines = CheckFormatter(console: console, catalog: catalog).lines(for: report)
            #expect(lines.contains { $0.contains(words) }, "\(lines)")
        }
        crash.backtracerRefused = false
        let unrefused = CheckReport(
            plan: plan, outcome: TestOutcome(ending: .crashed(crash)), catalog: catalog)
        let console = Console(language: .en, output: { _ in }, error: { _ in })
        let lines = CheckFormatter(console: console, catalog: catalog).lines(for: unrefused)
        #expect(!lines.contains { $0.contains("Where it crashed is not known") }, "\(lines)")
    }
}
