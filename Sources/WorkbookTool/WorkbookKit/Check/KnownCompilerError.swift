import WorkbookLanguage

/// A compiler error that the lecture's own code is known to meet in today's Swift, with the
/// workbook's explanation: the compiler's notes may lead elsewhere (Swift 6 suggests
/// `@MainActor` for the lecture's `static var`, which brings new errors), so `check` adds a line
/// that names the way the lecture's code takes.
struct KnownCompilerError: Sendable {
    /// The exercise whose region the error is reported in.
    var exerciseID: String
    /// A piece of the compiler's message that tells the error apart.
    var messagePart: String
    /// What the workbook says about it.
    var explanation: Localized

    /// Every known error, in the order their explanations are shown.
    static let all = [
        KnownCompilerError(
            exerciseID: "mvc-identifier-factory", messagePart: "is not concurrency-safe",
            explanation: Messages.sharedStaticVar),
        KnownCompilerError(
            exerciseID: "mvc-identifier-factory", messagePart: "main actor-isolated",
            explanation: Messages.mainActorStaticVar),
        KnownCompilerError(
            exerciseID: "l4-grid-layout", messagePart: "cannot be used on type 'GridLayout'",
            explanation: Messages.gridSearchIsStatic),
    ]

    /// The explanations of the known errors among `diagnostics` of the exercise `id`, each once.
    static func explanations(of diagnostics: [CompilerDiagnostic], in id: String) -> [Localized] {
        all.filter { known in
            known.exerciseID == id
                && diagnostics.contains { $0.message.contains(known.messagePart) }
        }.map(\.explanation)
    }
}
