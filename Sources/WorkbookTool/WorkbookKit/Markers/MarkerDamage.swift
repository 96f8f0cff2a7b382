import WorkbookLanguage

/// A started region whose markers a student damaged: an opening or closing line deleted or edited.
///
/// Unlike a `MarkerError`, which is an author's mistake and stops every command, damage is
/// local: it blocks only the commands that need this exercise, and `restore` repairs it.
package struct MarkerDamage: Equatable, Sendable {
    /// What is missing.
    enum Kind: Equatable, Sendable {
        /// `// BEGIN EXERCISE id` with no `// END EXERCISE id` after it.
        case unclosed
        /// `// END EXERCISE id` with no `// BEGIN EXERCISE id` before it.
        case unopened
    }

    var exerciseID: String
    var kind: Kind
    /// The file, relative to the package root.
    var path: String
    /// The 1-based line of the marker that is still there.
    var line: Int

    /// The marker line the student should have kept.
    var missingMarker: String {
        switch kind {
        case .unclosed: "\(Marker.endExercise) \(exerciseID)"
        case .unopened: "\(Marker.beginExercise) \(exerciseID)"
        }
    }

    /// One line naming the place, what is wrong and the fix.
    var description: String { message.en }

    /// `description` in every language.
    var message: Localized {
        Messages.markerDamage(
            place: "\(path):\(line)",
            marker:
                "\(kind == .unclosed ? Marker.beginExercise : Marker.endExercise) \(exerciseID)",
            unclosed: kind == .unclosed, missing: missingMarker, id: exerciseID)
    }
}
