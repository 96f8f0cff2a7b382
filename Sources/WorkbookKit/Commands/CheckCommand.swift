/// `workbook check`: Build and run the tests of a lecture or exercise and say what to do next.
public enum CheckCommand: WorkbookCommand {
    public static let name = "check"
    public static let summary =
        "Build and run the tests of a lecture or exercise and say what to do next"
    public static let help = """
        Usage: swift run workbook check

        Build and run the tests of a lecture or exercise and say what to do next.
        """

    public static func run(_ words: [String], context: CommandContext) throws -> Int32 {
        throw WorkbookError.failed("workbook check is not available yet.")
    }
}
