// error: conform to 'Identifiable'
// teaches: `firstIndex(matching:)` compares `id`s, so it belongs only to arrays whose elements have one: `extension Array where Element: Identifiable` keeps it off an array of `Int`s.

/// Looks for a number by identity in an array of numbers, which have no `id`.
func findNumberByIdentity() -> Int? {
    [1, 2, 3].firstIndex(matching: 2)
}
