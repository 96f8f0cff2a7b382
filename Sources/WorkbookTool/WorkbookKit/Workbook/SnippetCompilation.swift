/// What the compiler said about a stage's module with one more file in it.
struct SnippetCompilation: Equatable, Sendable {
    /// Whether the module type-checked without an error.
    var compiled: Bool
    /// The compiler's errors, in order (an error without a place has an empty path).
    var errors: [CompilerDiagnostic] = []
}
