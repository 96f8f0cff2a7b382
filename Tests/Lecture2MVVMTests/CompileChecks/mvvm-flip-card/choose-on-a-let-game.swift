// error: cannot use mutating member on immutable value
// teaches: `choose` can be called on a game declared with `let`, so Swift does not know that it changes the game's cards: say so in its declaration, and Swift will refuse it on a `let` game, whose value may never change.
func chooseOnALetGame() {
    let game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "👻" }
    if let card = game.cards.first {
        game.choose(card)
    }
}
