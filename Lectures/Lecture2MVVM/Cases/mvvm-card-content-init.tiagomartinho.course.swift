// exercise: mvvm-card-content-init
// kind: lecture
// source: tiagomartinho/memorize memorize/MemoryGame.swift@0d71827a458030f27f7333c179eba0b5421d31ef
// expect: fail: must precede argument
// why: the 2020 course's MemoryGame as a student typed it, with its Card declaring `id` first: valid Swift, but its memberwise init becomes `Card(id:content:)`, and the tests (as the 2020 lecture does) call `Card(content:id:)`.
// region: 1
init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
    cards = []
    for pairIndex in 0..<numberOfPairsOfCards {
        let content = cardContentFactory(pairIndex)
        cards.append(Card(id: pairIndex * 2, content: content))
        cards.append(Card(id: pairIndex * 2 + 1, content: content))
    }
}
// region: 2
struct Card: Identifiable {
    var id: Int
    var isFaceUp: Bool = false
    var isMatched: Bool = false
    var content: CardContent
}
