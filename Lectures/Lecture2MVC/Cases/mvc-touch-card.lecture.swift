// exercise: mvc-touch-card
// kind: lecture
// expect: fail: The 2017 lecture's `touchCard(_:)` counts the flip
// why: lecture2-mvc-concentration.txt, touchCard(_:) (`@IBAction` and `UIButton` become the workbook's `Button`). A tap from a button that is not a card button still counts; the advice says why the workbook counts inside the `if let`.
// region: 1
func touchCard(_ sender: Button) {
    flipCount += 1
    if let cardNumber = cardButtons.firstIndex(of: sender) {
        game.chooseCard(at: cardNumber)
        updateViewFromModel()
    } else {
        print("Error")
    }
}
