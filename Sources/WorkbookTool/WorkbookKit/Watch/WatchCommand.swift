import Dispatch
import Foundation
import SystemCalls
import WorkbookLanguage

/// `workbook watch`: run `check` again every time a file is saved, showing only the newest result.
enum WatchCommand: WorkbookCommand {
    static let name = "watch"
    static let summary = Localized(
        en: "Re-run check every time a source file is saved",
        ko: "소스 파일을 저장할 때마다 check를 다시 실행합니다")
    static let usage = Localized.usage(
        """
        Usage: swift run workbook watch [<lecture|exercise>]
        """)
    static let discussion = Localized(
        en: """
            Runs 'check' on the lecture or exercise (with no name: on the exercises you have
            started, or on everything if none is), then again each time a file under Sources/,
            Tests/ or Lectures/ is saved. On a terminal the screen is cleared first, so only
            the newest result shows. Press Ctrl-C to stop.

            Example: swift run workbook watch mvc-identifier-factory
            """,
        ko: """
            강의나 연습 문제에 'check'를 실행하고(이름이 없으면 시작한 연습 문제에, 없으면
            전부에), Sources/, Tests/, Lectures/ 아래 파일이 저장될 때마다 다시 실행합니다.
            터미널에서는 먼저 화면을 지우므로 가장 새 결과만 보입니다. 멈추려면 Ctrl-C를
            누르십시오.

            예: swift run workbook watch mvc-identifier-factory
            """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        let target = arguments.positionals.first
        let catalog = try context.catalog()
        if let target { _ = try catalog.resolve(target) }
        let runner = try SwiftTestRunner.standard(language: context.language)
        let console = context.console
        StopSignals.install { signal in
            console.print(Messages.stoppedWatching)
            // Ctrl-C is how watch is meant to end; other signals end it as usual.
            if signal == SIGINT { exit(ExitStatus.success) }
        }
        let clearScreen = { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
        let watcher = watcher(
            target, context: context,
            runner: CompileCheckingRunner(tests: runner),
            clear: Terminal.outputIsTerminal ? clearScreen : {})
        _ = watcher.run()
        return ExitStatus.success
    }

    /// The watch loop for `target` in the workbook around `context`, checking with `runner`.
    static func watcher(
        _ target: String?, context: CommandContext, runner: any TestRunning,
        clear: @escaping () -> Void
    ) -> Watcher {
        let console = context.console
        let root = (try? context.workspace().root) ?? context.currentDirectory
        let workspace = try? context.workspace()
        var watcher = Watcher(
            snapshot: { SourceSnapshot.take(of: root) }, clear: clear,
            check: {
                do {
                    _ = try CheckCommand.check(
                        target, context: context, runner: runner, watching: true)
                } catch {
                    let text = (error as? WorkbookError)?.text(in: console.language) ?? "\(error)"
                    console.printError(
                        console.styled(console.say(Messages.errorPrefix), .failed) + text)
                }
                console.print(console.styled(console.say(Messages.watching), .dim))
            })
        if let workspace {
            watcher.waitForWriters = { WorkbookLock.waitUntilFree(in: workspace) }
        }
        return watcher
    }
}
