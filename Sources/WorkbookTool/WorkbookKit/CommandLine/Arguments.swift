import WorkbookLanguage

/// A command's words after its name: flags, options with values, and positional names.
struct Arguments: Sendable {
    /// Flags given, such as `--json`; read them with `has(_:)`.
    private var flags: Set<String> = []
    /// Options with a value, such as `--through Lecture2MVVM`; read them with `value(of:)`.
    private var options: [String: String] = [:]
    /// Everything else, in order.
    private(set) var positionals: [String] = []

    /// Splits `words`, accepting only the declared `specs` so a typo is caught, not ignored.
    init(
        _ words: [String], command: String, options specs: [OptionSpec] = [],
        maxPositionals: Int = 0
    ) throws {
        let allowedFlags = Set(specs.filter { !$0.takesValue }.map(\.name))
        let allowedOptions = Set(specs.filter(\.takesValue).map(\.name))
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.hasPrefix("--") {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if allowedFlags.contains(word) {
                    flags.insert(word)
                } else if allowedOptions.contains(parts[0]) {
                    if parts.count == 2 {
                        options[parts[0]] = parts[1]
                    } else if index + 1 < words.count {
                        options[word] = words[index + 1]
                        index += 1
                    } else {
                        throw WorkbookError.usageMessage(
                            Messages.needsValue(word, command: command))
                    }
                } else {
                    throw WorkbookError.usageMessage(
                        Messages.unknownOption(word, command: command))
                }
            } else {
                positionals.append(word)
            }
            index += 1
        }
        if positionals.count > maxPositionals {
            throw WorkbookError.usageMessage(
                Messages.tooManyNames(
                    command: command, max: maxPositionals,
                    got: positionals.joined(separator: " ")))
        }
    }

    /// The lecture or exercise name the command acts on; without one, a usage error saying `missing`.
    func requiredName(orSay missing: Localized) throws -> String {
        guard let name = positionals.first else { throw WorkbookError.usageMessage(missing) }
        return name
    }

    /// Whether `flag` was given.
    ///
    /// Asked by the declared `OptionSpec`, never by a spelled-out name, so a renamed option
    /// cannot leave a lookup behind that silently finds nothing.
    func has(_ flag: OptionSpec) -> Bool { flags.contains(flag.name) }

    /// The value given to `option`, or `nil` when it was not given.
    func value(of option: OptionSpec) -> String? { options[option.name] }
}
