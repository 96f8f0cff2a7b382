import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// The ladder at every check, not only the first: a wrong answer's advice that names what a hint
/// names waits until the student has seen that hint, and says which hint holds it.
@Suite final class AdviceLadderWalkTests {
    let fixture: FixtureWorkbook

    init() throws {
        var files = FixtureWorkbook.files
        let exercises = try #require(files["Lectures/StageA/exercises.json"])
        // Hints that show their code, as the lectures' do.
        files["Lectures/StageA/exercises.json"] = exercises.replacingOccurrences(
            of: #""hints": ["Use \\(name).", "Return \"Hello, \\(name)!\"."]"#,
            with: #""hints": ["Use `\\(name)`.", "Return `\"Hello, \\(name)!\"`."]"#)
        #expect(files["Lectures/StageA/exercises.json"] != exercises)
        fixture = try FixtureWorkbook(files: files)
    }

    deinit { fixture.remove() }

    /// The real advice of `exercise`'s suites and compile checks that holds `phrase`.
    static func advice(of id: String, holding phrase: String) throws -> (Exercise, String) {
        let catalog = try RepositoryTests.catalog()
        let exercise = try #require(catalog.exercise(id))
        var texts = catalog.compileChecks(of: id).map(\.teaching.en)
        for file in try AdviceLadderTests.suiteFiles(of: exercise, in: catalog) {
            let source = try String(contentsOf: catalog.workspace.url(file), encoding: .utf8)
            texts += AdviceLadderTests.englishAdvice(in: source).map(\.text)
        }
        let text = try #require(texts.first { $0.contains(phrase) }, "\(id): \(phrase)")
        return (exercise, text)
    }

    @Test(
        "the four walk cases: each advice waits for the hint that names the same thing",
        arguments: [
            // "Loop over `FryOrderSize.allCases`": hint 1 only asks which list Swift makes.
            ("l4-case-iterable", "give every size an entry", 2),
            // `1...numberOfPairsOfCards` and the half-open range are hint 2's.
            ("mvc-card-pairs", "A game of zero pairs must be made", 2),
            // An extra pair is told from its count, by no hint's code: it shows at once.
            ("mvc-card-pairs", "pair too many. A closed range", 0),
            ("mvc-card-pairs", "the loop made a pair when none was asked for", 0),
            // The card `indices` are hint 3's; hint 1 covers only the action's label.
            ("mvc-touch-card", "among the game's card `indices`", 3),
            // `private(set) var model` is hint 1's, not the first check's.
            ("mvvm-create-memory-game", "never replace it", 1),
        ])
    func walkCase(_ id: String, _ phrase: String, _ hint: Int) throws {
        let (exercise, text) = try Self.advice(of: id, holding: phrase)
        let ladder = AdviceLadder(exercise: exercise, language: .en)
        #expect(ladder.hint(namedBy: text) == hint, "\(id): \(text)")
    }

    @Test("code the hint shows, a member it uses and six words of it are named; a bare name is not")
    func whatNames() {
        #expect(AdviceLadder.isPart("chooseCard(at:)", of: "game.chooseCard(at:)"))
        #expect(AdviceLadder.isPart("indices", of: "game.cards.indices.contains(cardNumber)"))
        #expect(!AdviceLadder.isPart("cards", of: "cards"))
        #expect(!AdviceLadder.isPart("0", of: "0..<n"))
        #expect(
            AdviceLadder.sharesPhrase(
                "Note: a half-open range that starts at 0 is simply empty.",
                "A half-open range that starts at 0 is empty for 0 pairs."))
        #expect(!AdviceLadder.sharesPhrase("Count the pairs.", "Count the cards, not pairs."))
    }

    /// One failed test of GreetTests whose advice is `advice`, and what `check a-greet` prints of
    /// it after the student has seen `seen` hints.
    func check(advice: String, seen: Int, language: Language = .en) throws -> String {
        #expect(fixture.run("start", "a-greet").status == 0)
        let catalog = try fixture.catalog()
        try WorkbookState.update(in: catalog.workspace, for: "hint") {
            $0.hintsShown["a-greet"] = seen
        }
        let stream = try Self.stream(
            test: "StageATests.GreetTests/t0()",
            messages: [
                ("fail", #"Expectation failed: (greet("Ada") → "Hi, Ada") == "Hello, Ada!""#),
                ("details", advice),
            ])
        let runner = CannedRunner { root in
            TestOutcome.interpret(output: "", eventStream: stream, root: root)
        }
        let recording = RecordingConsole()
        _ = try CheckCommand.check(
            "a-greet",
            context: CommandContext(
                currentDirectory: fixture.root, console: recording.console.speaking(language)),
            runner: runner)
        return recording.output
    }

    @Test("a wrong answer's advice naming hint 2's code shows once hint 2 is seen, not before")
    func waitsForItsHint() throws {
        let advice = #"Return `"Hello, \(name)!"`, with the name inside."#
        for seen in [0, 1] {
            let output = try check(advice: advice, seen: seen)
            #expect(!output.contains("with the name inside"), "\(output)")
            #expect(
                output.contains(
                    "How to fix this is in hint 2 (hints seen so far: \(seen)): swift run workbook hint a-greet"
                ), "\(output)")
            // The evidence stays: the value the code returned.
            #expect(output.contains(#"→ "Hi, Ada""#), "\(output)")
        }
        let reached = try check(advice: advice, seen: 2)
        #expect(reached.contains("with the name inside"), "\(reached)")
        #expect(!reached.contains("How to fix this is in hint"), "\(reached)")
    }

    @Test("hint --all counts every hint as seen: the advice that waited for the last one shows")
    func allHintsSeen() throws {
        let advice = #"Return `"Hello, \(name)!"`, with the name inside."#
        #expect(try check(advice: advice, seen: 0).contains("How to fix this is in hint 2"))
        let all = fixture.run("hint", "a-greet", "--all")
        #expect(all.status == 0, "\(all.output)")
        let state = try WorkbookState.load(from: try fixture.catalog().workspace)
        #expect(state.hintsShown["a-greet"] == 2)
        // What check prints once every hint is seen: `check(advice:seen:)` with the state as is.
        let reached = try check(advice: advice, seen: state.hintsShown["a-greet"] ?? 0)
        #expect(reached.contains("with the name inside"), "\(reached)")
    }

    @Test("advice that names no hint shows from the first check on, and the Korean line is Korean")
    func evidenceOnlyShows() throws {
        let plain = try check(advice: "The greeting must begin with Hello.", seen: 0)
        #expect(plain.contains("The greeting must begin with Hello."), "\(plain)")
        let korean = try check(advice: #"`"Hello, \(name)!"`를 반환합니다."#, seen: 0, language: .ko)
        #expect(korean.contains("고치는 방법은 힌트 2에 있습니다"), "\(korean)")
    }

    @Test(
        "verify's proof finds advice that names a hint in what check prints, and none past the ladder"
    )
    func proofOnARealReport() throws {
        #expect(fixture.run("start", "a-greet").status == 0)
        let catalog = try fixture.catalog()
        let exercise = try #require(catalog.exercise("a-greet"))
        let stream = try Self.stream(
            test: "StageATests.GreetTests/t0()",
            messages: [
                ("fail", #"Expectation failed: (greet("Ada") → "Hi") == "Hello, Ada!""#),
                ("details", #"Return `"Hello, \(name)!"`."#),
            ])
        let outcome = TestOutcome.interpret(output: "", eventStream: stream, root: fixture.root)
        let plan = CheckPlan.asWritten(exercise, catalog: catalog)
        let report = CheckReport(plan: plan, outcome: outcome, catalog: catalog)
        let console = Console(output: { _ in }, error: { _ in })
        let unladdered = CheckFormatter(console: console, catalog: catalog).lines(for: report)

        #expect(AdviceLadder.leaks(in: unladdered, of: exercise).count == 1, "\(unladdered)")
        #expect(AdviceLadder.leaks(in: report, of: exercise, catalog: catalog) == [])
    }

    /// A Swift Testing event stream with one test that records one issue of `messages`.
    static func stream(test: String, messages: [(symbol: String, text: String)]) throws -> String {
        func json(_ object: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
        let location: [String: Any] = ["fileID": "StageATests/GreetTests.swift", "line": 3]
        let events: [[String: Any]] = [
            ["kind": "event", "version": 0, "payload": ["kind": "runStarted"]],
            [
                "kind": "test", "version": 0,
                "payload": [
                    "id": test, "kind": "function", "name": "t0()", "displayName": "greets",
                    "sourceLocation": location,
                ],
            ],
            ["kind": "event", "version": 0, "payload": ["kind": "testStarted", "testID": test]],
            [
                "kind": "event", "version": 0,
                "payload": [
                    "kind": "issueRecorded", "testID": test,
                    "issue": ["isKnown": false, "sourceLocation": location],
                    "messages": messages.map { ["symbol": $0.symbol, "text": $0.text] },
                ],
            ],
            ["kind": "event", "version": 0, "payload": ["kind": "testEnded", "testID": test]],
            ["kind": "event", "version": 0, "payload": ["kind": "runEnded"]],
        ]
        return try events.map(json).joined(separator: "\n")
    }
}
