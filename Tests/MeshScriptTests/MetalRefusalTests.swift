import Testing
@testable import MeshScript

/// `export metal` refusals carry why as a value (``MetalRefusal``), so a caller can match the
/// case, and the text is made from it in one place.
@Suite struct MetalRefusalTests {
    @Test func aFan4SplitIsRefusedWithItsTriangulation() throws {
        var s = session(["grid 2 2", "triangulation fan4"])
        let error = try #require(failure(&s, "export metal m.swift"))
        #expect(error.kind == .metalExportRefused(path: "m.swift", export: .metal, reason: .triangulation(layer: 0, .fan4)))
    }

    @Test func aFlippedFaceOnASubdividedMeshIsRefusedByItsOwnCase() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "flip 0", "subdivision 1"], files: files)
        let error = try #require(failure(&s, "export metal m.swift"))
        #expect(error.kind == .metalExportRefused(path: "m.swift", export: .metal, reason: .faceDiagonalsSubdivided(layer: 0)))
        #expect(error.description == "error: m.swift was not written: the Metal export would not draw this scene as meshplay does: "
                + "layer 0 is split by `triangulation with a face's own diagonal on a subdivided mesh` (the export splits each quad "
                + "along one diagonal: `triangulation diagonal02` or `diagonal13`)")
        #expect(files.text("m.swift") == nil)
    }
}
