import Foundation

/// The modification times of the files a student edits, to notice a save by polling.
///
/// Polling every half second is simple, portable and cheap for a few hundred files.
public struct SourceSnapshot: Equatable, Sendable {
    /// The folders watched, relative to the root.
    public static let folders = ["Sources", "Tests", "Lectures"]

    /// Modification time of every file, by path.
    public var times: [String: Date]

    /// Creates a snapshot from known times.
    public init(times: [String: Date]) {
        self.times = times
    }

    /// Reads the modification time of every file under the watched folders of `root`.
    public static func take(of root: URL) -> SourceSnapshot {
        var times: [String: Date] = [:]
        for folder in folders {
            guard
                let files = FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder),
                    includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
            else { continue }
            for case let file as URL in files {
                let values = try? file.resourceValues(forKeys: [
                    .contentModificationDateKey, .isRegularFileKey,
                ])
                guard values?.isRegularFile == true else { continue }
                times[file.path] = values?.contentModificationDate ?? .distantPast
            }
        }
        return SourceSnapshot(times: times)
    }
}

/// Runs a check, then again after every save, until told to stop: the loop behind `workbook watch`.
///
/// Everything it touches comes in as a closure, so tests drive it with fake files and clocks.
public struct Watcher {
    /// How long to wait between looks at the files, in seconds.
    public var interval: TimeInterval = 0.5
    /// Reads the files' current state.
    public var snapshot: () -> SourceSnapshot
    /// Clears the previous result so only the newest shows.
    public var clear: () -> Void
    /// Runs one check and prints its result.
    public var check: () -> Void
    /// Waits; tests pass a function that does not.
    public var sleep: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// Whether to stop (Ctrl-C, or a test's limit).
    public var shouldStop: () -> Bool = { false }

    /// Creates a watcher from its parts.
    public init(
        snapshot: @escaping () -> SourceSnapshot, clear: @escaping () -> Void,
        check: @escaping () -> Void
    ) {
        self.snapshot = snapshot
        self.clear = clear
        self.check = check
    }

    /// Checks now and after every change, until `shouldStop` or `maxChecks` checks; returns how many ran.
    @discardableResult
    public func run(maxChecks: Int? = nil) -> Int {
        var last = snapshot()
        var checks = 0
        while !shouldStop() {
            clear()
            check()
            checks += 1
            if let maxChecks, checks >= maxChecks { break }
            guard let changed = waitForChange(since: last) else { break }
            last = changed
        }
        return checks
    }

    /// Polls until the files differ from `last` and then stay put for one interval (an editor
    /// may save in several writes); `nil` when told to stop first.
    private func waitForChange(since last: SourceSnapshot) -> SourceSnapshot? {
        var current = last
        while current == last {
            if shouldStop() { return nil }
            sleep(interval)
            current = snapshot()
        }
        while true {
            if shouldStop() { return nil }
            sleep(interval)
            let settled = snapshot()
            if settled == current { return settled }
            current = settled
        }
    }
}
