// exercise: mvvm-create-memory-game
// kind: lecture
// expect: fail: incorrect argument label
// why: lecture2-mvvm-code-demo.txt, the final EmojiMemoryGame. The write-up declares its own `init(NumberOfPairsOfCards:cardContentFactory:)` with a capital N; the workbook's given init is `init(numberOfPairsOfCards:createCardContent:)`.
// region: 1
private var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()
static func createMemoryGame() -> MemoryGame<String> {
    let emojis: Array<String> = ["👻", "🍪"]
    return MemoryGame<String>(NumberOfPairsOfCards: emojis.count) { pairIndex in
        return emojis[pairIndex]
    }
}
