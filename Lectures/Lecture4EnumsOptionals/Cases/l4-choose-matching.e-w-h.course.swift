// exercise: l4-choose-matching
// kind: lecture
// source: e-w-h/Memorize Memorize/MemoryGame.swift@9a4b02cf4df1e4204c69f5de631aa41a28925797
// expect: fail: card:
// why: the 2020 course's Lecture 4 matching game as a student typed it: the lecture's `choose(card:)` label, which the workbook's callers (`model.choose(card)`) do not write, and a `print` of each chosen card.
// region: 1
struct MemoryGame<CardContent> where CardContent: Equatable {
    var cards: Array<Card>

    var indexOfTheOneAndOnlyFaceUpCard: Int?

    mutating func choose(card: Card) {
        print("card chosen: \(card)")
        if let chosenIndex: Int = cards.firstIndex(matching: card), !cards[chosenIndex].isFaceUp, !cards[chosenIndex].isMatched {
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                }
                indexOfTheOneAndOnlyFaceUpCard = nil
            } else {
                for index in cards.indices {
                    cards[index].isFaceUp = false
                }
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex
            }
            self.cards[chosenIndex].isFaceUp = true
        }
    }
