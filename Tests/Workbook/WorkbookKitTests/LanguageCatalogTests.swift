import Foundation
import Testing
import WorkbookCommandLine
import WorkbookLanguage

@testable import WorkbookKit

/// The catalog's Korean forms: `Localized` cannot be built without one, so these tests check
/// that each is a real translation that keeps what the student types or looks up.
@Suite struct LanguageCatalogTests {
    /// Every message of the catalog, with values a test can look for in both forms.
    static let samples: [(String, Localized)] =
        [
            ("errorPrefix", Messages.errorPrefix),
            ("warningPrefix", Messages.warningPrefix),
            (
                "unknownLanguage",
                Messages.unknownLanguage(UnknownLanguage(code: "xx", source: "--lang"))
            ),
            ("languageNeedsValue", Messages.languageNeedsValue),
            ("unknownCommand", Messages.unknownCommand("strat", near: "start")),
            ("overview", Messages.overview(commands: "    list  ...")),
            ("needsValue", UsageError.needsValue("--seed", command: "play").message),
            ("unknownOption", UsageError.unknownOption("--jsn", command: "workbook list").message),
            (
                "tooManyNames",
                UsageError.tooManyNames(command: "workbook hint", max: 1, got: ["a", "b"]).message
            ),
            ("notInWorkbook", Messages.notInWorkbook("/tmp/x")),
            ("unknownName", Messages.unknownName("zebra", valid: ["a-greet"], suggestion: nil)),
            ("unknownName near", Messages.unknownName("a-gret", valid: [], suggestion: "a-greet")),
            ("markerOutsideRegion", Messages.markerOutsideRegion("// STUB")),
            ("regionWithoutStub", Messages.regionWithoutStub("a-greet")),
            ("secondStub", Messages.secondStub(in: "a-greet")),
            ("stubLinesNotComments", Messages.stubLinesNotComments("a-greet")),
            ("regionNeverClosed", Messages.regionNeverClosed("a-greet")),
            ("nestedMarker", Messages.nestedMarker("// BEGIN SOLUTION", inside: "a-greet")),
            ("badExerciseID", Messages.badExerciseID("A_greet")),
            ("noRegionMarked", Messages.noRegionMarked("a-greet")),
            ("regionOfNoExercise", Messages.regionOfNoExercise("a-gret")),
            ("snippetCompiles", Messages.snippetCompiles),
            (
                "snippetRejectedOtherwise",
                Messages.snippetRejectedOtherwise(expected: "x", error: nil)
            ),
            ("compileCheckTest", Messages.compileCheckTest("not-a-string")),
            ("moreElements", Messages.moreElements(35)),
            ("moreCharacters", Messages.moreCharacters(7)),
            ("stagesInOrder", Messages.stagesInOrder),
            ("changedLectureToLecture", Messages.changedLectureToLecture),
            ("diffOptionsTip", Messages.diffOptionsTip),
            ("nameTwoStages", Messages.nameTwoStages(["StageA", "StageB"])),
            (
                "diffNeedsStages",
                Messages.diffNeedsStages("a-greet", of: "StageA", stages: ["StageA"])
            ),
            ("contextNeedsCount", Messages.contextNeedsCount),
            ("sameCode", Messages.sameCode("StageA", "StageB")),
            ("fileChange", Messages.fileChange(.added)),
            ("diffTotals", Messages.diffTotals(files: 2, added: 3, removed: 1)),
            ("exercisesIn", Messages.exercisesIn("StageA")),
            ("startedHere", Messages.startedHere),
            ("noExerciseRegions", Messages.noExerciseRegions),
            ("crashedIn", Messages.crashedIn("Game.choose(_:)", file: "Sources/A/Game.swift")),
            ("crashedAt", Messages.crashedAt("Tests/ATests/GameTests.swift:3")),
            ("calledFrom", Messages.calledFrom("Tests/ATests/GameTests.swift:3")),
            (
                "malformed",
                Messages.malformed([
                    .verbatim("Sources/A.swift:3: ") + Messages.stubLinesNotComments("a")
                ])
            ),
            ("allDone", Messages.allDone),
            ("next", Messages.next("swift run workbook check a-greet")),
            ("lectureHeading", Messages.lectureHeading(done: 1, of: 4)),
            ("exercisesDone", Messages.exercisesDone(1, of: 4)),
            ("newHere", Messages.newHere),
            ("takingAsLecture", Messages.takingAsLecture("stagea", stage: "StageA")),
            ("sayWhichExercise", Messages.sayWhichExercise),
            (
                "hintsBelongToExercises",
                Messages.hintsBelongToExercises(stage: "StageA", ids: ["a-greet"])
            ),
            ("hint", Messages.hint(2, of: 3, for: "a-greet", "`x`")),
            ("lastHint", Messages.lastHint(concept: "`x`")),
            ("sayWhatToStart", Messages.sayWhatToStart),
            ("alreadyStarted", Messages.alreadyStarted("a-greet")),
            ("started", Messages.started("a-greet", places: "Sources/A.swift:4")),
            ("answersStillInView", Messages.answersStillInView("a-count", stage: "StageA")),
            (
                "nextWithHint",
                Messages.nextWithHint("swift run workbook check a-greet", id: "a-greet")
            ),
            ("startingLecture", Messages.startingLecture("StageA", count: 2)),
            ("restoredBecomeStubs", Messages.restoredBecomeStubs("a-count", count: 1)),
            ("undoStart", Messages.undoStart("StageA")),
            ("sayWhatToRestore", Messages.sayWhatToRestore),
            ("restoringLecture", Messages.restoringLecture("StageA")),
            ("backedUpFirst", Messages.backedUpFirst("StageA")),
            ("alreadyReference", Messages.alreadyReference("a-greet")),
            ("savedTo", Messages.savedTo(".workbook/backups/1/A.swift")),
            ("restored", Messages.restored("a-greet")),
            ("doneCleared", Messages.doneCleared("a-greet")),
            ("checking", Messages.checking("StageATests.GreetTests/")),
            ("summaryRule", Messages.summaryRule),
            ("writeStubFirst", Messages.writeStubFirst("a-count", breaks: "a-greet")),
            (
                "fixCompilerError",
                Messages.fixCompilerError(
                    at: "Sources/A.swift:4", in: "a-greet", again: "swift run workbook check")
            ),
            (
                "findEndlessLoop",
                Messages.findEndlessLoop(in: "a-greet", again: "swift run workbook check")
            ),
            ("findCrash", Messages.findCrash(in: "a-greet", again: "swift run workbook check")),
            ("fixFailures", Messages.fixFailures(of: "a-greet", again: "swift run workbook check")),
            ("fixFeeding", Messages.fixFeeding("a-count", dependent: "a-greet", check: "a-count")),
            (
                "fixBuildOutsideRegions markers",
                Messages.fixBuildOutsideRegions(markerDamaged: true, editedOutside: false)
            ),
            (
                "fixBuildOutsideRegions edited",
                Messages.fixBuildOutsideRegions(markerDamaged: false, editedOutside: true)
            ),
            (
                "fixBuildOutsideRegions given code",
                Messages.fixBuildOutsideRegions(markerDamaged: false, editedOutside: false)
            ),
            (
                "fitDeclaration",
                Messages.fitDeclaration(
                    at: "Sources/StageA/A.swift:4", in: "a-greet", use: "Tests/A.swift:9",
                    again: "swift run workbook check")
            ),
            ("yourCodeIsUsedOutside", Messages.yourCodeIsUsedOutside(2)),
            ("yourCodeIsUsedOutside one", Messages.yourCodeIsUsedOutside(1)),
            ("errorsLikelyFollowing", Messages.errorsLikelyFollowing),
            ("warningsInYourCode", Messages.warningsInYourCode(2)),
            ("compilerWarned", Messages.compilerWarned),
            (
                "fixWarning",
                Messages.fixWarning(
                    at: "Sources/StageA/A.swift:4", in: nil, again: "swift run workbook check")
            ),
            (
                "findCrash warned",
                Messages.findCrash(
                    in: "a-greet", again: "swift run workbook check",
                    warnedAt: "Sources/StageA/A.swift:4")
            ),
            ("usedAt", Messages.usedAt),
            ("moreBrokenUses", Messages.moreBrokenUses(17)),
            ("useExpectsLabels", Messages.useExpectsLabels),
            ("useExpectsMemberOrder", Messages.useExpectsMemberOrder),
            ("useExpectsAccess", Messages.useExpectsAccess("private")),
            ("useExpectsValueNotOptional", Messages.useExpectsValueNotOptional),
            ("useExpectsExerciseShape", Messages.useExpectsExerciseShape),
            ("findCrashAbove", Messages.findCrashAbove),
            ("fixFailuresAbove", Messages.fixFailuresAbove),
            ("referencePassesNoneYours", Messages.referencePassesNoneYours),
            ("allPassed", Messages.allPassed),
            ("tests", Messages.tests(3)),
            ("passed", Messages.passed(3, notStarted: true)),
            ("failed", Messages.failed(2, of: 3)),
            ("doesNotCompile", Messages.doesNotCompile),
            ("crashed", Messages.crashed("Fatal error: Index out of range")),
            ("stopped", Messages.stopped(after: 20)),
            ("notRun", Messages.notRun("reason")),
            ("notRun compile", Messages.notRun(CheckReport.packageDoesNotCompile)),
            ("notRun crashed", Messages.notRun(CheckReport.crashedBeforeFinishing)),
            ("noTestRan", Messages.noTestRan("GreetTests")),
            ("adviceHeldBack", Messages.adviceHeldBack(until: ["a-count"])),
            ("adviceHeldBack many", Messages.adviceHeldBack(until: ["a-greet", "a-count"])),
            ("test", Messages.test("greets Ada")),
            ("more", Messages.more(2, check: "a-greet")),
            ("firstWrite", Messages.firstWrite("a-count")),
            ("stillAStub", Messages.stillAStub(effect: "every card gets id 0", usedBy: "a-greet")),
            ("stubDoesNothing", Messages.stubDoesNothing),
            ("stubIsJust", Messages.stubIsJust("return 0")),
            ("stubAsWritten", Messages.stubAsWritten),
            ("alsoUse", Messages.alsoUse("a-count")),
            ("didNotFinish", Messages.didNotFinish),
            ("whileRunning", Messages.whileRunning("greets Ada")),
            ("whileRunningThese", Messages.whileRunningThese),
            ("moreLines", Messages.moreLines(5, check: "a-greet")),
            ("errorsOutsideRegions", Messages.errorsOutsideRegions),
            ("buildFailed", Messages.buildFailed),
            ("testProcessCrashed", Messages.testProcessCrashed),
            ("theTests", Messages.theTests),
            ("otherTestsFailed", Messages.otherTestsFailed(2)),
            ("exercisesOfDone", Messages.exercisesOfDone(1, of: 4)),
            (
                "feedsPassed",
                Messages.feedsPassed(Messages.feeds("a-count", into: "a-greet"), tests: 2)
            ),
            (
                "usedTooButNotBecause",
                Messages.usedTooButNotBecause("a-greet", yours: "a-count", failures: 1, of: 2)
            ),
            (
                "feedsFailed",
                Messages.feedsFailed(Messages.feeds("a-count", into: "a-greet"), failures: 1, of: 2)
            ),
            ("referenceIsRight", Messages.referenceIsRight("a-greet", fix: "a-count")),
            (
                "feedsCrashed",
                Messages.feedsCrashed(
                    Messages.feeds("a-count", into: "a-greet"), reason: "Fatal error")
            ),
            ("otherTests", Messages.otherTests(of: "StageA", passed: 3)),
            ("otherFailed", Messages.otherFailed(2)),
            ("firstFailure", Messages.firstFailure("greets Ada")),
            ("at", Messages.at("Tests/A.swift:3")),
            ("stoppedWatching", Messages.stoppedWatching),
            ("watching", Messages.watching),
            ("buildingGame", Messages.buildingGame),
            ("cannotBePlayed", Messages.cannotBePlayed("StageA")),
            ("playing", Messages.playing("StageA")),
            ("playBuildOutsideRegions", Messages.playBuildOutsideRegions("StageA")),
            (
                "playCompilerError",
                Messages.playCompilerError(at: "Sources/A.swift:4", id: "a-greet", stage: "StageA")
            ),
            (
                "playCompilerError use",
                Messages.playCompilerError(
                    at: "Sources/A.swift:4", id: "a-greet", stage: "StageA", use: "Tests/A.swift:9")
            ),
            ("editedOutside", Messages.editedOutside),
            ("moveOrUndo", Messages.moveOrUndo),
            (
                "markerDamage",
                Messages.markerDamage(
                    place: "Sources/A.swift:3", marker: "// BEGIN EXERCISE a-greet", unclosed: true,
                    missing: "// END EXERCISE a-greet", id: "a-greet")
            ),
            ("buildingFirst", Messages.buildingFirst(12)),
            ("lockUnopenable", Messages.lockUnopenable("/x/.workbook/lock", reason: "denied")),
            ("reviewUnreadable", Messages.reviewUnreadable),
            ("noLectureToPlay", Messages.noLectureToPlay),
            ("couldNotStart", Messages.couldNotStart("swift", reason: "denied")),
            ("playBuiltNowhere", Messages.playBuiltNowhere(output: "")),
            ("hiddenMessageWithheld", Messages.hiddenMessageWithheld),
        ] + summaryParts

    static var summaryParts: [(String, Localized)] {
        let parts = Messages.summaryParts(passed: 1, failed: 2, notChecked: 3, notStarted: 4)
        return [
            ("summary passed", parts.passed), ("summary failed", parts.failed),
            ("summary notChecked", parts.notChecked), ("summary notStarted", parts.notStarted),
        ]
    }

    /// What must read the same in both forms: commands, paths, `code`, quoted names and numbers.
    static func kept(in english: String) -> [String] {
        let patterns = [
            #"swift (?:run workbook|test)(?: [^\s(),;']+)*"#, #"`[^`]+`"#, #"'[^']+'"#,
            #"\"[^\"]+\""#,
            #"[A-Za-z.]+/[A-Za-z0-9./<>-]*"#, #"--[a-z]+"#, #"\b[a-z]+-[a-z]+\b"#, #"\d+"#,
        ]
        return patterns.flatMap { pattern in
            english.ranges(of: try! Regex(pattern)).map {
                String(english[$0]).trimmingCharacters(in: CharacterSet(charactersIn: "."))
            }
        }
    }

    @Test("every Korean form is Korean: not empty, with Hangul, unless it is the same text")
    func koreanIsKorean() {
        for (name, message) in Self.samples where message.ko != message.en {
            #expect(!message.ko.isEmpty, "\(name)")
            #expect(
                message.ko.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                "\(name) has no Hangul: \(message.ko)")
        }
    }

    @Test("every Korean form keeps the English one's commands, code, names and numbers")
    func keepsWhatIsTyped() {
        for (name, message) in Self.samples {
            for piece in Self.kept(in: message.en)
            where !["'done'", "'start'", "'check'", "\"done\""].contains(piece)
                && !piece.hasPrefix("\"compile check: ")
            {
                let bare = piece.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
                // A page of the notes is linked in its Korean version.
                let korean = piece.replacingOccurrences(of: ".md", with: ".ko.md")
                #expect(
                    message.ko.contains(piece) || message.ko.contains(bare)
                        || message.ko.contains(korean),
                    "\(name): the Korean form lost \(piece)\n\(message.ko)")
            }
        }
    }

    @Test("the held-back line agrees with how many stubs it names, and lists them in the language")
    func heldBackList() {
        let one = Messages.adviceHeldBack(until: ["a-greet"])
        #expect(one.en.hasSuffix("until a-greet is written):"), "\(one.en)")
        let three = Messages.adviceHeldBack(until: ["a-greet", "a-count", "a-sum"])
        #expect(three.en.hasSuffix("until a-greet, a-count and a-sum are written):"), "\(three.en)")
        #expect(three.ko.contains("a-greet, a-count, a-sum"), "\(three.ko)")
        #expect(!three.ko.contains(" and "), "\(three.ko)")
    }

    @Test("the reasons an exercise was not run are Korean in full")
    func notRunReasons() {
        for reason in [CheckReport.packageDoesNotCompile, CheckReport.crashedBeforeFinishing] {
            #expect(!Messages.notRun(reason).ko.contains(reason))
        }
    }

    @Test("the runners pass the language to every test process they start")
    func runnersPassTheLanguage() throws {
        #expect(try SwiftTestRunner.standard(environment: [:], language: .ko).language == .ko)
        #expect(
            try SwiftTestRunner.standard(
                environment: [SwiftTestRunner.timeLimitVariable: "5"], language: .ko
            ).language == .ko)
        #expect(SwiftGameRunner(language: .ko).language == .ko)
    }
}
