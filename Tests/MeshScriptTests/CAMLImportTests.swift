import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `import caml` reads Core Animation archives in the forms real ones use (CAMLFixtures/README.txt),
/// and meshplay's own `export caml` back to the same tree and meshes.
@Suite struct CAMLImportTests {
    static func fixtures() throws -> InMemoryFileSystem {
        let dir = try #require(Bundle.module.url(forResource: "CAMLFixtures", withExtension: nil))
        let text = try String(contentsOf: dir.appendingPathComponent("forms.caml"), encoding: .utf8)
        return InMemoryFileSystem(textFiles: ["forms.caml": text])
    }

    @Test func theFormsOfARealArchiveReadAsTheirTree() throws {
        var s = session(["grid 1 1"], files: try Self.fixtures())
        let result = s.execute("import caml forms.caml")
        #expect(result.text == """
            imported forms.caml: 4 layers, 2 with a mesh transform, in a 400 × 300 container
            left out 1 hidden layer and its sublayers
            passed over 1 <filters>
            """, "\(result.text)")
        let layers = s.state.scene.layers
        #expect(layers.map(\.name) == ["stage", "ridge", "card", "tab"])
        #expect(layers.map(\.parent) == [nil, 0, 0, 2])
        #expect(layers.map(\.kind) == [.transform, .layer, .layer, .layer])
        // The attribute form: four vertices and one face, subdivision as CAMeshTransform's default here, 0.
        let ridge = try #require(layers[1].mesh)
        #expect(ridge.vertices.count == 4 && ridge.faces.count == 1 && ridge.vertices[2].to == Point3D(0.1, 1, 0.5))
        #expect(layers[1].size == Size(200, 100) && layers[1].position == Point2D(200, 200))
        // The element form keeps its subdivisionSteps.
        let card = try #require(layers[2].mesh)
        #expect(card.subdivisionSteps == 3 && card.vertices[4].to.z == 0.2 && card.faces.count == 2)
        #expect(layers[2].transform == .scale(0.25, 0.25, 1) && !layers[2].doubleSided)
        #expect(layers[3].transform == .rotation(.pi, 0, 0, 1) && layers[3].opacity == 0.75)
        #expect(layers[3].content == .solid(Color(r: 255, g: 128, b: 0)))
        #expect(s.state.scene.size == Size(400, 300))
        #expect(s.execute("undo").isSuccess)
        #expect(s.state.scene.layers.count == 1)
    }

    /// Every preset's tree and meshes go out with `export caml` and come back with `import caml`.
    @Test func meshplaysOwnArchiveReadsBackToTheSameTreeAndMeshes() throws {
        for var scene in CodeExportTests.scenes() {
            #expect(scene.session.execute("export caml s.caml budget 100000").isSuccess)
            let before = scene.session.state.scene
            var t = session(["grid 1 1"], files: scene.files)
            let result = t.execute("import caml s.caml")
            #expect(result.isSuccess, "\(scene.name): \(result.text)")
            let after = t.state.scene
            #expect(after.size == before.size && after.sublayerTransform == before.sublayerTransform, "\(scene.name)")
            #expect(after.layers.map(\.name) == before.layers.map(\.name), "\(scene.name)")
            #expect(after.layers.map(\.parent) == before.layers.map(\.parent), "\(scene.name)")
            #expect(after.layers.map(\.mesh) == before.layers.map(\.mesh), "\(scene.name)")
            #expect(after.layers.map(\.size) == before.layers.map(\.size) && after.layers.map(\.anchorPoint) == before.layers.map(\.anchorPoint))
            #expect(after.layers.map(\.doubleSided) == before.layers.map(\.doubleSided) && after.layers.map(\.opacity) == before.layers.map(\.opacity))
        }
    }

    @Test(arguments: [
        ("<caml><CALayer bounds=\"0 0 1 1\"><sublayers><CALayer bounds=\"0 0 x 1\"/></sublayers></CALayer></caml>",
         "CAML: <CALayer> bounds='0 0 x 1' is not 4 numbers", 1),
        ("<caml>\n<CALayer>\n<sublayers>\n<CALayer meshTransform=\"[0 0] [0 0 0] q\"/></sublayers></CALayer></caml>",
         "CAML: layer <CALayer>: meshTransform word 6 'q': expected [, v or f", 4),
        ("<caml><CALayer><sublayers><CALayer transform=\"skew(3)\"/></sublayers></CALayer></caml>",
         "CAML: <CALayer> transform='skew(3)': meshplay reads scale(…), rotate(…deg) and translate(…), not skew of 1", 1),
        ("<caml><CALayer>", "CAML: not well-formed XML", 1),
        ("{\"json\": true}", "CAML: not well-formed XML", 1),
    ])
    func aBadArchiveIsRefusedWhereItIsWrongAndChangesNothing(_ text: String, _ message: String, _ line: Int) throws {
        var s = session(["grid 2 2"], files: InMemoryFileSystem(textFiles: ["bad.caml": text]))
        let before = s.state
        let e = failure(&s, "import caml bad.caml")
        #expect(e?.message.hasPrefix(message) == true, "\(e?.message ?? "accepted")")
        #expect(e?.file == "bad.caml" && e?.line == line, "\(String(describing: e))")
        #expect(s.state == before)
    }
}
