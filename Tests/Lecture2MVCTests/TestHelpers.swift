import TestSupport

@testable import Lecture2MVC

/// A game of `pairs` pairs shuffled by a generator seeded with `seed`.
func makeGame(pairs: Int, seed: UInt64 = 1) -> Concentration {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return Concentration(numberOfPairsOfCards: pairs, using: &generator)
}

/// A controller with `buttons` card buttons whose shuffle and emoji come from `seed`.
@MainActor
func makeController(buttons: Int, seed: UInt64 = 1) -> ViewController {
    ViewController(
        numberOfCardButtons: buttons,
        randomNumberGenerator: SeededRandomNumberGenerator(seed: seed))
}

/// The indices of the cards, grouped by identifier: one array per pair, in order of appearance.
func pairIndices(in cards: [Card]) -> [[Int]] {
    var groups = [Int: [Int]]()
    var order = [Int]()
    for index in cards.indices {
        let identifier = cards[index].identifier
        if groups[identifier] == nil {
            order.append(identifier)
        }
        groups[identifier, default: []].append(index)
    }
    return order.map { groups[$0] ?? [] }
}

/// The layout with identifiers renamed 0, 1, 2… by first appearance, so games can be compared
/// even though every game gets fresh identifiers.
func layoutPattern(of cards: [Card]) -> [Int] {
    var rank = [Int: Int]()
    return cards.map { card in
        if let known = rank[card.identifier] {
            return known
        }
        rank[card.identifier] = rank.count
        return rank.count - 1
    }
}
