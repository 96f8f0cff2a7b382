import Foundation

/// Writes source files so that no edit is ever half-written or missed by the next build.
package enum SourceWriter {
    /// Writes every file atomically, then makes sure an incremental build sees them as changed.
    ///
    /// An atomic write goes to a temporary file that is then renamed over the old one, so a
    /// command killed at any moment leaves each file entirely old or entirely new.
    package static func write(_ contents: [URL: String]) throws {
        guard !contents.isEmpty else { return }
        let before = Dictionary(
            uniqueKeysWithValues: contents.keys.map { ($0, modificationTime(of: $0)) })
        for (url, text) in contents {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        try stampAsChanged(before)
    }

    /// When `url` was last modified, or `.distantPast` when there is no such file yet: what
    /// `stampAsChanged(_:)` needs to know of a file before it is rewritten.
    package static func modificationTime(of url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }

    /// Stamps rewritten files, each given with the time it had before, so that the next build
    /// sees every one as changed: with the start of the next whole second, or one second after
    /// the file's previous time when that is later.
    ///
    /// Swift's build compares modification times, and on a file system that keeps whole seconds
    /// an edit made in the same second as the previous build can be taken for old. A stamp at the
    /// next whole second is strictly later than every build that has already begun, without
    /// waiting for that second to come (which used to cost every `start` and `restore` up to a
    /// second); `watch` waits it out before it builds (see `SourceSnapshot.wholeSecondWait`).
    /// A file written twice in one second (`verify` stubs a region and puts it back that fast)
    /// would get the same stamp twice, and the build would take the second text for the first
    /// one it compiled, so a stamp is also always later than the file's previous one.
    package static func stampAsChanged(_ previousTimes: [URL: Date]) throws {
        let nextSecond = Date().timeIntervalSince1970.rounded(.down) + 1
        for (url, previous) in previousTimes {
            let afterPrevious = previous.timeIntervalSince1970.rounded(.down) + 1
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: max(nextSecond, afterPrevious))],
                ofItemAtPath: url.path)
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
