// error: cannot use mutating member on immutable value
// teaches: `choose` changes the game's cards, so it must be `mutating`; then Swift refuses to call it on a `let` game, whose value may never change.
// teaches-ko: `choose`는 게임의 카드를 바꾸므로 `mutating`이어야 합니다. 그러면 Swift는 값이 결코 바뀔 수 없는 `let` 게임에서 그것을 부르기를 거부합니다.
func chooseOnALetGame() {
    let game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "👻" }
    if let card = game.cards.first {
        game.choose(card)
    }
}
