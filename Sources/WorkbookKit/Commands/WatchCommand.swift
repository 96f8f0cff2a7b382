/// `workbook watch`: Re-run check every time a source file is saved.
public enum WatchCommand: WorkbookCommand {
    public static let name = "watch"
    public static let summary = "Re-run check every time a source file is saved"
    public static let help = """
        Usage: swift run workbook watch

        Re-run check every time a source file is saved.
        """

    public static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        throw WorkbookError.failed("workbook watch is not available yet.")
    }
}
