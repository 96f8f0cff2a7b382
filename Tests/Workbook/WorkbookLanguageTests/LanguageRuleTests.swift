import Testing
import WorkbookLanguage

/// The one rule that picks the language of the `workbook` tool, the `play` game and the advice of
/// the stages' tests.
@Suite struct LanguageRuleTests {
    @Test(
        "the environment picks the language: WORKBOOK_LANG, then LC_ALL, LC_MESSAGES and LANG",
        arguments: [
            ([:], Language.en),
            (["LANG": ""], .en),
            (["LANG": "ko_KR.UTF-8"], .ko),
            (["LANG": "KO_kr"], .ko),
            (["LANG": "en_US.UTF-8"], .en),
            (["LANG": "C.UTF-8"], .en),
            (["LANG": "de_DE.UTF-8"], .en),
            (["LC_MESSAGES": "ko_KR", "LANG": "en_US.UTF-8"], .ko),
            (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ko_KR"], .en),
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"], .ko),
            (["WORKBOOK_LANG": "en", "LC_ALL": "ko_KR.UTF-8"], .en),
            (["WORKBOOK_LANG": "KO", "LANG": "en_US"], .ko),
            (["WORKBOOK_LANG": "", "LANG": "ko"], .ko),
        ] as [([String: String], Language)])
    func environment(_ environment: [String: String], expected: Language) throws {
        #expect(try Language.chosen(by: environment) == expected)
    }

    @Test(
        "with no variable set, the system's preferred languages pick it (Xcode started from the Dock)",
        arguments: [
            (["ko-KR", "en-US"], Language.ko),
            (["en-US", "ko-KR"], .en),
            (["ja-JP", "ko-KR", "en-US"], .ko),
            (["ja-JP", "en-GB"], .en),
            (["ja-JP"], .en),
            ([], .en),
        ] as [([String], Language)])
    func preferredLanguages(_ preferred: [String], expected: Language) throws {
        #expect(try Language.chosen(by: [:], preferredLanguages: preferred) == expected)
        #expect(try Language.chosen(by: ["LANG": ""], preferredLanguages: preferred) == expected)
    }

    @Test("a variable that says wins over the system's preferred languages")
    func variablesFirst() throws {
        #expect(
            try Language.chosen(by: ["LANG": "en_US.UTF-8"], preferredLanguages: ["ko-KR"]) == .en)
        #expect(
            try Language.chosen(by: ["LANG": "ko_KR.UTF-8"], preferredLanguages: ["en-US"]) == .ko)
        #expect(try Language.chosen(by: ["WORKBOOK_LANG": "en"], preferredLanguages: ["ko"]) == .en)
    }

    @Test("Linux has no preferred languages besides the variables, so its rule is unchanged")
    func linuxUnchanged() {
        #if canImport(Darwin)
            // A Mac's list is the user's own: nothing to assert about it here.
        #else
            #expect(Language.systemPreferredLanguages.isEmpty)
        #endif
    }

    @Test("a WORKBOOK_LANG that is no language is an error, not English, even with a locale set")
    func unknownVariable() {
        #expect(throws: UnknownLanguage(code: "kr", source: "WORKBOOK_LANG")) {
            try Language.chosen(by: ["WORKBOOK_LANG": "kr", "LANG": "ko_KR"])
        }
    }

    @Test("the error names the code, where it was given and the languages there are, in both")
    func errorWording() {
        let lines = UnknownLanguage(code: "xx", source: "--lang").description
            .split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("--lang 'xx'") && $0.contains("en, ko") })
        #expect(lines[1].contains("워크북"))
    }

    @Test("a code is found in any case; every language's own code finds it")
    func named() throws {
        for language in Language.allCases {
            #expect(try Language.named(language.rawValue.uppercased(), from: "--lang") == language)
        }
        #expect(throws: UnknownLanguage.self) { try Language.named("english", from: "--lang") }
    }
}
