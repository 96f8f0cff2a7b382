import Foundation
import ProcessSpawning

#if canImport(Darwin)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif

/// The process id of the game, for the parent's signal handlers; 0 while there is none.
nonisolated(unsafe) private var gamePID: pid_t = 0

/// Runs the game in a child process and gives the terminal back however the child ends.
///
/// Why a child: the lecture's code may stop the program with a failed `precondition`, which
/// raises `SIGTRAP` (or `SIGILL`), or crash in any other way. A signal handler in the crashing
/// process would have to restore the terminal from a process whose state is already broken, and
/// it cannot run at all for `SIGKILL`. A parent that only waits is never broken: when the child
/// ends, for whatever reason, the parent puts back the terminal settings it saved before the game
/// started, leaves the full screen, and then shows what the child printed to standard error.
enum ChildProcess {
    /// The environment variable that tells the child it is the game, not the parent.
    static let marker = "CONCENTRATION_PLAY_CHILD"

    /// Whether this process is the game started by a parent.
    static var isChild: Bool {
        ProcessInfo.processInfo.environment[marker] == "1"
    }

    /// Starts this program again as the game, waits for it, restores the terminal, and returns
    /// the exit status to end with, explaining in `report` how the game ended if it crashed.
    static func runGame(report: (_ signal: Int32, _ errorOutput: String) -> Void) -> Int32 {
        let savedMode = Terminal.currentMode()
        var errorPipe: [Int32] = [0, 0]
        guard pipe(&errorPipe) == 0 else { return 1 }

        var actions = makeFileActions()
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        posix_spawn_file_actions_addclose(&actions, errorPipe[0])
        posix_spawn_file_actions_addclose(&actions, errorPipe[1])
        defer { posix_spawn_file_actions_destroy(&actions) }

        var environment = ProcessInfo.processInfo.environment
        environment[marker] = "1"
        // A crash report is what the parent shows; the runtime's long backtrace would bury it.
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let arguments = [path] + CommandLine.arguments.dropFirst()
        var pid: pid_t = 0
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                posix_spawn(&pid, path, &actions, nil, argv, envp)
            }
        }
        close(errorPipe[1])
        guard spawned == 0 else {
            close(errorPipe[0])
            return 1
        }

        // Ctrl-C and Ctrl-\ go to the whole foreground group: the child decides; the parent
        // waits. A request to end (SIGTERM, SIGHUP) is passed on to the child.
        gamePID = pid
        signal(SIGINT, SIG_IGN)
        signal(SIGQUIT, SIG_IGN)
        for request in [SIGTERM, SIGHUP] {
            signal(request) { received in
                if gamePID > 0 { kill(gamePID, received) }
            }
        }

        let errorOutput = readAll(errorPipe[0])
        close(errorPipe[0])
        let termination = waitForTermination(of: pid)
        gamePID = 0

        if let savedMode {
            Terminal.restore(savedMode)
        }
        switch termination {
        case .exited(let code):
            // A child that ended by itself has left the full screen and may have said why.
            FileHandle.standardError.write(Data(errorOutput.utf8))
            return code
        case .signalled(let signalNumber):
            // One that was stopped has not left the full screen.
            if savedMode != nil {
                Terminal.write(Terminal.leaveFullScreen)
            }
            if [SIGINT, SIGTERM, SIGHUP].contains(signalNumber) {
                return termination.shellStatus
            }
            report(signalNumber, errorOutput)
            return 1
        }
    }
}
