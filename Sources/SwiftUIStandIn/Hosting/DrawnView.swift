import Foundation

/// A view as the layout placed it, with the views inside it: the tree tests walk to ask where a
/// card went, what it says and how it was painted.
public struct DrawnView {
    /// The view's name: `Text`, `HStack`, `RoundedRectangle.fill`, `padding`, `frame` and so on.
    public let kind: String
    /// The views written with a `body` that this one draws, outermost first, without generic
    /// arguments: `["CardView"]` on the `ZStack` a `CardView`'s body builds.
    public let views: [String]
    /// Where it was placed, in points from the screen's top left.
    public let frame: CGRect
    /// The character cells that frame covers.
    public let cells: CellRect
    /// What a `Text` says; `nil` for other views.
    public let text: String?
    /// The identity `ForEach` gave it, its element's `id`.
    public let id: AnyHashable?
    /// The views inside it, in the order they were drawn.
    public let children: [DrawnView]
    /// The font a `font(_:)` modifier chose, on that modifier's view; `nil` on every other view.
    public internal(set) var font: Font? = nil

    /// This view and every view inside it, in drawing order.
    public var all: [DrawnView] {
        [self] + children.flatMap(\.all)
    }

    /// Every view in this tree called `kind`.
    public func all(_ kind: String) -> [DrawnView] {
        all.filter { $0.kind == kind }
    }

    /// Every view in this tree that draws the view written as `name`, such as `CardView`.
    public func all(view name: String) -> [DrawnView] {
        all.filter { $0.views.contains(name) }
    }

    /// The views `ForEach` made in this tree, one per element (the outermost of those that share
    /// its `id`, since a modifier keeps the identity of the view it wraps), in drawing order.
    public var identified: [DrawnView] {
        all.filter { $0.id != nil }.reduce(into: []) { found, view in
            if !found.contains(where: { $0.id == view.id }) { found.append(view) }
        }
    }
}
