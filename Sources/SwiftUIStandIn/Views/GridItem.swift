import Foundation

/// A column of a `LazyVGrid`: `.adaptive(minimum: 65)` asks for as many columns of at least 65
/// points as fit, which is how the 2021 lecture fits its cards to the screen.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        /// Always this wide.
        case fixed(CGFloat)
        /// A share of the width the other columns leave.
        case flexible
        /// As many columns of at least `minimum` points as fit.
        case adaptive(minimum: CGFloat)
    }

    public let size: Size

    public init(_ size: Size = .flexible) {
        self.size = size
    }
}
