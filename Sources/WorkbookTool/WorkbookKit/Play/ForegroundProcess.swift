import Foundation
import SystemCalls

/// Runs a program in the tool's own process group, so that it shares the tool's terminal (see
/// `ForegroundChild` for why Foundation's `Process` cannot).
enum ForegroundProcess {
    /// What a finished program came to.
    struct Result: Equatable, Sendable {
        /// Its exit status, or 128 + N when signal N ended it, as a shell reports it.
        var status: Int32
        /// Its standard output and error, merged; empty when they went to the terminal.
        var output: String
    }

    /// Runs `arguments` (the program looked up on `PATH`) and waits for it.
    ///
    /// With `capturingOutput`, its output and errors are collected and returned, and Ctrl-C stops
    /// the program and the tool together. Without it, the program has the terminal to itself: it
    /// decides what Ctrl-C means, while the tool ignores it and passes on a request to end.
    /// `environment` is added to the tool's own.
    static func run(
        _ arguments: [String], capturingOutput: Bool, environment: [String: String] = [:]
    ) throws -> Result {
        let child: ForegroundChild
        do {
            child = try ForegroundChild(
                arguments,
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                capturing: capturingOutput ? [.output, .errors] : [])
        } catch {
            throw WorkbookError.failure(
                Messages.couldNotStart(arguments[0], reason: error.reason))
        }
        let (termination, output) = child.finish(sharingTheTerminal: !capturingOutput)
        return Result(status: termination.shellStatus, output: output)
    }
}
