// exercise: mvvm-object-will-change
// kind: lecture
// source: lixiaoyang1992/CS193A Memorize/EmojiMemoryGame.swift@f6b8360405ff771c5f98e9e94965284bffe9bce0
// expect: pass
// why: the 2020 course's Lecture 3 view model as a student typed it: `@Published` announces every write of `model`, as the `willSet` does, and its initial value comes from the screen's view model's type method (this class's `init` then deals again).
// region: 1
@Published private(set) var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()
