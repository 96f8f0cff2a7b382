// exercise: mvvm-choose-intent
// kind: lecture
// expect: pass
// why: lecture4-enum-optional-mvvm-memorygame.txt, the intent `choose(_:)` (Lecture 2's `choose(card:)` became `choose(_:)` there).
// region: 1
model.choose(card)
