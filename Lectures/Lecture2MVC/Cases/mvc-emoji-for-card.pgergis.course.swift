// exercise: mvc-emoji-for-card
// kind: lecture
// source: pgergis/Concentration Concentration/ViewController.swift@bad387a07c90ff16c1b96c7407e3021d075a0dc8
// expect: fail: The 2017 lecture's `emoji(for:)` draws with `arc4random_uniform`
// why: the 2017 course's emoji(for:) as a student typed it: the system's generator ignores the controller's seeded one, which the advice explains.
// region: 1
if emoji[card.identifier] == nil, emojiChoices.count > 0 {
    let randomIndex = Int(arc4random_uniform(UInt32(emojiChoices.count)))
    emoji[card.identifier] = emojiChoices.remove(at: randomIndex)
}
return emoji[card.identifier] ?? "?"
