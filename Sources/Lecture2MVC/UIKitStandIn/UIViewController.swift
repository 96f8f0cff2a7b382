// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

/// The base class of every screen's Controller, standing in for UIKit's `UIViewController`.
///
/// The lecture's controller is `class ViewController: UIViewController`: UIKit makes it, loads the
/// storyboard's views into its `view` and connects the outlets. Here there is no storyboard, so a
/// subclass builds its views, adds them to `view` and connects its outlets in its own `init`.
///
/// It is `@MainActor`, as UIKit's is, and so is every subclass: a controller handles the user's
/// taps and updates views, which happens on the main thread. That is also why `@IBAction`, which
/// makes a method `@MainActor`, fits every method of a controller.
@MainActor
class UIViewController {
    /// The screen's root view: it owns every view of the screen, so outlets may be `weak`.
    let view = UIView()

    /// A screen's Controller with an empty `view`.
    init() {}
}
