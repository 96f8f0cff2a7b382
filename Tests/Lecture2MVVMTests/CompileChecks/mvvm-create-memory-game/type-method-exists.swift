// error: cannot convert value of type 'MemoryGame<String>' to specified type 'Int'
// teaches: The game is made by a type method, `static func createMemoryGame() -> MemoryGame<String>`: a property initializer runs before `self` exists, so only the type (not an instance) can make the game.
// teaches-ko: 게임은 타입 메서드 `static func createMemoryGame() -> MemoryGame<String>`이 만듭니다. 프로퍼티 초기값은 `self`가 생기기 전에 실행되므로, 인스턴스가 아닌 타입만 게임을 만들 수 있습니다.

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
