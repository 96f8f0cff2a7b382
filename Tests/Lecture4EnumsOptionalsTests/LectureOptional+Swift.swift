@testable import Lecture4EnumsOptionals

extension Lecture.Optional {
    /// The same value as Swift's `T?`, to compare the hand-written sugar with Swift's own.
    ///
    /// It lives in the tests, not in the stage: with a way back to Swift's optional in reach, an
    /// exercise about switching over the enum could hand its work to Swift's `if let` or `??`.
    var asSwiftOptional: T? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return wrapped
        }
    }
}
