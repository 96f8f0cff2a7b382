import Testing

@testable import WorkbookKit

/// A compiler error is shown with its own line: where the compiler prints a note's lines first
/// (the note is earlier in the file), the excerpt is cut around the error's line, not its top.
@Suite struct CompilerExcerptTests {
    static let output = """
        /w/Sources/Lecture2MVVM/ViewHost.swift:55:18: error: main actor-isolated property 'needsRender' can not be mutated from a Sendable closure
        20 |     /// Whether the screen must be drawn again.
        21 |     @MainActor
        22 |     var needsRender = false
           |         `- note: mutation of this property is only permitted within the actor
        23 |
        24 |     init() {}
           :
        53 |         withObservationTracking {
        54 |         } onChange: { [weak self] in
        55 |             self?.needsRender = true
           |                  `- error: main actor-isolated property 'needsRender' can not be mutated from a Sendable closure
        56 |         }
        57 |     }
        """

    @Test("the excerpt holds the error's own line and its marker, within the limit")
    func ownLine() throws {
        let diagnostic = try #require(CompilerDiagnostic.errors(in: Self.output).first)
        let shown = diagnostic.excerpt(limit: CheckFormatter.excerptLimit)

        #expect(shown.count <= CheckFormatter.excerptLimit)
        #expect(shown.contains { $0.hasPrefix("55 |") }, "\(shown)")
        #expect(shown.last?.contains("`- error: main actor-isolated") == true, "\(shown)")
        #expect(!shown.contains { $0.hasPrefix("20 |") }, "\(shown)")
    }

    @Test("an excerpt without the error's line keeps its first lines")
    func noOwnLine() {
        var diagnostic = CompilerDiagnostic(path: "/w/A.swift", line: 9, column: 1, message: "m")
        diagnostic.excerpt = ["1 | a", "2 | b", "3 | c"]
        #expect(diagnostic.excerpt(limit: 2) == ["1 | a", "2 | b"])
    }
}
