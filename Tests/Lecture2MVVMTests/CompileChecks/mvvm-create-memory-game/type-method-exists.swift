// error: cannot convert value of type 'MemoryGame<String>' to specified type 'Int'
// teaches: The game is made by a type method called on the type, `EmojiMemoryGame.createMemoryGame()`, which returns a `MemoryGame<String>`: a property initializer runs before `self` exists, so only the type (not an instance) can make the game.

/// Stands in for the type method when the view model has none: a type's own method wins over it.
protocol MakesAGameSomehow {}

extension MakesAGameSomehow {
    static func createMemoryGame() -> Int { 0 }
}

extension EmojiMemoryGame: MakesAGameSomehow {}

@MainActor func theViewModelHasItsOwnTypeMethod() {
    let game = EmojiMemoryGame.createMemoryGame()
    let _: Int = game
}
