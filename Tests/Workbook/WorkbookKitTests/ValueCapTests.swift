import Testing

@testable import WorkbookKit

/// Long values in failure messages are cut to a few elements, and nothing else is changed.
@Suite struct ValueCapTests {
    @Test(
        "a value is cut or kept as it should be",
        arguments: [
            ("(a → [1, 2, 3]) == (b → [])", "(a → [1, 2, 3]) == (b → [])"),
            ("[1, 2, 3, 4, 5, 6, 7]", "[1, 2, 3, 4, 5, … 2 more]"),
            ("[[1, 2, 3, 4, 5, 6], [7]]", "[[1, 2, 3, 4, 5, … 1 more], [7]]"),
            (#"["a, b", "[c]", "d"]"#, #"["a, b", "[c]", "d"]"#),
            ("f(x, y, z, w, v, u) and [1, 2", "f(x, y, z, w, v, u) and [1, 2"),
            ("[a: 1, b: 2, c: 3, d: 4, e: 5, f: 6]", "[a: 1, b: 2, c: 3, d: 4, e: 5, … 1 more]"),
        ])
    func capped(_ text: String, _ expected: String) {
        #expect(ValueCap.capped(text) == expected)
    }

    @Test("a line still too long after its lists are cut ends with how much was left out")
    func longLine() {
        let text = String(repeating: "x", count: ValueCap.characters + 20)
        let capped = ValueCap.capped(text)

        #expect(capped.hasPrefix(String(repeating: "x", count: ValueCap.characters)))
        #expect(capped.hasSuffix("… (20 more characters)"))
    }
}

/// The workbook's own sentences are never cut: a compile check's teaching is longer than a value's
/// cap, and the student must read all of it.
@Suite final class OwnTextCapTests {
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("a long teaching sentence and a long comment are printed whole")
    func teachingIsWhole() throws {
        let teaching =
            String(repeating: "The card keeps its identifier from the factory, ", count: 8)
            + "and nothing else."
        let comment = String(repeating: "Deal the cards in pairs, then shuffle them. ", count: 9)
        let check = try CompileCheck(
            path: "Tests/x/a-greet/snippet.swift", stage: "StageA", exerciseID: "a-greet",
            text:
                "// error: extra arguments\n// teaches: \(teaching)\n// teaches-ko: \(teaching)\n\nlet x = 1\n"
        )
        let compiled = CompileCheckingRunner.result(
            of: check, .compiled, suite: "StageATests.GreetTests",
            file: fixture.root.appendingPathComponent("snippet.swift"))
        let failed = TestResult(
            id: "StageATests.GreetTests/first()", displayName: "greets Ada",
            issues: [
                TestIssue(
                    message: "Expectation failed: 1 == 2", details: [comment],
                    file: "StageATests/GreetTests.swift", line: 3)
            ])
        let recording = RecordingConsole()
        let context = CommandContext(currentDirectory: fixture.root, console: recording.console)
        _ = try CheckCommand.check(
            "a-greet", context: context,
            runner: CannedRunner { _ in
                TestOutcome(ending: .finished, run: TestRun(tests: [failed, compiled]))
            })

        #expect(teaching.count > ValueCap.characters)
        #expect(recording.output.contains(teaching), "\(recording.output)")
        #expect(recording.output.contains(comment), "\(recording.output)")
        #expect(!recording.output.contains("more characters"), "\(recording.output)")
    }
}
