// exercise: mvc-update-view
// kind: lecture
// expect: fail: The 2017 lecture's `updateViewFromModel()` reads the card of every button
// why: lecture2-mvc-concentration.txt, the last updateViewFromModel() loop (`#colorLiteral`s become `.white`, `.orange`, `.clear`). It assumes a card for every button, which the lazy game guarantees; with six buttons and a one-pair game it stops (in the test's child process), and the advice says why the workbook skips buttons with no card.
// region: 1
for index in cardButtons.indices {
    let button = cardButtons[index]
    let card = game.cards[index]
    if card.isFaceUp {
        button.setTitle(emoji(for: card))
        button.backgroundColor = .white
    } else {
        button.setTitle("")
        button.backgroundColor = card.isMatched ? .clear : .orange
    }
}
