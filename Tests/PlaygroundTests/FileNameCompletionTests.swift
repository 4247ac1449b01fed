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
        // Hidden only when asked for; a name a command word cannot hold unquoted, never.
        #expect(FileNames.completing(folder + "/.") == [folder + "/.hidden.mesh"])
        #expect(!FileNames.completing(folder + "/").contains { $0.contains(" ") })
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
        #expect(model.completions(after: ["import"], partial: folder + "/oth") == ["obj", "json"])
    }
}
