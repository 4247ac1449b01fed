import Testing
@testable import MeshScript

/// Two sessions on one file: a plain `save` must not silently replace what the other saved.
@Suite struct SaveConflictTests {
    @Test func aPlainSaveRefusesAFileAnotherSessionSavedSince() {
        let files = InMemoryFileSystem(textFiles: ["shared.mesh": "grid 2 2\n"])
        var first = session(["load shared.mesh"], files: files)
        var second = session(["load shared.mesh"], files: files)
        #expect(first.execute("vertex 0 to.z 0.5").isSuccess)
        #expect(first.execute("save").text == "saved shared.mesh")
        let saved = files.text("shared.mesh")
        #expect(second.execute("vertex 8 to.z 0.7").isSuccess)
        let before = second.state
        #expect(second.execute("save").text == "error: shared.mesh: changed on disk since this session loaded or saved it "
            + "(another session or program wrote it): `save shared.mesh` writes over it, `save OTHER.mesh` keeps both")
        #expect(files.text("shared.mesh") == saved, "the other session's work is still there")
        #expect(second.state == before && second.hasUnsavedChanges)
        // Named, it writes over the file on purpose; after that a plain save works again.
        #expect(second.execute("save shared.mesh").text == "saved shared.mesh")
        #expect(second.execute("vertex 8 to.z 0.8").isSuccess)
        #expect(second.execute("save").text == "saved shared.mesh")
        // Its own saves are no conflict, nor is a file that is gone.
        #expect(first.execute("save other.mesh").isSuccess)
        #expect(first.execute("save").isSuccess)
        try? files.remove("other.mesh")
        #expect(first.execute("save").text == "saved other.mesh")
    }
}
