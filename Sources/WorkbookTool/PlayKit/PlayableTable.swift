import WorkbookLanguage

/// A lecture's game, as the play loop drives it: one table of cards, played by the lecture's code.
///
/// Each lecture stage has a `TerminalTable` with exactly these members; the `play` executable
/// declares the conformance, so the stages need not know about this module.
@MainActor
public protocol PlayableTable: AnyObject {
    /// The lecture's game, in a few words.
    nonisolated static var title: String { get }

    /// How many pairs `--pairs` may ask for, or `nil` when the lecture always deals its own.
    nonisolated static var pairsRange: ClosedRange<Int>? { get }

    /// Whether the deal is random, so that `--seed` matters.
    nonisolated static var isShuffled: Bool { get }

    /// The folder of the lecture's sources, searched for started exercises.
    nonisolated static var sourceFolder: String { get }

    /// Deals a game: `pairs` pairs (or the lecture's usual number), shuffled by `generator`.
    init(pairs: Int?, using generator: any RandomNumberGenerator)

    /// How many cards there are to choose from, numbered from 0 here and from 1 on screen.
    var cardCount: Int { get }

    /// Taps card `index`, as a finger would on the lecture's screen.
    func tap(card index: Int)

    /// The lecture's own drawing of the game for a window of this size, and for each card the
    /// line, the number of characters before it and its length in characters (`nil`: not drawn).
    func render(
        width: Int, height: Int
    ) -> (lines: [String], cards: [(line: Int, offset: Int, length: Int)?])

    /// Whether every pair has been found.
    var isWon: Bool { get }

    /// How far the game has got, in a line.
    var status: String { get }

    /// What looks wrong on screen, in every language, and the exercises most likely to cause
    /// it, most likely first.
    var symptom: (description: Localized, suspects: [String])? { get }
}

/// A lecture that can be played: its name as `Package.swift` spells it, and its table type.
public struct PlayableStage {
    /// The stage's target name, such as `Lecture2MVC`.
    public var name: String
    /// The type that deals and plays the stage's game.
    public var table: any PlayableTable.Type

    /// A stage called `name`, played through `table`.
    public init(name: String, table: any PlayableTable.Type) {
        self.name = name
        self.table = table
    }
}
