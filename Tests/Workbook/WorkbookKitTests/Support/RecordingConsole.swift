import Foundation

@testable import WorkbookKit

/// A console that keeps what it is given, for tests.
final class RecordingConsole: @unchecked Sendable {
    private(set) var output = ""
    private(set) var error = ""
    private let lock = NSLock()

    /// The console to hand to a command.
    var console: Console {
        Console(
            output: { [self] text in lock.withLock { output += text } },
            error: { [self] text in lock.withLock { error += text } })
    }
}
