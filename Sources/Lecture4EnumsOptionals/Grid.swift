import SwiftUIStandIn

/// Lays out one view per item in rows and columns: the lecture's `Grid`, a view that works like
/// `ForEach`, but places each item's view in a cell of its own.
///
/// Its body is the lecture's three steps: a `GeometryReader` learns the space the grid is given,
/// a `GridLayout` splits that space into one cell per item, and `ForEach` makes each item's view,
/// sized to its cell with `frame` and moved to the cell's centre with `position`.
struct Grid<Item, ItemView>: View where Item: Identifiable, ItemView: View {
    /// The items to show, in order; their ids should be unique, as `Identifiable` promises.
    private(set) var items: [Item]
    /// Makes the view for one item, like the closure given to `ForEach`.
    ///
    /// `init` stores this closure and `body` calls it later, every time the grid is drawn: the
    /// closure outlives the call that passed it in, so `init` must declare it `@escaping`.
    private(set) var viewForItem: (Item) -> ItemView

    /// A grid showing `viewForItem(item)` for each of `items`, in the space it is given.
    // BEGIN SOLUTION l4-on-tap-escaping
    init(items: [Item], viewForItem: @escaping (Item) -> ItemView) {
        self.items = items
        self.viewForItem = viewForItem
    }
    // STUB
    // init(items: [Item], viewForItem: (Item) -> ItemView) {
    //     // A closure that is not `@escaping` may not be stored, so this stand-in makes every
    //     // item's view now, once, and keeps the views; `body` should make them when it draws.
    //     let views = items.map(viewForItem)
    //     self.items = items
    //     self.viewForItem = { item in views[items.firstIndex(matching: item) ?? 0] }
    // }
    // END SOLUTION

    /// Every item's view, each in its cell of the space the grid is given.
    // BEGIN SOLUTION l4-grid-body
    var body: some View {
        GeometryReader { geometry in
            body(for: GridLayout(itemCount: items.count, in: geometry.size))
        }
    }

    /// One view per item, all placed by the same layout.
    private func body(for layout: GridLayout) -> some View {
        ForEach(items) { item in
            body(for: item, in: layout)
        }
    }

    /// The item's view, as big as a cell and centred on the cell the layout gives its index.
    ///
    /// Both look-ups answer an `Optional`: the item came from `items`, so it always has an index
    /// and a place, but saying what happens otherwise costs one `if let` (nothing is drawn), where
    /// the lecture's bogus index `0` would have drawn the item over the first one.
    @ViewBuilder
    private func body(for item: Item, in layout: GridLayout) -> some View {
        if let index = items.firstIndex(matching: item),
            let location = layout.location(ofItemAt: index)
        {
            viewForItem(item)
                .frame(width: layout.itemSize.width, height: layout.itemSize.height)
                .position(location)
        }
    }
    // STUB
    // var body: some View {
    //     // Every item's view, at the size it likes, all over one another in the middle.
    //     ForEach(items) { item in
    //         viewForItem(item)
    //     }
    // }
    // END SOLUTION
}
