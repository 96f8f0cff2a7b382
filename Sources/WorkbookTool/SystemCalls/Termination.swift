#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// How a child process ended: by itself with an exit code, or killed by a signal.
public enum Termination: Equatable, Sendable {
    /// It returned from `main` or called `exit` with this code (0 to 255).
    case exited(Int32)
    /// Signal N ended it: a crash (`SIGTRAP`, `SIGSEGV`), Ctrl-C (`SIGINT`), or a `kill`.
    case signalled(Int32)

    /// Decodes a `waitpid` status: the low 7 bits hold the signal, 0 when there was none, and
    /// the next 8 bits the exit code. (These are what the C macros `WIFEXITED` and friends read;
    /// Swift cannot call those macros.)
    init(waitStatus: Int32) {
        let signalNumber = waitStatus & 0x7F
        self = signalNumber == 0 ? .exited((waitStatus >> 8) & 0xFF) : .signalled(signalNumber)
    }

    /// The exit code, or 128 + N for signal N, as a shell reports it in `$?`.
    public var shellStatus: Int32 {
        switch self {
        case .exited(let code): code
        case .signalled(let signalNumber): 128 + signalNumber
        }
    }

    /// Whether a request to end stopped it (Ctrl-C, `SIGTERM`, a closed terminal's `SIGHUP`),
    /// rather than a crash worth explaining.
    public var wasRequestToEnd: Bool {
        guard case .signalled(let signalNumber) = self else { return false }
        return [SIGINT, SIGTERM, SIGHUP].contains(signalNumber)
    }
}

/// Waits for the child `pid` to end and says how it did.
///
/// A signal handled while `waitpid` waits makes it fail with `EINTR`; the child has not ended
/// then, so it waits again.
func waitForTermination(of pid: pid_t) -> Termination {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return Termination(waitStatus: status)
}
