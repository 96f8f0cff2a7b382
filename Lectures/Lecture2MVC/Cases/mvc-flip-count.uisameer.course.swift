// exercise: mvc-flip-count
// kind: lecture
// source: UISameer/CS193P-2017 Concentration/ViewController.swift@a643adf8cdf88813380d5c0a430e36fa551e1e9f
// expect: pass
// why: the 2017 course's outlet as students type it, `@IBOutlet weak var flipCountLabel: UILabel!`, but for `@IBOutlet` (it needs Objective-C). `weak` works: the controller's `view` owns the label, as a storyboard's view hierarchy does.
// region: 1
weak var flipCountLabel: UILabel!
// region: 2
var flipCount = 0 {
    didSet {
        flipCountLabel.text = "Flips: \(flipCount)"
    }
}
