// exercise: mvc-update-view
// kind: lecture
// expect: fail: A face-down card still in the game shows its orange back
// why: lecture2-mvc-pattern-card-concentration.txt, updateViewFromModel() exactly as typed, `.normal` and its own `#colorLiteral`s included: its card back is a salmon, not the game's orange, which the advice names (it also reads the card of every button, as the other write-up does).
// region: 1

for index in cardButtons.indices {
    let button = cardButtons[index]
    let card = game.cards[index]

    //앞면이면
    if card.isFaceUp{

        button.setTitle(emoji(for: card), for: .normal)
        button.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)

    //뒷면이면
    }else{

        button.setTitle("", for: .normal)
        button.backgroundColor = card.isMatched ?  #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0) : #colorLiteral(red: 0.9411764741, green: 0.4980392158, blue: 0.3529411852, alpha: 1)

    }

}
