// exercise: l4-on-tap-escaping
// kind: lecture
// expect: pass
// why: the 2020 Lecture 4 post's Grid init, as printed: `viewForItem` is stored for `body` to call later, so it is `@escaping`.
// region: 1
init(items: [Item], viewForItem: @escaping (Item) -> ItemView) {
    self.items = items
    self.viewForItem = viewForItem
    }
