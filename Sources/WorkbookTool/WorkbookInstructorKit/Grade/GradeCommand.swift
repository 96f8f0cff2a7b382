import Foundation
import WorkbookCommandLine
import WorkbookKit
import WorkbookLanguage

/// `workbook grade`: Instructors: grade a copy or a class, with hidden tests, in standard formats.
enum GradeCommand: InstructorCommand {
    static let name = "grade"
    static let summary: Localized = .verbatim(
        "Instructors: grade this copy, a student's, or a class; write results.json")
    static let usage: Localized = .verbatim(
        """
        Usage: swift run workbook-instructor grade [<lecture|exercise>] --output <folder>
               swift run workbook-instructor grade [<lecture|exercise>] --submission <student-folder> --output <folder>
               swift run workbook-instructor grade [<lecture|exercise>] --submissions <class-folder> --output <folder>
               swift run workbook-instructor grade --gradescope-bundle <folder>
        """)
    static let discussion: Localized = .verbatim(
        """
        Runs the tests of the chosen exercises (default: all) once, hidden suites included,
        and writes into <folder>:
            results.json   the Exercism test-runner format, version 3: status pass, fail
                           or error (with the compiler's message when nothing could run),
                           every test in file order with its message, code and task_id
                           (the exercise's number in 'workbook list' order);
            junit.xml      one test suite per exercise, one test case per test.
        It prints one line per exercise: passed, failed, not compiled or crashed.

        --submission grades a student's copy made by 'release': only the code
        inside its exercise regions is taken, laid over a scratch copy of this workbook in
        .workbook/grade/, so the tests and everything else are always yours. Every file the
        student was not meant to edit and did is listed (integrity.json), and ignored.
        Code that does not compile costs only its own exercise: it is graded not compiled,
        and the other exercises again with its stub in its place.

        --submissions grades every folder inside <class-folder> the same way, several at
        once, and writes <folder>/<student>/ for each plus class-summary.csv.

        A student's tests run where their code cannot change its grade: their results come
        through a pipe grading reads as they run, and on Linux with Bubblewrap (bwrap) inside
        a sandbox without network, without the reference answers, where nothing outside the
        build folder can be written and no process outlives the run; as root without it
        (Gradescope, a container job), as a user of their own with limits on processes,
        memory, CPU time and file size, who cannot read your workbook, the other copies or
        the reports, and whose every process is stopped when the run ends. Signs of
        tampering (an early exit, events that contradict the console, a process left
        behind, files written outside the build folder, a limit reached) are listed in
        integrity.json and never count as passed. Reports a student may see never carry
        a hidden test's code, nor its message without --show-hidden-messages.

        --gradescope also writes the grade in Gradescope's results.json format to <file>;
        --gradescope-bundle writes a Gradescope autograder (setup.sh, run_autograder and this
        workbook) into <folder>, to zip and upload.
        """)
    static let output = OptionSpec.option(
        "--output", value: "folder",
        help: .verbatim(
            "Where to write the reports (required)."))
    static let submission = OptionSpec.option(
        "--submission", value: "folder",
        help: .verbatim(
            "Grade one student's copy."))
    static let submissions = OptionSpec.option(
        "--submissions", value: "folder",
        help: .verbatim(
            "Grade every student copy in the folder."))
    static let jobs = OptionSpec.option(
        "--jobs", value: "n",
        help: .verbatim(
            "Copies graded at once (default: the number of cores)."))
    static let timeout = OptionSpec.option(
        "--timeout", value: "seconds",
        help: .verbatim(
            "Time the tests of one copy may run (default 60); the build before them has no "
                + "limit."))
    static let gradescope = OptionSpec.option(
        "--gradescope", value: "file",
        help: .verbatim(
            "Also write the grade in Gradescope's results.json format to <file>."))
    static let gradescopeBundle = OptionSpec.option(
        "--gradescope-bundle", value: "folder",
        help: .verbatim(
            "Write a Gradescope autograder for this workbook into <folder>, and grade nothing."))
    static let showHiddenMessages = OptionSpec.flag(
        "--show-hidden-messages",
        help: .verbatim(
            "Put hidden tests' failure messages in results.json, junit.xml and Gradescope's "
                + "file (never their code); by default a student sees only that one failed."))
    static let noBubblewrap = OptionSpec.flag(
        "--no-bubblewrap",
        help: .verbatim(
            "Grade as where Bubblewrap cannot run (a container): as root, students' tests run "
                + "as a user of their own, with limits (also WORKBOOK_GRADE_SANDBOX=off)."))
    static let options = [
        output, submission, submissions, jobs, timeout, gradescope, gradescopeBundle,
        showHiddenMessages, noBubblewrap,
    ]
    static let epilogue: Localized = .verbatim(
        """
        Exit status: 0 whenever grading ran, whatever the students' results; 1 when grading
        itself could not run (a report could not be written, the toolchain failed).

        Example: swift run workbook-instructor grade --submissions ../class --output ../grades
        """)

    static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        let arguments = try Self.arguments(words, maxPositionals: 1)
        if let bundle = arguments.value(of: Self.gradescopeBundle) {
            let workspace = try context.workspace()
            try workspace.requireReference(for: name)
            let written = try GradescopeBundle.write(workspace, to: context.url(bundle))
            context.console.print(
                "Wrote " + written.map(\.path).joined(separator: ", ")
                    + "\nZip the folder's contents and upload them as the assignment's autograder.")
            return ExitStatus.success
        }
        guard let output = arguments.value(of: Self.output) else {
            throw WorkbookError.usage(
                "Say where to write the reports: swift run workbook-instructor grade --output <folder>"
            )
        }
        if arguments.value(of: Self.submission) != nil
            && arguments.value(of: Self.submissions) != nil
        {
            throw WorkbookError.usage("Give --submission or --submissions, not both.")
        }
        let jobs = try arguments.value(of: Self.jobs).map { text in
            guard let number = Int(text), number > 0 else {
                throw WorkbookError.usage("--jobs takes a positive number, got '\(text)'.")
            }
            return number
        }
        let timeout = try arguments.value(of: Self.timeout).map { text in
            guard let seconds = Double(text), seconds > 0 else {
                throw WorkbookError.usage("--timeout takes a number of seconds, got '\(text)'.")
            }
            return seconds
        }
        let request = Request(
            target: arguments.positionals.first, output: context.url(output),
            submission: arguments.value(of: Self.submission).map(context.url),
            submissions: arguments.value(of: Self.submissions).map(context.url),
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            gradescope: arguments.value(of: Self.gradescope).map(context.url),
            hiddenMessages: arguments.has(Self.showHiddenMessages),
            isolation: GradeIsolation.best(bubblewrap: !arguments.has(Self.noBubblewrap)))
        StopSignals.install()
        let closed = ClosedFolders.folders(
            workspace: try context.workspace().root,
            submissions: request.submission ?? request.submissions, output: request.output)
        return try grade(
            request, context: context,
            runner: CompileCheckingRunner(
                tests: TimedTestRunner(
                    timeout: timeout ?? 60, language: context.language,
                    isolation: request.isolation, closed: closed)))
    }

    /// Says how the students' tests are kept apart, and how to do better where they are not.
    static func sandboxLine(_ isolation: GradeIsolation) -> String {
        switch isolation {
        case .bubblewrap:
            return
                "Students' tests run in a Bubblewrap sandbox: no network, no view of your workbook."
        case .otherUser:
            return "Students' tests run as a user of their own, with limits on processes, "
                + "memory, CPU time and file size; your workbook, the submissions and the reports "
                + "are closed to that user while grading runs, "
                + (FileAccessTrace.isAvailable
                    ? "and a try at reading them is reported (strace)."
                    : "but a try at reading them is not reported without strace "
                        + "(apt-get install strace).")
        case .none:
            break
        }
        #if os(Linux)
            return "No sandbox: bwrap is not installed (apt-get install bubblewrap), cannot run "
                + "here, or WORKBOOK_GRADE_SANDBOX=off, and grading does not run as root; "
                + "students' code can read your workbook. See the instructor guide."
        #else
            return "No sandbox on this system: students' code can read your workbook. See the "
                + "instructor guide."
        #endif
    }

    /// What to grade and where to write, as read from the command line.
    struct Request {
        var target: String?
        var output: URL
        var submission: URL?
        var submissions: URL?
        var jobs: Int
        /// Where to write the Gradescope results of a single grade, if asked.
        var gradescope: URL? = nil
        /// Whether student-visible reports carry hidden tests' messages.
        var hiddenMessages = false
        /// How the students' tests are kept apart from the grader.
        var isolation: GradeIsolation = .none
    }

    /// Grades what `request` asks for with `runner`, writes the reports and prints the summary.
    static func grade(_ request: Request, context: CommandContext, runner: any TestRunning) throws
        -> Int32
    {
        let workspace = try context.workspace()
        let catalog = try Catalog(workspace: workspace)
        let selection = try request.target.map { try catalog.exercises(in: catalog.resolve($0)) }
        let grader = Grader(reference: catalog, runner: runner)
        let console = context.console
        let printer = GradeSummary(console: console)
        if request.submission != nil || request.submissions != nil {
            try workspace.requireReference(for: name)
            console.print(console.styled(sandboxLine(request.isolation), .dim))
        }
        // Another user running students' tests must reach none of these; they open again after.
        let closed =
            request.isolation == .otherUser
            ? try ClosedFolders.closing(
                workspace: workspace.root, submissions: request.submission ?? request.submissions,
                output: request.output) : nil
        defer { closed?.reopen() }
        if let folder = request.submissions {
            let submissions = try Submission.all(in: folder)
            guard !submissions.isEmpty else {
                throw WorkbookError.failed("\(folder.path) holds no student folder to grade.")
            }
            let workers = max(1, min(request.jobs, submissions.count))
            console.print(
                console.styled(
                    "Grading \(submissions.count) copies, \(workers) at a time, in "
                        + "\(workspace.relativePath(of: GradeScratch.folder(of: workspace, worker: 0).deletingLastPathComponent()))/",
                    .dim))
            let start = Date()
            let graded = grader.grade(
                submissions, selection: selection, workers: workers,
                scratch: { GradeScratch.folder(of: workspace, worker: $0) },
                progress: { console.print(printer.studentLine($0)) })
            var points: [String: [String: String]] = [:]
            for (each, submission) in zip(graded, submissions) {
                let folder = request.output.appendingPathComponent(each.student)
                try GradeFiles.write(
                    each, to: folder, hiddenMessages: request.hiddenMessages,
                    language: context.language)
                let analysis = PointAnalysis(
                    result: each.result, reference: catalog, folder: submission.folder)
                try analysis.write(to: folder)
                points[each.student] = analysis.column
            }
            let csv = request.output.appendingPathComponent(GradeFiles.classSummary)
            try Data(GradeFiles.classSummary(graded, points: points).utf8).write(
                to: csv, options: .atomic)
            for line in printer.classTotal(graded, seconds: Date().timeIntervalSince(start)) {
                console.print(line)
            }
            console.print(
                "Wrote \(request.output.path)/<student>/results.json, junit.xml, analysis.json "
                    + "and \(csv.path)")
            return graded.contains { $0.brokenBecause != nil }
                ? ExitStatus.failure : ExitStatus.success
        }
        let graded: Grader.Graded
        if let folder = request.submission {
            graded = grader.grade(
                Submission(folder: folder), selection: selection,
                scratch: GradeScratch.folder(of: workspace, worker: 0))
        } else {
            let exercises = selection ?? catalog.exercises
            let start = Date()
            let result = try grader.grade(exercises, in: workspace.root)
            graded = Grader.Graded(
                student: workspace.root.lastPathComponent, result: result, integrity: nil,
                seconds: Date().timeIntervalSince(start))
        }
        var written = try GradeFiles.write(
            graded, to: request.output, hiddenMessages: request.hiddenMessages,
            language: context.language)
        written.append(
            try PointAnalysis(
                result: graded.result, reference: catalog,
                folder: request.submission ?? workspace.root
            ).write(to: request.output))
        if let gradescope = request.gradescope {
            try FileManager.default.createDirectory(
                at: gradescope.deletingLastPathComponent(), withIntermediateDirectories: true)
            try GradescopeResults(
                graded, hiddenMessages: request.hiddenMessages, language: context.language
            ).encoded().write(to: gradescope, options: .atomic)
            written.append(gradescope)
        }
        for line in printer.lines(for: graded) { console.print(line) }
        console.print("Wrote " + written.map(\.path).joined(separator: ", "))
        if let reason = graded.brokenBecause {
            console.printError(console.styled("error: ", .failed) + "grading broke: \(reason)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}

extension CommandContext {
    /// `path` as typed on the command line, relative to the current folder unless absolute.
    func url(_ path: String) -> URL {
        (path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
            .standardizedFileURL
    }
}
