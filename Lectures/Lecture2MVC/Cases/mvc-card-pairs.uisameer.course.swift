// exercise: mvc-card-pairs
// kind: lecture
// source: UISameer/CS193P-2017 Concentration/Model/Concentration.swift@057a45c9179bf62824ab9fd72f59a8b24fcb433d
// expect: fail: asserts `numberOfPairsOfCards > 0`
// why: the 2017 course's Lecture 3 init ("Added access control and Asserts"): its assert stops a game of zero pairs, and it does not shuffle; the advice names both.
// region: 1
assert(numberOfPairsOfCards > 0, "Concentration.init(\(numberOfPairsOfCards)): you must have at leaast one pair of cards")
for _ in 0..<numberOfPairsOfCards {
    let card = Card()
    cards += [card, card]
}
