// exercise: mvc-flip-count
// kind: lecture
// expect: fail: the game and its tests read it as "Flips: 1"
// why: lecture2-mvc-pattern-card-concentration.txt as typed but for `@IBOutlet`: its label reads "count:N" where the 2017 course's demo reads "Flips: N", and the advice says which text the game reads.
// region: 1
weak var flipCountLabel: UILabel!
// region: 2
var flipCount = 0 {
    didSet{
        flipCountLabel.text = "count:\(flipCount)"
    }
}
