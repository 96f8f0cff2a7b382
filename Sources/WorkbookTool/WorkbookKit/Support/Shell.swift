import Foundation

/// Runs other programs (git, swift) to their end and collects what they print.
enum Shell {
    /// Runs `arguments` (looked up on `PATH`) in `folder`, with standard error merged into the output.
    static func run(_ arguments: [String], in folder: URL) throws -> ChildProcess.Result {
        try ChildProcess(arguments: arguments, folder: folder).run()
    }
}
