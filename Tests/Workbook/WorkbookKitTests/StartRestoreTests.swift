import Foundation
import Testing

@testable import WorkbookKit

@Suite final class StartRestoreTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    @Test("start replaces an exercise's regions with its stub in every stage that carries it")
    func startStubsEveryRegion() throws {
        let result = fixture.run("start", "a-greet")

        #expect(result.status == 0, "\(result.error)")
        let stageA = try fixture.read("Sources/StageA/Greeting.swift")
        let stageB = try fixture.read("Sources/StageB/Greeting.swift")
        #expect(stageA.contains("// BEGIN EXERCISE a-greet\n    \"\"\n    // END EXERCISE a-greet"))
        #expect(!stageA.contains("Hello, \\(name)!"), "The solution must be gone from StageA.")
        #expect(!stageB.contains("uppercased()"), "The carried-forward copy must be stubbed too.")
        #expect(stageA.contains("Array(1...n)"), "Other exercises stay untouched.")
    }

    @Test("starting an exercise twice changes nothing the second time and says so")
    func startTwice() throws {
        _ = fixture.run("start", "a-count")
        let afterFirst = try fixture.read("Sources/StageA/Greeting.swift")

        let second = fixture.run("start", "a-count")

        #expect(second.status == 0)
        #expect(second.output.contains("already started"))
        #expect(try fixture.read("Sources/StageA/Greeting.swift") == afterFirst)
    }

    @Test("restore after start gives back the reference byte for byte")
    func roundTrip() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        #expect(fixture.run("restore", "StageA").status == 0)

        for path in FixtureWorkbook.files.keys where path.hasPrefix("Sources/") {
            #expect(try fixture.read(path) == FixtureWorkbook.files[path], "\(path) differs")
        }
    }

    @Test("restore backs up a region the student wrote before putting the reference back")
    func backupOfStudentWork() throws {
        _ = fixture.run("start", "a-count")
        let path = "Sources/StageA/Greeting.swift"
        let studentVersion = try fixture.read(path).replacingOccurrences(
            of: "    []\n    // END EXERCISE", with: "    [1, 2, 3] // my try\n    // END EXERCISE")
        try fixture.write(studentVersion, to: path)

        let result = fixture.run("restore", "a-count")

        #expect(result.status == 0)
        let line = try #require(
            result.output.split(separator: "\n").first { $0.contains("saved to") })
        let backup = String(line.split(separator: " ").last ?? "")
        #expect(backup.hasPrefix(".workbook/backups/"))
        #expect(try fixture.read(backup) == studentVersion, "The backup holds the student's code.")
        let restored = try fixture.read(path)
        #expect(
            restored.contains(
                "// BEGIN EXERCISE a-count\n    guard n > 0 else { return [] }\n    return Array(1...n)\n    // END EXERCISE a-count"
            ))
    }

    @Test("restore of an exercise keeps the started form, and start makes it a stub again")
    func restoreKeepsStartedForm() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let path = "Sources/StageA/Greeting.swift"
        let started = try fixture.read(path)

        let restore = fixture.run("restore", "a-count")

        #expect(restore.status == 0, "\(restore.error)")
        let restored = try fixture.read(path)
        #expect(
            restored.contains(
                "// BEGIN EXERCISE a-count\n    guard n > 0 else { return [] }\n    return Array(1...n)\n    // END EXERCISE a-count"
            ))
        #expect(!restored.contains("// BEGIN SOLUTION"), "No reference markers in a started file.")
        #expect(!restored.contains("// STUB"))
        #expect(
            restore.output.contains("To make it a stub again: swift run workbook start a-count"))
        #expect(
            restore.output.contains("Next: swift run workbook check a-greet"), "\(restore.output)")
        let again = fixture.run("restore", "a-count")
        #expect(again.output.contains("a-count already holds the reference code; nothing changed."))
        #expect(try fixture.read(path) == restored)

        let start = fixture.run("start", "a-count")

        #expect(start.status == 0, "\(start.error)")
        #expect(start.output.contains("Started a-count"), "\(start.output)")
        #expect(
            try fixture.read(path) == started, "start gives back the stub the student began with")
        #expect(fixture.run("restore", "StageA").status == 0)
        #expect(
            try fixture.read(path) == FixtureWorkbook.files[path],
            "the lecture's undo is byte for byte")
    }

    @Test("start backs up a restored exercise the student edited before making it a stub again")
    func startBacksUpEditedRestore() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        #expect(fixture.run("restore", "a-count").status == 0)
        let path = "Sources/StageA/Greeting.swift"
        let edited = try fixture.read(path).replacingOccurrences(
            of: "    return Array(1...n)\n", with: "    return Array(0..<n) // mine\n")
        try fixture.write(edited, to: path)

        let start = fixture.run("start", "stagea")

        #expect(start.status == 0, "\(start.error)")
        let line = try #require(
            start.output.split(separator: "\n").first { $0.contains("saved to") }, "\(start.output)"
        )
        #expect(try fixture.read(String(line.split(separator: " ").last ?? "")) == edited)
        #expect(!(try fixture.read(path)).contains("mine"))
    }

    @Test("restore makes no backup when the region still holds the stub")
    func noBackupForUntouchedStub() throws {
        _ = fixture.run("start", "b-double")

        let result = fixture.run("restore", "b-double")

        #expect(!result.output.contains("saved to"))
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent(".workbook/backups").path))
    }

    @Test("a rewritten file is stamped later than the second it was written in")
    func stampsNextSecond() throws {
        let before = Date()

        _ = fixture.run("start", "b-double")

        let attributes = try FileManager.default.attributesOfItem(
            atPath: fixture.root.appendingPathComponent("Sources/StageB/Greeting.swift").path)
        let stamp = try #require(attributes[.modificationDate] as? Date)
        #expect(
            stamp.timeIntervalSince1970.rounded(.down)
                > before.timeIntervalSince1970.rounded(.down),
            "A build in the same second as the edit could miss it.")
    }

    @Test("restore without a saved reference uses the last committed version")
    func restoreFromGit() throws {
        for command in [
            ["git", "init", "-q"], ["git", "add", "."],
            ["git", "-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "reference"],
        ] {
            #expect(try Shell.run(command, in: fixture.root).status == 0)
        }
        _ = fixture.run("start", "b-double")
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".workbook"))

        #expect(fixture.run("restore", "b-double").status == 0)
        let path = "Sources/StageB/Greeting.swift"
        #expect(try fixture.read(path).contains("// BEGIN EXERCISE b-double\n    n * 2\n"))
        #expect(fixture.run("start", "b-double").output.contains("Started b-double"))
        #expect(fixture.run("restore", "StageB").status == 0)
        #expect(try fixture.read(path) == FixtureWorkbook.files[path])
    }

    @Test("a malformed file stops start before anything is written")
    func malformedWritesNothing() throws {
        var files = FixtureWorkbook.files
        files["Sources/StageB/Broken.swift"] = "// BEGIN SOLUTION b-double\nlet x = 1\n"
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }

        let result = fixture.run("start", "a-greet")

        #expect(result.status == 1)
        #expect(result.error.contains("Sources/StageB/Broken.swift:1:"))
        #expect(
            try fixture.read("Sources/StageA/Greeting.swift")
                == FixtureWorkbook.files["Sources/StageA/Greeting.swift"])
    }

    @Test("a lecture typed in another case is named as it is, and its restored exercises are named")
    func lectureCaseAndRestoredNamed() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        #expect(fixture.run("restore", "a-count").status == 0)

        let result = fixture.run("start", "stagea")

        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Taking 'stagea' as the lecture StageA.\n"))
        #expect(
            result.output.contains(
                "Note: a-count holds the reference code (restored, or never started) and becomes a stub again."
            ), "\(result.output)")
    }

    @Test("restoring a done exercise says that it cleared the done mark")
    func restoreClearsDone() throws {
        #expect(fixture.run("start", "StageA").status == 0)
        let catalog = try fixture.catalog()
        let greet = try #require(catalog.exercise("a-greet"))
        try WorkbookState.update(in: catalog.workspace, for: "test") {
            $0.passed[greet.id] = catalog.fingerprint(of: greet)
        }

        let result = fixture.run("restore", "a-greet")

        #expect(result.output.contains("Cleared the \"done\" mark of a-greet"), "\(result.output)")
        #expect(
            result.output.contains("Next: swift run workbook start a-greet"), "still unfinished")
    }
}
