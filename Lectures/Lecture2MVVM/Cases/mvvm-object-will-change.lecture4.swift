// exercise: mvvm-object-will-change
// kind: lecture
// expect: pass
// why: lecture4-enum-optional-mvvm-memorygame.txt, the 2021 view model's `@Published private var model`, without its initial value, which this class's `init` gives.
// region: 1
@Published private var model: MemoryGame<String>
