import Foundation
import WorkbookKit

// The executable only connects the process to WorkbookKit, where the tested logic lives.
let context = CommandContext(
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    console: .standard(environment: ProcessInfo.processInfo.environment),
    environment: ProcessInfo.processInfo.environment,
    preferredLanguages: CommandContext.systemPreferredLanguages)
exit(Workbook.run(Array(CommandLine.arguments.dropFirst()), context: context))
