/// A tappable button, standing in for UIKit's `UIButton`: a view that knows nothing about the game.
///
/// The button talks to its Controller "blind": it keeps targets as plain objects and calls the
/// action each one registered, without ever knowing the target's type.
final class Button {
    private(set) var title = ""
    var backgroundColor: Color

    /// The registered target-action pairs, already bound to their targets.
    private var actions: [(Button) -> Void] = []

    /// Creates a button with an empty title, as the storyboard lays it out.
    init(backgroundColor: Color = .orange) {
        self.backgroundColor = backgroundColor
    }

    /// Shows `title` on the button, like UIKit's `setTitle(_:for: .normal)`.
    func setTitle(_ title: String) {
        self.title = title
    }

    // MARK: - Target-action

    /// Asks the button to call `action` on `target` whenever it is tapped.
    ///
    /// `action` is an unapplied method such as `ViewController.touchCard`, the Swift cousin of
    /// an Objective-C selector. The target is held weakly, as UIKit does, so a button never keeps
    /// its Controller alive.
    func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Button) -> Void
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

// MARK: - Equatable

/// Buttons are equal only when they are the same button, as UIKit's `NSObject` identity works.
///
/// This is what lets `cardButtons.firstIndex(of: sender)` find the tapped button.
extension Button: Equatable {
    static func == (lhs: Button, rhs: Button) -> Bool {
        lhs === rhs
    }
}
