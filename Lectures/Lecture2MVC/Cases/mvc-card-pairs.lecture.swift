// exercise: mvc-card-pairs
// kind: lecture
// expect: fail: lowerBound
// why: lecture2-mvc-concentration.txt, the shuffled init. `1...numberOfPairsOfCards` traps for 0 pairs (a closed range cannot end before it starts) and `shuffle()` ignores the injected generator; the hints teach `0..<` and `shuffle(using:)`.
// region: 1
for _ in 1...numberOfPairsOfCards {
    let card = Card()
    cards += [card, card]
}
cards.shuffle()
