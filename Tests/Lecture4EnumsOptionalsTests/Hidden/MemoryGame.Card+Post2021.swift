@testable import Lecture4EnumsOptionals

extension MemoryGame.Card {
    /// The 2021 post's name for `isFaceUp`: its own model spells the property `isFacedUp`, so its
    /// `CardView`, transcribed as printed, reads it under that name.
    var isFacedUp: Bool {
        isFaceUp
    }
}
