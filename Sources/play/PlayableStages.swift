import Lecture2MVC
import Lecture2MVVM
import Lecture4EnumsOptionals
import PlayKit

// Each lecture's `TerminalTable` already has every member `PlayableTable` asks for, so the
// conformances are empty; they live here so that the lectures need not know about PlayKit.
extension Lecture2MVC.TerminalTable: PlayableTable {}
extension Lecture2MVVM.TerminalTable: PlayableTable {}

extension Lecture4EnumsOptionals.TerminalTable: PlayableTable {
    /// The table's problem, with the Lecture 4 exercises most likely behind it, most likely first:
    /// the lecture's code names no exercise, so the mapping lives here.
    public var symptom: (description: String, suspects: [String])? {
        problem.map { problem in (problem.description, Self.suspects(of: problem)) }
    }

    /// The exercises whose stub or mistake shows as `problem`, most likely first.
    private static func suspects(of problem: Problem) -> [String] {
        switch problem {
        case .noCards, .windowTooSmall, .screenNotRedrawn: []
        case .cardsNotFoundByID: ["l4-first-index-matching"]
        case .tooFewCells: ["l4-grid-layout"]
        case .cardsWithoutPlace: ["l4-grid-location"]
        case .dealtInPairOrder: ["l4-card-content-init"]
        case .tapDidNotTurnCard(let modelTurnsCards):
            modelTurnsCards
                ? ["l4-on-tap-escaping"] : ["l4-choose-matching", "l4-on-tap-escaping"]
        case .equalCardsDidNotMatch: ["l4-choose-matching"]
        }
    }
}

/// Every lecture that can be played, in teaching order, as `let stages` in `Package.swift`.
///
/// It is not in `main.swift`, whose globals are set only when the program runs, so the tests can
/// read it too.
@MainActor let playableStages = [
    PlayableStage(name: "Lecture2MVC", table: Lecture2MVC.TerminalTable.self),
    PlayableStage(name: "Lecture2MVVM", table: Lecture2MVVM.TerminalTable.self),
    PlayableStage(name: "Lecture4EnumsOptionals", table: Lecture4EnumsOptionals.TerminalTable.self),
]
