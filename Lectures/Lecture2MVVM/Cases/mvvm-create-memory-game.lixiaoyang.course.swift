// exercise: mvvm-create-memory-game
// kind: lecture
// source: lixiaoyang1992/CS193A Memorize/EmojiMemoryGame.swift@f6b8360405ff771c5f98e9e94965284bffe9bce0
// expect: fail: (four pairs)
// why: the 2020 course's view model as a student typed it (its `@Published` is the workbook's `@Observable`): the type method is right; it deals three pairs of its own emoji, and the workbook's game has four.
// region: 1
private(set) var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()

static func createMemoryGame() -> MemoryGame<String> {
    let emojis: Array<String> = ["👻", "🍋", "🦨"]
    return MemoryGame<String>(numberOfPairsOfCards: emojis.count) { pairIndex in emojis[pairIndex] }
}
