import Foundation
import SystemCalls
import WorkbookKit

/// Folders whose access by other users is taken away while students' tests run as another user,
/// and given back afterwards: the instructor's workbook, the submissions, the reports.
final class ClosedFolders: @unchecked Sendable {
    private var modes: [(path: String, mode: Int)] = []

    /// Takes other users' access away from each of `folders` that exists (not recursively: a
    /// folder others cannot enter hides everything inside it).
    init(_ folders: [URL]) {
        let manager = FileManager.default
        for folder in folders where Self.isClosable(folder) {
            let path = folder.standardizedFileURL.path
            guard !modes.contains(where: { $0.path == path }),
                let mode = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions]
                    as? Int
            else { continue }
            modes.append((path, mode))
            try? manager.setAttributes([.posixPermissions: mode & ~0o007], ofItemAtPath: path)
        }
    }

    /// Closes the instructor's `workspace`, the `submissions` (one copy or a class) and the
    /// `output` folder, which it makes first so that no report is ever open to the other user.
    static func closing(workspace: URL, submissions: URL?, output: URL) throws -> ClosedFolders {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return ClosedFolders(
            folders(workspace: workspace, submissions: submissions, output: output))
    }

    /// The folders `closing` closes.
    static func folders(workspace: URL, submissions: URL?, output: URL) -> [URL] {
        [workspace, output] + (submissions.map { [$0] } ?? [])
    }

    /// Whether `folder` exists and may be closed: a shared folder such as /tmp (sticky) or the
    /// root never is.
    static func isClosable(_ folder: URL) -> Bool {
        let path = folder.standardizedFileURL.path
        guard path != "/",
            let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[
                .posixPermissions] as? Int
        else { return false }
        return mode & 0o1000 == 0
    }

    /// Gives the folders their permissions back.
    func reopen() {
        for (path, mode) in modes {
            try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        modes = []
    }

    /// Whether other users can pass through every folder above `file`.
    static func othersCanPass(_ file: URL) -> Bool {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let mode =
                (try? FileManager.default.attributesOfItem(atPath: folder.path))?[
                    .posixPermissions] as? Int ?? 0
            if mode & 0o001 == 0 { return false }
            folder.deleteLastPathComponent()
        }
        return true
    }
}
