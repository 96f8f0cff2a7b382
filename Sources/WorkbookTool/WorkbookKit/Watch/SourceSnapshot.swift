import Foundation

/// The modification times of the files a student edits, to notice a save by polling.
///
/// Polling is simple, portable and cheap for a few hundred files: a look reads only their
/// modification times, not their contents.
struct SourceSnapshot: Equatable, Sendable {
    /// The folders watched, relative to the root.
    static let folders = ["Sources", "Tests", "Lectures"]

    /// Modification time of every file, by path.
    var times: [String: Date]

    /// Reads the modification time of every file under the watched folders of `root`.
    static func take(of root: URL) -> SourceSnapshot {
        var times: [String: Date] = [:]
        for folder in folders {
            guard
                let files = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder),
                    includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey],
                    options: .skipsHiddenFiles)
            else { continue }
            for case let file as URL in files where !isLitter(file.lastPathComponent) {
                let values = try? file.resourceValues(forKeys: [
                    .contentModificationDateKey, .isRegularFileKey,
                ])
                guard values?.isRegularFile == true else { continue }
                times[file.path] = values?.contentModificationDate ?? .distantPast
            }
        }
        return SourceSnapshot(times: times)
    }

    /// Whether a file is what Finder or an editor leaves beside a student's work, not the work.
    ///
    /// Hidden files (Finder's `.DS_Store`, `._` copies, vim's `.swp`) are skipped when listing;
    /// these are the rest: backups (`File.swift~`), Emacs's `#File.swift#`, and the file `4913`
    /// vim writes to test a folder.
    static func isLitter(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasPrefix("#") || name == "4913"
    }

    /// How long to wait before building so that no later save can look as old as this one.
    ///
    /// A file system that keeps whole seconds (or a file `start` stamped with one) gives two saves
    /// in the same second the same time, and the build would take the second save for the one it
    /// already compiled: a stale verdict. When the newest time is a whole second that has not
    /// passed yet, we wait for it to pass; with finer times there is nothing to wait for.
    func wholeSecondWait(now: Date) -> TimeInterval {
        guard let newest = times.values.max() else { return 0 }
        let seconds = newest.timeIntervalSince1970
        guard seconds == seconds.rounded(.down) else { return 0 }
        let wait = seconds + 1 - now.timeIntervalSince1970
        return wait > 0 ? wait + 0.01 : 0
    }
}
