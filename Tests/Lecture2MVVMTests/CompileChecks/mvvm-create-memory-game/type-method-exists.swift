// error: invalid redeclaration of 'createMemoryGame()'
// teaches: The game is made by a type method, `static func createMemoryGame() -> MemoryGame<String>`: a property initializer runs before `self` exists, so only the type can make the game.
extension EmojiMemoryGame {
    static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "" }
    }
}
