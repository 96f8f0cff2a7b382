import WorkbookLanguage

/// The 2020 course's `ObservableObject` spelling typed into a view model the stage declares
/// `@Observable`: `@Published` is `unknown attribute 'Published'` and `objectWillChange.send()`
/// is `cannot find 'objectWillChange' in scope`, words that do not say what to write instead.
///
/// `check` names the type's `@Observable` (read above its declaration, which the parser finds)
/// and says the stage needs neither spelling, since Observation notices each change itself.
struct PublishedSpelling: Equatable, Sendable {
    /// Which spelling of the older protocol the student wrote.
    enum Spelling: Equatable, Sendable {
        /// `@Published var …`
        case published
        /// `objectWillChange.send()`
        case objectWillChange
    }

    var spelling: Spelling
    /// The view model's name.
    var type: String
    /// Where the type is declared `@Observable` (`path:line`).
    var place: String
    /// The compiler's error in the student's region.
    var diagnostic: CompilerDiagnostic

    /// What `check` says under the error.
    var explanation: Localized {
        Messages.observableNeedsNoPublishing(
            type, at: place, objectWillChange: spelling == .objectWillChange)
    }

    /// The spelling the compiler's `message` rejects, if it is one of the older protocol's.
    static func spelling(in message: String) -> Spelling? {
        if message == "unknown attribute 'Published'" { return .published }
        if message == "cannot find 'objectWillChange' in scope" { return .objectWillChange }
        return nil
    }

    /// The older spellings among `diagnostics` in started regions of an `@Observable` type.
    static func find(in diagnostics: [CompilerDiagnostic], catalog: Catalog, stages: StageParses)
        -> [PublishedSpelling]
    {
        var found: [PublishedSpelling] = []
        for diagnostic in diagnostics {
            let path = catalog.relativePath(diagnostic.path)
            guard let spelling = spelling(in: diagnostic.message),
                !found.contains(where: { $0.spelling == spelling }),
                stages.isStudents(diagnostic.line, in: path),
                let type = stages.files(around: path)?[path]?.enclosingType(of: diagnostic.line),
                let observable = observableAttribute(above: type.line, in: path, stages: stages)
            else { continue }
            found.append(
                PublishedSpelling(
                    spelling: spelling, type: type.name, place: "\(path):\(observable)",
                    diagnostic: diagnostic))
        }
        return found
    }

    /// The line of `@Observable` among the attributes written just above (or on) the line of a
    /// type's declaration, if it is there.
    static func observableAttribute(above line: Int, in path: String, stages: StageParses) -> Int? {
        var number = line
        while number >= 1, let code = stages.line(number, of: path) {
            if code.split(whereSeparator: \.isWhitespace).contains("@Observable") { return number }
            // Attributes stand alone above the declaration; anything else ends them.
            guard number == line || code.hasPrefix("@") else { return nil }
            number -= 1
        }
        return nil
    }
}
