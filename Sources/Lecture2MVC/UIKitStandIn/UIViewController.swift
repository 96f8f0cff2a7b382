/// The base class of every screen's Controller, standing in for UIKit's `UIViewController`.
///
/// The lecture's controller is `class ViewController: UIViewController`: UIKit makes it, loads the
/// storyboard's views and connects the outlets. Here there is no storyboard, so a subclass builds
/// its views and connects its outlets in its own `init`.
///
/// It is `@MainActor`, as UIKit's is, and so is every subclass: a controller handles the user's
/// taps and updates views, which happens on the main thread. That is also why `@IBAction`, which
/// makes a method `@MainActor`, fits every method of a controller.
@MainActor
class UIViewController {
    /// A screen's Controller with no views yet.
    init() {}
}
