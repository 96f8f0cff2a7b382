import Foundation

/// What every command gets to work with.
public struct CommandContext: Sendable {
    /// The folder the tool was started in.
    var currentDirectory: URL
    var console: Console

    public init(currentDirectory: URL, console: Console) {
        self.currentDirectory = currentDirectory
        self.console = console
    }

    /// The workbook around the current folder, or a clear error saying where to run the tool.
    func workspace() throws -> Workspace {
        try Workspace.locate(from: currentDirectory)
    }

    /// The workbook's catalog, validated.
    func catalog() throws -> Catalog {
        try Catalog(workspace: workspace())
    }
}
