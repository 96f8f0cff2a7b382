/// A marked exercise region inside a source file, in one of its two forms.
///
/// The *reference* form is what authors write: the solution, then its commented-out stub.
/// The *started* form is what `workbook start` leaves for the student: only their code.
package struct Region: Equatable, Sendable {
    /// The two shapes a region can have on disk.
    package enum Form: Equatable, Sendable {
        /// `// BEGIN SOLUTION id` … `// STUB` … `// END SOLUTION`: the complete reference.
        case reference(solution: [String], stub: [String])
        /// `// BEGIN EXERCISE id` … `// END EXERCISE id`: whatever the student has written.
        case started(body: [String])
    }

    /// The exercise this region belongs to.
    package var exerciseID: String
    /// The whitespace in front of the markers, reused when the region is rewritten.
    package var indentation: String
    /// The region's current shape and content.
    package var form: Form
    /// The region's lines exactly as read, markers included, so a reference can be put back byte for byte.
    package var rawLines: [String]
    /// The 1-based line of the opening marker.
    package var firstLine: Int

    /// The 1-based line of the closing marker.
    var lastLine: Int { firstLine + rawLines.count - 1 }

    /// Whether the student has started this region.
    package var isStarted: Bool {
        if case .started = form { return true }
        return false
    }

    /// The code between the markers as the compiler sees it: the solution, or the student's text.
    package var body: [String] {
        switch form {
        case .reference(let solution, _): solution
        case .started(let body): body
        }
    }

    /// The lines of this region in its started form with `body` as the student's code.
    package static func startedLines(id: String, indentation: String, body: [String]) -> [String] {
        ["\(indentation)\(Marker.beginExercise) \(id)"] + body
            + ["\(indentation)\(Marker.endExercise) \(id)"]
    }
}
