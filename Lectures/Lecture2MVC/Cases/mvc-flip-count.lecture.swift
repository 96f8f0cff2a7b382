// exercise: mvc-flip-count
// kind: lecture
// expect: pass
// why: lecture2-mvc-pattern-card-concentration.txt, the flipCountLabel outlet and flipCount's didSet, with the label text of Lecture 1 ("Flips: "). The outlet drops @IBOutlet (there is no storyboard) and weak (no view hierarchy keeps the stand-in label alive), and UILabel is the stand-in Label.
// region: 1
var flipCountLabel: Label!
// region: 2
var flipCount = 0 {
    didSet {
        flipCountLabel.text = "Flips: \(flipCount)"
    }
}
