import Foundation
import Testing

@testable import WorkbookKit

@Suite final class CheckCommandTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    func check(_ fixture: FixtureWorkbook, _ target: String?, runner: CannedRunner) throws -> (
        status: Int32, output: String
    ) {
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console)
        let status = try CheckCommand.check(target, context: context, runner: runner)
        return (status, recording.output)
    }

    /// Each checked exercise's verdict, by id: what `check` prints, without its columns.
    func verdicts(_ target: String?, runner: CannedRunner) throws -> [String: Verdict] {
        let catalog = try fixture.catalog()
        let plan = CheckPlan.make(
            for: try target.map { try catalog.resolve($0) }, catalog: catalog,
            state: try WorkbookState.load(from: catalog.workspace))
        let outcome = try runner.runTests(filter: plan.filter, in: fixture.root)
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        return Dictionary(
            uniqueKeysWithValues: report.entries.map { ($0.exercise.id, Verdict($0.verdict)) })
    }

    /// A verdict's kind and counts, leaving out the details other assertions look at.
    enum Verdict: Equatable {
        case passed(tests: Int)
        case failed(Int, of: Int)
        case compileError, crashed
        case notRun(CheckReport.NotRunReason)
        case noTests

        init(_ verdict: CheckReport.Verdict) {
            switch verdict {
            case .passed(let tests): self = .passed(tests: tests)
            case .failed(let failures, let total): self = .failed(failures.count, of: total)
            case .compileError: self = .compileError
            case .crashed: self = .crashed
            case .notRun(let reason): self = .notRun(reason)
            case .noTests: self = .noTests
            }
        }
    }

    @Test("an exercise is checked with its own filter, a lecture with its test target's")
    func plans() throws {
        let catalog = try fixture.catalog()
        let state = WorkbookState()
        let greet = try #require(catalog.exercise("a-greet"))
        #expect(
            CheckPlan.make(for: .exercise(greet), catalog: catalog, state: state).filter
                == "StageATests.GreetTests/")
        let lecture = CheckPlan.make(for: .lecture("StageA"), catalog: catalog, state: state)
        #expect(lecture.filter == #"StageATests\."#)
        #expect(lecture.exercises.map(\.id) == ["a-greet", "a-count"])
        #expect(lecture.stages == ["StageA"])
        let everything = CheckPlan.make(for: nil, catalog: catalog, state: state)
        #expect(everything.filter == #"(StageATests|StageBTests)\."#)
        #expect(everything.exercises.count == 3)
    }

    @Test("with no name, check runs only the started exercises, in one combined filter")
    func startedOnly() throws {
        #expect(fixture.run("start", "a-count").status == 0)
        #expect(fixture.run("start", "b-double").status == 0)
        let catalog = try fixture.catalog()
        let plan = CheckPlan.make(
            for: nil, catalog: catalog, state: try WorkbookState.load(from: catalog.workspace))
        #expect(plan.exercises.map(\.id) == ["a-count", "b-double"])
        #expect(plan.filter == #"(StageATests\.(CountTests)|StageBTests\.(DoubleTests))/"#)
    }

    @Test("a failed expectation is shown with file:line and the author's explanation, and exits 1")
    func failure() throws {
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "", eventStream: CapturedOutput.failingEvents,
                root: URL(fileURLWithPath: "/"))
        }
        let (status, output) = try check(fixture, "StageA", runner: runner)
        #expect(status == 1)
        #expect(runner.filters == [#"StageATests\."#])
        let verdicts = try verdicts("StageA", runner: runner)
        #expect(verdicts["a-greet"] == .failed(2, of: 2))
        #expect(verdicts["a-count"] == .passed(tests: 1))
        #expect(
            output.contains(
                #"Tests/StageATests/GreetTests.swift:6: Expectation failed: (greet("Ada") → "") == "Hello, Ada!""#
            ))
        #expect(output.contains("↳ Put the name between 'Hello, ' and '!'."))
        #expect(output.contains("swift run workbook hint a-greet"))
    }

    @Test("a compile error is reported against the exercise whose region holds it")
    func compileError() throws {
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: CapturedOutput.rooted(CapturedOutput.compileOutput, at: root),
                eventStream: "", root: root)
        }
        let (status, output) = try check(fixture, "StageA", runner: runner)
        #expect(status == 1)
        let verdicts = try verdicts("StageA", runner: runner)
        #expect(verdicts["a-greet"] == .compileError)
        #expect(verdicts["a-count"] == .notRun(.packageDoesNotCompile))
        #expect(output.contains("Sources/StageA/Greeting.swift:4:18: error: cannot convert value"))
        #expect(!output.contains("fatalError"))
        #expect(!output.contains("Compiling"))
    }

    /// A runner whose build fails with one compiler error, "oops", at `place` (`path:line:column`
    /// relative to the workbook).
    func failingBuild(at place: String) -> CannedRunner {
        CannedRunner { root in
            TestOutcome.interpret(
                output: "\(root.path)/\(place): error: oops\n", eventStream: "", root: root)
        }
    }

    @Test("a compile error outside every region is reported as such")
    func unplacedError() throws {
        let runner = failingBuild(at: "Sources/StageA/Greeting.swift:10:1")
        let (status, output) = try check(fixture, "a-greet", runner: runner)
        #expect(status == 1)
        #expect(output.contains("Compiler errors outside every exercise region:"))
        #expect(output.contains("Sources/StageA/Greeting.swift:10:1: error: oops"))
    }

    @Test("a compile error in an exercise that was not asked for is shown against that exercise")
    func errorElsewhere() throws {
        let runner = failingBuild(at: "Sources/StageB/Greeting.swift:13:5")
        let (status, output) = try check(fixture, "a-count", runner: runner)
        #expect(status == 1)
        let verdicts = try verdicts("a-count", runner: runner)
        #expect(verdicts["a-count"] == .notRun(.packageDoesNotCompile))
        #expect(verdicts["b-double"] == .compileError)
        #expect(output.contains("Fix the compiler error at Sources/StageB/Greeting.swift:13"))
    }

    @Test("a crash is reported as a crash of the exercise whose test crashed")
    func crash() throws {
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: CapturedOutput.rooted(CapturedOutput.crashOutput, at: root),
                eventStream: CapturedOutput.rooted(CapturedOutput.crashEvents, at: root),
                root: root)
        }
        let (status, output) = try check(fixture, "StageA", runner: runner)
        #expect(status == 1)
        #expect(output.contains("crashed the test process: Fatal error: Index out of range"))
        let verdicts = try verdicts("StageA", runner: runner)
        #expect(verdicts["a-count"] == .crashed)
        #expect(
            verdicts["a-greet"] == .notRun(.crashedBeforeFinishing))
        #expect(output.contains("at Tests/StageATests/CountTests.swift:5"))
    }

    @Test("exercises a crash stopped are not run in the lecture summary, never failed")
    func crashSummary() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        #expect(fixture.run("start", "a-count").status == 0)
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: CapturedOutput.rooted(CapturedOutput.crashOutput, at: root),
                eventStream: CapturedOutput.rooted(CapturedOutput.crashEvents, at: root),
                root: root)
        }
        let (status, output) = try check(fixture, "StageA", runner: runner)
        #expect(status == 1)
        #expect(output.contains("a-greet  not run: the test process crashed before its tests"))
        #expect(output.contains("StageA  0 passed, 1 failed, 1 not run (the crash stopped them)"))
        #expect(output.contains("Find what crashes in a-count"))
    }

    @Test("a pass marks a started exercise done and names the next exercise to start")
    func pass() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageATests.GreetTests", nil)]),
                root: URL(fileURLWithPath: "/"))
        }
        let (status, output) = try check(fixture, nil, runner: runner)
        #expect(status == 0)
        #expect(runner.filters == ["StageATests.GreetTests/"])
        #expect(output.contains("All passed.\nNext: swift run workbook start a-count"))
        let list = fixture.run("list", "--json").output
        #expect(list.contains(#""status" : "done""#))
    }

    @Test("a lecture check sums up the suites that belong to no exercise in one line")
    func otherSuites() throws {
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageATests.CountTests", nil),
                    ("StageATests.EdgeTests", nil),
                    ("StageATests.EdgeTests", "Expectation failed: edge"),
                ]), root: URL(fileURLWithPath: "/"))
        }
        let (status, output) = try check(fixture, "StageA", runner: runner)
        #expect(status == 1)
        #expect(
            output.contains(
                "Other tests of StageA: 1 passed, 1 failed (first: \"test 3\" at Tests/EdgeTests.swift:4: Expectation failed: edge)."
            ))
    }

    @Test("an exercise whose suites ran no test is not counted as passed")
    func noTests() throws {
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([]), root: URL(fileURLWithPath: "/"))
        }
        let (status, output) = try check(fixture, "b-double", runner: runner)
        #expect(status == 1)
        #expect(output.contains("no test of DoubleTests ran"))
    }
}
