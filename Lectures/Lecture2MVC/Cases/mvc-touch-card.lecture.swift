// exercise: mvc-touch-card
// kind: lecture
// expect: fail: The 2017 lecture's `touchCard(_:)` counts the flip
// why: lecture2-mvc-concentration.txt, touchCard(_:) exactly as typed. A tap from a button that is not a card button still counts; the advice says why the workbook counts inside the `if let`.
// region: 1
@IBAction func touchCard(_ sender: UIButton) {
    flipCount += 1
    if let cardNumber = cardButtons.firstIndex(of: sender) {
//            flipCard(withEmoji: emojiChoices[cardNumber], on: sender)
        game.chooseCard(at: cardNumber)
        updateViewFromModel()
    } else {
        print("Error")
    }
}
