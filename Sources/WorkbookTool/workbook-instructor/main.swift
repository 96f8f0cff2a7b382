import Foundation
import WorkbookInstructorKit
import WorkbookKit

// The executable only connects the process to WorkbookInstructorKit, where the tested logic lives.
let context = CommandContext(
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    console: .standard(environment: ProcessInfo.processInfo.environment),
    environment: ProcessInfo.processInfo.environment,
    preferredLanguages: CommandContext.systemPreferredLanguages)
exit(WorkbookInstructor.run(Array(CommandLine.arguments.dropFirst()), context: context))
