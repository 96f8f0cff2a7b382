// exercise: mvvm-card-content-init
// kind: lecture
// source: camotsuc/SwiftUI-cs193p-Spring2020 Memorize/Memorize/MemoryGame.swift@0e8ddf52505d92ca30efd1417df24fad1df84fd9
// expect: fail: isMatched
// why: the 2020 course's MemoryGame as a student typed it: the demo's face-up `isFaceUp: Bool = true`, and a typo, `isMathed`, that the tests' `isMatched` meets first.
// region: 1
init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
    cards = Array<Card>()
    for pairIndex in 0..<numberOfPairsOfCards {
        let content: CardContent = cardContentFactory(pairIndex)
        cards.append(Card(content: content, id: pairIndex*2))
        cards.append(Card(content: content, id: pairIndex*2+1))
    }
}
// region: 2
struct Card: Identifiable {
    var isFaceUp: Bool = true
    var isMathed: Bool = false
    var content:CardContent
    var id: Int

}
