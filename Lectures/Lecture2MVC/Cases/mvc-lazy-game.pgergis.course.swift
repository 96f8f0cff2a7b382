// exercise: mvc-lazy-game
// kind: lecture
// source: pgergis/Concentration Concentration/ViewController.swift@bad387a07c90ff16c1b96c7407e3021d075a0dc8
// expect: fail: the lecture makes its game without a generator
// why: the 2017 course's lazy game as a student typed it: `lazy` is right, but the system's generator shuffles it; the advice says why the workbook passes `using: &randomNumberGenerator`.
// region: 1
lazy var game = Concentration(numberOfPairsOfCards: (cardButtons.count + 1) / 2)
