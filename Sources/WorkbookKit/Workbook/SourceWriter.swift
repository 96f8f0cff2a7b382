import Foundation

/// Writes source files so that no edit is ever half-written or missed by the next build.
enum SourceWriter {
    /// Writes every file atomically, then makes sure an incremental build sees them as changed.
    ///
    /// An atomic write goes to a temporary file that is then renamed over the old one, so a
    /// command killed at any moment leaves each file entirely old or entirely new.
    static func write(_ contents: [URL: String]) throws {
        guard !contents.isEmpty else { return }
        for (url, text) in contents {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        try stampAfterNextSecond(Array(contents.keys))
    }

    /// Stamps the files with the start of the next whole second.
    ///
    /// Swift's build compares modification times, and on a file system that keeps whole seconds
    /// an edit made in the same second as the previous build can be taken for old. A stamp at the
    /// next whole second is strictly later than every build that has already begun, without
    /// waiting for that second to come (which used to cost every `start` and `restore` up to a
    /// second); `watch` waits it out before it builds (see `SourceSnapshot.wholeSecondWait`).
    static func stampAfterNextSecond(_ urls: [URL]) throws {
        let stamp = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) + 1)
        for url in urls {
            try FileManager.default.setAttributes(
                [.modificationDate: stamp], ofItemAtPath: url.path)
        }
    }

    /// Copies `file` into a fresh timestamped folder under `.workbook/backups/` and returns the copy.
    static func backUp(_ relativePath: String, in workspace: Workspace) throws -> URL {
        var folder = workspace.stateFolder.appendingPathComponent("backups")
            .appendingPathComponent(Date().fileStamp)
        var suffix = 2
        let base = folder
        while FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(relativePath).path)
        {
            folder = URL(fileURLWithPath: base.path + "-\(suffix)")
            suffix += 1
        }
        let destination = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.url(relativePath), to: destination)
        return destination
    }
}
