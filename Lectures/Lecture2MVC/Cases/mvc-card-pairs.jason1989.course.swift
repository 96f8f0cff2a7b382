// exercise: mvc-card-pairs
// kind: lecture
// source: Jason1989/concentration Concentration/Concentration.swift@bdfe1cc3ae64500e93522c5da2fda760723ef9a1
// expect: fail: 2017 lecture's Lecture 2 demo does not shuffle yet
// why: the 2017 course's Lecture 2 demo, mid-lecture, with `0..<` already: no shuffle yet, which the advice names.
// region: 1
//... inclusive
//..< exclusive
for _ in 0..<numberOfPairsOfCards {
    let card = Card()
    cards += [card, card]
}
