// exercise: mvc-emoji-for-card
// kind: lecture
// expect: fail: The 2017 lecture's `emoji(for:)` draws with `arc4random_uniform`
// why: lecture2-mvc-concentration.txt, the last emoji(for:). The system's generator ignores the controller's seeded one; the advice says why the workbook draws with `Int.random(in:using:)`.
// region: 1
if emoji[card.identifier] == nil, emojiChoices.count > 0 {
    let randomIndex = Int(arc4random_uniform(UInt32(emojiChoices.count)))
    emoji[card.identifier] = emojiChoices.remove(at: randomIndex)
}
return emoji[card.identifier] ?? "?"
