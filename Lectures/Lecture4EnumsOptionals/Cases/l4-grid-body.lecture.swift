// exercise: l4-grid-body
// kind: lecture
// expect: fail: value of optional type 'Int?' must be unwrapped
// why: the 2020 Lecture 4 post's Grid body, written while `firstIndex(matching:)` still answered a bogus `0`; this stage's answers `Int?`, as the lecture's does by its end, so the index must be unwrapped before `location(ofItemAt:)` takes it, and the compiler says so.
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
