// exercise: mvc-card-pairs
// kind: lecture
// source: rnsscman/CS193p-2017-Concentration Concentration/Concentration.swift@19f46788df5351b7a26db5a334b8aff59d9b8ee1
// expect: fail: 2017 lecture's Lecture 2 demo does not shuffle yet
// why: the 2017 course's Lecture 2 demo as a student typed it, with its `// TODO: Shuffle the cards`: the lecture's `1...numberOfPairsOfCards`, which traps for 0 pairs, and no shuffle yet, which the advice names.
// region: 1
for _ in 1...numberOfPairsOfCards {
    let card = Card()
    cards += [card, card]
}
// TODO: Shuffle the cards
