import Foundation
import SystemCalls
import WorkbookKit

/// How a student's tests are kept apart from the grader: chosen once per `grade`.
enum GradeIsolation: String, Sendable, Equatable {
    /// Inside Bubblewrap (`SandboxedCommand`): the strongest, where user namespaces are allowed.
    case bubblewrap
    /// As an unprivileged user of their own, with limits (`UnprivilegedRun`): a grader running
    /// as root where Bubblewrap cannot run, such as Gradescope or a container job.
    case otherUser
    /// As the grader itself: only the event pipe and the integrity checks protect the grade.
    case none

    /// The best this machine allows; with `bubblewrap` false, as if Bubblewrap were absent
    /// (`grade --no-bubblewrap`, or `WORKBOOK_GRADE_SANDBOX=off`).
    static func best(bubblewrap: Bool = true) -> GradeIsolation {
        if bubblewrap && SandboxedCommand.isAvailable { return .bubblewrap }
        return UnprivilegedRun.isPossible ? .otherUser : .none
    }
}
