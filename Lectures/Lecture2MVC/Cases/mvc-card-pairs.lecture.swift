// exercise: mvc-card-pairs
// kind: lecture
// expect: fail: 2017 lecture's Lecture 2 init loops over `1...numberOfPairsOfCards`
// why: lecture2-mvc-concentration.txt, the shuffled init. `1...numberOfPairsOfCards` traps for 0 pairs (a closed range cannot end before it starts), which the zero-pairs test catches in a child process and explains; `shuffle()` ignores the injected generator; the hints teach `0..<` and `shuffle(using:)`.
// region: 1
for _ in 1...numberOfPairsOfCards {
    let card = Card()
    cards += [card, card]
}
cards.shuffle()
