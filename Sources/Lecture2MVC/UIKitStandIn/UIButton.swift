// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

/// A tappable button, standing in for UIKit's `UIButton`: a view that knows nothing about the game.
///
/// The button talks to its Controller "blind": it keeps targets as plain objects and calls the
/// action each one registered, without ever knowing the target's type.
final class UIButton: UIControl {
    /// The title set for each state; a state without one shows the `.normal` title, as in UIKit.
    private var titles: [UIControl.State: String] = [:]

    /// The colour behind the title, or `nil` for none: an Optional, as UIKit's is.
    var backgroundColor: UIColor?

    /// The registered target-action pairs, already bound to their targets.
    private var actions: [(UIButton) -> Void] = []

    /// Creates a button with no title and no background colour; the storyboard sets them.
    override init() {}

    // MARK: - Titles

    /// Shows `title` on the button in `state`; `nil` removes the title, as UIKit's does.
    ///
    /// The lecture always passes `.normal`, the state of a button nobody is touching.
    func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// The title set for `state`, or `nil` when none is.
    func title(for state: UIControl.State) -> String? {
        titles[state]
    }

    /// The title the button shows now: a button at rest shows its `.normal` title.
    var currentTitle: String? {
        titles[.normal]
    }

    // MARK: - Target-action

    /// Asks the button to call `action` on `target` whenever it is tapped.
    ///
    /// `action` is an unapplied method such as `ViewController.touchCard`, the Swift cousin of
    /// the Objective-C selector UIKit takes. The target is held weakly, as UIKit does, so a
    /// button never keeps its Controller alive.
    func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (UIButton) -> Void
    ) {
        actions.append { [weak target] sender in
            if let target {
                action(target)(sender)
            }
        }
    }

    /// Calls every registered action with this button as the sender, exactly as a tap would.
    func sendActions() {
        for action in actions {
            action(self)
        }
    }
}
