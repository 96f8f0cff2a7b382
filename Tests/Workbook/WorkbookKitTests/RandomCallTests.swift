import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// Randomness the student added (an assignment's random number of pairs) fails a different
/// number of tests from one check to the next: `check` names the call under every failure, so
/// the verdict says what varied.
@Suite struct RandomCallTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    /// The 2020 assignment 1's view model: a random number of pairs, from two to five.
    static let randomPairs = """
        private(set) var model = EmojiMemoryGame.createMemoryGame()

        static func createMemoryGame() -> MemoryGame<String> {
            MemoryGame<String>(numberOfPairsOfCards: Int.random(in: 2...5)) { pairIndex in
                emojis[pairIndex]
            }
        }
        """

    /// The check of mvvm-create-memory-game, whose test of the four pairs failed.
    func report(in catalog: Catalog, state: WorkbookState) throws -> CheckReport {
        let exercise = try #require(catalog.exercise("mvvm-create-memory-game"))
        let outcome = TestOutcome(
            ending: .finished,
            run: TestRun(tests: [
                TestResult(
                    id: "Lecture2MVVMTests.CreateMemoryGameTests/fourPairs()",
                    displayName: "a new view model starts with four pairs of cards",
                    issues: [
                        TestIssue(
                            message: "Expectation failed: (game.cards.count → 6) == 8",
                            details: [], file: "Lecture2MVVMTests/CreateMemoryGameTests.swift",
                            line: 14)
                    ]),
                TestResult(
                    id: "Lecture2MVVMTests.CreateMemoryGameTests/distinctPairs()",
                    displayName: "each emoji of the game is on exactly two cards"),
            ]))
        return CheckReport(
            plan: CheckPlan.planning([exercise], catalog: catalog, state: state),
            outcome: outcome, catalog: catalog, state: state)
    }

    @Test("Int.random(in:) in the view model: the failure names the call and that it varies")
    func randomPairsNamed() throws {
        let started = try base.starting("mvvm-create-memory-game", with: [Self.randomPairs])
        let state = try base.startedState(["mvvm-create-memory-game"])
        let report = try report(in: started, state: state)
        let line = try base.line(
            of: "Int.random(in: 2...5)", in: "Sources/Lecture2MVVM/EmojiMemoryGame.swift",
            of: started)
        #expect(
            report.randomCalls == [
                RandomCall(
                    exerciseID: "mvvm-create-memory-game",
                    place: "Sources/Lecture2MVVM/EmojiMemoryGame.swift:\(line)",
                    call: "Int.random(in:)")
            ])
        let text = base.printed(report, asked: "mvvm-create-memory-game", in: started)
            .joined(separator: "\n")
        #expect(
            text.contains(
                "Your code calls `Int.random(in:)` at"
                    + " Sources/Lecture2MVVM/EmojiMemoryGame.swift:\(line): what it makes differs"
                    + " from run to run"), "\(text)")
        let korean = base.printed(
            report, asked: "mvvm-create-memory-game", in: started, language: .ko
        ).joined(separator: "\n")
        #expect(korean.contains("`Int.random(in:)`을 부릅니다"), "\(korean)")
    }

    @Test("randomness the exercise's own code has is no departure")
    func givenRandomnessIsNotNamed() throws {
        // emoji(for:) picks a random emoji: without the injected generator the call is still one
        // the exercise's code makes.
        let lecture = try #require(
            base.catalog.places(of: "mvc-emoji-for-card").first.flatMap { place -> [String]? in
                guard case .reference(let solution, _) = place.region.form else { return nil }
                return solution
            })
        let withoutGenerator = lecture.joined(separator: "\n").replacingOccurrences(
            of: ", using: &randomNumberGenerator", with: "")
        #expect(withoutGenerator.contains("Int.random(in: emojiChoices.indices)"))
        let started = try base.starting("mvc-emoji-for-card", with: [withoutGenerator])
        let calls = RandomCall.find(
            in: started, exercises: ["mvc-emoji-for-card"],
            given: BrokenUse.given(
                in: started, state: try base.startedState(["mvc-emoji-for-card"])))
        #expect(calls.isEmpty, "\(calls)")
    }

    /// A second run of the same code in which the four pairs happened to come up, and the
    /// other test failed instead: what a random number of pairs gives from one run to the next.
    static let secondRun = TestOutcome(
        ending: .finished,
        run: TestRun(tests: [
            TestResult(
                id: "Lecture2MVVMTests.CreateMemoryGameTests/fourPairs()",
                displayName: "a new view model starts with four pairs of cards"),
            TestResult(
                id: "Lecture2MVVMTests.CreateMemoryGameTests/distinctPairs()",
                displayName: "each emoji of the game is on exactly two cards",
                issues: [
                    TestIssue(
                        message: "Expectation failed: (count → 1) == 2", details: [],
                        file: "Lecture2MVVMTests/CreateMemoryGameTests.swift", line: 30)
                ]),
        ]))

    @Test("a random call: the tests run again, and those whose result changed are named")
    func secondRunNamesWhatVaried() throws {
        let started = try base.starting("mvvm-create-memory-game", with: [Self.randomPairs])
        let state = try base.startedState(["mvvm-create-memory-game"])
        var report = try report(in: started, state: state)
        let runner = CannedRunner { _ in Self.secondRun }
        report.varyingResults = try VaryingResults.rerunning(
            report, catalog: started, runner: runner)
        #expect(runner.filters == ["Lecture2MVVMTests.CreateMemoryGameTests/"])
        #expect(
            report.varyingResults == [
                VaryingResults(
                    exerciseID: "mvvm-create-memory-game",
                    tests: [
                        "a new view model starts with four pairs of cards",
                        "each emoji of the game is on exactly two cards",
                    ])
            ])
        // The verdict stays failed, whichever run passed more.
        #expect(!report.allPassed)
        let text = base.printed(report, asked: "mvvm-create-memory-game", in: started)
            .joined(separator: "\n")
        #expect(
            text.contains(
                "The result varies from run to run: run twice in this check, these tests passed"
                    + " once and failed once: \"a new view model starts with four pairs of"
                    + " cards\""), "\(text)")
        let korean = base.printed(
            report, asked: "mvvm-create-memory-game", in: started, language: .ko
        ).joined(separator: "\n")
        #expect(korean.contains("결과가 실행할 때마다 달라집니다"), "\(korean)")
    }

    @Test("a second run that gives the same results names nothing as varying")
    func sameSecondRunNamesNothing() throws {
        let started = try base.starting("mvvm-create-memory-game", with: [Self.randomPairs])
        let state = try base.startedState(["mvvm-create-memory-game"])
        let report = try report(in: started, state: state)
        let first = TestOutcome(
            ending: .finished,
            run: TestRun(
                tests: report.entries.flatMap { entry -> [TestResult] in
                    guard case .failed(let failures, _) = entry.verdict else { return [] }
                    return failures
                } + [
                    TestResult(
                        id: "Lecture2MVVMTests.CreateMemoryGameTests/distinctPairs()",
                        displayName: "each emoji of the game is on exactly two cards")
                ]))
        let runner = CannedRunner { _ in first }
        #expect(try VaryingResults.rerunning(report, catalog: started, runner: runner).isEmpty)
        #expect(runner.filters.count == 1)
    }

    @Test("code without a random call is not run a second time")
    func noRandomCallNoSecondRun() throws {
        let reference = try #require(
            base.catalog.places(of: "mvvm-create-memory-game").first.flatMap {
                place -> [String]? in
                guard case .reference(let solution, _) = place.region.form else { return nil }
                return solution
            })
        let started = try base.starting(
            "mvvm-create-memory-game", with: [reference.joined(separator: "\n")])
        let state = try base.startedState(["mvvm-create-memory-game"])
        let report = try report(in: started, state: state)
        #expect(report.randomCalls.isEmpty)
        let runner = CannedRunner { _ in Self.secondRun }
        #expect(try VaryingResults.rerunning(report, catalog: started, runner: runner).isEmpty)
        #expect(runner.filters.isEmpty)
    }
}
