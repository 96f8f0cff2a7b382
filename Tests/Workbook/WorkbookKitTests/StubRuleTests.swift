import Foundation
import Testing
import WorkbookLanguage

@testable import WorkbookKit

/// A stub says its rule in the student's language: `start` in Korean writes the Korean of each
/// English `///` rule from the exercise's `translations.ko.rules`, and in English the author's stub.
@Suite struct StubRuleTests {
    private static let rules = [
        "The number of card taps so far.": "지금까지 카드를 탭한 횟수입니다.",
        "Says hello.": "인사합니다.",
    ]

    @Test("a stub's own doc comment is Korean in Korean and stays English in English")
    func ownComment() {
        let stub = [
            "    /// The number of card taps so far.", "    /// - Note: kept.", "    var flips = 0",
        ]
        #expect(
            StubRule.stub(stub, above: [], indentation: "    ", rules: Self.rules, language: .ko)
                == [
                    "    /// 지금까지 카드를 탭한 횟수입니다.", "    /// - Note: kept.", "    var flips = 0",
                ])
        #expect(
            StubRule.stub(stub, above: [], indentation: "    ", rules: Self.rules, language: .en)
                == stub)
        #expect(StubRule.englishRules(stub: stub, above: []) == ["The number of card taps so far."])
    }

    @Test("the rule of the declaration a stub sits in opens a Korean stub as a // 규칙: comment")
    func ruleAbove() {
        let above = [
            "/// Says hello.", "///", "/// - Returns: a greeting.", "func greet() -> String {",
        ]
        #expect(
            StubRule.stub(
                ["    \"\""], above: above, indentation: "    ", rules: Self.rules, language: .ko)
                == [
                    "    // 규칙: 인사합니다.", "    \"\"",
                ])
        #expect(
            StubRule.stub(
                [""], above: above, indentation: "        ", rules: Self.rules, language: .ko)
                == ["        // 규칙: 인사합니다.", ""],
            "an empty stub's rule is indented as its markers are")
        #expect(StubRule.englishRules(stub: ["    \"\""], above: above) == ["Says hello."])
        #expect(
            StubRule.englishRules(stub: ["    \"\""], above: above + ["", "    let x = 1"]) == [],
            "a blank line ends the declaration: the comment above it is another one's")
    }

    @Test("a stub's // comments, on their own lines or after code, are Korean in Korean")
    func lineAndTrailingComments() {
        let rules = [
            "Pass the user's choice on to the model.": "사용자의 선택을 모델에 전하십시오.",
            "a card with a fresh identifier": "새 식별자를 받은 카드",
        ]
        let stub = [
            "        // Pass the user's choice", "        // on to the model.",
            "        self.init()  // a card with a fresh identifier",
        ]
        #expect(
            StubRule.stub(stub, above: [], indentation: "    ", rules: rules, language: .ko) == [
                "        // 사용자의 선택을 모델에 전하십시오.", "        self.init()  // 새 식별자를 받은 카드",
            ])
        #expect(
            StubRule.stub(stub, above: [], indentation: "    ", rules: rules, language: .en) == stub
        )
        #expect(Set(StubRule.englishRules(stub: stub, above: [])) == Set(rules.keys))
    }

    @Test("a long Korean rule is broken between words to fit 100 columns")
    func wrapping() {
        let text = String(repeating: "카드를 뒤집습니다 ", count: 20)
        let lines = StubRule.wrap(text, prefix: "    // ")
        #expect(lines.count > 1)
        #expect(
            lines.allSatisfy { TerminalColumns.of($0) <= StubRule.width && $0.hasPrefix("    // ") }
        )
    }

    /// The lectures of this package, read once.
    private static let catalog = Result { try Catalog(workspace: Workspace(root: PackageRoot.url)) }

    @Test("every rule of every exercise's stubs has its Korean, and every Korean rule its English")
    func everyRuleTranslated() throws {
        let catalog = try Self.catalog.get()
        var english = 0
        for exercise in catalog.exercises {
            let rules = Set(catalog.englishStubRules(of: exercise.id))
            english += rules.count
            let korean = exercise.stubRules(in: .ko)
            for rule in rules.sorted() where korean[rule] == nil {
                Issue.record(
                    """
                    \(exercise.id): the stub's rule "\(rule)" has no Korean. Add it to \
                    translations.ko.rules in Lectures/\(exercise.stage)/exercises.json, keyed by \
                    this English text.
                    """)
            }
            for rule in korean.keys.sorted() where !rules.contains(rule) {
                Issue.record(
                    """
                    \(exercise.id): translations.ko.rules translates "\(rule)", which no stub of \
                    the exercise says any more: translate the rule as it reads now.
                    """)
            }
        }
        #expect(english >= 30, "Expected the rules of about forty regions, found \(english).")
    }

    @Test("every Korean rule keeps its English rule's code spans and is written in Korean")
    func koreanRulesKeepCode() throws {
        for exercise in try Self.catalog.get().exercises {
            for (english, korean) in exercise.stubRules(in: .ko) {
                for match in english.matches(of: /`[^`]+`/) {
                    #expect(
                        korean.contains(match.0), "\(exercise.id): keep \(match.0) in \"\(korean)\""
                    )
                }
                #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
            }
        }
    }
}

/// `start` writes the stub's rule in the student's language, and everything after it still works.
@Suite final class StubRuleStartTests {
    let fixture: FixtureWorkbook

    init() throws {
        var files = FixtureWorkbook.files
        files["Lectures/StageA/exercises.json"] = files["Lectures/StageA/exercises.json"]!
            .replacingOccurrences(
                of: #""title": "인사하기","#,
                with: #""title": "인사하기", "rules": {"Says hello.": "인사합니다."},"#)
        fixture = try FixtureWorkbook(files: files)
    }
    deinit { fixture.remove() }

    @Test("a Korean start writes the Korean rule, an English start the English stub")
    func startInBothLanguages() throws {
        let path = "Sources/StageA/Greeting.swift"
        #expect(fixture.run(environment: ["WORKBOOK_LANG": "ko"], "start", "a-greet").status == 0)
        #expect(
            try fixture.read(path).contains(
                "// BEGIN EXERCISE a-greet\n    // 규칙: 인사합니다.\n    \"\"\n    // END EXERCISE a-greet"
            ))
        #expect(fixture.run("restore", "StageA").status == 0)
        #expect(
            try fixture.read(path) == FixtureWorkbook.files[path],
            "restore gives back the reference")
        #expect(fixture.run("start", "a-greet").status == 0)
        #expect(
            try fixture.read(path).contains(
                "// BEGIN EXERCISE a-greet\n    \"\"\n    // END EXERCISE"))
        #expect(!(try fixture.read(path).contains("규칙")))
    }

    @Test(
        "after a Korean start the untouched stub counts as started, and a written one as in progress"
    )
    func statusAfterKoreanStart() throws {
        #expect(fixture.run(environment: ["WORKBOOK_LANG": "ko"], "start", "a-greet").status == 0)
        let catalog = try fixture.catalog()
        let state = try WorkbookState.load(from: catalog.workspace)
        let exercise = try #require(catalog.exercises.first { $0.id == "a-greet" })
        #expect(catalog.status(of: exercise, state: state) == .started)
        let path = "Sources/StageA/Greeting.swift"
        try fixture.write(
            try fixture.read(path).replacingOccurrences(
                of: "    \"\"\n    // END EXERCISE a-greet",
                with: "    \"Hi\"\n    // END EXERCISE a-greet"),
            to: path)
        let written = try fixture.catalog()
        #expect(written.status(of: exercise, state: state) == .inProgress)
    }

    @Test("a release for Korean students writes the Korean rules, one in English the English stubs")
    func releaseInBothLanguages() throws {
        let path = "Sources/StageA/Greeting.swift"
        for (environment, expected) in [
            (["WORKBOOK_LANG": "ko"], "    // BEGIN EXERCISE a-greet\n    // 규칙: 인사합니다.\n    \"\""),
            ([:], "    // BEGIN EXERCISE a-greet\n    \"\"\n"),
        ] {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("stub-rule-release-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = fixture.run(environment: environment, "release", folder.path)
            #expect(result.status == 0, "\(result.error)")
            let copy = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            #expect(copy.contains(expected), "\(environment): \(copy)")
        }
    }
}
