import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// `cardButtons.count + 1 / 2`: the division takes only the `1`, which the value the tests saw
/// (as many pairs as buttons) shows; `check` names the precedence under the failure, not only
/// integer division.
@Suite struct PrecedenceSlipTests {
    let base: BrokenUseTests

    init() throws { base = try BrokenUseTests() }

    @Test("a divided right operand of a sum is a slip; a grouped sum is not")
    func slipsFromLines() throws {
        let slip = try #require(
            PrecedenceSlip.slip(
                in: "lazy var game = Concentration(numberOfPairsOfCards: cardButtons.count + 1 / 2)"
            ))
        #expect(slip.written == "cardButtons.count + 1 / 2")
        #expect(slip.grouped == "(cardButtons.count + 1) / 2")
        #expect(PrecedenceSlip.slip(in: "let pairs = (cardButtons.count + 1) / 2") == nil)
        #expect(PrecedenceSlip.slip(in: "let half = count / 2 // count + 1 / 2") == nil)
    }

    @Test("count + 1 / 2 in the lazy game: the failure names the precedence and the grouping")
    func lazyGameSlipNamed() throws {
        let started = try base.starting(
            "mvc-lazy-game",
            with: [
                """
                lazy var game = Concentration(
                    numberOfPairsOfCards: cardButtons.count + 1 / 2, using: &randomNumberGenerator)
                """
            ])
        let state = try base.startedState(["mvc-lazy-game"])
        let exercise = try #require(started.exercise("mvc-lazy-game"))
        let outcome = TestOutcome(
            ending: .finished,
            run: TestRun(tests: [
                TestResult(
                    id: "Lecture2MVCTests.LazyGameTests/pairsForButtons()",
                    displayName: "the game has a pair for every two buttons",
                    issues: [
                        TestIssue(
                            message: "Expectation failed: (controller.game.cards.count → 24) == 12",
                            details: [], file: "Lecture2MVCTests/LazyGameTests.swift", line: 12)
                    ])
            ]))
        let report = CheckReport(
            plan: CheckPlan.planning([exercise], catalog: started, state: state),
            outcome: outcome, catalog: started, state: state)
        let line = try base.line(
            of: "cardButtons.count + 1 / 2", in: "Sources/Lecture2MVC/ViewController.swift",
            of: started)
        #expect(
            report.precedenceSlips.map(\.place) == [
                "Sources/Lecture2MVC/ViewController.swift:\(line)"
            ])
        let text = base.printed(report, asked: "mvc-lazy-game", in: started)
            .joined(separator: "\n")
        #expect(text.contains("Swift divides before it adds or subtracts"), "\(text)")
        #expect(text.contains("put the sum in parentheses"), "\(text)")
        // The grouped sum is the exercise's answer: never shown.
        #expect(!text.contains("(cardButtons.count + 1) / 2"), "\(text)")
        let korean = base.printed(report, asked: "mvc-lazy-game", in: started, language: .ko)
            .joined(separator: "\n")
        #expect(korean.contains("괄호로 묶으십시오"), "\(korean)")
    }
}
