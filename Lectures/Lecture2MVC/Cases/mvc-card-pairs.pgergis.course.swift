// exercise: mvc-card-pairs
// kind: lecture
// source: pgergis/Concentration Concentration/Concentration.swift@bad387a07c90ff16c1b96c7407e3021d075a0dc8
// expect: fail: 2017 lecture's Lecture 2 init loops over `1...numberOfPairsOfCards`
// why: the 2017 course's Lecture 2 demo as a student typed it ("finish refactor to mvc"): `1...` traps on zero pairs, and the demo does not shuffle yet; the advice names both.
// region: 1
for _ in 1...numberOfPairsOfCards {
    let card = Card()
    cards += [card, card]  // copied because struct
}
