import Foundation
import Testing

@testable import WorkbookKit

/// A compile check against the real `swiftc`, where `ConceptTests` uses a model compiler.
@Suite struct CompileCheckSwiftcTests {
    @Test("swiftc rejects a snippet that sets a private(set) property, and accepts it on the stub")
    func realCompiler() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-compile-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/Stage")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let snippet = root.appendingPathComponent("setter.swift")
        let text = """
            // error: 'count' setter is inaccessible
            // teaches: Only the counter changes its count: `private(set) var count`.
            // teaches-ko: 카운터만 자기 수를 바꿉니다: `private(set) var count`.

            func reset(_ counter: inout Counter) { counter.count = 0 }
            """
        try Data(text.utf8).write(to: snippet)
        let check = try CompileCheck(
            path: "setter.swift", stage: "Stage", exerciseID: "e", text: text)
        let counter = sources.appendingPathComponent("Counter.swift")
        for (access, expected) in [
            ("private(set) ", CompileCheck.Verdict.rejected), ("", .compiled),
        ] {
            try Data("struct Counter { \(access)var count = 0 }\n".utf8).write(to: counter)
            let compilation = try SwiftcTypechecker().typecheck(snippet, stage: "Stage", in: root)
            #expect(check.verdict(compilation) == expected, "\(compilation)")
        }
    }
}
