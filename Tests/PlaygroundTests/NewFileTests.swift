import Foundation
import Testing

/// `meshplay FILE` for a file that does not exist yet opens it as a new document, as an editor
/// does: an empty scene named after the file, nothing unsaved, and `save` creating it. A file in
/// a folder that does not exist is still an error before the screen opens.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct NewFileTests {
    static let environment = ["TERM": "xterm-256color"]

    @Test func aMissingFileOpensAsANewDocumentThatSaveCreates() throws {
        let folder = NSTemporaryDirectory() + "meshplay-new-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/fresh.mesh"
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand([file]))
        #expect(pane.wait { PlaygroundTests.panelText($0).contains("fresh.mesh is a new file: save writes it") } != nil)
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ fresh.mesh │") } != nil)
        #expect(!FileManager.default.fileExists(atPath: file))
        pane.type("grid 2 2")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ fresh.mesh ● │") } != nil)
        pane.type("save")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ fresh.mesh │") } != nil)
        let text = String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
        #expect(text.contains("grid 2 2"), "\(text)")
    }

    @Test func aNewFileInAMissingFolderIsRefusedBeforeTheScreenOpens() throws {
        let file = NSTemporaryDirectory() + "meshplay-no-folder-\(UUID().uuidString)/fresh.mesh"
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand([file]))
        #expect(pane.wait { $0.contains("fresh.mesh: no such file") && $0.contains("[exited 1]") } != nil)
    }
}
