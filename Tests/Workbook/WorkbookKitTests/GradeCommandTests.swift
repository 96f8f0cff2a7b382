import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A test runner whose outcome depends on the filter it is given, and that remembers the filters.
final class FilterRunner: TestRunning, @unchecked Sendable {
    private let lock = NSLock()
    private let makeOutcome: @Sendable (String, URL) -> TestOutcome
    private var filtersSeen: [String] = []

    init(_ makeOutcome: @escaping @Sendable (String, URL) -> TestOutcome) {
        self.makeOutcome = makeOutcome
    }

    var filters: [String] { lock.withLock { filtersSeen } }

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        lock.withLock { filtersSeen.append(filter) }
        return makeOutcome(filter, root)
    }
}

@Suite final class GradeCommandTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// Grades the fixture with `runner` and returns the status, the output and the reports folder.
    func grade(
        _ fixture: FixtureWorkbook, _ target: String? = nil, submission: URL? = nil,
        submissions: URL? = nil, jobs: Int = 1, runner: any TestRunning
    ) throws -> (status: Int32, output: String, reports: URL) {
        let recording = RecordingConsole()
        let context = CommandContext(
            currentDirectory: fixture.root, console: recording.console)
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-grades-\(UUID().uuidString)")
        let request = GradeCommand.Request(
            target: target, output: reports, submission: submission, submissions: submissions,
            jobs: jobs)
        let status = try GradeCommand.grade(request, context: context, runner: runner)
        return (status, recording.output + recording.error, reports)
    }

    /// The `<testsuite>` elements of a JUnit report, parsed as XML: name, test count, and the
    /// number of test cases holding a failure or an error.
    func junitSuites(in folder: URL) throws -> [(name: String, tests: Int, failing: Int)] {
        let document = try XMLDocument(
            contentsOf: folder.appendingPathComponent("junit.xml"), options: [])
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        return try suites.compactMap { $0 as? XMLElement }.map { suite in
            let cases = try suite.nodes(forXPath: "testcase")
            let failing = try suite.nodes(forXPath: "testcase[failure or error]").count
            return (suite.attribute(forName: "name")?.stringValue ?? "", cases.count, failing)
        }
    }

    @Test("a failing run gives status fail, every test in file order with its message and code")
    func failing() throws {
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: "",
                eventStream: CapturedOutput.rooted(CapturedOutput.failingEvents, at: root),
                root: root)
        }
        let (status, output, reports) = try grade(fixture, "StageA", runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0, "the students failing is not grading failing")
        #expect(runner.filters == [#"StageATests\.(GreetTests|CountTests)/"#])
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.version == 3 && results.status == "fail" && results.message == nil)
        #expect(
            results.tests.map(\.name) == [
                "greet says hello to the name", "greet again", "count(to: 3) is 1, 2, 3",
            ])
        #expect(results.tests.map(\.status) == ["fail", "fail", "pass"])
        #expect(results.tests.map(\.taskID) == [1, 1, 2])
        let first = try #require(results.tests.first)
        #expect(first.message?.contains("Put the name between 'Hello, ' and '!'.") == true)
        #expect(first.message?.contains("at Tests/StageATests/GreetTests.swift:6") == true)
        #expect(
            first.testCode
                == #"#expect(greet("Ada") == "Hello, Ada!", "Put the name between 'Hello, ' and '!'.")"#
        )
        #expect(results.tests[2].testCode == "#expect(count(to: 3) == [1, 2, 3])")
        let suites = try junitSuites(in: reports)
        #expect(suites.map(\.name) == ["a-greet", "a-count"])
        #expect(suites.map(\.tests) == [2, 1])
        #expect(suites.map(\.failing) == [2, 0])
        #expect(output.contains("✘ a-greet  failed (0/2 tests)"))
        #expect(output.contains("✔ a-count  passed (1/1 tests)"))
        #expect(output.contains("Total: 1 passed, 1 failed of 2 exercises"))
    }

    @Test("a passing run gives status pass and no message")
    func passing() throws {
        let runner = CannedRunner { _ in
            TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageATests.CountTests", nil),
                    ("StageBTests.DoubleTests", nil),
                ]), root: URL(fileURLWithPath: "/"))
        }
        let (status, output, reports) = try grade(fixture, runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0)
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "pass")
        #expect(results.tests.map(\.taskID) == [1, 2, 3])
        #expect(try junitSuites(in: reports).map(\.failing) == [0, 0, 0])
        #expect(output.contains("Total: 3 passed of 3 exercises"))
    }

    @Test(
        "code that does not compile gives status error with the compiler's message, paths relative")
    func notCompiling() throws {
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: CapturedOutput.rooted(CapturedOutput.compileOutput, at: root),
                eventStream: "", root: root)
        }
        let (status, output, reports) = try grade(fixture, runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0)
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "error")
        let message = try #require(results.message)
        #expect(
            message.contains(
                "Sources/StageA/Greeting.swift:4:18: error: cannot convert value of type 'String'"))
        #expect(!message.contains(fixture.root.path), "paths are relative to the package")
        #expect(results.tests.isEmpty)
        let suites = try junitSuites(in: reports)
        #expect(suites.count == 3 && suites.allSatisfy { $0.tests == 1 && $0.failing == 1 })
        #expect(output.contains("✘ a-greet   not compiled"))
        #expect(output.contains("3 not compiled of 3 exercises"))
    }

    @Test("a crash errors the test it hit and those it stopped; the rest keep their results")
    func crashing() throws {
        let runner = CannedRunner { root in
            TestOutcome.interpret(
                output: CapturedOutput.rooted(CapturedOutput.crashOutput, at: root),
                eventStream: CapturedOutput.rooted(CapturedOutput.crashEvents, at: root),
                root: root)
        }
        let (status, output, reports) = try grade(fixture, "StageA", runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0)
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "fail")
        #expect(results.tests.allSatisfy { $0.status == "error" })
        let count = try #require(results.tests.last)
        #expect(count.message?.contains("Fatal error: Index out of range") == true)
        #expect(count.message?.contains("Tests/StageATests/CountTests.swift:5") == true)
        #expect(output.contains("a-count  crashed"))
        #expect(
            output.contains("✘ a-greet  crashed"),
            "run again without a-count, its tests still crash in the same code")
        #expect(try junitSuites(in: reports).map(\.failing) == [2, 1])
    }

    @Test("after a crash the unfinished exercises run again without the one that crashed")
    func crashThenRerun() throws {
        let runner = FilterRunner { filter, root in
            if filter.contains("CountTests") {
                return TestOutcome.interpret(
                    output: CapturedOutput.rooted(CapturedOutput.crashOutput, at: root),
                    eventStream: CapturedOutput.rooted(CapturedOutput.crashEvents, at: root),
                    root: root)
            }
            return TestOutcome.interpret(
                output: "",
                eventStream: Events.stream([
                    ("StageATests.GreetTests", nil), ("StageBTests.DoubleTests", nil),
                ]), root: root)
        }
        let (status, output, reports) = try grade(fixture, runner: runner)
        defer { try? FileManager.default.removeItem(at: reports) }
        #expect(status == 0)
        #expect(
            runner.filters == [
                #"(StageATests\.(GreetTests|CountTests)|StageBTests\.(DoubleTests))/"#,
                #"(StageATests\.(GreetTests)|StageBTests\.(DoubleTests))/"#,
            ])
        let (data, results) = try GradeFixture.results(in: reports)
        #expect(exercismProblems(data) == [])
        #expect(results.status == "fail")
        #expect(results.tests.map(\.status) == ["pass", "error", "pass"])
        #expect(output.contains("✔ a-greet   passed (1/1 tests)"))
        #expect(output.contains("✘ a-count   crashed"))
        #expect(output.contains("✔ b-double  passed (1/1 tests)"))
    }

    @Test("grade needs --output, and exits 64 without it")
    func usage() throws {
        let result = fixture.run("grade")
        #expect(result.status == 64)
        #expect(result.error.contains("--output"))
        #expect(fixture.run("grade", "--help").output.contains("results.json"))
        #expect(fixture.run("--help").output.contains("grade"))
    }

    @Test("a test body is read between its braces, strings with braces included, and dedented")
    func testCode() {
        let text = """
            @Suite struct S {
                @Test("a") func a() {
                    let x = "{"
                    #expect(x == "{")
                }
                @Test("b") func b() { #expect(true) }
            }
            """
        #expect(
            TestSourceReader.body(in: text, fromLine: 2) == "let x = \"{\"\n#expect(x == \"{\")")
        #expect(TestSourceReader.body(in: text, fromLine: 6) == "#expect(true)")
        #expect(TestSourceReader.body(in: text, fromLine: 99) == nil)
    }

    @Test("a JUnit text is escaped: markup characters and control characters cannot break the XML")
    func escaping() {
        #expect(
            JUnitReport.escape(#"<a & "b" 'c'>"#) == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;")
        #expect(JUnitReport.escape("x\u{1B}[31my\n") == "x[31my\n")
    }
}
