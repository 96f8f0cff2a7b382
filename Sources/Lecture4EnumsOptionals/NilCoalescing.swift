// MARK: - ?? for the lecture's Optional

/// The enum side of `x ?? "foo"`: the wrapped value, or the default when there is none.
///
/// `@autoclosure` quietly wraps the right-hand side in a closure, so the default is only worked
/// out when it is needed: in `x ?? expensiveDefault()` the call never happens if `x` has a value.
/// `??` groups to the right, so `a ?? b ?? c` means `a ?? (b ?? c)` and chains without brackets.
func ?? <T>(
    optional: Lecture.Optional<T>,
    defaultValue: @autoclosure () throws -> T
) rethrows -> T {
    // BEGIN SOLUTION l4-nil-coalescing
    switch optional {
    case .none: return try defaultValue()
    case .some(let data): return data
    }
    // STUB
    // return try defaultValue()
    // END SOLUTION
}

/// `??` with an optional default, so a chain `a ?? b ?? c` may end in "still nothing".
///
/// This overload and the one above mirror the pair Swift declares for its own `T?`. They only
/// accept `Lecture.Optional` on the left, so `??` on Swift's optionals picks Swift's as before.
func ?? <T>(
    optional: Lecture.Optional<T>,
    defaultValue: @autoclosure () throws -> Lecture.Optional<T>
) rethrows -> Lecture.Optional<T> {
    // BEGIN SOLUTION l4-nil-coalescing
    switch optional {
    case .none: return try defaultValue()
    case .some(let data): return .some(data)
    }
    // STUB
    // return try defaultValue()
    // END SOLUTION
}

// MARK: - Nil-coalescing in the lectures

extension Lecture {
    /// The lecture's `emoji[card.identifier] ?? "?"`: a dictionary lookup may find nothing, and
    /// `??` puts a stand-in emoji on the card instead.
    static func emoji(for identifier: Int, in emoji: [Int: String]) -> String {
        Lecture.Optional(emoji[identifier]) ?? "?"
    }

    /// `a ?? b ?? c`: the first of the values that is there, reading left to right.
    static func firstAvailable<T>(
        _ a: Lecture.Optional<T>,
        _ b: Lecture.Optional<T>,
        otherwise c: T
    ) -> T {
        a ?? b ?? c
    }
}
