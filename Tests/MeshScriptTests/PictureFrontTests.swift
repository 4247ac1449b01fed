import Foundation
import MeshScript
import Testing

/// `cells` and `graphics` are the language's words and the front's settings: the session parses
/// them and hands them to ``PictureFront``, and the language does not import the terminal encoder.
@Suite struct PictureFrontTests {
    @Test func theSessionHandsTheWordsToTheFrontAndKeepsNone() {
        let front = WordEchoFront()
        var host = SessionHost()
        host.picture = front
        var s = Session(host: host)
        let before = s.state
        #expect(s.execute("cells octant").text == "cells: octant")
        #expect(front.cells == .octant)
        #expect(s.execute("cells next").text == "cells: half")
        #expect(s.execute("cells").text == "cells half")
        #expect(s.execute("graphics sixel").text == "graphics sixel")
        #expect(s.execute("graphics").text == "graphics sixel")
        #expect(s.state == before && !s.hasUnsavedChanges)
        // A word the language does not know never reaches the front.
        guard case let .failure(error) = s.execute("cells braille") else { Issue.record("accepted"); return }
        #expect(error.message.hasPrefix("unknown word 'braille': expected half, quadrant, sextant"), "\(error.message)")
        #expect(error.column == 7)
        #expect(front.cells == .half)
    }

    @Test func aSessionWithoutAFrontRefusesCellsAndChangesNothing() {
        var s = Session()
        guard case let .failure(error) = s.execute("cells octant") else { Issue.record("accepted"); return }
        #expect(error.description == "error: cells: this host draws no cells (it has no terminal front)")
        #expect(error.column == 0, "about the host, not a word of the line")
        #expect(s.execute("cells").text == "error: cells: this host draws no cells (it has no terminal front)")
    }

    /// The dependency runs from the front to the language: no file of the language imports the
    /// terminal encoder, and the package does not give it one.
    @Test func theLanguageDoesNotImportTheTerminalEncoder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/MeshScript")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("import TerminalOutput"), "\(file)")
        }
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains(#".target(name: "MeshScript", dependencies: ["MeshEngine"])"#))
    }
}
