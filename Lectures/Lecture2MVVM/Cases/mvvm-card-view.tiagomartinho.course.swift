// exercise: mvvm-card-view
// kind: lecture
// source: tiagomartinho/memorize memorize/CardView.swift@0d71827a458030f27f7333c179eba0b5421d31ef
// expect: pass
// why: the 2020 course's CardView as a student typed it: a shape coloured with `.foregroundColor(.white)` and a bare `RoundedRectangle` draw filled, as a shape's own body fills it, and `.font(.largeTitle)` sits on the card instead of the screen.
// region: 1
ZStack {
    if card.isFaceUp {
        RoundedRectangle(cornerRadius: 10).foregroundColor(.white)
        RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
        Text(card.content)
    } else {
        RoundedRectangle(cornerRadius: 10)
    }
}
.font(.largeTitle)
