// exercise: mvvm-object-will-change
// kind: lecture
// source: lixiaoyang1992/CS193A Memorize/EmojiMemoryGame.swift@f6b8360405ff771c5f98e9e94965284bffe9bce0
// expect: pass
// why: the 2020 course's Lecture 3 view model as a student typed it: `@Published` announces every write of `model`, as the `willSet` does. Its initial value, `EmojiMemoryGame.createMemoryGame()`, is left out: this class deals in its `init`, and that type method is another exercise's, stubbed when that one is started.
// region: 1
@Published private(set) var model: MemoryGame<String>
