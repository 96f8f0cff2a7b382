/// `workbook diff`: Instructors: show how the code changed from one stage to another.
public enum DiffCommand: WorkbookCommand {
    public static let name = "diff"
    public static let summary = "Instructors: show how the code changed from one stage to another"
    public static let help = """
        Usage: swift run workbook diff

        Instructors: show how the code changed from one stage to another.
        """

    public static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        throw WorkbookError.failed("workbook diff is not available yet.")
    }
}
