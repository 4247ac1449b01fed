import Foundation
import Testing

/// The README's walkthrough is itself a test: its lines, read from README.md at test time (the
/// fenced block after the `<!-- walkthrough -->` marker), are typed into a fresh playground one by
/// one, and every step must show: the picture changes, or the panel says what the README promises.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct ReadmeWalkthroughTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The walkthrough's lines as a user types them (comments included: the REPL ignores `# …`).
    static func walkthrough() throws -> [String] {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- walkthrough") }),
              let open = lines[marker...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return lines[(open + 1)..<close].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// What a step's panel must say, when the step is about the panel rather than the picture
    /// (or says something the README promises), by the command's first word(s).
    static let panelText: [(prefix: String, text: String)] = [
        ("pause", "paused at frame"),
        ("grid", "stopped"),
        ("inspect face", "triangles drawn"),
        ("undo", "undone"),
        ("quit", "unsaved changes:"),
    ]

    /// The picture and timeline: each row's part right of the panel's rule, escapes included, so
    /// a change of colour alone counts; the status line (the last row) is left out.
    static func viewport(_ capture: String) -> [String] {
        var rows = capture.components(separatedBy: "\n")
        while let last = rows.last, last.trimmingCharacters(in: .whitespaces).isEmpty { rows.removeLast() }
        return rows.dropLast().map { row in row.range(of: "│").map { String(row[$0.upperBound...]) } ?? "" }
    }

    /// The viewport once it has stopped changing (two captures in a row agree), or nil.
    static func settledViewport(_ pane: TmuxPane) -> [String]? {
        var previous: [String] = []
        return pane.wait(escapes: true) { text in
            let current = viewport(text)
            defer { previous = current }
            return current == previous && current.contains { !$0.isEmpty }
        }.map(viewport)
    }

    @Test func theReadmeHasAWalkthroughOfAboutTenLines() throws {
        let steps = try Self.walkthrough()
        #expect((8...14).contains(steps.count), "walkthrough: \(steps)")
        #expect(steps.last?.hasPrefix("quit") == true)
    }

    @Test(arguments: [(120, 40), (100, 32)])
    func everyStepOfTheReadmeWalkthroughShowsOnScreen(columns: Int, rows: Int) throws {
        let steps = try Self.walkthrough()
        #expect(!steps.isEmpty, "no walkthrough block in \(Self.readme.path)")
        let pane = try TmuxPane(columns: columns, rows: rows, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil, "\(pane.capture())")
        for step in steps {
            let command = step.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces)
            let before = Self.settledViewport(pane) ?? []
            let panelBefore = pane.capture()
            pane.type(step)
            pane.send(keys: "Enter")
            if let expected = Self.panelText.first(where: { command.hasPrefix($0.prefix) })?.text {
                // New text: the count of occurrences grows (the log may already hold an older one).
                let count = panelBefore.components(separatedBy: expected).count
                let shown = pane.wait { $0.components(separatedBy: expected).count > count }
                #expect(shown != nil, "`\(step)` did not show \"\(expected)\":\n\(pane.capture())")
            }
            if command == "quit" { break }
            if command == "pause" { continue }
            let changed = pane.wait(escapes: true) { Self.viewport($0) != before }
            #expect(changed != nil, "`\(step)` left the picture as it was:\n\(pane.capture())")
        }
        pane.send(keys: "d")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil, "\(pane.capture())")
    }
}
