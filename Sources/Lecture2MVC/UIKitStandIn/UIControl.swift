/// A view the user acts on, standing in for UIKit's `UIControl`: what a `UIButton` is a kind of.
///
/// It is here for its nested `State`, so the lecture's `setTitle(_:for: UIControl.State.normal)`
/// names the same type as in UIKit. Like every UIKit view it is `@MainActor`: only the main
/// thread draws and handles touches, so a view is used from the main actor alone.
@MainActor
class UIControl {
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
