// exercise: mvvm-card-content-init
// kind: lecture
// source: lixiaoyang1992/CS193A Memorize/MemoryGame.swift@f6b8360405ff771c5f98e9e94965284bffe9bce0
// expect: fail: The 2020 lecture's `Card` starts with `isFaceUp: Bool = true`
// why: the 2020 course's MemoryGame as a student typed it ("day3"): its cards are dealt face up, as the demo shows them before choosing can flip one; the advice says why the workbook deals face down.
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
    var isFaceUp: Bool = true
    var isMatched: Bool = false
    var content: CardContent
    var id: Int
}
