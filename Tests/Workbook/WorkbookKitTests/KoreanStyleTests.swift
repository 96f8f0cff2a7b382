import Foundation
import Testing

/// Holds the one Korean style that `Lectures/glossary.ko.md` sets: 합니다체, instructions in
/// -십시오, questions in -습니까/-입니까. A -세요 instruction or a 해요체 question ("…인가요?",
/// "…일까요?") in a Korean page, an exercise's `ko` form or the tool's catalog fails here.
@Suite struct KoreanStyleTests {
    private static let root = PackageRoot.url

    /// A -세요 form, or a 해요체 ending (…가요, …나요, …까요, …죠, …해요, …어요…) before
    /// punctuation or the end of a line.
    private static var otherStyle: Regex<AnyRegexOutput> {
        try! Regex(#"세요|죠[.?!]|(?:가|나|까|해|어|아|예|에|워|봐|줘|돼|래|네|지)요(?:[.?!)"]|$)"#)
            .anchorsMatchLineEndings()
    }

    /// Code spans are code, and the glossary names the forms it forbids in them.
    private static func prose(_ line: String) -> String {
        line.replacing(try! Regex(#"`[^`]*`"#), with: "")
    }

    /// Lines of `files` (paths from the root) in the other style, as `path:line: text`.
    private static func offenders(in files: [String], only: (String) -> Bool = { _ in true })
        -> [String]
    {
        files.flatMap { path -> [String] in
            let text =
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
                ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .compactMap { number, line in
                    let line = String(line)
                    guard only(line), prose(line).contains(otherStyle) else { return nil }
                    return "\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))"
                }
        }
    }

    /// The files below `folder` whose name ends in `suffix`, as paths from the root.
    private static func files(under folder: String, endingIn suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(atPath: base.path)
        return (walker?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(suffix) }.map { "\(folder)/\($0)" }.sorted()
    }

    private static func hasHangul(_ line: String) -> Bool {
        line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test("the glossary writes the style down")
    func glossaryNamesTheStyle() throws {
        let glossary = try String(
            contentsOf: Self.root.appendingPathComponent("Lectures/glossary.ko.md"), encoding: .utf8
        )
        #expect(glossary.contains("-십시오"))
        #expect(glossary.contains("`-세요`"))
    }

    @Test("the finder tells the styles apart")
    func finder() {
        for line in ["비교해 보세요.", "처음이신가요?", "무엇일까요?", "말씀하신 건가요?"] {
            #expect(line.contains(Self.otherStyle), "\(line)")
        }
        for line in ["비교해 보십시오.", "무엇입니까?", "필요합니다.", "요약: 네 줄"] {
            #expect(!line.contains(Self.otherStyle), "\(line)")
        }
    }

    @Test("every Korean page speaks 합니다체 with -십시오")
    func pages() {
        #expect(Self.offenders(in: KoreanNotesTests.koreanPages) == [])
    }

    @Test("every exercise's Korean hints and notes, and every Korean test name, speak 합니다체")
    func exercises() {
        let files =
            Self.files(under: "Lectures", endingIn: "exercises.json")
            + Self.files(under: "Lectures", endingIn: "tests.ko.json")
        #expect(!files.isEmpty)
        #expect(Self.offenders(in: files, only: Self.hasHangul) == [])
    }

    @Test("the tool's and the game's Korean messages speak 합니다체 with -십시오")
    func catalog() {
        let files = Self.files(under: "Sources/WorkbookTool", endingIn: ".swift")
        #expect(files.contains { $0.hasSuffix("Language/Messages.swift") })
        #expect(Self.offenders(in: files, only: Self.hasHangul) == [])
    }

    /// The honorific register a neutral 합니다체 does without: 드리다 (보여 드리다), 말씀, 요청하신,
    /// the -셨- of 수고하셨습니다.
    private static var honorific: Regex<AnyRegexOutput> {
        try! Regex(#"(?:^|[^건])드(?:리|렸|립)|말씀|하신 |하신$|셨"#).anchorsMatchLineEndings()
    }

    /// Lines of `files` in the honorific register, as `path:line: text`.
    private static func honorifics(in files: [String]) -> [String] {
        files.flatMap { path -> [String] in
            let text =
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
                ?? ""
            return text.split(separator: "\n").enumerated().compactMap { number, line in
                let line = String(line)
                guard hasHangul(line), prose(line).contains(honorific) else { return nil }
                return "\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))"
            }
        }
    }

    @Test("the Korean pages, exercises and messages speak to the student without honorifics")
    func neutralRegister() {
        #expect("강의의 코드는 보여 드리지 않습니다.".contains(Self.honorific))
        #expect("'a-greet'를 말씀하신 것입니까?".contains(Self.honorific))
        #expect(!"강의의 코드는 보여 주지 않습니다. 혹시 'a-greet'입니까?".contains(Self.honorific))
        #expect(!"기본값은 건드리지 않습니다.".contains(Self.honorific))
        #expect("모든 연습 문제를 마쳤습니다. 수고하셨습니다!".contains(Self.honorific))
        #expect(!"모든 연습 문제를 마쳤습니다. 잘 해냈습니다!".contains(Self.honorific))
        let files =
            KoreanNotesTests.koreanPages + Self.files(under: "Lectures", endingIn: "exercises.json")
            + Self.files(under: "Sources/WorkbookTool", endingIn: ".swift")
        #expect(Self.honorifics(in: files) == [])
    }
}
