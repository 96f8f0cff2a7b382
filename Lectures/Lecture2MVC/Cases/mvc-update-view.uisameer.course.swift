// exercise: mvc-update-view
// kind: lecture
// source: UISameer/CS193P-2017 Concentration/ViewController.swift@057a45c9179bf62824ab9fd72f59a8b24fcb433d
// expect: fail: The 2017 lecture's `updateViewFromModel()` reads the card of every button
// why: the 2017 course's updateViewFromModel() as typed, its own `#colorLiteral`s included. The literals are the game's colours (UIColorTests); only the read of every button's card fails, and the advice explains it.
// region: 1
for index in cardButtons.indices {
    let button = cardButtons[index]
    let card = game.cards[index]
    if card.isFaceUp {
        button.setTitle(emoji(for: card), for: .normal)
        button.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
    } else {
        button.setTitle("", for: .normal)
        button.backgroundColor = card.isMatched ? #colorLiteral(red: 0.9356139898, green: 0.539589107, blue: 0.01415602397, alpha: 0) : #colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)
    }
}
