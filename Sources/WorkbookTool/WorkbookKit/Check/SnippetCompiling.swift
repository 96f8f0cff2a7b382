import Foundation

/// Type-checks a stage's sources with one more file; tests substitute a model of the compiler.
package protocol SnippetCompiling: Sendable {
    /// Type-checks every `.swift` file under `Sources/<stage>/` of the package at `root`, plus
    /// `snippet`, as one module named `stage`.
    func typecheck(_ snippet: URL, stage: String, in root: URL) throws -> SnippetCompilation
}
