// exercise: mvvm-flip-card
// kind: lecture
// source: hettiger/stanford-cs193p-memorize Memorize/MemoryGame.swift@657b2a4c0ebb9097d64e26921b7170f2c8c3f128
// expect: fail: MemoryGame
// why: the 2020 course's Lecture 2 choose(card:) as a student refactored it: the lecture's `card:` label, which the view model's `model.choose(card)` does not write, and the flip moved into a `mutating func choose()` of the student's own `Card`, which the workbook's `Card` (declared outside this region) does not have; the build reports two errors, in whichever order the compiler finishes its files: the view models' `model.choose(card)` missing the `card:` label of `MemoryGame`'s `choose`, and `MemoryGame`'s `Card` having no `choose()`; either names `MemoryGame`, and check names that `Card`, where it is and what it is.
// region: 1
mutating func choose(card: Card) {
    guard let index = cards.firstIndex(where: { $0.id == card.id }) else {
        preconditionFailure()
    }

    cards[index].choose()
}
