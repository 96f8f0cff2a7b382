import Foundation
import Testing

@testable import WorkbookKit

/// `check X` also runs the tests of not-started exercises that require X: no hidden red.
@Suite final class CheckDependentsTests {
    /// The sound fixture where `a-count` requires `a-greet`.
    let fixture: FixtureWorkbook

    init() throws {
        var files = FixtureWorkbook.soundFiles
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
               "suites": ["CountTests"], "requires": ["a-greet"]}
            ]
            """
        fixture = try FixtureWorkbook(files: files)
    }
    deinit { fixture.remove() }

    /// A runner whose `CountTests` fail and whose other tests pass.
    let countFails = CannedRunner { root in
        TestOutcome.interpret(
            output: "",
            eventStream: Events.stream([
                ("StageATests.GreetTests", nil), ("StageATests.CountTests", "counted wrong"),
            ]), root: root)
    }

    func run(_ target: String) throws -> (status: Int32, output: String) {
        let recording = RecordingConsole()
        let status = try CheckCommand.check(
            target,
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: countFails)
        return (status, recording.output)
    }

    @Test(
        "check of a started exercise runs a not-started dependent's suites too, and drops them once it is started"
    )
    func plan() throws {
        let unstarted = try fixture.catalog()
        let greet = try #require(unstarted.exercise("a-greet"))
        let reference = CheckPlan.make(
            for: .exercise(greet), catalog: unstarted, state: WorkbookState())
        #expect(reference.dependents.isEmpty, "the reference feeding the reference tells nothing")
        #expect(fixture.run("start", "a-greet").status == 0)
        let catalog = try fixture.catalog()
        let before = CheckPlan.make(
            for: .exercise(greet), catalog: catalog,
            state: try WorkbookState.load(from: catalog.workspace))
        #expect(before.dependents.map(\.id) == ["a-count"])
        #expect(before.filter == #"StageATests\.(GreetTests|CountTests)/"#)
        #expect(fixture.run("start", "a-count").status == 0)
        let started = try fixture.catalog()
        let after = CheckPlan.make(
            for: .exercise(greet), catalog: started,
            state: try WorkbookState.load(from: started.workspace))
        #expect(after.dependents.isEmpty)
        #expect(after.filter == "StageATests.GreetTests/")
    }

    @Test("a dependent's failure fails check X and is reported as X's code feeding its tests")
    func dependentFails() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        let result = try run("a-greet")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "your code in a-greet also feeds a-count's tests, and 1 of 1 test fail"),
            "\(result.output)")
        #expect(
            result.output.contains(
                "Fix a-greet: a-count's tests use it and fail.\nNext: swift run workbook check a-greet"
            ))
    }

    @Test("a started exercise's failure names the started exercises its tests also use")
    func alsoUses() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        #expect(fixture.run("start", "a-count").status == 0)
        try writeGreet()
        let result = try run("a-count")
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "These tests also use a-greet: a mistake there can be the cause too."),
            "\(result.output)")
    }

    @Test("an exercise whose code passed, now or at its last check, is not named as a cause")
    func passedIsNoSuspect() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        #expect(fixture.run("start", "a-count").status == 0)
        try writeGreet()
        let both = try run("StageA")
        #expect(both.output.contains("a-greet  passed"), "\(both.output)")
        #expect(both.output.contains("counted wrong"), "\(both.output)")
        #expect(!both.output.contains("These tests also use"), "\(both.output)")
        let after = try run("a-count")
        #expect(after.output.contains("counted wrong"), "\(after.output)")
        #expect(!after.output.contains("These tests also use"), "\(after.output)")
    }

    @Test("a required exercise still stubbed is named first, and the failures' advice is held back")
    func stubFirst() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let result = try run("a-count")
        let lines = result.output.components(separatedBy: "\n")
        let verdict = try #require(lines.firstIndex { $0.contains("a-count  failed") })
        #expect(
            lines[verdict + 1].contains(
                "First write a-greet: it is still a stub (it is just `\"\"`)"),
            "\(result.output)")
        #expect(!result.output.contains("counted wrong"), "the advice is held back")
        #expect(!result.output.contains("These tests also use"))
        #expect(
            result.output.contains(
                "Write a-greet first: its stub breaks a-count's tests.\n"
                    + "Next: swift run workbook check a-greet"
            ))
        try writeGreet()
        let written = try run("a-count")
        #expect(!written.output.contains("First write"))
        #expect(written.output.contains("counted wrong"))
    }

    @Test("a stub two steps down the chain of requires is named first too")
    func stubDownTheChain() throws {
        var files = FixtureWorkbook.files
        files["Lectures/StageA/exercises.json"] = try fixture.read("Lectures/StageA/exercises.json")
        files["Lectures/StageB/exercises.json"] = """
            [
              {"id": "b-double", "title": "Double", "concept": "Arithmetic", "hints": ["Multiply."],
               "suites": ["DoubleTests"], "requires": ["a-count"]}
            ]
            """
        let chain = try FixtureWorkbook(files: files)
        defer { chain.remove() }
        #expect(chain.run("start", "a-greet").status == 0)
        let recording = RecordingConsole()
        let status = try CheckCommand.check(
            "b-double",
            context: CommandContext(currentDirectory: chain.root, console: recording.console),
            runner: failingRunner(["StageBTests.DoubleTests"]))
        #expect(status == 1)
        #expect(
            recording.output.contains("First write a-greet: it is still a stub"),
            "b-double requires a-count, which requires a-greet:\n\(recording.output)")
    }

    @Test("checking an exercise not started blames the stub it needs, not its reference code")
    func notStartedBlamesTheStub() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        let result = try run("a-count")

        #expect(result.status == 1)
        #expect(
            result.output.contains("First write a-greet: it is still a stub"), "\(result.output)")
        #expect(result.output.contains("Write a-greet first"))
        #expect(!result.output.contains("fix a-count"))
    }

    /// Writes the student's own (correct) greeting into the started region of `a-greet`.
    func writeGreet() throws {
        let path = "Sources/StageA/Greeting.swift"
        let text = try fixture.read(path)
        let stubbed = try #require(text.range(of: "    \"\"\n"))
        try fixture.write(
            text.replacingCharacters(in: stubbed, with: "    \"Hello, \\(name)!\"\n"), to: path)
    }
}
