// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

/// A view the user acts on, standing in for UIKit's `UIControl`: what a `UIButton` is a kind of.
///
/// It is here for its nested `State`, so the lecture's `setTitle(_:for: UIControl.State.normal)`
/// names the same type as in UIKit. It is a `UIView`, so it is `@MainActor` too.
class UIControl: UIView {
    /// The states a control can be in; a title or an image may be set for each one.
    ///
    /// The game only ever uses `.normal`, as the lecture does; `UIControl.State.normal` and the
    /// shorter `.normal` name the same value wherever the type is known.
    struct State: OptionSet, Hashable, Sendable {
        let rawValue: UInt

        /// A control the user is not touching, that is enabled and not selected.
        static let normal: State = []
        /// A control the user's finger is on.
        static let highlighted = State(rawValue: 1 << 0)
        /// A control that does not respond to touches.
        static let disabled = State(rawValue: 1 << 1)
        /// A control that is selected, as a toggled button is.
        static let selected = State(rawValue: 1 << 2)
    }
}

/// The 2017 lecture's name for `UIControl.State`, from before Swift 4.2 moved it into `UIControl`.
///
/// As in Xcode today, `UIControlState.normal` does not compile, and the compiler names the new
/// spelling: `UIControl.State.normal`.
@available(*, unavailable, renamed: "UIControl.State")
typealias UIControlState = UIControl.State
