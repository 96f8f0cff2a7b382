// exercise: mvvm-game-view
// kind: lecture
// expect: pass
// why: lecture2-mvvm-code-demo.txt, the final ContentView's body up to its modifiers, as printed.
// region: 1
HStack {
    ForEach(viewModel.cards) { card in
        CardView(card: card).onTapGesture { viewModel.choose(card: card) }
    }
}
