import Foundation
import Testing

@testable import WorkbookKit

/// The tool warns, in both languages, when the compiler that built it is older than the workbook
/// needs; the version it names is the one the manifests ask for.
@Suite struct ToolchainFloorTests {
    @Test("the floor is the tools version both manifests ask for")
    func floorMatchesTheManifests() throws {
        for manifest in ["Package.swift", "Sources/WorkbookTool/Package.swift"] {
            let text = try String(
                contentsOf: PackageRoot.url.appendingPathComponent(manifest), encoding: .utf8)
            let first = text.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first == "// swift-tools-version: \(ToolchainFloor.version)", "\(manifest)")
        }
    }

    @Test("this compiler meets the floor, so the tool says nothing about it")
    func noWarningHere() {
        #expect(ToolchainFloor.warning == nil)
        let result = runWorkbook(["--help"], in: FileManager.default.temporaryDirectory)
        #expect(!result.error.contains("older than"), "\(result.error)")
    }

    @Test("the warning says what to install and how to select it, in English and Korean")
    func wording() {
        let english = ToolchainFloor.olderToolchain(.en)
        let korean = ToolchainFloor.olderToolchain(.ko)
        for text in [english, korean] {
            #expect(text.contains("sudo xcode-select -s /Applications/Xcode.app"))
            #expect(text.contains("swift --version") && text.contains("6.2"))
        }
        #expect(korean.contains("필요합니다"))
    }
}
