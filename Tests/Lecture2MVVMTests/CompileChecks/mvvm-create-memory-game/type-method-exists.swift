// error: cannot convert value of type 'MemoryGame<String>' to specified type 'Int'
// teaches: The game is made by a type method called on the type, `EmojiMemoryGame.createMemoryGame()`, which returns a `MemoryGame<String>`: a property initializer runs before `self` exists, so only the type (not an instance) can make the game.
// teaches-ko: 게임은 타입에 대고 부르는 타입 메서드 `EmojiMemoryGame.createMemoryGame()`이 만들고, 이 메서드는 `MemoryGame<String>`을 반환합니다: 프로퍼티 초기값은 `self`가 생기기 전에 계산되므로 인스턴스가 아니라 타입만 게임을 만들 수 있습니다.

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
