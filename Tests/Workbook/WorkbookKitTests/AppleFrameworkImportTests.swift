import Foundation
import Testing

/// Keeps the stages and their view layer clear of Apple's frameworks, so that nothing clashes on a
/// Mac: `SwiftUIStandIn` declares `View`, `Text`, `Color`, `ObservableObject` and `@Published` under
/// Apple's names, and a file that imported SwiftUI or Combine beside it would find each name twice
/// ("'View' is ambiguous for type lookup"). The stand-in itself imports only modules every
/// toolchain has on Linux and macOS 15 alike, so a Mac builds it as Linux does.
///
/// It reads the files directly, with Foundation only, like ``StageFolderTests``.
@Suite struct AppleFrameworkImportTests {
    /// The package root.
    private static let root = PackageRoot.url

    /// The frameworks whose names the stand-ins take: SwiftUI (and SwiftUICore, which it is built
    /// on), Combine and UIKit.
    static let frameworks = ["SwiftUI", "SwiftUICore", "Combine", "UIKit"]

    /// An `import` of one of `frameworks`, in any of its forms (`@preconcurrency import SwiftUI`,
    /// `import struct SwiftUI.View`), and not of a module whose name only starts with one
    /// (`import SwiftUIStandIn`).
    static var frameworkImport: Regex<AnyRegexOutput> {
        let names = frameworks.joined(separator: "|")
        return try! Regex(
            #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(?:"#
                + names + #")(?:\.|\s|$)"#
        ).anchorsMatchLineEndings()
    }

    /// The folders of the stages' code and of the layer they draw through: each stage's sources,
    /// tests and cases (which `verify --cases` compiles into the stage), the stand-in and its tests.
    static let folders: [String] =
        StageFolderTests.stages.flatMap { stage in
            ["Sources/\(stage)", "Tests/\(stage)Tests", "Lectures/\(stage)/Cases"]
        } + ["Sources/SwiftUIStandIn", "Tests/Workbook/SwiftUIStandInTests"]

    /// The Swift files below `folder`, as paths from the package root.
    private static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        return (FileManager.default.subpaths(atPath: base.path) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
    }

    /// Every line of `path` that imports one of the frameworks, as `path:line: text`.
    private static func frameworkImports(in path: String) -> [String] {
        let text =
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { number, line in
                // Most lines hold no `import`; the plain search first keeps the regex for the few.
                line.contains("import") && line.contains(frameworkImport)
                    ? "\(path):\(number + 1): \(line)" : nil
            }
    }

    @Test("the finder sees every form of a framework's import, and not the stand-in's")
    func finder() {
        for line in [
            "import SwiftUI", "import Combine", "import UIKit", "  import SwiftUICore",
            "@preconcurrency import Combine", "import struct SwiftUI.View",
            "@_exported import UIKit", "import SwiftUI // on a Mac",
        ] {
            #expect(line.contains(Self.frameworkImport), "\(line)")
        }
        for line in [
            "import SwiftUIStandIn", "import Foundation", "import CombineLatest",
            "// import SwiftUI in Xcode", "let text = \"import SwiftUI\"", "import UIKitStandIn",
        ] {
            #expect(!line.contains(Self.frameworkImport), "\(line)")
        }
    }

    @Test("no file of the stages or of SwiftUIStandIn imports SwiftUI, Combine or UIKit")
    func noFrameworkImports() {
        let files = Self.folders.flatMap(Self.swiftFiles(under:))
        #expect(
            files.contains("Sources/SwiftUIStandIn/Exports.swift")
                && files.contains { $0.hasPrefix("Sources/Lecture2MVC/") },
            "Expected the stages' and the stand-in's Swift files; found \(files.count).")
        #expect(
            files.flatMap(Self.frameworkImports(in:)) == [],
            """
            On a Mac these names would meet SwiftUIStandIn's (and the MVC stage's UIKit stand-ins) \
            and be ambiguous: import SwiftUIStandIn alone, whose View, Text, ObservableObject and \
            @Published are spelled as Apple's.
            """)
    }

    @Test("SwiftUIStandIn imports only Foundation, Synchronization and WorkbookLanguage")
    func standInImportsOnlyWhatBothSystemsHave() {
        let allowed: Set<String> = ["Foundation", "Synchronization", "WorkbookLanguage"]
        var imported: [String: String] = [:]
        for path in Self.swiftFiles(under: "Sources/SwiftUIStandIn") {
            let text =
                (try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))
                ?? ""
            for line in text.split(separator: "\n") where line.contains("import") {
                let module = /[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:\w+[ \t]+)?(\w+).*/
                if let match = line.wholeMatch(of: module) { imported[String(match.1)] = path }
            }
        }
        #expect(imported["Foundation"] != nil, "Expected Exports.swift's import of Foundation.")
        let others = imported.filter { !allowed.contains($0.key) }
        #expect(
            others.isEmpty,
            """
            \(others.map { "\($0.value) imports \($0.key)" }.sorted()): SwiftUIStandIn is built \
            as it is on Linux and on a Mac only while it uses what the toolchain has on both; \
            macOS 15 has Synchronization's Mutex and Atomic, the package's floor.
            """)
    }
}
