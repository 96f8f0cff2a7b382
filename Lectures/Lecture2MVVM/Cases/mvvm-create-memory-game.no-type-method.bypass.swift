// exercise: mvvm-create-memory-game
// kind: bypass
// why: makes the game in the property initializer, with no type method; the compile check type-method-exists (a type's own `createMemoryGame()` must win over a stand-in's) catches it.
// region: 1
private(set) var model = MemoryGame<String>(numberOfPairsOfCards: 4) { EmojiMemoryGame.emojis[$0] }
