import Foundation

extension Workspace {
    /// The file `workbook release` writes at the root of a student copy.
    package static let releaseMarkerName = "workbook-release.json"

    /// Whether this is a student copy made by `workbook release`, which holds no reference code.
    var isStudentRelease: Bool {
        FileManager.default.fileExists(atPath: url(Self.releaseMarkerName).path)
    }

    /// Stops `command` with a clear message when this copy has no reference code to work from.
    package func requireReference(for command: String) throws {
        guard isStudentRelease else { return }
        throw WorkbookError.studentCopy(command: command)
    }
}
