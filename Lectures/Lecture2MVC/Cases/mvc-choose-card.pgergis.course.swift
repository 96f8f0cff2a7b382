// exercise: mvc-choose-card
// kind: lecture
// source: pgergis/Concentration Concentration/Concentration.swift@bad387a07c90ff16c1b96c7407e3021d075a0dc8
// expect: pass
// why: the 2017 course's Lecture 2 chooseCard(at:) as a student typed it.
// region: 1
if !cards[index].isMatched {
    if let matchIndex = indexOfOneAndOnlyFaceUpCard, matchIndex != index {
        // check if cards match
        if cards[matchIndex].identifier == cards[index].identifier {
            cards[matchIndex].isMatched = true
            cards[index].isMatched = true
        }
        cards[index].isFaceUp = true
        indexOfOneAndOnlyFaceUpCard = nil
    } else {
        // either no cards or @ cards are face up
        for flipDownIndex in cards.indices {
            cards[flipDownIndex].isFaceUp = false
        }
        cards[index].isFaceUp = true
        indexOfOneAndOnlyFaceUpCard = index
    }
}
