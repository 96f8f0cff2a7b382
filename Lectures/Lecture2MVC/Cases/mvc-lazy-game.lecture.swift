// exercise: mvc-lazy-game
// kind: lecture
// expect: fail: the lecture makes its game without a generator
// why: lecture2-mvc-concentration.txt. `lazy` is right; the game is shuffled by the system's generator, so a seeded controller cannot replay its deal. The advice says so and why the workbook passes `using: &randomNumberGenerator`.
// region: 1
lazy var game = Concentration(numberOfPairsOfCards: (cardButtons.count + 1) / 2)
