/// A warning the compiler gives on the line of one of its errors goes with that error.
///
/// A closure that sets a main-actor property without `MainActor.assumeIsolated` fails with
/// "can not be mutated from a Sendable closure", and on the same line Swift 6.3 warns
/// `#SendableMetatypes` about capturing the given generic type (`'Content.Type'`): one mistake,
/// told twice, the second time about code the student did not write. The error is the step to
/// take; fixing it takes the warning away, and a warning that stays is shown by the next check,
/// once the file compiles.
extension CompilerDiagnostic {
    /// Whether this warning is on the line of one of `errors`, in the same file.
    func sharesLine(withOneOf errors: [CompilerDiagnostic]) -> Bool {
        errors.contains { $0.path == path && $0.line == line }
    }
}
