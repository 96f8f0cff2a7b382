import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

@Suite final class ReleaseTests {
    /// A fresh fixture workbook for every test (Swift Testing makes one suite instance per test).
    let fixture: FixtureWorkbook

    init() throws { fixture = try FixtureWorkbook() }
    deinit { fixture.remove() }

    /// A new, not yet existing folder to release into.
    static func destination() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-release-\(UUID().uuidString)")
    }

    /// Every file under `folder`, hidden ones included, relative to it.
    static func allFiles(in folder: URL) -> [String] {
        let base = folder.resolvingSymlinksInPath().path + "/"
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            paths.append(String(url.resolvingSymlinksInPath().path.dropFirst(base.count)))
        }
        return paths.sorted()
    }

    /// The trimmed lines that exist only inside solution parts of `source`, worked out independently
    /// of the release writer: solution lines, minus every line the release's files hold in the source
    /// outside a solution.
    static func secretLines(source: URL, release: URL) throws -> Set<String> {
        let catalog = try Catalog(workspace: Workspace(root: source))
        func trim(_ line: String) -> String { line.trimmingCharacters(in: .whitespaces) }
        var solution: Set<String> = []
        var outside: Set<String> = []
        for file in catalog.files {
            for case .region(let region) in file.segments {
                if case .reference(let lines, _) = region.form {
                    solution.formUnion(lines.map(trim))
                }
            }
        }
        for path in allFiles(in: release) {
            let url = source.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { continue }
            if let file = catalog.files.first(where: { $0.path == path }) {
                for segment in file.segments {
                    switch segment {
                    case .text(let lines): outside.formUnion(lines.map(trim))
                    case .region(let region):
                        if case .reference(_, let stub) = region.form {
                            outside.formUnion(stub.map(trim))
                        }
                    }
                }
            } else {
                outside.formUnion(
                    String(decoding: data, as: UTF8.self).components(separatedBy: "\n").map(trim))
            }
        }
        return solution.subtracting(outside).subtracting([""])
    }

    /// Every `path:line` of `release` holding a line of `secrets`.
    static func leaks(_ secrets: Set<String>, in release: URL) throws -> [String] {
        var found: [String] = []
        for path in allFiles(in: release) {
            let text = String(
                decoding: try Data(contentsOf: release.appendingPathComponent(path)), as: UTF8.self)
            for (number, line) in text.components(separatedBy: "\n").enumerated()
            where secrets.contains(line.trimmingCharacters(in: .whitespaces)) {
                found.append("\(path):\(number + 1): \(line)")
            }
        }
        return found
    }

    /// The repository these tests belong to.
    static func repository() throws -> Workspace {
        try Workspace.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    /// True when these tests run inside a student copy, which cannot release itself.
    static let inStudentRelease = (try? repository())?.isStudentRelease ?? false

    /// True when every region of this repository holds its reference code, so it can be released.
    ///
    /// A student who has started an exercise runs these tests too; their checkout is not the
    /// instructor's to release, and a failure here would only confuse them.
    static let holdsReference =
        !inStudentRelease
        && ((try? Catalog(workspace: repository()))?.files.allSatisfy {
            $0.regions.allSatisfy { !$0.isStarted }
        } ?? false)

    // MARK: - What a release contains

    @Test("a release stubs every region in its started form and keeps tests, hints and notes")
    func contents() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fixture.run("release", folder.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("3 exercises stubbed"))
        #expect(result.error.isEmpty, "the fixture marks its carried-forward code")
        let greeting = try String(
            contentsOf: folder.appendingPathComponent("Sources/StageA/Greeting.swift"),
            encoding: .utf8)
        #expect(
            greeting.contains(
                "    // BEGIN EXERCISE a-greet\n    \"\"\n    // END EXERCISE a-greet"))
        #expect(
            greeting.contains("    // BEGIN EXERCISE a-count\n    []\n    // END EXERCISE a-count"))
        #expect(!greeting.contains("SOLUTION") && !greeting.contains("// STUB"))
        for kept in [
            "Tests/StageATests/GreetTests.swift", "Lectures/StageA/exercises.json", "Package.swift",
        ] {
            let copy = try String(contentsOf: folder.appendingPathComponent(kept), encoding: .utf8)
            #expect(copy == FixtureWorkbook.files[kept], "\(kept) should be copied unchanged")
        }
        let manifest = try JSONDecoder().decode(
            ReleaseManifest.self,
            from: Data(contentsOf: folder.appendingPathComponent(Workspace.releaseMarkerName)))
        #expect(manifest.stages == ["StageA", "StageB"])
        #expect(manifest.exercises == ["a-greet", "a-count", "b-double"])
        #expect(!manifest.explanation.isEmpty)
    }

    @Test("a later stage's copy of an earlier exercise is stubbed too, so it gives nothing away")
    func carriedForward() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(fixture.run("release", folder.path).status == 0)
        let stageB = try String(
            contentsOf: folder.appendingPathComponent("Sources/StageB/Greeting.swift"),
            encoding: .utf8)
        #expect(stageB.contains("// BEGIN EXERCISE a-greet"))
        #expect(!stageB.contains("uppercased"))
        let state = try JSONDecoder().decode(
            WorkbookState.self,
            from: Data(contentsOf: folder.appendingPathComponent(".workbook/state.json")))
        #expect(
            state.started["a-greet"]?.map(\.file) == [
                "Sources/StageA/Greeting.swift", "Sources/StageB/Greeting.swift",
            ])
        #expect(state.started.values.joined().allSatisfy { $0.reference == nil })
    }

    @Test(
        "--through copies only the stages up to that lecture, names them in workbook-release.json and leaves Package.swift as it is"
    )
    func through() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fixture.run("release", folder.path, "--through", "stagea")
        #expect(result.status == 0, "\(result.error)")
        let manifest = try String(
            contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest == FixtureWorkbook.files["Package.swift"])
        let release = try JSONDecoder().decode(
            ReleaseManifest.self,
            from: Data(contentsOf: folder.appendingPathComponent(Workspace.releaseMarkerName)))
        #expect(release.stages == ["StageA"])
        #expect(try Workspace(root: folder).stages == ["StageA"])
        let files = Self.allFiles(in: folder)
        #expect(!files.contains { $0.contains("StageB") }, "\(files)")
        #expect(files.contains("Sources/StageA/Greeting.swift"))
        let released = try Catalog(workspace: Workspace(root: folder))
        #expect(released.exercises.map(\.id) == ["a-greet", "a-count"])
    }

    @Test("release warns when a later stage repeats an earlier solution line without marking it")
    func unmarkedCarriedForward() throws {
        var files = FixtureWorkbook.files
        files["Sources/StageB/Greeting.swift"] = """
            func greet(_ name: String) -> String {
                "Hello, \\(name)!"
            }

            func double(_ n: Int) -> Int {
                // BEGIN SOLUTION b-double
                n * 2
                // STUB
                // 0
                // END SOLUTION
            }
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fixture.run("release", folder.path)
        #expect(result.status == 0)
        #expect(
            result.error.contains(
                "warning: Sources/StageB/Greeting.swift:2: repeats a line of a StageA solution"),
            "\(result.error)")
        let partial = Self.destination()
        defer { try? FileManager.default.removeItem(at: partial) }
        let through = fixture.run("release", partial.path, "--through", "StageA")
        #expect(through.error.isEmpty, "StageB is not released, so nothing is given away")
    }

    @Test(
        "the carried-forward warning names lines that name something, not keywords and punctuation",
        arguments: [
            ("} else {", false), ("else { return }", false), ("init() {", false),
            (#""    ""#, false), (#""[▓▓]""#, false),
            ("struct Card: Identifiable {", true), ("if card.isFaceUp {", true),
            (#""[\(card.content)]""#, true), ("emojis[pairIndex]", true),
        ])
    func carriedForwardLinesThatMatter(line: String, matters: Bool) {
        #expect(ReleaseWriter.namesSomething(line) == matters, "\(line)")
    }

    // MARK: - No solution leaks

    @Test("no line that exists only in a solution appears in any file of a fixture release")
    func noLeakFixture() throws {
        // Places where solutions could hide: the tool's state, a backup, version control.
        let reference = FixtureWorkbook.files["Sources/StageA/Greeting.swift"]!
        try fixture.write(
            reference, to: ".workbook/backups/20250101-000000/Sources/StageA/Greeting.swift")
        try fixture.write(reference, to: ".git/objects/reference")
        try fixture.write(reference, to: "Sources/StageA/.hidden/Greeting.swift")
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(fixture.run("release", folder.path).status == 0)
        let secrets = try Self.secretLines(source: fixture.root, release: folder)
        #expect(
            secrets.isSuperset(of: [
                "n * 2", "return Array(1...n)", #""Hello, \(name)!".uppercased()"#,
            ]))
        #expect(try Self.leaks(secrets, in: folder) == [])
        let files = Self.allFiles(in: folder)
        #expect(
            !files.contains {
                $0.hasPrefix(".git/") || $0.contains("backups") || $0.contains(".hidden")
            })
    }

    @Test("the leak search finds a solution line planted in a release")
    func leakSearchWorks() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(fixture.run("release", folder.path).status == 0)
        try Data("let x = 1\n    n * 2\n".utf8).write(
            to: folder.appendingPathComponent("notes.txt"))
        let secrets = try Self.secretLines(source: fixture.root, release: folder)
        #expect(try Self.leaks(secrets, in: folder) == ["notes.txt:2:     n * 2"])
        let writer = ReleaseWriter(catalog: try fixture.catalog())
        let writerSecrets = try writer.secretLines(
            in: writer.files(forStages: ["StageA", "StageB"]))
        #expect(
            try ReleaseWriter.leaks(of: writerSecrets, in: folder, paths: ["notes.txt"]).count == 1)
    }

    @Test(
        "release refuses an answer planted in a Markdown page it ships, whole or quoted in prose",
        arguments: [
            // A solution's two lines in a code block of the notes.
            "```swift\nguard n > 0 else { return [] }\nreturn Array(1...n)\n```\n",
            // A long solution line quoted as inline code broken across two lines.
            "The answer is `let ticketNumbers = Array(1...n).map { $0 *\n  2 }`, kept short.\n",
        ])
    func plantedMarkdownAnswer(note: String) throws {
        let long = "let ticketNumbers = Array(1...n).map { $0 * 2 }"
        try fixture.write(
            try fixture.read("Sources/StageA/Greeting.swift").replacingOccurrences(
                of: "    return Array(1...n)\n    // STUB",
                with: "    \(long)\n    return Array(1...n)\n    // STUB"),
            to: "Sources/StageA/Greeting.swift")
        let clean = Self.destination()
        defer { try? FileManager.default.removeItem(at: clean) }
        let before = fixture.run("release", clean.path)
        #expect(before.status == 0, "without the note the release is clean: \(before.error)")

        try fixture.write("# Stage A\n\n" + note, to: "Lectures/StageA/README.md")
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = fixture.run("release", folder.path)
        #expect(refused.status == 1)
        #expect(refused.error.contains("Lectures/StageA/README.md"), "\(refused.error)")
    }

    @Test(
        "no line that exists only in a solution appears in any file of this repository's release",
        .enabled(
            if: holdsReference, "only a checkout with every reference in place can be released"))
    func noLeakRepository() throws {
        let workspace = try Self.repository()
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = ReleaseWriter(catalog: try Catalog(workspace: workspace))
        let outcome = try writer.write(stages: workspace.stages, to: folder)
        #expect(outcome.manifest.stages == workspace.stages)
        let secrets = try Self.secretLines(source: workspace.root, release: folder)
        #expect(try Self.leaks(secrets, in: folder) == [])
        let files = Self.allFiles(in: folder)
        #expect(!files.contains { $0.hasPrefix(".git/") || $0.hasPrefix(".build/") })
        #expect(files.contains(Workspace.releaseMarkerName))
    }

    // MARK: - Refusals

    @Test("release refuses a folder that is not empty unless --force is given")
    func nonEmpty() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let refused = fixture.run("release", folder.path)
        #expect(refused.status == 1)
        #expect(refused.error.contains("is not empty"))
        #expect(Self.allFiles(in: folder) == ["notes.txt"], "nothing may be written")
        let forced = fixture.run("release", folder.path, "--force")
        #expect(forced.status == 0, "\(forced.error)")
        #expect(Self.allFiles(in: folder).contains("notes.txt"))
        #expect(Self.allFiles(in: folder).contains("Sources/StageB/Greeting.swift"))
    }

    @Test("release refuses a folder inside the workbook, bad names and a missing folder")
    func badArguments() throws {
        let inside = fixture.run("release", "student")
        #expect(inside.status == 1)
        #expect(inside.error.contains("inside the workbook"))
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent("student").path))
        let folder = Self.destination()
        #expect(fixture.run("release", folder.path, "--through", "StageQ").status == 64)
        #expect(fixture.run("release", folder.path, "--through", "a-greet").status == 64)
        #expect(fixture.run("release").status == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("release refuses while an exercise is started, since its reference is not in the sources")
    func startedExercise() throws {
        #expect(fixture.run("start", "b-double").status == 0)
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fixture.run("release", folder.path)
        #expect(result.status == 1)
        #expect(result.error.contains("b-double") && result.error.contains("restore"))
    }

    @Test("the writer never writes outside its folder")
    func staysInside() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: WorkbookError.self) {
            try ReleaseWriter.write(Data("x".utf8), to: "../escaped.txt", in: folder)
        }
        #expect(throws: WorkbookError.self) {
            try ReleaseWriter.write(Data("x".utf8), to: "a/../../escaped.txt", in: folder)
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.deletingLastPathComponent().appendingPathComponent("escaped.txt")
                    .path))
    }

    // MARK: - Working in the released copy

    @Test(
        "in a released copy list shows started exercises, hint works, and restore and release refuse"
    )
    func commandsInRelease() throws {
        let folder = Self.destination()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(fixture.run("release", folder.path).status == 0)
        let list = runWorkbook(["list"], in: folder)
        #expect(list.status == 0)
        #expect(list.output.occurrences(of: "started") == 3, "\(list.output)")
        let hint = runWorkbook(["hint", "a-greet"], in: folder)
        #expect(hint.status == 0)
        #expect(hint.output.contains("Hint 1/2 for a-greet"))
        let restore = runWorkbook(["restore", "a-greet"], in: folder)
        #expect(restore.status == 1)
        #expect(
            restore.error.contains("student copy of the workbook: it has no reference solutions"))
        #expect(restore.error.contains("'workbook restore' cannot run here"))
        let again = runWorkbook(["release", Self.destination().path], in: folder)
        #expect(again.status == 1)
        #expect(again.error.contains("'workbook release' cannot run here"))
        let stubbed = try String(
            contentsOf: folder.appendingPathComponent("Sources/StageA/Greeting.swift"),
            encoding: .utf8)
        #expect(!stubbed.contains("Hello"), "restore must not have changed the student's code")
    }
}
