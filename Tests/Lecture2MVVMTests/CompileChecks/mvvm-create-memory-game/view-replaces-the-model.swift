// error: inaccessible
// teaches: A view may read the view model's `model` but never replace it: declare it `private(set) var model` (or `private`), so changes go through the intents.
@MainActor func viewReplacesTheModel(of viewModel: EmojiMemoryGame) {
    viewModel.model = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "" }
}
