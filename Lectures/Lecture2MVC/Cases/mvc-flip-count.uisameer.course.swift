// exercise: mvc-flip-count
// kind: lecture
// source: UISameer/CS193P-2017 Concentration/ViewController.swift@a643adf8cdf88813380d5c0a430e36fa551e1e9f
// expect: fail: nil
// why: the 2017 course's outlet as students type it, `@IBOutlet weak var flipCountLabel: UILabel!` (`@IBOutlet` has no meaning without a storyboard; `UILabel` is the stand-in `Label`). Nothing keeps the label alive but `weak`, so it is nil at once and the first flip unwraps nil.
// region: 1
weak var flipCountLabel: Label!
// region: 2
var flipCount = 0 {
    didSet {
        flipCountLabel.text = "Flips: \(flipCount)"
    }
}
