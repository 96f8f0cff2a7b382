/// A line of text on screen, standing in for UIKit's `UILabel`.
///
/// Like every view it is a generic "minion": it shows whatever text the Controller sets.
final class Label {
    var text: String

    /// Creates a label showing `text`, as the storyboard would.
    init(text: String = "") {
        self.text = text
    }
}
