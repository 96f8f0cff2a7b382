// exercise: mvvm-card-content-init
// kind: lecture
// expect: pass
// why: lecture2-mvvm-code-demo.txt, the MemoryGame that takes `cardContentFactory` and its final Card. The init is the write-up's first one with the function (`numberOfPairsOfCards:`); its final listing spells the label `NumberOfPairsOfCards:`, which the view model's call does not match (see the mvvm-create-memory-game case). The write-up's name for the function, `cardContentFactory`, passes: the declaration is the student's, and every caller passes the function as a trailing closure.
// region: 1
init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
    cards = Array<Card>()
    for pairIndex in 0..<numberOfPairsOfCards {
        let content = cardContentFactory(pairIndex)
        cards.append(Card(content: content, id: pairIndex * 2))
        cards.append(Card(content: content, id: pairIndex * 2 + 1))
    }
}
// region: 2
struct Card: Identifiable {
    var isFaceUp: Bool = false
    var isMatched: Bool = false
    var content: CardContent
    var id: Int
}
