import Foundation

/// Writes source files so that no edit is ever half-written or missed by the next build.
enum SourceWriter {
    /// Writes every file atomically, then makes sure an incremental build sees them as changed.
    ///
    /// Swift's build compares modification times, and an edit made in the same second as the
    /// previous build can be taken for old. So after writing we wait for the next whole second
    /// and stamp the files with it: every earlier build is then strictly older.
    static func write(_ contents: [URL: String]) throws {
        guard !contents.isEmpty else { return }
        for (url, text) in contents {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        try stampAfterNextSecond(Array(contents.keys))
    }

    /// Waits until the clock enters a new second, then sets the files' modification time to now.
    static func stampAfterNextSecond(_ urls: [URL]) throws {
        let now = Date().timeIntervalSince1970
        let wait = now.rounded(.down) + 1 - now
        Thread.sleep(forTimeInterval: wait + 0.01)
        let stamp = Date()
        for url in urls {
            try FileManager.default.setAttributes(
                [.modificationDate: stamp], ofItemAtPath: url.path)
        }
    }

    /// Copies `file` into a fresh timestamped folder under `.workbook/backups/` and returns the copy.
    static func backUp(_ relativePath: String, in workspace: Workspace) throws -> URL {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        var folder = workspace.stateFolder.appendingPathComponent("backups")
            .appendingPathComponent(formatter.string(from: Date()))
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
