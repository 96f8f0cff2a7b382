#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// The child being waited for, for the signal handlers that pass requests on; 0 if none.
///
/// A C signal handler captures nothing, so it can only reach the child through a global.
nonisolated(unsafe) private var waitedForPID: pid_t = 0

/// A program started in this process's own process group, so that it shares the terminal.
///
/// Foundation's `Process` starts a child in a process group of its own, which the terminal treats
/// as a background job: a game that reads keys or sets raw mode there is stopped by `SIGTTIN`.
/// `posix_spawnp` without `POSIX_SPAWN_SETPGROUP` keeps the child in the foreground, beside us.
public struct ForegroundChild: Sendable {
    /// A standard stream of the child that can be captured instead of going to the terminal.
    public enum Stream: Sendable {
        case output, errors
    }

    /// Why a program could not be started, in words for the person who asked for it.
    public struct Failure: Error, Sendable {
        /// What the system said, such as "No such file or directory".
        public var reason: String
    }

    /// The child's process id.
    public let pid: pid_t
    /// The end of the pipe the captured streams arrive on, or `nil` when nothing is captured.
    private let capturedEnd: Int32?

    /// Starts `arguments` (the program looked up on `PATH` unless it is a path) with
    /// `environment`, sending the `captured` streams to a pipe the parent reads in `finish`.
    ///
    /// The child starts with every signal let through and Ctrl-C, Ctrl-\, `SIGTERM` and `SIGHUP`
    /// at their usual meaning, whatever this process ignores or blocks.
    public init(
        _ arguments: [String], environment: [String: String], capturing captured: Set<Stream> = []
    ) throws(Failure) {
        var ends: [Int32] = [-1, -1]
        if !captured.isEmpty, pipe(&ends) != 0 {
            throw Failure(reason: String(cString: strerror(errno)))
        }
        var actions = makeFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !captured.isEmpty {
            for (stream, file) in [(Stream.output, STDOUT_FILENO), (.errors, STDERR_FILENO)]
            where captured.contains(stream) {
                posix_spawn_file_actions_adddup2(&actions, ends[1], file)
            }
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        }
        var attributes = makeAttributes(resettingSignals: [SIGINT, SIGQUIT, SIGTERM, SIGHUP])
        defer { posix_spawnattr_destroy(&attributes) }
        var pid: pid_t = 0
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
            }
        }
        if !captured.isEmpty { close(ends[1]) }
        guard spawned == 0 else {
            if !captured.isEmpty { close(ends[0]) }
            throw Failure(reason: String(cString: strerror(spawned)))
        }
        self.pid = pid
        self.capturedEnd = captured.isEmpty ? nil : ends[0]
    }

    /// Reads what the child wrote to the captured streams until it closes them, waits for it to
    /// end, and says how it ended; call it once.
    ///
    /// With `sharingTheTerminal`, the child decides what Ctrl-C and Ctrl-\ mean (the terminal sends
    /// them to the whole foreground group, and this process ignores them meanwhile), and a
    /// request to end this process (`SIGTERM`, `SIGHUP`) is passed on to the child.
    public func finish(sharingTheTerminal: Bool) -> (termination: Termination, captured: String) {
        var previousHandlers: [(Int32, sig_t?)] = []
        if sharingTheTerminal {
            waitedForPID = pid
            for ignored in [SIGINT, SIGQUIT] {
                previousHandlers.append((ignored, signal(ignored, SIG_IGN)))
            }
            for request in [SIGTERM, SIGHUP] {
                let previous = signal(request) { received in
                    if waitedForPID > 0 { kill(waitedForPID, received) }
                }
                previousHandlers.append((request, previous))
            }
        }
        defer {
            if sharingTheTerminal {
                waitedForPID = 0
                for (number, handler) in previousHandlers { signal(number, handler) }
            }
        }
        var captured = ""
        if let capturedEnd {
            captured = readAll(capturedEnd)
            close(capturedEnd)
        }
        return (waitForTermination(of: pid), captured)
    }
}
