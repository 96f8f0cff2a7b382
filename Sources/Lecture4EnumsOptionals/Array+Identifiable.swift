/// Finding an element by identity, which every view that draws a list of cards needs.
extension Array where Element: Identifiable {
    /// The index of the first element with the same `id` as `matching`, or `nil` if there is none.
    ///
    /// The lecture first wrote this returning `0 // TODO: bogus` when nothing matched, a real index
    /// that points at the wrong element. An `Int?` says "maybe there is no such index" in the type,
    /// so every caller has to decide what to do about it.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the array.
    func firstIndex(matching: Element) -> Int? {
        // BEGIN SOLUTION l4-first-index-matching
        for index in indices where self[index].id == matching.id {
            return index
        }
        return nil
        // STUB
        // nil
        // END SOLUTION
    }
}
