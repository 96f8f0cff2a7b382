import Foundation

/// The size a parent offers a child, in points: SwiftUI's `ProposedViewSize`. A `nil` side asks the
/// child for its ideal length there, as a `ScrollView` does along the axis it scrolls.
struct ProposedSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?

    /// The exact size `size` offered.
    init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// An offer of nothing but ideal sizes.
    static let unspecified = ProposedSize(width: nil, height: nil)

    /// This offer with `insets` taken off every side that has a length.
    func inset(by insets: CGFloat) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - 2 * insets) },
            height: height.map { max(0, $0 - 2 * insets) })
    }

    /// The offered size, with `fallback` on a side that asks for an ideal length: what a view that
    /// takes all it is offered (a shape, a `GeometryReader`) takes when offered no length there.
    func replacingUnspecified(with fallback: CGFloat) -> CGSize {
        CGSize(width: width ?? fallback, height: height ?? fallback)
    }
}
