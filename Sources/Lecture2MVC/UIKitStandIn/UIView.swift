// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

/// A rectangle on screen that may hold other views, standing in for UIKit's `UIView`.
///
/// A view owns its subviews: that is why the lecture's outlets may be `weak`. The storyboard puts
/// each label and button into the controller's `view`, which keeps them alive; the outlet only
/// points at them. Like every UIKit view it is `@MainActor`, used from the main thread alone.
@MainActor
class UIView {
    /// The views inside this one, in the order they were added; this view owns them.
    private(set) var subviews: [UIView] = []

    /// A view with no subviews.
    init() {}

    /// Puts `view` inside this one, which keeps it alive from now on.
    func addSubview(_ view: UIView) {
        subviews.append(view)
    }
}
