import Foundation

/// Runs other programs (git, swift) and collects what they print.
enum Shell {
    /// The outcome of a finished program.
    struct Result: Sendable {
        var status: Int32
        var output: String
        /// True when the program was killed by a signal (a crash) rather than exiting.
        var crashed: Bool
    }

    /// Runs `arguments` (looked up on `PATH`) in `folder`, with standard error merged into the output.
    ///
    /// `onStart` sees the process while it runs, so a caller can stop it (as `watch` does on Ctrl-C).
    static func run(
        _ arguments: [String], in folder: URL, onStart: (Process) -> Void = { _ in }
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        onStart(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            crashed: process.terminationReason == .uncaughtSignal)
    }
}
