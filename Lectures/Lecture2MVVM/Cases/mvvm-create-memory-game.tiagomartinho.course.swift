// exercise: mvvm-create-memory-game
// kind: lecture
// source: tiagomartinho/memorize memorize/EmojiMemoryGame.swift@0d71827a458030f27f7333c179eba0b5421d31ef
// expect: fail: (four pairs)
// why: the 2020 course's view model as a student typed it, with the game made in a closure rather than a type method, from three emoji; the workbook's game has four pairs.
// region: 1
private var model: MemoryGame<String> = {
    let emojis = ["👻", "🎃", "🕷"]
    return MemoryGame<String>(numberOfPairsOfCards: emojis.count) {
        emojis[$0]
    }
}()
