import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// The authoring guide's checklist of a new exercise names the tree as it is: each file it names
/// exists (for some stage), each test it names is a suite of the tool's tests, each command is one
/// of the tools' with options they take, each `exercises.json` field is one the workbook uses, and
/// the guide's sections it points to exist, numbered once each.
@Suite struct AuthoringChecklistTests {
    static let guide: String =
        (try? String(
            contentsOf: PackageRoot.url.appendingPathComponent("docs/authoring-exercises.md"),
            encoding: .utf8)) ?? ""

    /// The checklist section, up to the next `## ` heading.
    static var checklist: String {
        let lines = guide.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## Checklist: a new exercise") else { return "" }
        return lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }.joined(separator: "\n")
    }

    /// The code spans of `text`, and the lines of its code blocks, as written.
    static func spans(in text: String) -> [String] {
        var spans: [String] = []
        var inBlock = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock {
                spans.append(trimmed)
            } else {
                let parts = line.components(separatedBy: "`")
                spans += stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
            }
        }
        return spans
    }

    static let stages = (try? Workspace(root: PackageRoot.url).stages) ?? []

    @Test("the checklist is there, numbered 1, 2, 3… once each")
    func numbered() {
        let numbers = Self.checklist.matches(of: #/(?m)^(\d+)\. /#).compactMap { Int($0.1) }
        #expect(numbers.count >= 10, "docs/authoring-exercises.md needs its checklist")
        #expect(numbers == Array(1...max(numbers.count, 1)), "\(numbers)")
    }

    @Test("every file the checklist names exists, for some stage, up to its first placeholder")
    func filesExist() {
        let paths = Self.spans(in: Self.checklist).filter { span in
            ["Sources/", "Tests/", "Lectures/", "docs/", "README.md"].contains {
                span.hasPrefix($0)
            }
        }
        #expect(paths.count >= 8, "\(paths)")
        for path in paths {
            let candidates = Self.stages.map {
                path.replacingOccurrences(of: "<Stage>", with: $0)
            }
            let found = candidates.contains { candidate in
                let known = String(candidate.prefix { $0 != "<" })
                return FileManager.default.fileExists(
                    atPath: PackageRoot.url.appendingPathComponent(known).path)
            }
            #expect(
                found, "docs/authoring-exercises.md's checklist names \(path), which no stage has")
        }
    }

    @Test("every test the checklist names is a suite of the tool's tests")
    func testsExist() throws {
        let names = Set(
            Self.spans(in: Self.checklist).filter {
                $0.range(of: #"^[A-Z][A-Za-z]+Tests$"#, options: .regularExpression) != nil
            })
        #expect(names.count >= 4, "\(names)")
        let folder = PackageRoot.url.appendingPathComponent("Tests/Workbook")
        let files = Set(
            (FileManager.default.subpaths(atPath: folder.path) ?? []).map {
                URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
            })
        for name in names.sorted() {
            #expect(files.contains(name), "the checklist names \(name), which is no test file")
        }
    }

    @Test("every command the checklist shows is one of the tools', with options it takes")
    func commandsExist() {
        let commands = Self.spans(in: Self.checklist).filter { $0.contains("swift ") }
        #expect(commands.contains("WORKBOOK_TOOL_TESTS=1 swift test"))
        #expect(commands.contains("swift run workbook-instructor verify <id>"))
        #expect(commands.contains("swift run workbook-instructor verify --mutants <id>"))
        for command in commands where command.contains("swift run workbook") {
            let words = command.components(separatedBy: " ").drop { $0 != "run" }.dropFirst()
            guard let tool = words.first, words.count > 1 else { continue }
            let name = words[words.startIndex + 1]
            let known =
                tool == "workbook-instructor" ? WorkbookInstructor.commands : Workbook.commands
            guard let type = known.first(where: { $0.name == name }) else {
                Issue.record("the checklist runs \(tool) \(name), which is no command of it")
                continue
            }
            let options = Set(type.options.flatMap(\.spellings))
            for flag in words where flag.hasPrefix("--") {
                #expect(options.contains(flag), "\(tool) \(name) takes no \(flag)")
            }
        }
    }

    @Test("the fields of an entry the checklist names are the ones the workbook's entries use")
    func fieldsExist() throws {
        let spans = Set(Self.spans(in: Self.checklist))
        var used: Set<String> = []
        for stage in Self.stages {
            let data = try Data(
                contentsOf: PackageRoot.url.appendingPathComponent(
                    "Lectures/\(stage)/exercises.json"))
            let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            for entry in entries { used.formUnion(entry.keys) }
        }
        let required = [
            "id", "title", "concept", "teaches", "hints", "suites", "translations", "requires",
            "stubEffect",
        ]
        for field in required {
            #expect(spans.contains(field), "the checklist does not name `\(field)`")
            #expect(used.contains(field), "no exercises.json entry has a `\(field)`")
        }
    }

    @Test("the guide's sections are numbered once each, and every § the checklist cites exists")
    func sections() {
        let headings = Self.guide.matches(of: #/(?m)^## (\d+)([a-z]?)\. /#).map {
            (Int($0.1) ?? 0, String($0.2))
        }
        let keys = headings.map { "\($0.0)\($0.1)" }
        #expect(Set(keys).count == keys.count, "a section number is used twice: \(keys)")
        #expect(
            headings.map(\.0) == headings.map(\.0).sorted(), "sections out of order: \(keys)")
        for cited in Self.checklist.matches(of: /§(\d+[a-z]?)/).map({ String($0.1) }) {
            #expect(keys.contains(cited), "the checklist cites §\(cited), which is no section")
        }
    }
}
