// exercise: mvc-touch-card
// kind: lecture
// source: pgergis/Concentration Concentration/ViewController.swift@bad387a07c90ff16c1b96c7407e3021d075a0dc8
// expect: fail: The 2017 lecture's `touchCard(_:)` counts the flip
// why: the 2017 course's touchCard(_:) as a student typed it (`@IBAction` and `UIButton` as typed): it counts a flip before the `if let`, which the advice explains.
// region: 1
@IBAction func touchCard(_ sender: UIButton) {
    flipCount += 1
    if let cardNumber = cardButtons.firstIndex(of: sender) {
        game.chooseCard(at: cardNumber)
        updateViewFromModel()
    } else {
        print("chosen card was not in cardButtons")
    }
}
