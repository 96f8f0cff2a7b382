// exercise: l4-card-size
// kind: lecture
// source: e-w-h/Memorize Memorize/EmojiMemoryGameView.swift@e283fab17efba0fcbb7c6d94a78a6fc8e9a585e8
// expect: pass
// why: the 2020 course's CardView after Lecture 4: a GeometryReader hands `body(for:)` the card's size, and the font is three quarters of its shorter side, with the scale written as a number where the stage names it `fontScaleFactor`.
// region: 1
var body: some View {
    // Wrapper view that stores the offered space to a var
    GeometryReader { geometry in
        body(for: geometry.size)
    }
}

private func fontSize(for size: CGSize) -> CGFloat {
    min(size.width, size.height) * 0.75
}
