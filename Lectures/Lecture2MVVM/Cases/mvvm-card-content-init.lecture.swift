// exercise: mvvm-card-content-init
// kind: lecture
// expect: fail: cannot find 'cardContentFactory' in scope
// why: lecture2-mvvm-code-demo.txt, the final MemoryGame. Its init names the function `cardContentFactory`; the workbook gives the declaration with Lecture 4's name `createCardContent` (see the Lecture 4 case, which passes).
// region: 1
cards = Array<Card>()
for pairIndex in 0..<numberOfPairsOfCards {
    let content = cardContentFactory(pairIndex)
    cards.append(Card(content: content, id: pairIndex * 2))
    cards.append(Card(content: content, id: pairIndex * 2 + 1))
}
// region: 2
struct Card: Identifiable {
    var isFaceUp: Bool = false
    var isMatched: Bool = false
    var content: CardContent
    var id: Int
}
