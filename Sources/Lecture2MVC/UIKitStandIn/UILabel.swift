// Not part of the lecture: what `import UIKit` gives it, under the same names, on Linux.

/// A line of text on screen, standing in for UIKit's `UILabel`.
///
/// Like every view it is a generic "minion": it shows whatever text the Controller sets.
final class UILabel: UIView {
    /// The text shown, or `nil` for none: an Optional, as UIKit's is.
    var text: String?

    /// Creates a label showing `text`, as the storyboard would.
    init(text: String? = nil) {
        self.text = text
        super.init()
    }
}
