import Foundation

/// Builds and runs the `play` program; the real one calls `swift build`, tests substitute fakes.
protocol GameRunning: Sendable {
    /// Builds the `play` product of the package at `root`.
    func build(in root: URL) throws -> PlayBuild
    /// Runs `executable` with `arguments` on the tool's terminal and returns its exit status.
    func play(_ executable: URL, arguments: [String]) throws -> Int32
}
