import Foundation
import WorkbookKit

// The executable only connects the process to WorkbookKit, where the tested logic lives.
exit(Workbook.run(Array(CommandLine.arguments.dropFirst()), context: .ofThisProcess()))
