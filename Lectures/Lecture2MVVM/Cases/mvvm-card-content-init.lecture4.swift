// exercise: mvvm-card-content-init
// kind: lecture
// expect: pass
// why: lecture4-enum-optional-mvvm-memorygame.txt, the finished Model's init and Card (`isFacedUp` is the workbook's `isFaceUp`).
// region: 1
init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
    cards = Array<Card>()
    for pairIndex in 0..<numberOfPairsOfCards {
        let content = createCardContent(pairIndex)
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
