import Foundation
import Testing
@testable import meshplay

/// Tab after a command that takes a file offers the names in the folder the typed path points into.
@Suite struct FileNameCompletionTests {
    /// A folder with a scene, a subfolder, a hidden file and a name with a space.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "meshplay-complete-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/meshes", withIntermediateDirectories: true)
        for name in ["me.mesh", ".hidden.mesh", "my scene.mesh", "meshes/jelly.mesh", "other.obj"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
        }
        return folder
    }

    @Test func namesInTheTypedFolderAreOfferedFoldersWithASlash() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileNames.completing(folder + "/me") == [folder + "/me.mesh", folder + "/meshes/"])
        #expect(FileNames.completing(folder + "/meshes/") == [folder + "/meshes/jelly.mesh"])
        // Hidden only when asked for; a name with a space as it is (the line quotes it).
        #expect(FileNames.completing(folder + "/.") == [folder + "/.hidden.mesh"])
        #expect(FileNames.completing(folder + "/my") == [folder + "/my scene.mesh"])
        #expect(FileNames.completing(folder + "/nothing-here/x").isEmpty)
    }

    @Test func severalPathsAreListedByTheirLastName() {
        #expect(["meshes/jelly.mesh", "meshes/wave/", "zoom", "/a/b/"].map(FileNames.shown) == ["jelly.mesh", "wave/", "zoom", "b/"])
    }

    @Test func thePlaygroundOffersFilesOnlyWhereACommandTakesOne() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = PlaygroundModel(session: .init())
        #expect(model.completions(after: ["load"], partial: folder + "/oth") == [folder + "/other.obj"])
        #expect(model.completions(after: ["import"], partial: folder + "/oth") == ["obj", "json", "caml"])
    }

    /// A name with a space is offered in quotes, as the command line reads it back; a folder
    /// with one keeps its quote open, so the next Tab goes on inside it; a typed quote is read.
    @Test func namesWithSpacesAreOfferedQuoted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/my folder", withIntermediateDirectories: true)
        let model = PlaygroundModel(session: .init())
        #expect(model.completions(after: ["load"], partial: folder + "/my") == ["\"\(folder)/my folder/", "\"\(folder)/my scene.mesh\""])
        #expect(model.completions(after: ["load"], partial: "\"\(folder)/my s") == ["\"\(folder)/my scene.mesh\""])
        var editor = LineEditor()
        editor.insert("load \(folder)/my")
        #expect(editor.complete { model.completions(after: $0, partial: $1) }.count == 2)
        #expect(editor.text == "load \"\(folder)/my ")
        editor.insert("s")
        #expect(editor.complete { model.completions(after: $0, partial: $1) }.isEmpty)
        #expect(editor.text == "load \"\(folder)/my scene.mesh\" ")
        #expect(model.execute(editor.text).text.contains("my scene.mesh"), "the line reads the name back")
    }
}
