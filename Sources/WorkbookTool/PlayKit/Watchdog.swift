import Foundation
import SystemCalls
import WorkbookCommandLine
import WorkbookLanguage

/// Ends the game when the lecture's code does not finish one input in time, so that an endless
/// loop in a region shows a message instead of a frozen screen in raw mode.
///
/// The play loop marks the start and end of each piece of the lecture's work (dealing, a tap,
/// drawing); one thread sleeps until the piece under way is due and costs nothing otherwise. It
/// cannot stop a loop on the main thread, and only the parent can safely restore the terminal,
/// so it says what happened on standard error, which the parent shows, and ends the process.
final class Watchdog: @unchecked Sendable {
    /// The environment variable that sets the limit, in seconds.
    static let limitVariable = "WORKBOOK_PLAY_TIME_LIMIT"
    /// The limit without the variable: one input takes the lecture's code milliseconds, so a few
    /// seconds is no code that merely runs slowly.
    static let defaultLimit: TimeInterval = 5
    /// The exit status of a game the watchdog ended, as `timeout` uses it: the parent then leaves
    /// the full screen the game could not leave.
    static let exitStatus: Int32 = 124

    /// How long one piece of work may take, in seconds.
    let limit: TimeInterval
    /// What to do once a piece of work, described in a few words, has run past the limit.
    private let expire: @Sendable (_ work: Localized) -> Void
    /// Guards `current` and wakes the thread when work starts.
    private let condition = NSCondition()
    /// The work under way and when it is due; `nil` between inputs.
    private var current: (work: Localized, deadline: Date)?

    /// Starts the watching thread; `expire` runs on it, once, if some work runs past `limit`.
    init(limit: TimeInterval, expire: @escaping @Sendable (_ work: Localized) -> Void) {
        self.limit = limit
        self.expire = expire
        let thread = Thread { [self] in watch() }
        thread.name = "play watchdog"
        thread.start()
    }

    /// The limit `environment` sets, or the default; a clear error for a value that is no
    /// number of seconds above zero.
    static func limit(from environment: [String: String]) throws(UsageError) -> TimeInterval {
        guard let text = environment[limitVariable] else { return defaultLimit }
        guard let seconds = TimeInterval(text), seconds > 0, seconds.isFinite else {
            throw .invalid(PlayMessages.timeLimitNotSeconds(text, variable: limitVariable))
        }
        return seconds
    }

    /// Runs `body`, the lecture's code doing `work` ("tapping card 3"), under the limit.
    func run<Result>(_ work: Localized, _ body: () throws -> Result) rethrows -> Result {
        condition.withLock {
            current = (work, Date().addingTimeInterval(limit))
            condition.signal()
        }
        defer { condition.withLock { current = nil } }
        return try body()
    }

    /// The watching thread: sleeps until work starts, then until it is due, and gives up on it
    /// if it is still the same work then.
    private func watch() {
        condition.lock()
        while true {
            guard let running = current else {
                condition.wait()
                continue
            }
            if Date() >= running.deadline {
                condition.unlock()
                expire(running.work)
                return
            }
            _ = condition.wait(until: running.deadline)
        }
    }

    /// What the game says when the lecture's code of `stage` did not finish `work` within
    /// `limit` seconds, naming the exercises started there, which hold the student's code.
    static func message(
        stage: String, work: Localized, limit: TimeInterval, started: [String],
        language: Language
    ) -> String {
        let seconds = limit == limit.rounded() ? "\(Int(limit))" : "\(limit)"
        let lines = [
            PlayMessages.didNotFinish(stage, work: work, seconds: seconds),
            PlayMessages.probablyNeverFinishes,
            started.isEmpty
                ? PlayMessages.noExerciseStarted(stage)
                : PlayMessages.lookThereFirst(stage, started: started),
            PlayMessages.allowMoreTime(stage, variable: limitVariable),
        ]
        return lines.map { $0(language) }.joined(separator: "\n") + "\n"
    }

    /// The watchdog of a game of `stage`: past the limit, it writes `message` to standard error
    /// and ends the process with `exitStatus`, whatever the main thread is doing.
    static func forGame(
        of stage: PlayableStage, limit: TimeInterval, language: Language
    ) -> Watchdog {
        let name = stage.name
        let started = startedExercises(inFolder: stage.table.sourceFolder)
        return Watchdog(limit: limit) { work in
            let text = message(
                stage: name, work: work, limit: limit, started: started, language: language)
            FileHandle.standardError.write(Data(text.utf8))
            Processes.endNow(status: exitStatus)
        }
    }
}

extension Input {
    /// What the lecture's code does for this input, in words that follow "did not finish".
    var work: Localized {
        switch self {
        case .card(let number): Localized(en: "tapping card \(number)", ko: "\(number)번 카드 누르기")
        case .choose: Localized(en: "tapping the highlighted card", ko: "강조된 카드 누르기")
        case .digit, .pause: Localized(en: "tapping the card typed", ko: "입력한 번호의 카드 누르기")
        case .newGame: Localized(en: "dealing a new game", ko: "새 게임 나눠 주기")
        case .move: Localized(en: "moving the highlight", ko: "강조 표시 옮기기")
        case .quit, .interrupt, .unknown: Localized(en: "handling a key", ko: "키 처리하기")
        }
    }
}
