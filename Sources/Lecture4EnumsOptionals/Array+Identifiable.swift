/// Finding an element by identity, which every view that draws a list of cards needs.
///
/// `where Element: Identifiable` adds the method to arrays of identifiable things only: the body
/// reads `id`, which an array of `Int`s does not have, so no such array gets the method.
// BEGIN SOLUTION l4-first-index-matching
extension Array where Element: Identifiable {
    /// The index of the first element with the same `id` as `matching`, or `nil` if there is none.
    ///
    /// The lecture first wrote this returning `0 // TODO: bogus` when nothing matched, a real index
    /// that points at the wrong element. An `Int?` says "maybe there is no such index" in the type,
    /// so every caller has to decide what to do about it.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the array.
    func firstIndex(matching: Element) -> Int? {
        for index in indices where self[index].id == matching.id {
            return index
        }
        return nil
    }
}
// STUB
// extension Array {
//     /// The index of the first element with the same `id` as `matching`, or `nil` if there is none.
//     func firstIndex(matching: Element) -> Int? {
//         nil
//     }
// }
// END SOLUTION
