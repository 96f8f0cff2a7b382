import Foundation
import WorkbookInstructorKit
import WorkbookKit

// The executable only connects the process to WorkbookInstructorKit, where the tested logic lives.
exit(WorkbookInstructor.run(Array(CommandLine.arguments.dropFirst()), context: .ofThisProcess()))
