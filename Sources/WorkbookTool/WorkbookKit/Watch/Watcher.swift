import Foundation

/// Runs a check, then again after every save, until told to stop: the loop behind `workbook watch`.
///
/// Everything it touches comes in as a closure, so tests drive it with fake files and clocks.
struct Watcher {
    /// How long to wait between looks at the files, in seconds: short, because every look is
    /// latency a student feels, and cheap, because a look only reads modification times.
    var interval: TimeInterval = 0.05
    /// Reads the files' current state.
    var snapshot: () -> SourceSnapshot
    /// Clears the previous result so only the newest shows.
    var clear: () -> Void
    /// Runs one check and prints its result.
    var check: () -> Void
    /// Waits; tests pass a function that does not.
    var sleep: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// The current time; tests pass a fixed one.
    var now: () -> Date = Date.init
    /// Returns once no other command is writing the workbook (a `start` or `restore`).
    var waitForWriters: () -> Void = {}
    /// Whether to stop (Ctrl-C, or a test's limit).
    var shouldStop: () -> Bool = { false }

    /// Checks now and after every change, until `shouldStop` or `maxChecks` checks; returns how many ran.
    @discardableResult
    func run(maxChecks: Int? = nil) -> Int {
        waitForWriters()
        var last = snapshot()
        var checks = 0
        while !shouldStop() {
            clear()
            let wait = last.wholeSecondWait(now: now())
            if wait > 0 { sleep(wait) }
            check()
            checks += 1
            if let maxChecks, checks >= maxChecks { break }
            guard let changed = waitForChange(since: last) else { break }
            last = changed
        }
        return checks
    }

    /// Polls until the files differ from `last` and then stay put for one interval (an editor
    /// may save in several writes) with no command writing them; `nil` when told to stop first.
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
            waitForWriters()
            let settled = snapshot()
            if settled == current { return settled }
            current = settled
        }
    }
}
