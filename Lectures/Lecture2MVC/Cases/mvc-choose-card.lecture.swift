// exercise: mvc-choose-card
// kind: lecture
// expect: pass
// why: lecture2-mvc-concentration.txt, the last chooseCard(at:), word for word.
// region: 1
if !cards[index].isMatched {
    if let matchIndex = indexOfOneAndOnlyFaceUpCard, matchIndex != index {
        if cards[matchIndex].identifier == cards[index].identifier {
            cards[matchIndex].isMatched = true
            cards[index].isMatched = true
        }
        cards[index].isFaceUp = true
        indexOfOneAndOnlyFaceUpCard = nil
    } else {
        // either no cards or 2 cards are face up
        for flipDownIndex in cards.indices {
            cards[flipDownIndex].isFaceUp = false
        }
        cards[index].isFaceUp = true
        indexOfOneAndOnlyFaceUpCard = index
    }
}
