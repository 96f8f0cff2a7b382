// error: does not conform to protocol 'Equatable'
// teaches: `choose` compares contents with `==`, so the game declares `where CardContent: Equatable` and a content that cannot be compared is refused where the game is made.

/// A card content with no `==`.
struct Unmatchable {}

/// Makes a game whose cards could never be matched; the lecture's `MemoryGame` must refuse it.
func dealUnmatchableCards() {
    _ = MemoryGame<Unmatchable>(numberOfPairsOfCards: 1) { _ in Unmatchable() }
}
