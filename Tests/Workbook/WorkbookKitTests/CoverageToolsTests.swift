import Foundation
import Testing

@testable import WorkbookInstructorKit
@testable import WorkbookKit

/// `verify`'s coverage tools are found where each platform keeps them, and a machine without
/// them gets an error naming what to install instead of a callers rule that measured nothing.
@Suite struct CoverageToolsTests {
    /// A folder of empty executables named `tools`, removed by `body`'s end.
    private func withFolders<T>(
        _ folders: [[String]], _ body: ([URL]) throws -> T
    ) throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-tools-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var urls: [URL] = []
        for (index, tools) in folders.enumerated() {
            let folder = root.appendingPathComponent("bin\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for tool in tools {
                let file = folder.appendingPathComponent(tool)
                try "#!/bin/sh\n".write(to: file, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: file.path)
            }
            urls.append(folder)
        }
        return try body(urls)
    }

    @Test("the tools beside swift come first: they read the profiles that swift's build writes")
    func besideSwift() throws {
        try withFolders([["llvm-cov", "llvm-profdata"], ["swift", "llvm-cov", "llvm-profdata"]]) {
            let tools = try LLVMSuiteCoverage.llvmTools(
                path: $0.map(\.path).joined(separator: ":"), xcrunFind: { _ in nil })
            #expect(tools.cov == $0[1].appendingPathComponent("llvm-cov").path)
            #expect(tools.profdata == $0[1].appendingPathComponent("llvm-profdata").path)
        }
    }

    @Test("without them beside swift, PATH has them")
    func onPath() throws {
        try withFolders([["swift"], ["llvm-profdata"], ["llvm-cov"]]) {
            let tools = try LLVMSuiteCoverage.llvmTools(
                path: $0.map(\.path).joined(separator: ":"), xcrunFind: { _ in nil })
            #expect(tools.profdata == $0[1].appendingPathComponent("llvm-profdata").path)
            #expect(tools.cov == $0[2].appendingPathComponent("llvm-cov").path)
        }
    }

    @Test("on a Mac, where swift is Xcode's shim, xcrun finds them")
    func throughXcrun() throws {
        try withFolders([["swift"]]) {
            let tools = try LLVMSuiteCoverage.llvmTools(
                path: $0[0].path, xcrunFind: { "/Applications/Xcode.app/usr/bin/\($0)" })
            #expect(tools.cov == "/Applications/Xcode.app/usr/bin/llvm-cov")
            #expect(tools.profdata == "/Applications/Xcode.app/usr/bin/llvm-profdata")
        }
    }

    @Test("a missing tool is an error that names it and says what to install")
    func missing() throws {
        try withFolders([["swift", "llvm-profdata"]]) { folders in
            let error = #expect(throws: WorkbookError.self) {
                try LLVMSuiteCoverage.llvmTools(path: folders[0].path, xcrunFind: { _ in nil })
            }
            let message = error.map { "\($0)" } ?? ""
            #expect(message.contains("found no llvm-cov beside swift"))
            #expect(message.contains("sudo xcode-select -s /Applications/Xcode.app"))
            #expect(message.contains("swift.org toolchain"))
        }
    }

    @Test("this machine's tools are found, so CI's verify measures what it says")
    func thisMachine() throws {
        let tools = try LLVMSuiteCoverage.llvmTools()
        #expect(FileManager.default.isExecutableFile(atPath: tools.cov))
        #expect(FileManager.default.isExecutableFile(atPath: tools.profdata))
    }
}
