import Dispatch
import Foundation
import Synchronization
import SystemCalls

/// Stops a command cleanly when it is told to stop: Ctrl-C, `kill`, or its terminal closing.
///
/// Without this, the tool would die at once and leave its `swift test` (and the test process,
/// which SwiftPM starts in a process group of its own) running. With it, every program the tool
/// started is stopped first. The workbook's files stay consistent either way: every write the
/// tool makes replaces a file at once (`SourceWriter`), and `verify` edits only a scratch copy.
package enum StopSignals {
    /// The signals that ask a command to stop.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Makes the signals stop every program the tool started, then call `finish`, which ends the
    /// tool (by default with the status a shell expects of a signal: 128 + its number).
    package static func install(finish: @escaping @Sendable (Int32) -> Void = { exit(128 + $0) }) {
        installed.withLock { sources in
            guard sources.isEmpty else { return }
            for number in handled {
                // The default action would end the tool at once; a dispatch source runs code instead.
                Processes.ignore(number)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    ChildProcess.stopAll()
                    finish(number)
                    exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// The installed sources, kept alive for as long as the tool runs; a mutex, since a command
    /// may install them from any thread.
    private static let installed = Mutex<[any DispatchSourceSignal]>([])
}
