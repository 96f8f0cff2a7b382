import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The release's rule against answers in tests: two consecutive solution lines, or one long one.
@Suite struct AnswerLeakSearchTests {
    let search: AnswerLeakSearch

    init() throws {
        let file = try MarkedFile(
            path: "Sources/S/F.swift",
            text: """
                func f(_ cards: [Int]) -> Int {
                    // BEGIN SOLUTION s-f
                    // Sum the faces.
                    var total = 0
                    for card in cards { total += card }

                    return total * cards.count.advanced(by: 1) - 1
                    // STUB
                    // return 0
                    // END SOLUTION
                }
                let total = 0
                """)
        search = AnswerLeakSearch(files: [file])
    }

    @Test(
        "two consecutive solution lines in a test are a leak, blank lines and comments between or not"
    )
    func pair() {
        let test = """
            @Test func sums() {
                var total = 0
                // the answer:

                for card in cards { total += card }
            }
            """
        #expect(
            search.leaks(in: test, path: "Tests/STests/T.swift") == [
                "Tests/STests/T.swift:2-5: var total = 0 / for card in cards { total += card }"
            ])
    }

    @Test(
        "one long solution line is a leak alone; a short one, or one also outside the regions, is not"
    )
    func single() {
        #expect(
            search.leaks(in: "    return total * cards.count.advanced(by: 1) - 1", path: "T.swift")
                == ["T.swift:1: return total * cards.count.advanced(by: 1) - 1"])
        #expect(search.leaks(in: "var total = 0\nlet x = 1", path: "T.swift").isEmpty)
        #expect(search.leaks(in: "let total = 0", path: "T.swift").isEmpty)
    }

    @Test("a release with a solution in its tests is refused, naming the file and lines")
    func releaseRefused() throws {
        var files = FixtureWorkbook.files
        files["Tests/StageATests/CountTests.swift"] = """
            import Testing
            @testable import StageA

            @Suite struct CountTests {
                @Test("count(to: 3) is 1, 2, 3") func three() { #expect(count(to: 3) == [1, 2, 3]) }
                func expected(_ n: Int) -> [Int] {
                    guard n > 0 else { return [] }
                    return Array(1...n)
                }
            }
            """
        let fixture = try FixtureWorkbook(files: files)
        defer { fixture.remove() }
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("leak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: destination) }
        let error = try #require(throws: WorkbookError.self) {
            try ReleaseWriter(catalog: fixture.catalog()).write(
                stages: ["StageA", "StageB"], to: destination)
        }
        #expect(
            "\(error)".contains(
                "Tests/StageATests/CountTests.swift:7-8: guard n > 0 else { return [] } / return Array(1...n)"
            ), "\(error)")
    }
}
