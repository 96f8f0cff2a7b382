import Foundation

/// The workbook's own package, whose notes and sources some tests read.
///
/// Found by walking up from this file to the folder that holds `Package.swift`, so a test does not
/// depend on how deep its folder sits.
enum PackageRoot {
    static let url: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()
}
