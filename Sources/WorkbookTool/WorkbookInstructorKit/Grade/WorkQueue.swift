import Foundation
import WorkbookKit

/// Hands out submission indices to `Grader`'s parallel workers and collects their grades in
/// submission order; one lock guards both, so a class can be graded by several workers at once.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int
    private var graded: [Int: Grader.Graded] = [:]

    /// A queue of the submissions numbered `0..<count`.
    init(count: Int) { self.count = count }

    /// The next submission to grade, or `nil` when every one has been handed out.
    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    /// Records the grade of submission `index`.
    func store(_ result: Grader.Graded, at index: Int) {
        lock.withLock { graded[index] = result }
    }

    /// The grades stored so far, in submission order.
    var results: [Grader.Graded] {
        lock.withLock { (0..<count).compactMap { graded[$0] } }
    }
}
