// error: passing non-escaping parameter 'viewForItem' to function expecting an '@escaping' closure
// teaches: `init` stores `viewForItem` and `body` calls it each time the grid is drawn, after `init` has returned, so the closure outlives the call: its parameter must say so, or Swift refuses to store it.
// teaches-ko: `init`이 `viewForItem`을 저장하고 `body`는 그리드를 그릴 때마다, 곧 `init`이 반환된 뒤에 그 클로저를 호출하므로, 클로저가 호출보다 오래 살아남습니다: 매개변수가 그렇다고 밝혀야 하며, 그러지 않으면 Swift가 저장을 거부합니다.

/// Hands the grid a closure that is not allowed to escape; the lecture's `init` must refuse it.
@MainActor
func gridWithoutEscaping(
    of cards: [MemoryGame<String>.Card], viewForItem: (MemoryGame<String>.Card) -> CardView
) {
    _ = Grid(items: cards, viewForItem: viewForItem)
}
