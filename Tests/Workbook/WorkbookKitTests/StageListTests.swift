import Foundation
import Testing

@testable import WorkbookKit

@Suite struct StageListTests {
    static let wrapped = """
        // swift-tools-version: 6.0
        import PackageDescription

        /// The lecture stages in teaching order; `let stages = ["Nope"]` in a comment is ignored.
        let stages = [
            "Lecture2MVC",  // the controller owns the views
            "Lecture2MVVM",
            // "Lecture3Skipped",
            "Lecture4EnumsOptionals", /* enums */
            "Lecture5Layout",
        ]

        let package = Package(name: "ConcentrationWorkbook", targets: [])
        """

    @Test("a one-line list gives its stages in order")
    func oneLine() {
        let text =
            "import PackageDescription\nlet stages = [\"A\", \"B\", \"C\"]\nlet package = 1\n"
        #expect(StageList.stages(in: text) == ["A", "B", "C"])
    }

    @Test("a wrapped list with comments and a trailing comma gives every stage, a fourth one too")
    func wrappedList() {
        #expect(
            StageList.stages(in: Self.wrapped)
                == ["Lecture2MVC", "Lecture2MVVM", "Lecture4EnumsOptionals", "Lecture5Layout"],
            "Commented-out stages and names inside comments must not count.")
    }

    @Test(
        "a bracket or quote inside a comment or a declared `let stages` in a string is not the list"
    )
    func bracketsInComments() {
        let text = """
            let note = "let stages = [\\"Nope\\"]"
            let stages = ["A", /* "B"] */ "C"]  // ]
            """
        #expect(StageList.stages(in: text) == ["A", "C"])
    }

    @Test("a manifest without a stage list gives nil")
    func noList() {
        #expect(StageList.stages(in: "let package = Package(name: \"X\")") == nil)
    }

    @Test("a workbook whose Package.swift wraps its list of four stages opens with all four")
    func workspaceWithFourStages() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-stages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.wrapped.write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let workspace = try Workspace(root: root)

        #expect(workspace.stages.count == 4)
        #expect(workspace.stages.last == "Lecture5Layout")
    }
}
