// exercise: mvvm-create-memory-game
// kind: lecture
// expect: fail: (four pairs)
// why: lecture4-enum-optional-mvvm-memorygame.txt, the finished ViewModel (its `@Published` is the workbook's `@Observable`). It makes three pairs from its own emoji list as `createMemoryGames()`; the workbook's game has four.
// region: 1
private(set) var model: MemoryGame<String> = createMemoryGames()
static func createMemoryGames() -> MemoryGame<String> {
    MemoryGame<String>(numberOfPairsOfCards: 3) { pairIndex in
        emojis[pairIndex]
    }
}
