// exercise: mvvm-card-view
// kind: lecture
// expect: pass
// why: lecture2-mvvm-code-demo.txt, the final CardView's body, as printed.
// region: 1
ZStack {
    if card.isFaceUp {
        RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
        RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
        Text(card.content)
    } else {
        RoundedRectangle(cornerRadius: 10.0).fill()
    }
}
