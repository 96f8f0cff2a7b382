import Foundation
import ProcessSpawning

#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// The program the tool is waiting for, for the signal handler that passes requests on; 0 if none.
nonisolated(unsafe) private var waitedForPID: pid_t = 0

/// Runs a program in the tool's own process group, so that it shares the tool's terminal.
///
/// Foundation's `Process` starts a child in a process group of its own, which the terminal treats
/// as a background job: a game that reads keys or sets raw mode there is stopped by `SIGTTIN`.
/// `posix_spawnp` without `POSIX_SPAWN_SETPGROUP` keeps the child in the foreground, beside the tool.
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
    static func run(_ arguments: [String], capturingOutput: Bool) throws -> Result {
        var outputPipe: [Int32] = [-1, -1]
        if capturingOutput, pipe(&outputPipe) != 0 {
            throw WorkbookError.failed("Could not start \(arguments[0]): no pipe for its output.")
        }
        var actions = makeFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDERR_FILENO)
            posix_spawn_file_actions_addclose(&actions, outputPipe[0])
            posix_spawn_file_actions_addclose(&actions, outputPipe[1])
        }
        // The child starts with every signal let through and the usual meaning of those the tool
        // ignores while it waits; a thread of the tool may block some, and the child would inherit that.
        var attributes = makeAttributes(resettingSignals: [SIGINT, SIGQUIT, SIGTERM, SIGHUP])
        defer { posix_spawnattr_destroy(&attributes) }
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
            }
        }
        if capturingOutput { close(outputPipe[1]) }
        guard spawned == 0 else {
            if capturingOutput { close(outputPipe[0]) }
            throw WorkbookError.failed(
                "Could not start \(arguments[0]): \(String(cString: strerror(spawned))).")
        }
        if capturingOutput {
            let output = readAll(outputPipe[0])
            close(outputPipe[0])
            return Result(status: waitForTermination(of: pid).shellStatus, output: output)
        }
        waitedForPID = pid
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        let previousRequests = [SIGTERM, SIGHUP].map { request in
            signal(request) { received in
                if waitedForPID > 0 { kill(waitedForPID, received) }
            }
        }
        defer {
            waitedForPID = 0
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
            for (request, previous) in zip([SIGTERM, SIGHUP], previousRequests) {
                signal(request, previous)
            }
        }
        return Result(status: waitForTermination(of: pid).shellStatus, output: "")
    }
}
