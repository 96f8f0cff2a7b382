/// A namespace for the lecture's hand-written copy of a type that Swift already has.
///
/// The lecture writes `enum Optional<T>`. At the top of this module it would leave `T?`, `if let`
/// and `??` as they are (always Swift's), but shadow every spelled-out `Optional<…>` here, the
/// game's included. Nested, its full name is `Lecture.Optional`, and `Optional` still means Swift's.
enum Lecture {
    /// The lecture's point: an optional is just an enum, either nothing (`none`) or something (`some`).
    ///
    /// Swift's `T?` is this same enum with sugar on top: `nil`, `!`, `if let`, `??` and `?.`. The
    /// files `Optional.swift`, `NilCoalescing.swift` and `OptionalChaining.swift` write each piece
    /// of sugar out as the `switch` it stands for.
    enum Optional<T> {
        case none
        case some(T)
    }
}

// MARK: - nil

extension Lecture.Optional: ExpressibleByNilLiteral {
    /// Lets `nil` stand for `.none`, which is all `nil` ever means for Swift's optionals too.
    init(nilLiteral: ()) {
        self = .none
    }
}

extension Lecture.Optional: Equatable where T: Equatable {}

extension Lecture.Optional: Sendable where T: Sendable {}

// MARK: - Converting from Swift's T?

extension Lecture.Optional {
    /// Copies Swift's `T?` case for case, so any optional the standard library hands us can be used.
    init(_ optional: T?) {
        switch optional {
        case .none: self = .none
        case .some(let wrapped): self = .some(wrapped)
        }
    }
}

// MARK: - Forced unwrapping: !

extension Lecture.Optional {
    /// The enum side of `hello!`: the wrapped value, or a crash, because `none` has nothing to give.
    ///
    /// Like Swift's `!`, it stops the program on purpose: carrying on without the value would only
    /// fail later, further from the mistake. The message points at the line that called it.
    func forceUnwrap(file: StaticString = #file, line: UInt = #line) -> T {
        switch self {
        case .none:
            fatalError(
                "Unexpectedly found nil while force-unwrapping a Lecture.Optional<\(T.self)>",
                file: file,
                line: line
            )
        case .some(let wrapped):
            return wrapped
        }
    }
}

// MARK: - Optional binding: if let

extension Lecture.Optional {
    /// The enum side of `if let data = hello { … } else { … }`: one branch per case, and only the
    /// `some` branch gets the value.
    ///
    /// - Parameters:
    ///   - body: Runs with the wrapped value when there is one, like the `if let` block.
    ///   - otherwise: Runs when there is no value, like the `else` block.
    /// - Returns: What the branch that ran returned.
    func ifLet<Result>(_ body: (T) -> Result, else otherwise: () -> Result) -> Result {
        // BEGIN SOLUTION l4-optional-unwrap
        switch self {
        case .none: return otherwise()
        case .some(let data): return body(data)
        }
        // STUB
        // return otherwise()
        // END SOLUTION
    }
}
