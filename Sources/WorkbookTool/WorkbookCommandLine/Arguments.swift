/// A command's words after its name: flags, options with values, and positional names.
public struct Arguments: Sendable {
    /// Flags given, such as `--json`, by their declared name; read them with `has(_:)`.
    private var flags: Set<String> = []
    /// Options with a value, such as `--through Lecture2MVVM`; read them with `value(of:)`.
    private var options: [String: String] = [:]
    /// Everything else, in order.
    public private(set) var positionals: [String] = []

    /// Splits `words`, accepting only the declared `specs`, so a typo is caught, not ignored.
    ///
    /// - Parameters:
    ///   - command: The command as typed after `swift run`, such as `workbook check` or `play`:
    ///     each mistake names it, and where to read its `--help`.
    ///   - maxPositionals: How many names the command takes.
    public init(
        _ words: [String], command: String, options specs: [OptionSpec] = [],
        maxPositionals: Int = 0
    ) throws(UsageError) {
        /// Each spelling of a flag, such as `-h`, with the name `has(_:)` asks by.
        var flagNames: [String: String] = [:]
        for spec in specs where !spec.takesValue {
            for spelling in spec.spellings { flagNames[spelling] = spec.name }
        }
        let optionNames = Set(specs.filter(\.takesValue).map(\.name))
        var index = 0
        while index < words.count {
            let word = words[index]
            // A word that starts with a dash is an option, even a single one (`-v`): no name a
            // command takes starts with one, so it is a typo to catch, not a name to look up.
            if word.hasPrefix("-") && word.count > 1 {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if let flag = flagNames[word] {
                    flags.insert(flag)
                } else if optionNames.contains(parts[0]) {
                    if parts.count == 2 {
                        options[parts[0]] = parts[1]
                    } else if index + 1 < words.count {
                        options[word] = words[index + 1]
                        index += 1
                    } else {
                        throw .needsValue(word, command: command)
                    }
                } else {
                    throw .unknownOption(word, command: command)
                }
            } else {
                positionals.append(word)
            }
            index += 1
        }
        if positionals.count > maxPositionals {
            throw .tooManyNames(command: command, max: maxPositionals, got: positionals)
        }
    }

    /// Whether `flag` was given.
    ///
    /// Asked by the declared `OptionSpec`, never by a spelled-out name, so a renamed option
    /// cannot leave a lookup behind that silently finds nothing.
    public func has(_ flag: OptionSpec) -> Bool { flags.contains(flag.name) }

    /// The value given to `option`, or `nil` when it was not given.
    public func value(of option: OptionSpec) -> String? { options[option.name] }
}
