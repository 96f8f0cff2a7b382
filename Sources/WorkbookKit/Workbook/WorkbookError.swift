/// Everything that stops a command before it does its work, with the exit status it earns.
enum WorkbookError: Error, Equatable, CustomStringConvertible {
    /// The tool was run outside the package.
    case notInWorkbook(String)
    /// A name that is neither a lecture nor an exercise.
    case unknownName(String, valid: [String], suggestion: String?)
    /// Command-line words the command does not accept.
    case usage(String)
    /// Malformed markers or metadata; nothing was written.
    case malformed([String])
    /// The operation needs the reference code, which a released copy does not contain.
    case noReference(String)
    /// Anything else that went wrong, said plainly.
    case failed(String)

    /// 64 for a usage error (as in BSD's `sysexits.h`), 1 otherwise.
    var exitStatus: Int32 {
        switch self {
        case .unknownName, .usage: 64
        default: 1
        }
    }

    var description: String {
        switch self {
        case .notInWorkbook(let folder):
            return """
                \(folder) is not inside the Concentration Workbook.
                Run the tool from the workbook's folder (the one with Package.swift and Lectures/):
                    cd path/to/the/workbook && swift run workbook
                """
        case .unknownName(let name, let valid, let suggestion):
            let text = "There is no lecture or exercise called '\(name)'."
            // A near miss is all a typo needs; the whole list only helps when nothing is close.
            if let suggestion {
                return text + " Did you mean '\(suggestion)'?\n"
                    + "Every lecture and exercise: swift run workbook list"
            }
            return text + "\nValid names:\n" + valid.map { "    \($0)" }.joined(separator: "\n")
        case .usage(let message):
            return message
        case .malformed(let problems):
            return "The exercise markers need fixing first (nothing was written):\n"
                + problems.map { "    \($0)" }.joined(separator: "\n")
        case .noReference(let what):
            return what
        case .failed(let message):
            return message
        }
    }
}
