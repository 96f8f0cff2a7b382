// error: inaccessible
// teaches: A view may read the view model's `model` but never replace it: declare it `private(set) var model` (or `private`), so changes go through the intents.
// teaches-ko: 뷰는 뷰 모델의 `model`을 읽을 수는 있어도 갈아 끼울 수는 없어야 합니다: `private(set) var model`(또는 `private`)로 선언해 변경이 인텐트를 거치게 합니다.
@MainActor func viewReplacesTheModel(of viewModel: EmojiMemoryGame) {
    viewModel.model = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "" }
}
