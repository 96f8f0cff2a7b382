// exercise: l4-grid-body
// kind: lecture
// expect: fail: value of optional type 'CGPoint?' must be unwrapped
// why: the 2020 Lecture 4 post's Grid body, written while `firstIndex(matching:)` still answered a bogus `0` and `location(ofItemAt:)` a `CGPoint`; this stage's answer `Int?` and `CGPoint?` (an item with no index or no cell has no place), so the compiler asks for both to be unwrapped, which `if let` does without a trap.
// region: 1
var body: some View {
    GeometryReader{ geometry in
        self.body(for: GridLayout(itemCount: self.items.count, in: geometry.size))
    }
}


func body(for layout: GridLayout) -> some View {
    ForEach(items) { item in
        self.body(for: item, in: layout)
    }
}

func body(for item: Item, in layout: GridLayout) -> some View{
    let index = items.firstIndex(matching: item)
    return viewForItem(item).frame(width: layout.itemSize.width, height: layout.itemSize.height)
        .position(layout.location(ofItemAt: index))
}
