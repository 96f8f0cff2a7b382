// exercise: mvvm-game-view
// kind: lecture
// expect: fail: missing argument label 'card:'
// why: lecture4-enum-optional-mvvm-memorygame.txt, the 2021 screen: a ScrollView and LazyVGrid draw the cards too, but the 2021 lecture's intent is `choose(_:)`, and this stage keeps the 2020 lecture's `choose(card:)`; Swift names the missing label.
// region: 1
ScrollView {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
        ForEach(viewModel.cards) { card in
            CardView(card: card)
                .aspectRatio(2/3, contentMode: .fit)
                .onTapGesture {
                    viewModel.choose(card)
                }
        }
    }
    .foregroundColor(.yellow)
    .padding()
}
