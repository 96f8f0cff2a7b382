// exercise: mvvm-flip-card
// kind: lecture
// source: lixiaoyang1992/CS193A Memorize/MemoryGame.swift@f6b8360405ff771c5f98e9e94965284bffe9bce0
// expect: fail: card:
// why: the 2020 course's Lecture 3 choose(card:), with its own index(of:) that answers -1 for a missing card: the workbook's model takes `choose(_:)`, so the view model's `model.choose(card)` meets the label.
// region: 1
mutating func choose(card: Card) {
    print("card chosen: \(card)")
    let chosenIndex = index(of: card)
    if(chosenIndex >= 0) {
        cards[chosenIndex].isFaceUp = !cards[chosenIndex].isFaceUp
    }
}

func index(of card: Card) -> Int {
    for index in 0..<cards.count {
        if cards[index].id == card.id {
            return index
        }
    }
    return -1
}
