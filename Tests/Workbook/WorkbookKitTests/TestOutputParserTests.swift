import Foundation
import Testing

@testable import WorkbookKit

@Suite struct TestOutputParserTests {
    let root = URL(fileURLWithPath: "/tmp/samp")

    @Test("the event stream gives every test in source order with its issues and their places")
    func failingRun() throws {
        let run = TestRun.parse(CapturedOutput.failingEvents)
        #expect(run.started && run.ended)
        #expect(
            run.tests.map(\.displayName) == [
                "count(to: 3) is 1, 2, 3", "greet says hello to the name", "greet again",
            ])
        #expect(run.tests.map(\.passed) == [true, false, false])
        let hello = try #require(run.tests.first { $0.displayName.hasPrefix("greet says") })
        #expect(hello.suite == "StageATests.GreetTests")
        #expect(
            hello.issues == [
                TestIssue(
                    message: #"Expectation failed: (greet("Ada") → "") == "Hello, Ada!""#,
                    details: ["Put the name between 'Hello, ' and '!'."],
                    file: "StageATests/GreetTests.swift", line: 6)
            ])
        #expect(
            run.suiteFiles["StageATests.CountTests"]
                == "/tmp/samp/Tests/StageATests/CountTests.swift")
    }

    @Test("a crashed run started, never ended, and leaves its running tests unfinished")
    func crashedRun() {
        let run = TestRun.parse(CapturedOutput.crashEvents)
        #expect(run.started && !run.ended)
        #expect(run.tests.allSatisfy { $0.started && !$0.ended && $0.failed })
    }

    @Test("lines that are not events, and known issues, are ignored")
    func ignoresNoise() {
        let stream = """
            not json at all
            {"kind":"test","payload":{"id":"T.S/t()/S.swift:1:1","kind":"function","name":"t()"},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","testID":"T.S/t()/S.swift:1:1"},"version":0}
            {"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"known"}],"testID":"T.S/t()/S.swift:1:1"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","testID":"T.S/t()/S.swift:1:1"},"version":0}
            {"kind":"event","payload":{"kind":"runEnded"},"version":0}
            """
        let run = TestRun.parse(stream)
        #expect(run.tests.count == 1)
        #expect(run.tests.first?.passed == true)
    }

    @Test("a test's suite is its target and top-level type, even for nested suites")
    func suiteOfID() {
        #expect(TestResult.suite(ofTestID: "A.S/t()/S.swift:1:1") == "A.S")
        #expect(TestResult.suite(ofTestID: "A.S.Inner/t()/S.swift:1:1") == "A.S")
        #expect(TestResult.suite(ofTestID: "A.S") == "A.S")
    }

    @Test("compiler errors are read once each, with the compiler's source excerpt")
    func compileErrors() {
        let errors = CompilerDiagnostic.errors(in: CapturedOutput.compileOutput)
        #expect(errors.count == 2)
        #expect(
            errors.map(\.path)
                == Array(repeating: "/tmp/samp/Sources/StageA/Greeting.swift", count: 2))
        #expect(errors.map(\.line) == [4, 5])
        #expect(errors.first?.column == 18)
        #expect(
            errors.last?.message == "value of type 'String' has no member 'foo'")
        #expect(errors.first?.excerpt.first?.contains("func greet") == true)
        #expect(errors.first?.excerpt.count == 6)
    }

    @Test("lines that only look like diagnostics are not taken for one")
    func notDiagnostics() {
        #expect(CompilerDiagnostic.parseLocated("error: fatalError") == nil)
        #expect(CompilerDiagnostic.parseLocated("a: error: b") == nil)
        #expect(CompilerDiagnostic.parseLocated("/x.swift:3:4: warning: w") == nil)
        #expect(CompilerDiagnostic.parseLocated("/x.swift:3:4: error: e")?.line == 3)
    }

    @Test("a crash report gives the runtime's reason and the first frame inside the workbook")
    func crashReport() {
        let crash = TestCrash.parse(CapturedOutput.crashOutput, root: root)
        #expect(crash.reason == "Fatal error: Index out of range")
        #expect(crash.file == "/tmp/samp/Tests/StageATests/CountTests.swift")
        #expect(crash.line == 5)
    }

    @Test("a run ended by the event stream finished, whatever the output says")
    func interpretFinished() {
        let outcome = TestOutcome.interpret(
            output: "error: whatever", eventStream: CapturedOutput.failingEvents, root: root)
        #expect(outcome.ending == .finished)
    }

    @Test("a run that started and did not end crashed")
    func interpretCrash() {
        let outcome = TestOutcome.interpret(
            output: CapturedOutput.crashOutput, eventStream: CapturedOutput.crashEvents,
            root: root)
        #expect(outcome.ending == .crashed(TestCrash.parse(CapturedOutput.crashOutput, root: root)))
    }

    @Test("a build stopped by the build engine alone is run again; one with compiler errors is not")
    func buildEngineFailure() {
        let engine = TestOutcome.interpret(
            output: "Building for debugging...\nerror: fatalError\n", eventStream: "", root: root)
        #expect(engine.ending == .buildFailed)
        #expect(SwiftTestRunner.buildEngineFailed(engine))
        let code = TestOutcome.interpret(
            output: CapturedOutput.compileOutput + "\nerror: fatalError\n", eventStream: "",
            root: root)
        #expect(!SwiftTestRunner.buildEngineFailed(code))
        let other = TestOutcome.interpret(
            output: "error: the package does not load", eventStream: "", root: root)
        #expect(!SwiftTestRunner.buildEngineFailed(other))
    }

    @Test("a run that never started failed to build, and the generic error line is dropped")
    func interpretBuildFailure() {
        let outcome = TestOutcome.interpret(
            output: CapturedOutput.compileOutput, eventStream: "", root: root)
        #expect(outcome.ending == .buildFailed)
        #expect(outcome.diagnostics.count == 2)
        #expect(outcome.otherErrors.isEmpty)
        let link = TestOutcome.interpret(
            output: "Building\nerror: link command failed\n", eventStream: "", root: root)
        #expect(link.otherErrors == ["error: link command failed"])
    }
}
