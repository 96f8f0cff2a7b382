import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// `verify --mutants`: the mistakes it makes, and how it judges them.
@Suite struct MutationTests {
    func changes(_ line: String) -> [String] {
        Mutator.mutants(of: [line]).map { "\($0.mutation): \($0.replacement ?? "(deleted)")" }
    }

    @Test(
        "each operator is swapped where it is code, never inside a string, a comment or a generic",
        arguments: [
            ("a == b", ["equality: a != b", "delete statement: (deleted)"]),
            (
                "guard n > 0 else { return [] }",
                ["boundary: guard n >= 0 else { return [] }", "delete statement: (deleted)"]
            ),
            (
                "x = a && !b",
                ["logic: x = a || !b", "negation: x = a && b", "delete statement: (deleted)"]
            ),
            (
                "let ok = true // == false",
                ["boolean: let ok = false // == false", "delete statement: (deleted)"]
            ),
            (
                "index = (index + 1) % count",
                ["off by one: index = (index) % count", "delete statement: (deleted)"]
            ),
            ("for i in 0..<n {", ["range: for i in 0...n {"]),
            ("return min(a, b)", ["min max: return max(a, b)", "delete statement: (deleted)"]),
            (#"print("a == b, !c")"#, ["delete statement: (deleted)"]),
            ("func f<T>(_ x: T) -> Bool {", []),
            ("let x = y!.count + 10", ["delete statement: (deleted)"]),
        ])
    func operators(line: String, expected: [String]) {
        #expect(changes(line) == expected)
    }

    @Test("a switch's one-line cases are each given the other case's body")
    func caseBodies() {
        let solution = [
            "switch optional {",
            "case .none: return try defaultValue()",
            "case .some(let data): return data",
            "}",
        ]
        let swapped = Mutator.mutants(of: solution).filter { $0.mutation == "case body" }
        #expect(
            swapped.map { $0.replacement ?? "" } == [
                "case .none: return data",
                "case .some(let data): return try defaultValue()",
            ])
        #expect(swapped.map(\.index) == [1, 2])
    }

    @Test("a mutant replaces or deletes exactly one line")
    func apply() {
        let solution = ["let a = 1", "return a == 1"]
        let mutants = Mutator.mutants(of: solution)
        #expect(mutants.map(\.index) == [0, 1, 1])
        #expect(mutants[1].apply(to: solution) == ["let a = 1", "return a != 1"])
        #expect(mutants[0].apply(to: solution) == ["return a == 1"])
    }

    @Test("a failed test or a crash kills a mutant; a build failure is the compiler's kill")
    func fates() {
        let exercise = Exercise(
            id: "a-greet", title: "", concept: "", hints: ["h"], suites: ["GreetTests"],
            stage: "StageA")
        let plan = CheckPlan(exercises: [exercise], stages: [], filter: exercise.filter)
        func finished(_ issue: String?) -> TestOutcome {
            TestOutcome.interpret(
                output: "", eventStream: Events.stream([("StageATests.GreetTests", issue)]),
                root: URL(fileURLWithPath: "/"))
        }
        #expect(MutationTester.fate(of: finished("x"), plan: plan) == .killed)
        #expect(MutationTester.fate(of: finished(nil), plan: plan) == .survived)
        #expect(
            MutationTester.fate(of: TestOutcome(ending: .buildFailed), plan: plan)
                == .killedByCompiler)
        #expect(
            MutationTester.fate(
                of: TestOutcome(ending: .crashed(TestCrash(reason: "r"))), plan: plan) == .killed)
    }

    @Test("a declared equivalent mutant clears its survivor; an unmatched declaration is stale")
    func equivalents() {
        let survivor = MutationTester.Result(
            mutant: .init(
                mutation: "boundary", index: 0, original: "    a < b", replacement: "    a <= b"),
            file: "F.swift", line: 3, fate: .survived)
        let declared = [
            Exercise.EquivalentMutant(
                line: "a < b", mutation: "boundary", reason: "equal never happens"),
            Exercise.EquivalentMutant(line: "gone()", mutation: "delete statement", reason: "old"),
        ]
        let (judged, stale) = MutationTester.matchEquivalents([survivor], declared: declared)
        #expect(judged.map(\.fate) == [.equivalent])
        #expect(stale == [declared[1]])
    }

    @Test("verify --mutants names each survivor with file and line, and stale declarations")
    func survivorsReported() throws {
        var files = FixtureWorkbook.soundFiles
        files["Lectures/StageA/exercises.json"] = """
            [
              {"id": "a-greet", "title": "Greet", "concept": "String interpolation",
               "hints": ["Use \\\\(name)."], "suites": ["GreetTests"]},
              {"id": "a-count", "title": "Count", "concept": "Ranges", "hints": ["1...n traps at 0."],
               "suites": ["CountTests"],
               "equivalentMutants": [{"line": "return Array(1...n)", "mutation": "range",
                                      "reason": "planted: this mutant is killed, so the entry is stale"}]}
            ]
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        // Nobody tests count(to: 0): `n >= 0` survives (it would trap on 1...0).
        let runner = try ModelTestRunner(
            uses: FixtureWorkbook.soundUses, files: files,
            tolerated: ["guard n >= 0 else { return [] }"])
        let recording = RecordingConsole()
        let status = try VerifyCommand.mutants(
            "a-count",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: runner)
        #expect(status == 1)
        let output = recording.output
        #expect(
            output.contains(
                "a-count: Sources/StageA/Greeting.swift:13: boundary survived: guard n > 0 else { return [] } → guard n >= 0 else { return [] }"
            ), "\(output)")
        #expect(output.contains("stale): range on \"return Array(1...n)\""))
        #expect(
            output.contains("a-count   5        4       0            0           1         80%"))
        #expect(
            try fixture.read("Sources/StageA/Greeting.swift")
                == files["Sources/StageA/Greeting.swift"])
    }

    @Test("a mutant that passes its check but fails another suite of the stage is an escape")
    func escapeReported() throws {
        let fixture = try FixtureWorkbook(files: FixtureWorkbook.soundFiles)
        defer { fixture.remove() }
        // CountTests misses `n >= 0`; a suite outside a-count's check (planted) catches it.
        let model = try ModelTestRunner(
            uses: FixtureWorkbook.soundUses, files: FixtureWorkbook.soundFiles,
            tolerated: ["guard n >= 0 else { return [] }"])
        let runner = EscapeRunner(model: model)
        let recording = RecordingConsole()
        let status = try VerifyCommand.mutants(
            "a-count",
            context: CommandContext(currentDirectory: fixture.root, console: recording.console),
            runner: runner)
        #expect(status == 1)
        #expect(
            recording.output.contains(
                "a-count: Sources/StageA/Greeting.swift:13: boundary passes check a-count but "
                    + "StageATests.EdgeTests fails: guard n > 0 else { return [] } → "
                    + "guard n >= 0 else { return [] }"), "\(recording.output)")
        #expect(!recording.output.contains("survived: guard n > 0"))
        // The stage ran only for the mutant that passed its check.
        #expect(runner.filters.filter { $0 == #"StageATests\."# }.count == 1)
    }
}

/// Plays the model, and a suite outside a-count's check that fails on the mutant `n >= 0` when the
/// whole of StageA runs.
final class EscapeRunner: TestRunning, @unchecked Sendable {
    let model: ModelTestRunner
    private let lock = NSLock()
    private var seen: [String] = []

    init(model: ModelTestRunner) { self.model = model }

    var filters: [String] { lock.withLock { seen } }

    func runTests(filter: String, in root: URL) throws -> TestOutcome {
        lock.withLock { seen.append(filter) }
        let text = try String(
            contentsOf: root.appendingPathComponent("Sources/StageA/Greeting.swift"),
            encoding: .utf8)
        guard filter == #"StageATests\."#, text.contains("guard n >= 0") else {
            return try model.runTests(filter: filter, in: root)
        }
        return TestOutcome.interpret(
            output: "",
            eventStream: Events.stream([
                ("StageATests.CountTests", nil), ("StageATests.EdgeTests", "Expectation failed"),
            ]), root: root)
    }
}
