import Lecture2MVC
import Lecture2MVVM
import Lecture4EnumsOptionals
import PlayKit

// The conformances live here so that the lectures need not know about PlayKit.

// The MVC table says what looks wrong on screen; which exercises can cause it is the workbook's
// knowledge, not the lecture's, so it is mapped here.
extension Lecture2MVC.TerminalTable: PlayableTable {
    public var symptom: (description: String, suspects: [String])? {
        symptomOnScreen.map { ($0.description, $0.suspects) }
    }
}

extension Lecture2MVC.TerminalSymptom {
    /// The exercises of `Lecture2MVC` most likely to cause this symptom, most likely first.
    var suspects: [String] {
        switch self {
        case .noCardsDealt: ["mvc-card-pairs", "mvc-lazy-game"]
        case .cardsShareIdentifiers: ["mvc-identifier-factory"]
        case .tapChangedNothing: ["mvc-touch-card"]
        case .cardDidNotTurn: ["mvc-choose-card"]
        case .labelOutOfStep: ["mvc-flip-count"]
        case .faceUpButtonShowsBack: ["mvc-update-view"]
        case .questionMarkWithEmojiLeft: ["mvc-emoji-for-card"]
        }
    }
}

// Lecture2MVVM's table reports what looks wrong as a case; which exercises draw or play that part
// is the workbook's knowledge, not the lecture's, so the mapping lives here.
extension Lecture2MVVM.TerminalTable: PlayableTable {
    /// The table's symptom in words, and the exercises whose code draws or plays that part.
    public var symptom: (description: String, suspects: [String])? {
        switch symptomOnScreen {
        case nil:
            nil
        case .noCards:
            ("No cards were dealt.", ["mvvm-card-content-init", "mvvm-create-memory-game"])
        case .blankCards:
            ("Cards are drawn as nothing at all.", ["mvvm-card-view"])
        case .tapDidNotTurnCard(let modelTurnsCards):
            (
                "Choosing a card did not turn it over.",
                modelTurnsCards ? ["mvvm-choose-intent"] : ["mvvm-flip-card", "mvvm-choose-intent"]
            )
        case .screenNotRedrawn:
            ("The cards changed, but the screen was not drawn again.", ["mvvm-reactive-host"])
        }
    }
}

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
