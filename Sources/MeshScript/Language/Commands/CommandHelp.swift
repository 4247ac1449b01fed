import MeshEngine

/// The command table: one row per command word with its usage, its help, the words Tab
/// completes after it and its parser. `help`, completion and "did you mean …?" all read it, and
/// ``CommandParser`` dispatches through it, so a word exists in one place.
public enum CommandHelp {
    /// One command: its word, usage lines with typed keywords, a one-line summary, and what
    /// the word alone prints; ``CommandWord/parse(_:)`` reads its arguments.
    public struct Entry: Sendable {
        public let word: CommandWord
        let usageLines: [UsageLine]
        public let summary: String
        /// Further lines `help NAME` prints after the summary (what each argument means), one
        /// per paragraph or table row, unbroken: the playground's panel wraps them at its width,
        /// a row's continuation under its description ("  spot         position X Y Z: …").
        public let details: [String]
        /// The setting the word alone prints, for a command that sets one value.
        public let query: QueryCommand?
        /// The words after this one that each set one value, and what each alone prints
        /// (`layer opacity`, `overlay wire`): the word never asks for its value, it shows it.
        public let settings: [String: QueryCommand]
        /// A line that uses the command as a user would type it; a test parses every one.
        public let example: String

        init(_ word: CommandWord, usage: [UsageLine], summary: String, details: [String] = [], query: QueryCommand? = nil,
             settings: [String: QueryCommand] = [:], example: String) {
            self.word = word
            self.usageLines = usage
            self.summary = summary
            self.details = details
            self.query = query
            self.settings = settings
            self.example = example
        }

        /// The command word.
        public var name: String { word.rawValue }

        /// The usage lines as `help` prints them, an example marked `e.g. `.
        public var usage: [String] {
            usageLines.map { $0.isExample ? "e.g. " + $0.text : $0.text }
        }

        /// The command after the word: its ``query`` when nothing follows, a setting's query
        /// when only that setting's word does, else what ``CommandWord/parse(_:)`` reads.
        func command(_ parser: inout CommandParser) throws(ScriptError) -> Command {
            if let query, parser.atEnd { return .query(query) }
            if let setting = parser.bareSetting(settings) { return .query(setting) }
            return try word.parse(&parser)
        }

        /// The keywords of the usage lines (`diagonal02`, `fan4`, `m34`, `1-3` included), each
        /// once, in order, without the command word: what Tab offers after it.
        public var words: [String] {
            var seen: Set<String> = [name]
            return usageLines.flatMap(\.keywords).filter { seen.insert($0).inserted }
        }
    }

    /// Every top-level command word, in the order `help` lists them.
    public static let names: [String] = entries.map(\.name)

    /// The entry of a command word, case-insensitively.
    public static func entry(_ name: String) -> Entry? {
        CommandWord(word: name).map(entry)
    }

    /// The entry of a command word: its row of the table, which has one per word in order.
    public static func entry(_ word: CommandWord) -> Entry {
        entries[rowIndex[word] ?? 0]
    }

    /// Each word's row in ``entries``.
    private static let rowIndex: [CommandWord: Int] = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.word, $0) })

    /// The command word `word` was probably meant to be, for "did you mean …?".
    public static func suggestion(for word: String) -> String? {
        NameSuggestion.closest(to: word, among: names)
    }

    /// What Tab offers after `words` (the words already typed, the first a command word):
    /// command words first, then the values the last keyword takes (presets after `preset`,
    /// easings after `easing`, commands after `help`), else those of the command's usage words
    /// that parse in the next place and are not read as a layer's or keyframe's name
    /// (`variables`: the session's, for typed arguments that use them).
    public static func completions(after words: [String], variables: Variables = Variables()) -> [String] {
        guard let first = words.first else { return names }
        let word = CommandWord(word: first)
        switch word {
        case .preset?: return Presets.all.map(\.name)
        case .help?: return names
        case .repeat?:
            // After `repeat N [NAME]`, the repeated command's own words.
            var rest = Array(words.dropFirst(2))
            if let name = rest.first, entry(name) == nil { rest.removeFirst() }
            return rest.isEmpty ? names : completions(after: rest, variables: variables)
        case .some, nil:
            // Every other command: the keywords of its usage lines that parse in the next place.
            if words.last?.lowercased() == AnimateOption.easing.rawValue { return Easing.names }
            let line = words.joined(separator: " ")
            // Not the words that would be read as a layer's or a keyframe's name (after `layer
            // select`, `key remove`): there the session offers the names it has
            // (``SessionState/completions(after:)``).
            return (word.map(entry)?.words ?? []).filter {
                parses(line + " " + $0, through: line.count + 2 + $0.count, variables: variables)
                    && !readsLayer($0, after: words, variables: variables)
                    && !reads($0, after: words, variables: variables, as: \.keyframeReferenceColumns)
            }
        }
    }

    /// Whether the command begun by `words` takes a file name in the next place: its usage names
    /// a FILE and any word parses there (`load`, `save`, `import obj`, `content image`; not
    /// `import`, which wants obj or json first).
    public static func takesFile(after words: [String], variables: Variables = Variables()) -> Bool {
        guard let first = words.first, let entry = entry(first), entry.usageLines.contains(where: { $0.text.contains("FILE") }) else { return false }
        let line = words.joined(separator: " ") + " "
        // A name no keyword of any command is.
        let probe = "file-name.mesh"
        return parses(line + probe, through: line.count + probe.count, variables: variables)
    }

    /// Whether the command begun by `words` takes a layer (an index or a name) in the next
    /// place: where the parser reads a layer there (`layer select`, `layer remove`, `layer
    /// parent`, `layer add NAME parent`, `inspect layer`; not the new name of `layer add`).
    public static func takesLayer(after words: [String], variables: Variables = Variables()) -> Bool {
        readsLayer("layer-name", after: words, variables: variables)
    }

    /// Whether the command begun by `words` takes an existing keyframe's name in the next
    /// place (`key remove`, each name of `animate` before `duration`; not the new name of `key`).
    public static func takesKeyframe(after words: [String], variables: Variables = Variables()) -> Bool {
        reads("keyframe-name", after: words, variables: variables, as: \.keyframeReferenceColumns)
    }

    /// Whether the parser reads `word`, typed after `words`, as a layer's index or name.
    static func readsLayer(_ word: String, after words: [String], variables: Variables) -> Bool {
        reads(word, after: words, variables: variables, as: \.layerReferenceColumns)
    }

    /// Whether the parser reads `word`, typed after `words`, as one of the references it notes
    /// at `columns` (layers, keyframes).
    private static func reads(_ word: String, after words: [String], variables: Variables,
                              as columns: KeyPath<CommandParser, [Int]>) -> Bool {
        let line = words.joined(separator: " ") + " "
        guard var parser = try? CommandParser(line + word, variables: variables) else { return false }
        _ = try? parser.command()
        return parser[keyPath: columns].contains(line.count + 1)
    }

    /// Whether `line` parses up to column `end` (just after its last word): it parses whole, or
    /// stops at the end wanting more; an error at or inside the last word means it does not
    /// fit there (`layer doublesided rotate`, `transform deg`).
    static func parses(_ line: String, through end: Int, variables: Variables) -> Bool {
        do {
            _ = try CommandParser.parse(line, variables: variables)
            return true
        } catch {
            return error.column >= end
        }
    }

    /// `help`: one line per command.
    public static var overview: String {
        let width = entries.map(\.name.count).max() ?? 0
        let lines = entries.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        // One line per paragraph: the panel wraps them at its width, a table row's continuation
        // under its description (ReplLog.wrap).
        return (["commands (help NAME for details; # starts a comment; a setting's word alone prints its value; "
                    + "angles are in degrees unless followed by rad; every number may be an expression such as -1/800, "
                    + "pi/4 or 2*k+1, with spaces only inside parentheses):"] + lines + [
            "",
            "edits on an animated layer: grid, mesh, import, map without t, vertex add/remove and face edits stop the "
                + "animation that drives the layer and say so; vertex N edits the frame on screen (the keyframe under the "
                + "playhead, else the frame, kept as the mesh); undo brings the animation back",
            "",
            "quit or exit leaves the REPL or the playground (help quit)",
        ]).joined(separator: "\n")
    }

    /// The labels that start `help NAME`'s usage and example lines (the panel wraps such a
    /// line under its text).
    public static let usageLabel = "usage: ", exampleLabel = "example: "
    public static let lineLabels = [usageLabel, exampleLabel]

    /// `help NAME`: the usage lines, the summary and the details, and for a setting that the
    /// word alone prints it.
    public static func text(for e: Entry) -> String {
        let words = e.settings.keys.sorted().joined(separator: "|")
        let settings = words.isEmpty ? [] : ["\(e.name) \(words) alone prints its current value"]
        let bare = e.query == nil ? [] : ["\(e.name) alone prints the current value"]
        // Examples sit among the usage lines (Tab reads the usage lines' words, not theirs).
        let usage = e.usageLines.map { ($0.isExample ? exampleLabel : usageLabel) + $0.text }
        return (usage + [e.summary] + e.details + settings + bare).joined(separator: "\n")
    }

}
