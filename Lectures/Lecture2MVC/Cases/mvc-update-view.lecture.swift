// exercise: mvc-update-view
// kind: lecture
// expect: fail: The 2017 lecture's `updateViewFromModel()` reads the card of every button
// why: lecture2-mvc-concentration.txt, the last updateViewFromModel() loop exactly as typed, `UIControl.State.normal` and `#colorLiteral`s included. It assumes a card for every button, which the lazy game guarantees; with six buttons and a one-pair game it stops (in the test's child process), and the advice says why the workbook skips buttons with no card.
// region: 1
for index in cardButtons.indices {
    let button = cardButtons[index]
    let card = game.cards[index]
    if card.isFaceUp {
        button.setTitle(emoji(for: card), for: UIControl.State.normal)
        button.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
    } else {
        button.setTitle("", for: UIControl.State.normal)
        button.backgroundColor = card.isMatched ? #colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 0) : #colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)
    }
}
