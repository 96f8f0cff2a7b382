// error: cannot use mutating member on immutable value
// teaches: `choose` changes the game's cards, so it must be `mutating`; then Swift refuses to call it on a `let` game, whose value may never change.
func chooseOnALetGame() {
    let game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "👻" }
    if let card = game.cards.first {
        game.choose(card)
    }
}
