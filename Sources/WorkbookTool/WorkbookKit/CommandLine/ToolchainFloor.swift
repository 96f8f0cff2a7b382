import WorkbookLanguage

/// The oldest Swift the workbook is written for, and the warning a student gets from an older one.
///
/// `Package.swift` asks for tools version 6.2 (exit tests, isolated conformances), so an older
/// SwiftPM stops at the manifest with its own error, which says nothing about Xcode; the guides
/// tell a Mac user to check `swift --version` first. This check covers the rest: a compiler older
/// than 6.2 that got as far as building the tool (a mixed install, a toolchain picked by hand) is
/// told, at compile time since the compiler's version is fixed then, what the workbook needs and
/// how to pick Xcode's toolchain on a Mac.
enum ToolchainFloor {
    /// The version the workbook needs, as `swift --version` prints it.
    static let version = "6.2"

    /// The warning for the compiler that built this tool: `nil` when it is 6.2 or later.
    static var warning: Localized? {
        #if compiler(<6.2)
            return olderToolchain
        #else
            return nil
        #endif
    }

    /// What to do when the toolchain is older than the workbook needs.
    static let olderToolchain = Localized(
        en: "warning: this tool was built by a Swift older than \(version); the workbook needs "
            + "Swift \(version) or later (swift --version). On a Mac, install Xcode 26 and select "
            + "it: sudo xcode-select -s /Applications/Xcode.app",
        ko: "경고: 이 도구는 Swift \(version)보다 오래된 버전으로 빌드되었습니다. 워크북에는 Swift "
            + "\(version) 이상이 필요합니다(swift --version). Mac에서는 Xcode 26을 설치하고 "
            + "sudo xcode-select -s /Applications/Xcode.app 으로 선택하십시오.")
}
