// error: conform to 'Identifiable'
// teaches: `firstIndex(matching:)` compares `id`s, so it belongs only to arrays whose elements have one: `extension Array where Element: Identifiable` keeps it off an array of `Int`s.
// teaches-ko: `firstIndex(matching:)`은 `id`를 비교하므로 원소에 `id`가 있는 배열에만 있어야 합니다: `extension Array where Element: Identifiable`이 `Int` 배열에는 이 메서드를 주지 않습니다.

/// Looks for a number by identity in an array of numbers, which have no `id`.
func findNumberByIdentity() -> Int? {
    [1, 2, 3].firstIndex(matching: 2)
}
