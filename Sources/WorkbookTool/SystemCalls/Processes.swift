#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// This process and the others it starts or stops, by process id.
///
/// A tool that stops what it started must know its own process and group, to spare them, and
/// must be able to signal the others; Foundation's `Process` does that only for a process it
/// started itself, not for the grandchildren a test run leaves behind.
public enum Processes {
    /// This process's id, which a lock file names so that a waiting command can say who holds it.
    public static var currentID: pid_t { getpid() }

    /// This process's group, which a tool stopping its children must never signal.
    public static var currentGroup: pid_t { getpgrp() }

    /// The process group of `pid`, or `nil` when there is no such process any more.
    public static func group(of pid: pid_t) -> pid_t? {
        let group = getpgid(pid)
        return group > 0 ? group : nil
    }

    /// Sends signal `number` to `pid`, and says whether it was delivered (`false` when the
    /// process has ended or is not ours to signal).
    @discardableResult
    public static func send(_ number: Int32, to pid: pid_t) -> Bool {
        kill(pid, number) == 0
    }

    /// Ignores signal `number` from now on, so that it no longer ends this process; a dispatch
    /// source can still see it arrive.
    public static func ignore(_ number: Int32) {
        _ = signal(number, SIG_IGN)
    }

    /// Ends this process at once with `status`, without running exit handlers or flushing
    /// buffers: the only safe end for a thread while another thread is stuck holding who knows
    /// which lock.
    public static func endNow(status: Int32) -> Never {
        _exit(status)
    }
}
