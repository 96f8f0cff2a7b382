import Foundation
import Testing

@testable import WorkbookKit

/// `restore <exercise> --authored`: a maintainer gets one exercise's regions back as authored,
/// with their `// STUB` part, byte for byte, as `restore <lecture>` gives a whole lecture.
@Suite struct RestoreAuthoredTests {
    @Test("a started exercise, or one restored between its markers, gets its authored form back")
    func authoredForm() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let path = "Sources/StageA/Greeting.swift"
        #expect(fixture.run("start", "a-count").status == 0)
        let authored = fixture.run("restore", "a-count", "--authored")
        #expect(authored.status == 0, "\(authored.error)")
        #expect(try fixture.read(path) == FixtureWorkbook.files[path], "byte for byte")
        #expect(authored.output.contains("Restored the reference code of a-count."))
        #expect(try WorkbookState.load(from: fixture.catalog().workspace).started["a-count"] == nil)

        // Restored between its markers first, as a student's restore leaves it.
        #expect(fixture.run("start", "a-count").status == 0)
        #expect(fixture.run("restore", "a-count").status == 0)
        #expect(try !fixture.read(path).contains("// STUB\n    // []"))
        #expect(fixture.run("restore", "a-count", "--authored").status == 0)
        #expect(try fixture.read(path) == FixtureWorkbook.files[path])
        // And it starts again as any authored exercise does.
        #expect(fixture.run("start", "a-count").status == 0)
        #expect(try fixture.read(path).contains("// BEGIN EXERCISE a-count\n    []\n"))
    }
}

/// `CleanTree`, which the tests that read the workbook's own tree call first.
@Suite struct CleanTreeTests {
    @Test("a tree with a started exercise is named with its place and the command that undoes it")
    func startedTreeIsNamed() throws {
        let fixture = try FixtureWorkbook()
        defer { fixture.remove() }
        let workspace = try Workspace(root: fixture.root)
        try CleanTree.require(workspace)
        #expect(fixture.run("start", "a-count").status == 0)
        let error = try #require(throws: CleanTree.Started.self) {
            try CleanTree.require(workspace)
        }
        #expect(error.places == ["Sources/StageA/Greeting.swift:12 (a-count)"])
        #expect(error.description.contains("swift run workbook restore a-count --authored"))
    }
}
