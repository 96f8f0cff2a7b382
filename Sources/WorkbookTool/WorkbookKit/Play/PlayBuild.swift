import Foundation

/// What building the `play` program came to: the program to run, or the build's output.
enum PlayBuild: Equatable, Sendable {
    /// It built; the program is at this path.
    case built(executable: URL)
    /// It did not build; the compiler's output says why.
    case failed(output: String)
}
