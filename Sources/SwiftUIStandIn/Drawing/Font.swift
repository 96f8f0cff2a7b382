import Foundation

/// A font, by the names SwiftUI gives them. A terminal has one size of letters, so a font changes
/// nothing drawn here; it is kept so that code choosing one compiles, and the drawn tree shows a
/// `font` node where one is set.
public struct Font: Hashable, Sendable {
    /// What the font is called: a text style such as `largeTitle`, or `system(size: 20)`.
    public let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")

    /// The system font at `size` points.
    public static func system(size: CGFloat) -> Font {
        Font(name: "system(size: \(size.formatted()))")
    }
}
