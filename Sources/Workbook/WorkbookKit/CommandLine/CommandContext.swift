import Foundation
import WorkbookLanguage

/// What every command gets to work with.
public struct CommandContext: Sendable {
    /// The folder the tool was started in.
    var currentDirectory: URL
    var console: Console
    /// The environment the language is chosen from (see `Language.resolve`); an empty one,
    /// as tests pass by default, means English.
    var environment: [String: String]

    public init(
        currentDirectory: URL, console: Console, environment: [String: String] = [:]
    ) {
        self.currentDirectory = currentDirectory
        self.console = console
        self.environment = environment
    }

    /// The language the command speaks, and passes to every test process it starts.
    var language: Language { console.language }

    /// The workbook around the current folder, or a clear error saying where to run the tool.
    func workspace() throws -> Workspace {
        try Workspace.locate(from: currentDirectory)
    }

    /// The workbook's catalog, validated, after warning about damage a command can work around:
    /// a state file that cannot be read (set aside) and exercise markers a student deleted.
    func catalog() throws -> Catalog {
        let workspace = try workspace()
        if let warning = WorkbookState.setAsideIfDamaged(in: workspace) {
            console.printError(
                console.styled(console.say(Messages.warningPrefix), .failed) + console.say(warning))
        }
        let catalog = try Catalog(workspace: workspace)
        for damage in catalog.damage {
            console.printError(
                console.styled(console.say(Messages.warningPrefix), .failed)
                    + console.say(damage.message))
        }
        return catalog
    }
}
