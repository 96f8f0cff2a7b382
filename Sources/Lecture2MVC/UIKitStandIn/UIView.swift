// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

import Foundation

/// A rectangle on screen that may hold other views, standing in for UIKit's `UIView`.
///
/// A view owns its subviews: that is why the lecture's outlets may be `weak`. The storyboard puts
/// each label and button into the controller's `view`, which keeps them alive; the outlet only
/// points at them. Like every UIKit view it is `@MainActor`, used from the main thread alone.
///
/// It is an `NSObject`, as UIKit's views are: on a Mac, where `@IBAction` makes a method
/// Objective-C, its parameter must be an Objective-C class, so `touchCard(_ sender: UIButton)`
/// compiles there too. `NSObject` also makes views equal only to themselves.
@MainActor
class UIView: NSObject {
    /// The views inside this one, in the order they were added; this view owns them.
    private(set) var subviews: [UIView] = []

    /// A view with no subviews.
    override init() {}

    /// Puts `view` inside this one, which keeps it alive from now on.
    func addSubview(_ view: UIView) {
        subviews.append(view)
    }
}
