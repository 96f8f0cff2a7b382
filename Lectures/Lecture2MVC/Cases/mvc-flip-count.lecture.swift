// exercise: mvc-flip-count
// kind: lecture
// expect: pass
// why: lecture2-mvc-pattern-card-concentration.txt, flipCount's didSet, with the label text of Lecture 1 ("Flips: ").
// region: 1
var flipCount = 0 {
    didSet {
        flipCountLabel.text = "Flips: \(flipCount)"
    }
}
