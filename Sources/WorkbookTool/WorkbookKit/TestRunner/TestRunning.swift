import Foundation

/// Runs a package's tests; the real one calls `swift test`, tests substitute canned outcomes.
package protocol TestRunning: Sendable {
    /// Builds the package at `root` and runs the tests `filter` selects, in one invocation.
    func runTests(filter: String, in root: URL) throws -> TestOutcome
}
