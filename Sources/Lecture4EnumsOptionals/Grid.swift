import Foundation

/// Lays out one view per item in rows and columns, like the lecture's `Grid`, drawn as text.
///
/// SwiftUI's `GeometryReader` would hand the lecture's `Grid` the space it may use; here the
/// caller passes that `size`, measured in character cells. `GridLayout` decides where each item's
/// cell is, and each item's view is drawn centred in its cell on a `TextCanvas`.
struct Grid<Item, ItemView>: View where Item: Identifiable, ItemView: View {
    /// The items to show, in order; their ids should be unique, as `Identifiable` promises.
    var items: [Item]
    /// The space to fill, in columns and lines.
    private var size: CGSize
    /// The cell shape to aim for, as width divided by height.
    private var desiredAspectRatio: Double
    /// Makes the view for one item, like the closure given to `ForEach`.
    ///
    /// `init` stores this closure and `body` calls it later, every time the grid is drawn: the
    /// closure outlives the call that passed it in, so `init` must declare it `@escaping`. Not
    /// `private`, as in the lecture: whoever holds the grid may ask it for an item's view.
    var viewForItem: (Item) -> ItemView

    /// A grid showing `viewForItem(item)` for each of `items` within `size`.
    init(
        items: [Item],
        size: CGSize,
        nearAspectRatio desiredAspectRatio: Double = 1,
        viewForItem: @escaping (Item) -> ItemView
    ) {
        self.items = items
        self.size = size
        self.desiredAspectRatio = desiredAspectRatio
        self.viewForItem = viewForItem
    }

    /// All the items' views, each in its cell.
    var body: String {
        body(
            for: GridLayout(itemCount: items.count, nearAspectRatio: desiredAspectRatio, in: size))
    }

    /// Draws every item into a canvas of the grid's size, using one layout for all of them.
    private func body(for layout: GridLayout) -> String {
        var canvas = TextCanvas(size: size)
        for item in items {
            draw(item, in: layout, on: &canvas)
        }
        return canvas.text
    }

    /// Draws one item's view in the cell the layout gives its index.
    ///
    /// Both look-ups answer an `Optional`. The item came from `items`, so it always has an index,
    /// but saying what happens otherwise costs one `guard`, where the lecture's bogus `0` would
    /// have quietly drawn the item over the first one.
    private func draw(_ item: Item, in layout: GridLayout, on canvas: inout TextCanvas) {
        guard let index = items.firstIndex(matching: item),
            let location = layout.location(ofItemAt: index)
        else { return }
        let itemSize = layout.itemSize
        let cell = CGRect(
            x: location.x - itemSize.width / 2,
            y: location.y - itemSize.height / 2,
            width: itemSize.width,
            height: itemSize.height
        )
        canvas.draw(viewForItem(item).body, centeredAt: location, clippedTo: cell)
    }
}
