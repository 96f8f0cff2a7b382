// error: does not conform to protocol 'Equatable'
// teaches: `choose` compares contents with `==`, so the game declares `where CardContent: Equatable` and a content that cannot be compared is refused where the game is made.
// teaches-ko: `choose`는 내용을 `==`로 비교하므로 게임은 `where CardContent: Equatable`을 선언하고, 비교할 수 없는 내용은 게임을 만드는 곳에서 거부됩니다.

/// A card content with no `==`.
struct Unmatchable {}

/// Makes a game whose cards could never be matched; the lecture's `MemoryGame` must refuse it.
func dealUnmatchableCards() {
    _ = MemoryGame<Unmatchable>(numberOfPairsOfCards: 1) { _ in Unmatchable() }
}
