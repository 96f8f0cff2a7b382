// MARK: - One link of a chain: map and flatMap

extension Lecture.Optional {
    /// One link of `x?.property`: transforms the wrapped value, or stays `none` without calling
    /// `transform`.
    func map<U>(_ transform: (T) throws -> U) rethrows -> Lecture.Optional<U> {
        // BEGIN SOLUTION l4-optional-chaining
        switch self {
        case .none: return .none
        case .some(let data): return .some(try transform(data))
        }
        // STUB
        // return .none
        // END SOLUTION
    }

    /// One link of `x?.foo()?` where the link may itself find nothing: the result is one optional,
    /// not an optional inside an optional.
    func flatMap<U>(_ transform: (T) throws -> Lecture.Optional<U>) rethrows -> Lecture.Optional<U>
    {
        // BEGIN SOLUTION l4-optional-chaining
        switch self {
        case .none: return .none
        case .some(let data): return try transform(data)
        }
        // STUB
        // return .none
        // END SOLUTION
    }
}

// MARK: - word?.first?.isUppercase without the sugar

extension Lecture {
    /// The sugar `word?.first?.isUppercase` as the lecture expands it: a `switch` nested in a
    /// `switch`, where any `none` ends the whole chain with `none`.
    static func firstLetterIsUppercaseBySwitching(
        _ word: Lecture.Optional<String>
    ) -> Lecture.Optional<Bool> {
        switch word {
        case .none:
            return .none
        case .some(let data1):
            switch Lecture.Optional<Character>(data1.first) {
            case .none: return .none
            case .some(let data2): return .some(data2.isUppercase)
            }
        }
    }

    /// The same chain with `flatMap` and `map`: `.first` may find nothing, so it is a `flatMap`;
    /// `.isUppercase` always answers, so it is a `map`.
    static func firstLetterIsUppercase(_ word: Lecture.Optional<String>) -> Lecture.Optional<Bool> {
        word.flatMap { Lecture.Optional($0.first) }.map { $0.isUppercase }
    }
}
