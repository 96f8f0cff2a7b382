/// What the compiler said about a stage's module with one more file in it.
package struct SnippetCompilation: Equatable, Sendable {
    /// Whether the module type-checked without an error.
    package var compiled: Bool
    /// The compiler's errors, in order (an error without a place has an empty path).
    package var errors: [CompilerDiagnostic] = []
}
