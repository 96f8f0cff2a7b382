/// `workbook release`: Instructors: write a student copy with every solution removed.
public enum ReleaseCommand: WorkbookCommand {
    public static let name = "release"
    public static let summary = "Instructors: write a student copy with every solution removed"
    public static let help = """
        Usage: swift run workbook release

        Instructors: write a student copy with every solution removed.
        """

    public static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        throw WorkbookError.failed("workbook release is not available yet.")
    }
}
