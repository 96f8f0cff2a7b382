import WorkbookLanguage

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
    /// Command-line words the command does not accept, said to a student in their language.
    case usageMessage(Localized)
    /// Anything else that went wrong, said to a student in their language.
    case failure(Localized)

    /// 64 for a usage error (as in BSD's `sysexits.h`), 1 otherwise.
    var exitStatus: Int32 {
        switch self {
        case .unknownName, .usage, .usageMessage: 64
        default: 1
        }
    }

    /// The error in English.
    var description: String { text(in: .en) }

    /// The error in `language`; the instructors' errors (`usage`, `failed`…) are English only.
    func text(in language: Language) -> String {
        switch self {
        case .notInWorkbook(let folder):
            Messages.notInWorkbook(folder)(language)
        case .unknownName(let name, let valid, let suggestion):
            Messages.unknownName(name, valid: valid, suggestion: suggestion)(language)
        case .usage(let message), .noReference(let message), .failed(let message):
            message
        case .malformed(let problems):
            Messages.malformed(problems)(language)
        case .usageMessage(let message), .failure(let message):
            message(language)
        }
    }
}
