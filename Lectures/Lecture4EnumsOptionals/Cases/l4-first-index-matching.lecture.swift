// exercise: l4-first-index-matching
// kind: lecture
// expect: fail: must have Optional type
// why: lecture4-grid-enum-optionals.txt, the first firstIndex(matching:), which answers a bogus `0` when nothing matches. The lesson is the `Int?` that replaces it; with `Int` the game's `if let` no longer compiles.
// region: 1
extension Array where Element: Identifiable {
    func firstIndex(matching: Element) -> Int {
        for index in 0..<self.count {
            if self[index].id == matching.id {
                return index
            }
        }
        return 0 // TODO: bogus
    }
}
