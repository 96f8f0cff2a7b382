// exercise: l4-grid-body
// kind: lecture
// source: e-w-h/Memorize Memorize/Grid.swift@f74593e053935a095e28ee2283c64be9f6120227
// expect: fail: value of optional type 'CGPoint?' must be unwrapped
// why: the 2020 course's Grid body as the lecture leaves it: the index unwrapped with `!`, and `location(ofItemAt:)` answering a `CGPoint`; this stage's `location(ofItemAt:)` answers `CGPoint?` (an index with no cell has no place), so the compiler asks for the place to be unwrapped too, which `if let` does without a trap.
// region: 1
var body: some View {
    // Figure out how much space has been allocated with the view
    GeometryReader { geometry in
        // GeometryReader is escaping so we need self.body
        self.body(for: GridLayout(itemCount: self.items.count, in: geometry.size))
    }
}

// func so we can access self thats within scope
func body(for layout: GridLayout) -> some View {
    ForEach(items) { item in
        // ForEach is escaping so we need self.body
        self.body(for: item, in: layout)
    }
}

// func so we dont need self
func body(for item: Item, in layout: GridLayout) -> some View {
    let index = items.firstIndex(matching: item)!
    return viewForItem(item)
        .frame(width: layout.itemSize.width, height: layout.itemSize.height)
        .position(layout.location(ofItemAt: index))
}
