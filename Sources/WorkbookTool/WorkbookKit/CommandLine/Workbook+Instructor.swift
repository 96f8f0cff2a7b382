/// The instructor's commands, which only a build with `WORKBOOK_INSTRUCTOR=1` has.
///
/// A student never verifies, grades or releases, so a student's build leaves their folders out
/// (`Package.swift`) and compiles a third less of the tool; a student release does not ship them.
extension Workbook {
    /// The names of the instructor's commands, built in or not, so that asking for one in a
    /// student's build says how to get it instead of "no such command".
    static let instructorCommandNames = ["verify", "release", "grade"]

    #if WORKBOOK_INSTRUCTOR
        /// `verify`, `release` and `grade`, in the order the overview lists them.
        static var instructorCommands: [any WorkbookCommand.Type] {
            [VerifyCommand.self, ReleaseCommand.self, GradeCommand.self]
        }
    #else
        /// None: this build is a student's.
        static var instructorCommands: [any WorkbookCommand.Type] { [] }
    #endif
}
