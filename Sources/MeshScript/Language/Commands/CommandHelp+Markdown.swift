import MeshEngine

extension CommandHelp {
    /// The command reference as Markdown, made from the command table alone: an index of every
    /// command with its summary, then one section per command (usage, summary, details, what
    /// the word alone prints, an example). `meshplay help --markdown` prints it, and
    /// docs/commands.md is this text (a test compares them).
    public static var markdown: String {
        var out = [
            "# meshplay commands",
            "",
            "The commands of `meshplay repl`, `meshplay run`, the playground's REPL and scene files. "
                + "This page is generated from the command table by `meshplay help --markdown`; in meshplay, "
                + "`help` lists the commands and `help NAME` shows one.",
            "",
            "`#` starts a comment; a setting's word alone prints its value; angles are in degrees unless followed by `rad`; "
                + "every number may be an expression such as `-1/800`, `pi/4` or `2*k+1`, with spaces only inside parentheses. "
                + "`quit` or `exit` leaves the REPL or the playground.",
            "",
            "| command | what it does |",
            "| --- | --- |",
        ]
        out += entries.map { "| [`\($0.name)`](#\($0.name)) | \(tableCell($0.summary)) |" }
        for entry in entries { out += [""] + markdownSection(entry) }
        return out.joined(separator: "\n") + "\n"
    }

    /// One command's section: its usage lines in a code block, then the prose.
    private static func markdownSection(_ e: Entry) -> [String] {
        var lines = ["## \(e.name)", "", "```"] + e.usageLines.filter { !$0.isExample }.map(\.text) + ["```", "", e.summary]
        if !e.details.isEmpty { lines += [""] + e.details.map { "- " + $0.trimmingCharacters(in: .whitespaces) } }
        let settings = e.settings.keys.sorted().map { "`\(e.name) \($0)`" }
        if !settings.isEmpty { lines += ["", settings.joined(separator: ", ") + " alone prints its current value."] }
        if e.query != nil { lines += ["", "`\(e.name)` alone prints the current value."] }
        let examples = [e.example] + e.usageLines.filter(\.isExample).map(\.text)
        lines += ["", "Example" + (examples.count > 1 ? "s" : "") + ":", ""] + examples.map { "    " + $0 }
        return lines
    }

    /// `text` inside a Markdown table cell, where `|` would end the cell.
    private static func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
