import Foundation
import Testing
@testable import MeshEngine

/// Whole-scene renders: the article's lit ripple as a golden image, depth order, culling.
struct RenderSceneTests {
    static let texture = RenderTestSupport.checker(64, cells: 8, Color(r: 240, g: 240, b: 235), Color(r: 40, g: 90, b: 200))

    /// The article's CALight example: a 50×50 ripple, rotated −45° about X with m34 = −1/800.
    static func ripple(faces: Int = 24, lighting: Lighting = Lighting()) -> Scene {
        var mesh = MeshTransform.identity(rows: faces, columns: faces)
        mesh.subdivisionSteps = 0
        mesh.mapVertices { v, _ in
            var v = v
            let x = v.from.x - 0.5, y = v.from.y - 0.5
            v.to.z = 0.05 * sin((x * x + y * y).squareRoot() * 2 * .pi * 4)
            return v
        }
        var t = Transform3D.rotation(-.pi / 4, 1, 0, 0)
        t.m34 = -1.0 / 800
        let layer = Layer(size: Size(200, 200), position: Point2D(100, 100), content: .image(texture), mesh: mesh, transform: t)
        return Scene(size: Size(200, 200), layers: [layer], lighting: lighting)
    }

    @Test func litRippleMatchesGoldenImage() throws {
        let r = Renderer()
        let stats = r.render(Self.ripple(), options: RenderOptions(width: 64, height: 48, supersample: 2))
        RenderTestSupport.dump(r.image, "ripple")
        #expect(stats.notes.isEmpty)
        #expect(stats.faces == 24 * 24)
        try RenderTestSupport.expectMatchesFixture(r.image, named: "ripple-64x48")
    }
}

/// Overlays: control-mesh lines, diagonals, vertex dots, index numbers, selection.
struct RenderOverlayTests {
    static func scene(_ t: Triangulation = .diagonal02) -> Scene {
        var mesh = MeshTransform.identity(rows: 2, columns: 2)
        mesh.subdivisionSteps = 0
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(.black), mesh: mesh, triangulation: t)
        return Scene(size: Size(100, 100), layers: [layer], lighting: .unlit, background: .black)
    }

    static func count(_ image: Image, _ color: Color) -> Int { image.pixels.filter { $0 == color.packed }.count }

    @Test func wireframeTracesTheControlEdges() {
        let r = Renderer()
        r.render(Self.scene(), options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .wireframe, margin: 0))
        // Edges at x = 0, 50, 100 (clipped to 100) and the same in y.
        #expect(r.image[50, 17] == Renderer.wireColor)
        #expect(r.image[17, 50] == Renderer.wireColor)
        #expect(r.image[17, 17] == .black)
    }

    /// A control edge to a vertex behind the camera is cut at the near plane, as its faces are:
    /// the wireframe shows the part in front, which runs off the picture away from the centre.
    @Test func wireframeEdgesToAVertexBehindTheCameraShowTheirPartInFront() {
        var scene = Self.scene()
        scene.layers[0].transform = .perspective(distance: 300)
        scene.layers[0].mesh?.vertices[4].to.z = 5
        let r = Renderer()
        let stats = r.render(scene, options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .wireframe, margin: 0.2))
        // Vertex 1 (top middle) lands at about (50, 10); its edge to the centre vertex now runs up from it.
        let above = (0..<5).filter { r.image[50, $0] == Renderer.wireColor || r.image[50, $0] == Renderer.wireOnLightColor }
        #expect(above.count == 5, "\(above)")
        #expect(stats.notes.contains { $0.contains("behind the camera") })
    }

    @Test func diagonalsFollowTheTriangulation() {
        let r = Renderer()
        r.render(Self.scene(.diagonal02), options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .diagonals, margin: 0))
        #expect(r.image[25, 25] == Renderer.diagonalColor)
        #expect(r.image[25, 75 - 50] == Renderer.diagonalColor)
        r.render(Self.scene(.diagonal13), options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .diagonals, margin: 0))
        #expect(r.image[25, 25] == .black)
        #expect(r.image[25, 24] == Renderer.diagonalColor || r.image[25, 25] == Renderer.diagonalColor || r.image[24, 25] == Renderer.diagonalColor)
        r.render(Self.scene(.bilinear), options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .diagonals, margin: 0))
        #expect(Self.count(r.image, Renderer.diagonalColor) == 0)
    }

    @Test func verticesIndicesAndSelectionAreDrawn() {
        let r = Renderer()
        r.render(Self.scene(), options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: [.vertices, .indices],
                                                      selection: .vertex(layer: 0, index: 4), margin: 0.1))
        #expect(r.image[50, 50] == Renderer.selectionColor)
        #expect(Self.count(r.image, Renderer.indexColor) > 20)
        // Nine vertices: eight plain dots (5-pixel plus signs) and the selected one, drawn
        // bigger (13 pixels) in its own colour; each sits on a black outline.
        #expect(Self.count(r.image, Renderer.vertexColor) == 8 * 5)
        #expect(Self.count(r.image, Renderer.selectionColor) == 13)
        #expect(r.image[50, 53] == Renderer.outlineColor)
    }

    @Test func indexLabelsOfVerticesOnThePicturesEdgesAreDrawnWhole() {
        // Margin 0 puts the mesh's border on the picture's edges, as `fit` nearly does: the
        // labels of the top row and the right column would leave the picture above and right.
        let r = Renderer()
        r.render(Self.scene(), options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .indices, margin: 0))
        var whole = 0
        for index in 0..<9 {
            var label = Image(width: 32, height: 16)
            BitmapFont.standard.draw(String(index), into: &label, x: 0, y: 0, color: Renderer.indexColor)
            whole += Self.count(label, Renderer.indexColor)
        }
        #expect(Self.count(r.image, Renderer.indexColor) == whole)
        // Top left: below and right of the vertex; bottom right: above and left of it.
        #expect((1...9).contains { y in (2...7).contains { x in r.image[x, y] == Renderer.indexColor } })
        #expect((92...99).contains { y in (93...99).contains { x in r.image[x, y] == Renderer.indexColor } })
    }

    @Test func overlaysAreMarkedAsInkAndKeepFullAlpha() {
        var scene = Self.scene()
        scene.background = .clear
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: [.wireframe, .vertices, .indices],
                                               margin: 0.1))
        let image = r.image
        var inked = 0
        for (i, p) in image.pixels.enumerated() {
            let color = Color(packed: p)
            // Every overlay colour is ink; the black outline under dots and digits is content.
            let overlay = [Renderer.wireColor, Renderer.wireOnLightColor, Renderer.vertexColor, Renderer.indexColor].contains(color)
            #expect(image.ink.contains(i) == overlay, "pixel \(i % 101),\(i / 101): \(color)")
            if image.ink.contains(i) {
                inked += 1
                #expect(color.a == 255)
            }
        }
        #expect(inked > 300)
        // The next frame starts without ink.
        r.render(scene, options: RenderOptions(width: 101, height: 101, supersample: 1, margin: 0.1))
        #expect(r.image.ink.isEmpty)
    }

    @Test func wireframeInkTurnsDarkOverLightContent() {
        var scene = Self.scene()
        scene.layers[0].content = .solid(.white)
        scene.lighting = .unlit
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 101, height: 101, supersample: 1, overlays: .wireframe, margin: 0.1))
        #expect(Self.count(r.image, Renderer.wireOnLightColor) > 100)
        #expect(r.image[50, 30] == Renderer.wireOnLightColor)
    }
}

/// Large targets are drawn band by band; the result must not depend on it.
struct RenderBandTests {
    @Test(arguments: [Triangulation.diagonal02, .fan4, .bilinear])
    func bandedRenderEqualsTheDirectOne(mode: Triangulation) {
        var scene = RenderSceneTests.ripple(faces: 12)
        scene.layers[0].triangulation = mode
        var glass = Layer(size: Size(120, 80), position: Point2D(90, 110), content: .solid(Color(r: 200, g: 40, b: 40, a: 160)),
                          transform: .translation(0, 0, 30), opacity: 0.8)
        glass.transform = glass.transform.rotated(0.3, 0, 0, 1)
        scene.layers.append(glass)
        let options = RenderOptions(width: 400, height: 300, supersample: 2, overlays: .wireframe)
        let banded = Renderer(), direct = Renderer()
        direct.allowsBands = false
        let a = banded.render(scene, options: options), b = direct.render(scene, options: options)
        #expect(banded.context.bandRows != nil && direct.context.bandRows == nil)
        #expect(a.coveredPixels == b.coveredPixels && a.triangles == b.triangles)
        // Edge functions and attribute planes start at each triangle's own top row in a band
        // too, so the pictures are the same to the bit.
        #expect(banded.image.pixels == direct.image.pixels)
        let h1 = banded.hitTest(x: 200, y: 150), h2 = direct.hitTest(x: 200, y: 150)
        #expect(h1?.face == h2?.face && h1?.triangle == h2?.triangle && h1?.layer == h2?.layer)
    }
}
