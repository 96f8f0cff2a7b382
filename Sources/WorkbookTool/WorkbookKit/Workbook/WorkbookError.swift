import WorkbookLanguage

/// Everything that stops a command before it does its work, with the exit status it earns.
package enum WorkbookError: Error, Equatable, CustomStringConvertible {
    /// The tool was run outside the package.
    case notInWorkbook(String)
    /// A name that is neither a lecture nor an exercise.
    case unknownName(String, valid: [String], suggestion: String?)
    /// Command-line words the command does not accept.
    case usage(String)
    /// Malformed markers or metadata; nothing was written. What a student's edit can cause is
    /// said in both languages, the author's own mistakes (`exercises.json`, compile checks) in
    /// English.
    case malformed([Localized])
    /// The operation needs the reference code, which a released copy does not contain.
    case noReference(String)
    /// `command` needs the markers of exercises that a student damaged; nothing was done.
    case damagedMarkers(command: String, damage: [MarkerDamage])
    /// A student copy made by `release` holds no reference code, which `command` needs.
    case studentCopy(command: String)
    /// No reference code of exercise `id` is left to restore it from (a release, or a deleted
    /// `.workbook/`).
    case noReferenceToRestore(id: String)
    /// `restore` cannot tell where the student's code ends around a damaged marker.
    case regionEndUnknown(MarkerDamage)
    /// `.workbook/state.json` became unreadable while the command ran; says what is wrong.
    case stateUnreadable(Localized)
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
    package var description: String { text(in: .en) }

    /// The error in `language`: every error a student can meet is rendered here from its case,
    /// in both languages; only the instructors' free text (`usage`, `failed`…) stays English.
    func text(in language: Language) -> String {
        switch self {
        case .damagedMarkers(let command, let damage):
            Messages.damagedMarkers(command: command, damage: damage)(language)
        case .studentCopy(let command):
            Messages.studentCopy(command: command)(language)
        case .noReferenceToRestore(let id):
            Messages.noReferenceToRestore(id)(language)
        case .regionEndUnknown(let damage):
            Messages.regionEndUnknown(damage)(language)
        case .stateUnreadable(let problem):
            Messages.stateUnreadable(problem)(language)
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
