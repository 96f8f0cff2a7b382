import Foundation
import Testing

@testable import WorkbookKit

/// Keeps the tool's code findable: a type per file, named as the file; command folders that build
/// on each other without a cycle; and each convention spelled in one place, so a change to it is
/// one edit (see "Conventions, each in one place" in `docs/architecture.md`).
@Suite struct ToolLayoutTests {
    /// `Sources/WorkbookTool/WorkbookKit/` and `WorkbookInstructorKit/`: the student's tool and
    /// the instructor's, whose command folders build on the same model.
    private static let modules = ["WorkbookKit", "WorkbookInstructorKit"].map {
        PackageRoot.url.appendingPathComponent("Sources/WorkbookTool/\($0)")
    }

    /// Every Swift file of the tools, as its path below its module's folder and its text.
    private static let files: [(path: String, text: String)] = modules.flatMap { module in
        let paths = FileManager.default.subpaths(atPath: module.path) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            let url = module.appendingPathComponent(path)
            return (try? String(contentsOf: url, encoding: .utf8)).map { (path, $0) }
        }
    }

    /// The types a file declares at its top level and lets other files use (not `private`).
    private static func declaredTypes(in text: String) -> [String] {
        let declaration =
            /^(?:public |final )*(?:struct|enum|class|protocol|actor) ([A-Za-z0-9_]+)/
            .anchorsMatchLineEndings()
        return SwiftCode.code(text).matches(of: declaration).map { String($0.1) }
    }

    @Test("every file declares at most one type for other files, and is named after it")
    func oneTypePerFile() {
        #expect(
            Self.files.count > 50, "The tool's sources should be found at \(Self.modules[0].path).")
        for file in Self.files {
            let types = Self.declaredTypes(in: file.text)
            let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            #expect(
                types.isEmpty || types == [name],
                "\(file.path) declares \(types): give each type its own file, named after it.")
        }
    }

    /// The folders that hold a command (`Check/` for `CheckCommand.swift`), by name.
    private static var commandFolders: [String: [(path: String, text: String)]] {
        let folders = Set(
            files.filter { $0.path.hasSuffix("Command.swift") && $0.path.contains("/") }
                .map { String($0.path.prefix { $0 != "/" }) }
        ).subtracting(["CommandLine"])
        return Dictionary(grouping: files.filter { folders.contains(folderName(of: $0.path)) }) {
            folderName(of: $0.path)
        }
    }

    private static func folderName(of path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    @Test("command folders build on each other without a cycle")
    func noCycleBetweenCommandFolders() {
        let folders = Self.commandFolders
        #expect(folders.count >= 10, "Found only \(folders.keys.sorted()).")
        let declared = folders.mapValues { $0.flatMap { Self.declaredTypes(in: $0.text) } }
        // `Grade` uses `Check` when a `Grade/` file names a type declared in `Check/`.
        var uses: [String: Set<String>] = [:]
        for (folder, sources) in folders {
            let words = Set(
                sources.flatMap { SwiftCode.code($0.text).split { !$0.isLetter && !$0.isNumber } }
                    .map(String.init))
            uses[folder] = Set(
                declared.filter { $0.key != folder && !words.isDisjoint(with: $0.value) }.keys)
        }
        for start in folders.keys.sorted() {
            var path = [start]
            var seen: Set<String> = []
            func visit(_ folder: String) -> [String]? {
                for next in (uses[folder] ?? []).sorted() {
                    if next == start { return path + [start] }
                    guard seen.insert(next).inserted else { continue }
                    path.append(next)
                    if let cycle = visit(next) { return cycle }
                    path.removeLast()
                }
                return nil
            }
            let cycle = visit(start)
            #expect(
                cycle == nil,
                "\(cycle?.joined(separator: " → ") ?? ""): move what both need out of the commands' folders."
            )
        }
    }

    @Test(
        "the model, the test runner and the helpers use no command folder's type: arrows run down")
    func modelBelowFeatures() {
        let declared = Self.commandFolders.mapValues {
            Set($0.flatMap { Self.declaredTypes(in: $0.text) })
        }
        #expect(!declared.isEmpty)
        for file in Self.files
        where ["Workbook", "Markers", "TestRunner", "Support"].contains(
            Self.folderName(of: file.path))
        {
            let words = Set(
                SwiftCode.code(file.text).split { !$0.isLetter && !$0.isNumber }.map(String.init))
            for (folder, types) in declared {
                let used = words.intersection(types).sorted()
                #expect(
                    used.isEmpty,
                    "\(file.path) uses \(used) of \(folder)/: move what the model needs into it")
            }
        }
    }

    /// The files whose code (comments and strings left out) contains `text`.
    private static func files(withCode text: String) -> [String] {
        files.filter { SwiftCode.contains(text, in: $0.text) }.map(\.path)
    }

    @Test("one type starts a program: ChildProcess")
    func oneProcessPrimitive() {
        #expect(Self.files(withCode: "Process()") == ["Support/ChildProcess.swift"])
    }

    @Test("one place builds an exercise's qualified suite name")
    func oneQualifiedSuiteName() {
        let builders = Self.files.filter { $0.text.contains(#"Tests.\("#) }.map(\.path)
        #expect(builders == ["Workbook/Exercise.swift"])
    }

    @Test("a test issue's or compiler error's place and wording are written by their own types")
    func oneWordingOfIssuesAndErrors() {
        // `\(x.file):\(x.line)` or `\(x.path):\(x.line)` built by hand, where x is what an issue
        // or a diagnostic is called in the commands that print them.
        let handMade = /\\\((?:\$0|error|issue|diagnostic|first)\.(?:file|path)\):\\\([^)]*\.line\)/
        let writers = Self.files.filter { $0.text.contains(handMade) }.map(\.path)
        #expect(writers.isEmpty, "use TestIssue.place(in:) or CompilerDiagnostic.located(in:)")
        let marker = Self.files.filter { $0.text.contains(#"": error: ""#) }.map(\.path)
        #expect(marker == ["TestRunner/CompilerDiagnostic.swift"])
    }

    @Test("one hash (SHA256) and one file-name timestamp")
    func oneOfEachHelper() {
        #expect(Self.files(withCode: "DateFormatter()") == ["Support/Date+FileStamp.swift"])
        #expect(Self.files.map(\.path).filter { $0.hasSuffix("Hash.swift") }.isEmpty)
        #expect(Self.files(withCode: "struct SHA256").count == 1)
    }
}
