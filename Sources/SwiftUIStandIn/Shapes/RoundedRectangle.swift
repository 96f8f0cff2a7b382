import Foundation

/// A rectangle with round corners: the lecture's card.
public struct RoundedRectangle: Shape {
    public let cornerRadius: CGFloat

    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
}
