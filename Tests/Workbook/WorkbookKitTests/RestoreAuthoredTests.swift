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
