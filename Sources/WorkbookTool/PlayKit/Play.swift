import Foundation
import SystemCalls
import WorkbookCommandLine
import WorkbookLanguage

/// The `play` command: reads the options, runs the game in a child process, and plays it on the
/// terminal or from a script.
public enum Play {
    /// Runs `play` with the process's arguments and returns its exit status.
    @MainActor
    public static func main(stages: [PlayableStage]) -> Int32 {
        let language: Language
        do throws(UsageError) {
            language = try PlayOptions.language(
                in: ProcessInfo.processInfo.environment,
                preferredLanguages: Language.systemPreferredLanguages)
        } catch {
            // The mistake is the language itself, so it is said in both.
            return usageError(error, in: .en)
        }
        let options: PlayOptions
        let timeLimit: TimeInterval
        do throws(UsageError) {
            guard
                let parsed = try PlayOptions.parse(
                    Array(CommandLine.arguments.dropFirst()), stages: stages)
            else {
                print(PlayOptions.help(stages: stages)(language))
                return 0
            }
            options = parsed
            timeLimit = try Watchdog.limit(from: ProcessInfo.processInfo.environment)
        } catch {
            return usageError(error, in: language)
        }
        guard GameChild.isChild else {
            return GameChild.runGame(language: language) { signal, errorOutput in
                reportCrash(
                    of: options.stage, signal: signal, errorOutput: errorOutput,
                    language: language)
            }
        }
        let interactive = Terminal.isInteractive
        let watchdog = Watchdog.forGame(of: options.stage, limit: timeLimit, language: language)
        let session = watchdog.run(PlayMessages.dealingTheFirstGame) {
            PlaySession(
                stage: options.stage,
                seed: options.seed ?? UInt64.random(in: 0...9999),
                pairs: options.pairs,
                size: options.size ?? (interactive ? Terminal.windowSize() : nil) ?? (80, 24),
                isInteractive: interactive,
                started: startedExercises(inFolder: options.stage.table.sourceFolder),
                yours: exercisesHoldingYourCode(inFolder: options.stage.table.sourceFolder),
                language: language)
        }
        if interactive {
            return playInTerminal(session, fixedSize: options.size != nil, watchdog: watchdog)
        } else {
            return playScript(
                session, watchdog: watchdog, readLine: { readLine() }, write: { print($0) })
        }
    }

    /// Runs `body`, the lecture's code doing `work`, under `watchdog`'s limit when there is one.
    private static func guarded<Result>(
        _ watchdog: Watchdog?, _ work: Localized, _ body: () -> Result
    ) -> Result {
        guard let watchdog else { return body() }
        return watchdog.run(work, body)
    }

    /// Plays from a script: one command a line, each frame printed after the command it answers.
    ///
    /// - Returns: The exit status: 0 after `q` or at the end of the input.
    @MainActor
    static func playScript(
        _ session: PlaySession, watchdog: Watchdog? = nil, readLine: () -> String?,
        write: (String) -> Void
    ) -> Int32 {
        write(guarded(watchdog, PlayMessages.drawingTheGame) { session.plainFrame() })
        while let line = readLine() {
            guard let input = Input(line: line) else { continue }
            write("\n> " + line.trimmingCharacters(in: .whitespaces))
            if case .finished(let status) = guarded(watchdog, input.work, { session.handle(input) })
            {
                return status
            }
            write(guarded(watchdog, PlayMessages.drawingTheGame) { session.plainFrame() })
        }
        return 0
    }

    /// Plays on the terminal in raw mode, drawing only what changed, until the player quits.
    @MainActor
    private static func playInTerminal(
        _ session: PlaySession, fixedSize: Bool, watchdog: Watchdog
    ) -> Int32 {
        guard let mode = Terminal.currentMode() else {
            return playScript(
                session, watchdog: watchdog, readLine: { readLine() }, write: { print($0) })
        }
        Terminal.enterRawMode(from: mode)
        Terminal.write(Terminal.enterFullScreen)
        Terminal.watchWindowSize()
        defer {
            Terminal.write(Terminal.leaveFullScreen)
            Terminal.restore(mode)
        }
        var screen = Screen(usesColour: ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        var decoder = KeyDecoder()
        var needsFrame = true
        var idle = 0
        while true {
            if Terminal.takeWindowChange() {
                if !fixedSize, let size = Terminal.windowSize() {
                    session.size = size
                }
                // The terminal may have rewrapped what was on screen: draw every line again.
                screen.invalidate()
                needsFrame = true
            }
            if needsFrame {
                let frame = watchdog.run(PlayMessages.drawingTheGame) { session.frame() }
                Terminal.write(
                    screen.update(to: frame, width: session.size.width, height: session.size.height)
                )
                needsFrame = false
            }
            guard let bytes = Terminal.read() else { return 0 }
            if bytes.isEmpty {
                idle += 100
                // After a short pause a number being typed is complete, and an Escape that
                // began no sequence was a lone Escape.
                if idle >= 800, session.typedNumber != nil {
                    needsFrame = true
                    let outcome = watchdog.run(Input.pause.work) { session.handle(.pause) }
                    if case .finished(let status) = outcome { return status }
                }
                decoder.flush()
                continue
            }
            idle = 0
            for input in decoder.decode(bytes) {
                needsFrame = true
                let outcome = watchdog.run(input.work) { session.handle(input) }
                if case .finished(let status) = outcome { return status }
            }
        }
    }

    /// Says, after the terminal is back, that the lecture's code stopped the game, and where to
    /// look first.
    private static func reportCrash(
        of stage: PlayableStage, signal: Int32, errorOutput: String, language: Language
    ) {
        // The runtime's message names the file and line; the stack trace after it is for a debugger.
        let lines = errorOutput.split(separator: "\n")
            .prefix { !$0.hasPrefix("Current stack trace") }
            .filter { !$0.isEmpty }
        printError(PlayMessages.gameStopped(stage.name, signal: signal)(language))
        for line in lines.prefix(5) {
            printError("  " + line)
        }
        let started = startedExercises(inFolder: stage.table.sourceFolder)
        if started.isEmpty {
            printError(PlayMessages.howCodeEndsAProgram(language))
        } else {
            let ids = started.joined(separator: ", ")
            printError(PlayMessages.lookThereFirst(stage.name, started: ids)(language))
        }
    }

    /// Says `error` on standard error in `language` and returns the exit status of a usage error.
    private static func usageError(_ error: UsageError, in language: Language) -> Int32 {
        printError("play: \(error.message(language))")
        return 64
    }

    /// Writes `line` to standard error.
    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
