import Foundation
import SystemCalls
import WorkbookLanguage

/// Runs the game in a child process and gives the terminal back however the child ends.
///
/// Why a child: the lecture's code may stop the program with a failed `precondition`, which
/// raises `SIGTRAP` (or `SIGILL`), or crash in any other way. A signal handler in the crashing
/// process would have to restore the terminal from a process whose state is already broken, and
/// it cannot run at all for `SIGKILL`. A parent that only waits is never broken: when the child
/// ends, for whatever reason, the parent puts back the terminal settings it saved before the game
/// started, leaves the full screen, and then shows what the child printed to standard error.
enum GameChild {
    /// The environment variable that tells the child it is the game, not the parent.
    static let marker = "CONCENTRATION_PLAY_CHILD"

    /// Whether this process is the game started by a parent.
    static var isChild: Bool {
        ProcessInfo.processInfo.environment[marker] == "1"
    }

    /// Starts this program again as the game, waits for it, restores the terminal, and returns
    /// the exit status to end with, explaining in `report` how the game ended if it crashed.
    static func runGame(
        language: Language, report: (_ signal: Int32, _ errorOutput: String) -> Void
    ) -> Int32 {
        let savedMode = Terminal.currentMode()
        var environment = ProcessInfo.processInfo.environment
        environment[marker] = "1"
        // A crash report is what the parent shows; the runtime's long backtrace would bury it.
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let game: ForegroundChild
        do {
            game = try ForegroundChild(
                [path] + CommandLine.arguments.dropFirst(), environment: environment,
                capturing: [.errors])
        } catch {
            FileHandle.standardError.write(
                Data((PlayMessages.couldNotStart(reason: error.reason)(language) + "\n").utf8))
            return 1
        }
        // Ctrl-C and Ctrl-\ go to the whole foreground group: the game decides; we wait.
        let (termination, errorOutput) = game.finish(sharingTheTerminal: true)

        if let savedMode {
            Terminal.restore(savedMode)
        }
        switch termination {
        case .exited(Watchdog.exitStatus):
            // The watchdog ended a game whose code never finished: it could not leave the full
            // screen, and has said why.
            if savedMode != nil {
                Terminal.write(Terminal.leaveFullScreen)
            }
            FileHandle.standardError.write(Data(errorOutput.utf8))
            return 1
        case .exited(let code):
            // A child that ended by itself has left the full screen and may have said why.
            FileHandle.standardError.write(Data(errorOutput.utf8))
            return code
        case .signalled(let signalNumber):
            // One that was stopped has not left the full screen.
            if savedMode != nil {
                Terminal.write(Terminal.leaveFullScreen)
            }
            if termination.wasRequestToEnd {
                return termination.shellStatus
            }
            report(signalNumber, errorOutput)
            return 1
        }
    }
}
