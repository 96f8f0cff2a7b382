// error: cannot use mutating member on immutable value
// teaches: `choose` can be called on a game declared with `let`, so Swift does not know that it changes the game's cards: say so in its declaration, and Swift will refuse it on a `let` game, whose value may never change.
// teaches-ko: `let`으로 선언한 게임에 `choose`를 부를 수 있으므로, Swift는 이 메서드가 게임의 카드를 바꾼다는 것을 모릅니다: 선언에서 그렇다고 밝히면 Swift는 값이 절대 바뀌면 안 되는 `let` 게임에서 그 호출을 거부합니다.
func chooseOnALetGame() {
    let game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "👻" }
    if let card = game.cards.first {
        game.choose(card)
    }
}
