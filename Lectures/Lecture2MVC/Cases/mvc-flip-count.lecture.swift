// exercise: mvc-flip-count
// kind: lecture
// expect: pass
// why: lecture2-mvc-pattern-card-concentration.txt, the flipCountLabel outlet as typed but for `@IBOutlet` (it needs Objective-C; `check` says so where it is written), and flipCount's didSet with the label text of Lecture 1 ("Flips: "). `weak` works: the controller's `view` owns the label, as a storyboard's view hierarchy does.
// region: 1
weak var flipCountLabel: UILabel!
// region: 2
var flipCount = 0 {
    didSet {
        flipCountLabel.text = "Flips: \(flipCount)"
    }
}
