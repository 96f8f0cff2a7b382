// exercise: mvvm-game-view
// kind: lecture
// source: tiagomartinho/memorize memorize/ContentView.swift@0d71827a458030f27f7333c179eba0b5421d31ef
// expect: pass
// why: the 2020 course's screen as a student typed it, with the 2020 lecture's explicit `self.viewModel` inside the tap's closure.
// region: 1
HStack {
    ForEach(viewModel.cards) { card in
        CardView(card: card)
            .onTapGesture {
                self.viewModel.choose(card: card)
        }
    }
}
