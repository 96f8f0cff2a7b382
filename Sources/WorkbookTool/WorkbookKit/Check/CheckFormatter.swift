import WorkbookLanguage

/// Turns a `CheckReport` into the lines a student reads: one verdict per exercise, then details.
struct CheckFormatter {
    /// The most source lines of a compiler excerpt to show; the message itself is always shown.
    static let excerptLimit = 6

    var console: Console
    /// Makes absolute paths relative to the workbook.
    var catalog: Catalog
    /// Leaves out exercises that passed on their reference code, for a check of the whole course
    /// whose verdict lines count them as not started; a failure is always shown.
    var hidesPassingReference = false
    /// Shortens long values and bounds each exercise's details (`--verbose` turns it off).
    var capsOutput = true
    /// Exercises that `restore` put back and nobody has changed since: started in form, but the
    /// code is the lecture's, so a pass reads as not started.
    var referenceInPlace: Set<String> = []

    /// How many hints of each exercise the student has seen (`WorkbookState.hintsShown`): advice
    /// that names a later hint's content waits for it (`AdviceLadder`); nil shows all advice.
    var hintsSeen: [String: Int]?

    /// The most bytes of details one exercise prints when `capsOutput`: a screenful.
    static let detailBudget = 2_500

    /// The report's lines, without the closing "Next:" advice.
    func lines(for report: CheckReport) -> [String] {
        let width = report.entries.map(\.exercise.id.count).max() ?? 0
        var lines: [String] = []
        // Every failed expectation of the first failed exercise; the others get their first one,
        // so a check of many started exercises stays readable.
        var shownInFull = false
        for entry in report.entries {
            let id = entry.exercise.id.padded(to: width)
            switch entry.verdict {
            case .passed(let tests):
                let started =
                    catalog.places(of: entry.exercise.id).contains(where: \.region.isStarted)
                    && !referenceInPlace.contains(entry.exercise.id)
                if !started && hidesPassingReference { continue }
                let mark = started ? console.styled("✔", .passed) : console.styled("·", .dim)
                lines.append("\(mark) \(id)  " + say(Messages.passed(tests, notStarted: !started)))
                if started, let note = PointReading.note(for: entry.exercise, in: catalog) {
                    lines.append(say(note))
                }
            case .failed(let failures, let total):
                lines.append(
                    "\(console.styled("✘", .failed)) \(id)  "
                        + say(Messages.failed(failures.count, of: total)))
                var details: [String]
                if !entry.stubbed.isEmpty {
                    // The stub fails these tests by itself: advice about this exercise's code
                    // would send the student to code that may well be right.
                    details = stubFirst(entry.stubbed, breaking: entry.exercise.id)
                    details.append(say(Messages.adviceHeldBack(until: entry.stubbed.map(\.id))))
                    details += failures.map(testLine)
                } else if shownInFull {
                    details = describe(failures[0], of: entry.exercise, issueLimit: 1)
                    let more = failures.reduce(0) { $0 + max($1.issues.count, 1) } - 1
                    if more > 0 {
                        details.append(say(Messages.more(more, check: entry.exercise.id)))
                    }
                } else {
                    details = failures.flatMap { describe($0, of: entry.exercise) }
                    shownInFull = true
                }
                lines += budgeted(details, exercise: entry.exercise.id)
                lines += alsoUsed(by: entry)
                lines += report.varyingResults.filter { $0.exerciseID == entry.exercise.id }
                    .map { "      " + say($0.explanation) }
                lines += report.randomCalls.filter { $0.exerciseID == entry.exercise.id }
                    .map { "      " + say($0.explanation) }
                lines += report.precedenceSlips.filter { $0.exerciseID == entry.exercise.id }
                    .map { "      " + say($0.explanation) }
            case .compileError(let diagnostics):
                lines.append(
                    "\(console.styled("✘", .failed)) \(id)  "
                        + say(
                            entry.blockedBy.isEmpty
                                ? Messages.doesNotCompile : Messages.blockedBy(entry.blockedBy)))
                let uses = report.brokenUses.filter { $0.exerciseID == entry.exercise.id }
                let own = diagnostics.filter { diagnostic in
                    !uses.contains { $0.diagnostic == diagnostic }
                }
                lines += own.flatMap { describe($0, indent: "      ") }
                lines += KnownCompilerError.explanations(of: own, in: entry.exercise.id)
                    .map { "      " + say($0) }
                let outlets = OutletAttribute.explanations(of: own) {
                    $0.place(in: catalog, column: false)
                }
                lines += outlets.map { "      " + say($0) }
                lines += builderBlockLines(own, of: entry.exercise).map { "      " + $0 }
                lines += report.redeclarations.filter { own.contains($0.diagnostic) }
                    .map { "      " + say($0.explanation) }
                lines += report.workbookDeclarations.filter { own.contains($0.diagnostic) }
                    .map { "      " + say($0.explanation) }
                lines += report.publishedSpellings.filter { own.contains($0.diagnostic) }
                    .map { "      " + say($0.explanation) }
                // Uses in the student's other regions first, one group for each region (the
                // first of them is where Next points), then those in code the student did not write.
                var regions: [String] = []
                for id in uses.compactMap(\.usedIn) where !regions.contains(id) {
                    regions.append(id)
                }
                for region in regions {
                    lines += describe(uses.filter { $0.usedIn == region }, in: region)
                }
                lines += describe(uses.filter { $0.usedIn == nil })
            case .crashed(let crash):
                lines.append("\(console.styled("✘", .failed)) \(id)  \(verdict(of: crash))")
                if let inner = crash.innerFrame {
                    lines.append(
                        "      "
                            + say(
                                Messages.crashedIn(
                                    inner.function, file: catalog.relativePath(inner.file))))
                }
                if let file = crash.file, let line = crash.line {
                    let place = "\(catalog.relativePath(file)):\(line)"
                    lines.append(
                        "      "
                            + say(
                                crash.innerFrame == nil
                                    ? Messages.crashedAt(place) : Messages.calledFrom(place)))
                }
                if crash.backtracerRefused {
                    lines.append("      " + say(Messages.backtracerRefused))
                }
                lines += warned(about: crash, in: report, indent: "      ")
                if !entry.stubbed.isEmpty {
                    lines += stubFirst(entry.stubbed, breaking: entry.exercise.id)
                }
                let suites = Set(entry.exercise.qualifiedSuites)
                let own = report.runningWhenCrashed.filter { suites.contains($0.suite) }
                lines += running(own.isEmpty ? report.runningWhenCrashed : own, indent: "      ")
            case .notRun(let reason):
                lines.append(
                    "\(console.styled("·", .dim)) \(id)  " + say(Messages.notRun(reason)))
            case .noTests:
                let suites = entry.exercise.suites.joined(separator: ", ")
                lines.append(
                    "\(console.styled("?", .failed)) \(id)  " + say(Messages.noTestRan(suites)))
            }
        }
        lines += report.dependents.flatMap(describeDependent)
        if !report.warnings.isEmpty {
            lines.append(say(Messages.warningsInYourCode(report.warnings.count)))
            lines += report.warnings.map {
                "    " + $0.locatedWarning(in: catalog, shortening: capped)
            }
        }
        for other in report.otherSuites {
            var line = say(Messages.otherTests(of: other.stage, passed: other.passed))
            if let first = other.failed.first {
                line +=
                    ", " + console.styled(say(Messages.otherFailed(other.failed.count)), .failed)
                line += say(Messages.firstFailure(catalog.name(of: first, in: console.language)))
                if let issue = first.issues.first {
                    line +=
                        say(Messages.at(issue.place(in: catalog))) + ": \(capped(issue.message))"
                }
                line += ")"
            }
            lines.append(line + ".")
        }
        if !report.unplacedErrors.isEmpty && !report.brokenUses.isEmpty {
            // Errors that name nothing of the student's, next to uses that broke: most often
            // what follows from those (a value whose type could not be worked out), so the
            // compiler's words are enough.
            lines.append(say(Messages.errorsLikelyFollowing))
            lines += report.unplacedErrors.map {
                "    " + $0.located(in: catalog, shortening: capped)
            }
        } else if !report.unplacedErrors.isEmpty {
            lines.append(console.styled(say(Messages.errorsOutsideRegions), .failed))
            lines += report.unplacedErrors.flatMap { describe($0, indent: "    ") }
        }
        if !report.otherErrors.isEmpty {
            lines.append(console.styled(say(Messages.buildFailed), .failed))
            lines += report.otherErrors.map { "    \($0)" }
        }
        if let crash = report.crash, report.crashedExercise == nil {
            var line =
                crash.timeLimit == nil
                ? console.styled(say(Messages.testProcessCrashed), .failed) + crash.reason
                : console.styled(say(Messages.theTests), .failed) + say(crash.said)
            if let file = crash.file, let number = crash.line {
                line += " (at \(catalog.relativePath(file)):\(number))"
            }
            lines.append(line)
            if crash.backtracerRefused { lines.append("    " + say(Messages.backtracerRefused)) }
            lines += warned(about: crash, in: report, indent: "    ")
            lines += running(report.runningWhenCrashed, indent: "    ")
        }
        return lines
    }

    /// A note that a failed exercise's tests also use the code of exercises it requires that the
    /// student wrote and no check has passed (see `CheckReport.unproven`).
    private func alsoUsed(by entry: CheckReport.Entry) -> [String] {
        guard !entry.alsoUsed.isEmpty else { return [] }
        return [say(Messages.alsoUse(entry.alsoUsed.joined(separator: ", ")))]
    }

    /// A not-started exercise whose tests use the checked code: "your code also feeds …".
    private func describeDependent(_ entry: CheckReport.Entry) -> [String] {
        let yours = entry.fedBy.joined(separator: ", ")
        let feeds = Messages.feeds(yours, into: entry.exercise.id)
        let passed = console.styled("✔", .passed)
        let failed = console.styled("✘", .failed)
        switch entry.verdict {
        case .passed(let tests):
            return ["\(passed) " + say(Messages.feedsPassed(feeds, tests: tests))]
        case .failed(let failures, let total) where !entry.stubbed.isEmpty:
            let line = Messages.usedTooButNotBecause(
                entry.exercise.id, yours: yours, failures: failures.count, of: total)
            return ["\(failed) " + say(line)]
                + stubFirst(entry.stubbed, breaking: entry.exercise.id)
        case .failed(let failures, let total):
            return [
                "\(failed) "
                    + say(Messages.feedsFailed(feeds, failures: failures.count, of: total)),
                say(Messages.referenceIsRight(entry.exercise.id, fix: yours)),
            ]
                // Its advice is about the student's code that feeds it: that exercise's hints
                // hold it back (the ladder).
                + (failures.first.map {
                    describe(
                        $0, of: entry.fedBy.first.flatMap(catalog.exercise), issueLimit: 1)
                } ?? [])
        case .crashed(let crash):
            return ["\(failed) " + say(Messages.feedsCrashed(feeds, reason: say(crash.said)))]
        case .compileError, .notRun, .noTests:
            return []
        }
    }

    /// The required exercises still stubbed, named before anything else as the likely cause.
    private func stubFirst(_ stubs: [Exercise], breaking id: String) -> [String] {
        stubs.map { stub in
            "      \(console.styled(say(Messages.firstWrite(stub.id)), .emphasis))"
                + say(Messages.stillAStub(effect: effect(of: stub), usedBy: id))
        }
    }

    /// What a stub does, in the exercise's own words when it has them, else its code.
    private func effect(of stub: Exercise) -> String {
        if let effect = stub.stubEffect(in: console.language) { return effect }
        let code =
            catalog.places(of: stub.id).first?.region.body
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } ?? []
        switch code.count {
        case 0: return say(Messages.stubDoesNothing)
        case 1 where code[0].count <= 40: return say(Messages.stubIsJust(code[0]))
        default: return say(Messages.stubAsWritten)
        }
    }

    /// `details` cut to `detailBudget` bytes when capping, with the command that shows the rest.
    private func budgeted(_ details: [String], exercise id: String) -> [String] {
        guard capsOutput else { return details }
        var used = 0
        for (index, line) in details.enumerated() {
            used += line.utf8.count + 1
            if used > Self.detailBudget {
                return Array(details[..<index])
                    + [say(Messages.moreLines(details.count - index, check: id))]
            }
        }
        return details
    }

    /// A value as printed: shortened unless `--verbose` asked for everything.
    private func capped(_ text: String) -> String {
        capsOutput ? ValueCap.capped(text, in: console.language) : text
    }

    /// One line per lecture for a check of the whole course or of a lecture: how many exercises
    /// are done, failed in this check, or not started, so the verdict is never lost in the output.
    ///
    /// Read after the check recorded its passes in `state`.
    func lectureSummary(for report: CheckReport, stages: [String], state: WorkbookState)
        -> [String]
    {
        let width = stages.map(\.count).max() ?? 0
        let checked = Set(report.entries.map(\.exercise.id))
        let stoppedByCrash = Set(
            report.entries.filter {
                $0.verdict == .notRun(.crashedBeforeFinishing)
            }.map(\.exercise.id))
        var lines: [String] = []
        var done = 0
        var total = 0
        for stage in stages {
            let exercises = catalog.exercises(inStage: stage)
            var counts = (passed: 0, failed: 0, toCheck: 0, notStarted: 0, notRun: 0)
            for exercise in exercises {
                switch catalog.status(of: exercise, state: state) {
                case .done: counts.passed += 1
                case .notStarted: counts.notStarted += 1
                case .started, .inProgress:
                    // A started exercise checked now and not done did not pass, unless a crash
                    // elsewhere stopped its tests: that is no verdict on its code.
                    if stoppedByCrash.contains(exercise.id) {
                        counts.notRun += 1
                    } else if checked.contains(exercise.id) {
                        counts.failed += 1
                    } else {
                        counts.toCheck += 1
                    }
                }
            }
            done += counts.passed
            total += exercises.count
            let words = Messages.summaryParts(
                passed: counts.passed, failed: counts.failed, notChecked: counts.toCheck,
                notStarted: counts.notStarted)
            var parts = [say(words.passed)]
            parts.append(
                counts.failed > 0 ? console.styled(say(words.failed), .failed) : say(words.failed))
            if counts.toCheck > 0 { parts.append(say(words.notChecked)) }
            if counts.notRun > 0 { parts.append(say(Messages.stoppedByCrash(counts.notRun))) }
            parts.append(say(words.notStarted))
            let otherFailures =
                report.otherSuites.first { $0.stage == stage }?.failed.count ?? 0
            if otherFailures > 0 {
                parts.append(console.styled(say(Messages.otherTestsFailed(otherFailures)), .failed))
            }
            let mark =
                counts.failed > 0 || otherFailures > 0
                ? console.styled("✘", .failed)
                : counts.passed == exercises.count
                    ? console.styled("✔", .passed) : console.styled("·", .dim)
            lines.append("\(mark) \(stage.padded(to: width))  \(parts.joined(separator: ", "))")
        }
        if stages.count > 1 {
            lines.append(say(Messages.exercisesOfDone(done, of: total)))
        }
        return lines
    }

    /// `Test "…"`: a test's name, a compile check's in the student's language.
    private func testLine(_ test: TestResult) -> String {
        say(
            test.compileCheckName.map(Messages.compileCheckTest)
                ?? Messages.test(catalog.name(of: test, in: console.language)))
    }

    /// A failed test: its sentence, then every issue it recorded with file:line and its explanation.
    private func describe(_ test: TestResult, of exercise: Exercise? = nil, issueLimit: Int = .max)
        -> [String]
    {
        var lines = [testLine(test)]
        if test.issues.isEmpty {
            lines.append(say(Messages.didNotFinish))
        }
        // An issue recorded again and again in a loop (same place, same words) is shown once,
        // with how many times: the repeats would push the other failures out of the screen.
        var shown: [(lines: [String], times: Int)] = []
        for issue in test.issues.prefix(issueLimit) {
            let (message, details) = climbing(
                issue.headline(in: console.language), of: issue, exercise)
            // The workbook's own sentences are printed whole; only values are shortened.
            let headline =
                issue.headlineIsOwnText ? message : capped(RepeatedValue.once(in: message))
            let issueLines =
                ["        \(issue.place(in: catalog)): \(headline)"]
                + details.map {
                    "        ↳ \(capsOutput ? ValueCap.listsShortened($0, in: console.language) : $0)"
                }
            if shown.last?.lines == issueLines {
                shown[shown.count - 1].times += 1
            } else {
                shown.append((issueLines, 1))
            }
        }
        for (issueLines, times) in shown {
            var issueLines = issueLines
            if times > 1 { issueLines[0] += say(Messages.sameIssueTimes(times)) }
            lines += issueLines
        }
        return lines
    }

    /// The tests that were running when the process crashed, named so the student can run one alone.
    private func running(_ tests: [TestResult], indent: String) -> [String] {
        switch tests.count {
        case 0: []
        case 1:
            [indent + say(Messages.whileRunning(catalog.name(of: tests[0], in: console.language)))]
        default:
            [indent + say(Messages.whileRunningThese)]
                + tests.map { "\(indent)    \"\(catalog.name(of: $0, in: console.language))\"" }
                + [indent + say(Messages.runOneAlone("swift test --filter '\(tests[0].name)'"))]
        }
    }

    /// The compiler's warnings that explain a crash, named under it.
    private func warned(about crash: TestCrash, in report: CheckReport, indent: String)
        -> [String]
    {
        report.warnings(explaining: crash, catalog: catalog).map {
            indent + say(Messages.compilerWarned) + $0.locatedWarning(in: catalog)
        }
    }

    /// The most broken uses shown for one exercise; the rest are counted.
    static let brokenUseLimit = 3

    /// Errors in code the student did not write that one exercise's declarations caused: the
    /// declaration, then each use that broke with the compiler's words, then what the uses
    /// expect (once for each kind of error).
    ///
    /// For uses in the student's region of `region`, the line the exercise gave for the
    /// declaration follows it: the shape those uses were written for.
    private func describe(_ uses: [BrokenUse], in region: String? = nil) -> [String] {
        guard !uses.isEmpty else { return [] }
        let header =
            if let name = uses.lazy.compactMap(\.missingName).first {
                Messages.givenNameMissing(name, uses: uses.count, in: region)
            } else if uses.allSatisfy(\.isAmbiguity) {
                Messages.copyMakesUsesAmbiguous(uses.count, in: region)
            } else {
                region.map { Messages.yourCodeIsUsedInRegion(uses.count, in: $0) }
                    ?? Messages.yourCodeIsUsedOutside(uses.count)
            }
        var lines = ["      " + say(header)]
        var declarations: [BrokenUse.Declaration] = []
        for use in uses {
            for declaration in use.declarations where !declarations.contains(declaration) {
                declarations.append(declaration)
            }
        }
        declarations.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        lines += declarations.prefix(Self.excerptLimit).map {
            "        \($0.place): \($0.code)"
        }
        if let given = uses.lazy.compactMap(\.given).first {
            lines.append("      " + say(Messages.exerciseGaveDeclaration) + given)
        }
        for use in uses.prefix(Self.brokenUseLimit) {
            lines.append(
                "      " + say(Messages.usedAt)
                    + use.diagnostic.located(in: catalog, shortening: capped))
            if let code = use.use { lines.append("        \(code)") }
        }
        if uses.count > Self.brokenUseLimit {
            lines.append(
                "      " + say(Messages.moreBrokenUses(uses.count - Self.brokenUseLimit)))
        }
        var expectations: [Localized] = []
        for use in uses where !expectations.contains(use.expectation) {
            expectations.append(use.expectation)
        }
        lines += expectations.map { "      " + say($0) }
        return lines
    }

    /// A diagnostic as `file:line:col: error: message` and a few lines of the compiler's excerpt.
    private func describe(_ diagnostic: CompilerDiagnostic, indent: String) -> [String] {
        [indent + diagnostic.located(in: catalog, shortening: capped)]
            + diagnostic.excerpt(limit: Self.excerptLimit).map { indent + $0 }
    }

    /// `message` in the console's language.
    func say(_ message: Localized) -> String {
        console.say(message)
    }

    /// What happened to a crashed exercise, after its name.
    private func verdict(of crash: TestCrash) -> String {
        crash.timeLimit == nil ? say(Messages.crashed(crash.reason)) : say(crash.said)
    }
}
