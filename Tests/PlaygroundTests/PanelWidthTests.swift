import Foundation
@testable import MeshIO
import MeshScript
import Testing
@testable import meshplay

/// The panel's width (issue 37, item 5): chosen with `panel COLUMNS`, keys [ and ] or a drag of
/// the separator, fitted to the window, and remembered in the settings file.
@Suite struct PanelWidthTests {
    private func text(_ result: CommandResult) -> String {
        switch result {
        case let .success(message): message
        case let .failure(error): "error: " + error.description
        }
    }

    /// A session whose front shows a panel in a 160×40 window, remembering in memory.
    private func panelSession(files: InMemoryFileSystem = InMemoryFileSystem()) -> (Session, TerminalPicture, PlaygroundSettings) {
        var (s, picture) = frontedSession()
        let settings = PlaygroundSettings(path: "/config/meshplay/settings", files: files)
        picture.panel = PanelWidth(columns: nil, window: (160, 40), settings: settings)
        _ = s
        return (s, picture, settings)
    }

    @Test func aChosenWidthIsLaidOutBesideThePicture() {
        let layout = Layout(columns: 160, rows: 40, panelColumns: 70)
        #expect(layout.sideBySide && layout.output.columns == 70 && layout.input.columns == 70)
        #expect(layout.viewport.column == 71 && layout.viewport.columns == 160 - 71)
        #expect(layout.separator == CellRect(row: 0, column: 70, rows: layout.viewport.rows + layout.timeline.rows, columns: 1))
        #expect(Layout(columns: 160, rows: 40).output.columns == 53, "without a choice, a third of the window")
    }

    @Test func aWidthTheWindowCannotHoldLeavesThePictureItsMinimum() {
        let layout = Layout(columns: 120, rows: 40, panelColumns: 200)
        #expect(layout.sideBySide, "the window's shape decides the layout, not the chosen width")
        #expect(layout.viewport.columns == Layout.minimumViewportColumns && layout.output.columns == 120 - 1 - Layout.minimumViewportColumns)
    }

    @Test func panelSetsRemembersAndDescribes() throws {
        let files = InMemoryFileSystem()
        var (s, picture, settings) = panelSession(files: files)
        #expect(text(s.execute("panel")) == "panel 53 columns (a third of the window; set a width with panel COLUMNS)")
        let unsaved = s.hasUnsavedChanges
        #expect(text(s.execute("panel 48")) == "panel 48 columns (remembered in /config/meshplay/settings)")
        #expect(picture.panel?.columns == 48)
        #expect(try files.read("/config/meshplay/settings") == Array("panel 48\n".utf8))
        #expect(settings.panelColumns() == 48, "read back at the next start")
        #expect(s.hasUnsavedChanges == unsaved, "a preference, not an edit of the scene")
        #expect(text(s.execute("panel 150")) == "panel 150 columns (remembered in /config/meshplay/settings); "
            + "this window shows 139, keeping the picture 20 columns")
    }

    @Test(arguments: [
        ("panel 3", "3 is out of range: panel width in columns must be in 20…200", 7),
        ("panel 100000", "100000 is out of range: panel width in columns must be in 20…200", 7),
        ("panel abc", "'abc' is not a valid panel width in columns", 7),
        ("panel 40 50", "unexpected '50' after the command", 10),
    ])
    func badWidthsAreRefusedWithTheirColumn(_ line: String, _ message: String, _ column: Int) throws {
        var (s, picture, _) = panelSession()
        picture.panel?.columns = 44
        guard case let .failure(error) = s.execute(line) else {
            Issue.record("\(line) was taken")
            return
        }
        #expect(error.message == message)
        #expect(error.column == column)
        #expect(picture.panel?.columns == 44, "unchanged")
    }

    @Test func withoutAPanelTheCommandSaysSo() {
        var (s, _) = frontedSession()
        #expect(text(s.execute("panel 40")) == PanelColumns.noPanel)
        #expect(text(s.execute("panel")) == PanelColumns.noPanel)
    }

    @Test func theSettingsFileKeepsLinesItDoesNotKnowAndSkipsBadOnes() throws {
        let files = InMemoryFileSystem(files: ["/c/settings": Array("colour blue\npanel 5\npanel wide\n".utf8)])
        let settings = PlaygroundSettings(path: "/c/settings", files: files)
        #expect(settings.panelColumns() == nil, "widths out of range or not numbers are not used")
        try settings.save(panelColumns: 30)
        #expect(try files.read("/c/settings") == Array("colour blue\npanel 30\n".utf8))
    }

    @Test func theConfigDirectoryFollowsXDG() {
        #expect(RealFileSystem.configDirectory(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/meshplay")
        #expect(RealFileSystem.configDirectory(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/meshplay")
        #expect(RealFileSystem.configDirectory(environment: ["HOME": "/h"]) == "/h/.config/meshplay")
    }

    @Test func bracketKeysStepTheShownWidth() throws {
        let (_, picture, _) = panelSession()
        picture.panel?.columns = 40
        #expect(PanelWidth.stepped(from: 40, by: PanelWidth.step) == 44)
        #expect(PanelWidth.stepped(from: 20, by: -PanelWidth.step) == nil, "already the narrowest")
        #expect(PanelWidth.clamped(5) == 20 && PanelWidth.clamped(500) == 200)
    }
}

/// The panel in a real pane: keys, the separator dragged with the mouse, and the width
/// remembered by the next session.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct PanelWidthPaneTests {
    /// The column of the separator on the first row: where `│` (`┃` while the picture has the keys) first appears.
    static func separatorColumn(_ screen: String) -> Int? {
        guard let first = screen.components(separatedBy: "\n").first, let i = first.firstIndex(where: { $0 == "│" || $0 == "┃" || $0 == "|" }) else { return nil }
        return first.distance(from: first.startIndex, to: i)
    }

    @Test func theWidthFollowsCommandKeysAndDragAndIsRememberedNextTime() throws {
        let home = NSTemporaryDirectory() + "meshplay-panel-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let env = ["TERM": "xterm-256color", "HOME": home, "XDG_STATE_HOME": home, "XDG_CONFIG_HOME": home + "/config"]
        do {
            let pane = try TmuxPane(columns: 160, rows: 40, environment: env, command: TmuxPane.meshplayCommand())
            #expect(pane.wait { Self.separatorColumn($0) == 53 } != nil, "a third of the window at first")
            pane.type("panel 70")
            pane.send(keys: "Enter")
            #expect(pane.wait { Self.separatorColumn($0) == 70 } != nil)
            // Tab gives the picture the keys; ] widens by four.
            pane.send(keys: "Tab")
            pane.type("]")
            #expect(pane.wait { Self.separatorColumn($0) == 74 } != nil)
            // Drag the separator (1-based SGR column 75) to column 61.
            pane.type("\u{1B}[<0;75;10M\u{1B}[<32;70;10M\u{1B}[<32;61;10M\u{1B}[<0;61;10m")
            #expect(pane.wait { Self.separatorColumn($0) == 60 } != nil)
            #expect(pane.wait { $0.contains("panel 60 columns") } != nil, "the drag's end is logged as a command")
            pane.type("q")
        }
        let settings = try String(contentsOfFile: home + "/config/meshplay/settings", encoding: .utf8)
        #expect(settings == "panel 60\n")
        let again = try TmuxPane(columns: 160, rows: 40, environment: env, command: TmuxPane.meshplayCommand())
        #expect(again.wait { Self.separatorColumn($0) == 60 } != nil, "the next session opens with the width remembered")
    }
}
