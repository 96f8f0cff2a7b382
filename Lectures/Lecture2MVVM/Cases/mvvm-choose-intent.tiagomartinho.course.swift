// exercise: mvvm-choose-intent
// kind: lecture
// source: tiagomartinho/memorize memorize/EmojiMemoryGame.swift@0d71827a458030f27f7333c179eba0b5421d31ef
// expect: fail: card:
// why: the 2020 course's Lecture 3 intent, `model.choose(card: card)`: the workbook's model takes `choose(_:)`, as the 2020 course's later lectures do.
// region: 1
model.choose(card: card)
