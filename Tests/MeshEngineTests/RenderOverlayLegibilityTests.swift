import Testing
@testable import MeshEngine

/// Overlays at terminal resolution (issue 37, item 6): index labels that do not run together,
/// wires that stand out from both sides, a legend for `deformation`, onion skins that stay faint.
struct RenderOverlayLegibilityTests {
    /// One unlit layer filling most of a 100×100 picture, `faces`×`faces` faces, drawn without
    /// anti-aliasing so every overlay pixel is exact.
    static func scene(faces: Int, content: Color = .black, background: Color = .black, edit: (inout MeshTransform) -> Void = { _ in }) -> Scene {
        var mesh = MeshTransform.identity(rows: faces, columns: faces)
        mesh.subdivisionSteps = 0
        edit(&mesh)
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(content), mesh: mesh)
        return Scene(size: Size(100, 100), layers: [layer], lighting: .unlit, background: background)
    }

    static func render(_ scene: Scene, _ configure: (inout RenderOptions) -> Void, ghosts: [Ghost] = []) -> Image {
        let r = Renderer()
        var options = RenderOptions(width: 100, height: 100, supersample: 1)
        configure(&options)
        r.render(scene, options: options, ghosts: ghosts)
        return r.image
    }

    static func inkCount(of text: String) -> Int {
        text.reduce(0) { $0 + BitmapFont.standard.glyph(for: $1).bits.nonzeroBitCount }
    }

    @Test func fourLabelsAtOnePointTakeFourPlacesAndStayWhole() {
        // Every vertex of one face moved to the picture's centre: the labels 0…3 share a point.
        let image = Self.render(Self.scene(faces: 1) { mesh in
            for v in mesh.vertices.indices { mesh.vertices[v].to = Point3D(0.5, 0.5, 0) }
        }, { $0.overlays = [.indices] })
        let digits = image.pixels.filter { $0 == Renderer.indexColor.packed }.count
        #expect(digits == Self.inkCount(of: "0123"), "each digit keeps all its pixels: none drawn over another")
    }

    @Test func aFifthLabelWithNoFreePlaceIsLeftOut() {
        // A 2×1 grid has six vertices; all at one point leave room for four labels.
        let image = Self.render(Self.scene(faces: 1) { mesh in
            mesh = MeshTransform.identity(rows: 1, columns: 2)
            mesh.subdivisionSteps = 0
            for v in mesh.vertices.indices { mesh.vertices[v].to = Point3D(0.5, 0.5, 0) }
        }, { $0.overlays = [.indices] })
        let digits = image.pixels.filter { $0 == Renderer.indexColor.packed }.count
        // Coarse to fine over six vertices: 0, 4, 2, 1, 3, 5; the first four find places.
        #expect(digits == Self.inkCount(of: "0421"))
    }

    @Test func labelsAreTakenCoarseToFine() {
        #expect(LabelSpace.order(count: 0) == [])
        #expect(LabelSpace.order(count: 6) == [0, 4, 2, 1, 3, 5])
        let order = LabelSpace.order(count: 200)
        #expect(order.count == 200 && Set(order).count == 200)
        #expect(Array(order.prefix(4)) == [0, 64, 128, 192])
        #expect(Array(order.dropFirst(4).prefix(3)) == [32, 96, 160])
    }

    @Test func aWireAlongALightSurfaceOverDarkBackgroundIsLight() {
        // White content on a black background: the mesh's border lines have black on one side.
        // A margin of 1/8 puts the layer's left and top edges on x, y = 10: the lines there lie
        // on white pixels with black beside them, where dark ink used to go.
        let scene = Self.scene(faces: 2, content: .white)
        let plain = Self.render(scene) { $0.margin = 0.125 }
        let wired = Self.render(scene) { $0.margin = 0.125; $0.overlays = [.wireframe] }
        var border = 0, inside = 0
        let changed = { (x: Int, y: Int) in plain.pixels[y * 100 + x] != wired.pixels[y * 100 + x] }
        let dark = { (x: Int, y: Int) in !Image.isLight(plain.pixels[y * 100 + x]) }
        for y in 1..<99 {
            for x in 1..<99 where changed(x, y) {
                // The mesh's lines are axis-aligned: a line's pixel has changed pixels along it.
                let horizontal = changed(x - 1, y) || changed(x + 1, y), vertical = changed(x, y - 1) || changed(x, y + 1)
                // Crossings and junctions keep the ink of the line drawn first.
                guard horizontal != vertical else { continue }
                let sides = horizontal ? dark(x, y - 1) || dark(x, y + 1) : dark(x - 1, y) || dark(x + 1, y)
                if dark(x, y) || sides {
                    border += 1
                    #expect(wired.pixels[y * 100 + x] == Renderer.wireColor.packed, "(\(x), \(y)) beside the dark background")
                } else {
                    inside += 1
                    #expect(wired.pixels[y * 100 + x] == Renderer.wireOnLightColor.packed, "(\(x), \(y)) with light on both sides")
                }
            }
        }
        #expect(border > 100 && inside > 50, "border \(border), inside \(inside)")
    }

    @Test func deformationHasALegendFromZeroToTheMostDeformedDistance() {
        let scene = Self.scene(faces: 2) { $0.vertices[4].to.z = 0.3 }
        let image = Self.render(scene) { $0.deformation = true }
        // The plate's first row is at 100 − (8 + 2) − 1; the ramp starts after "0" and 2 pixels.
        let font = BitmapFont.standard
        let rampX = 1 + 1 + font.width(of: "0") + 2, rampY = 100 - 10 - 1 + 1 + 2
        for k in 0..<16 {
            #expect(image.pixels[rampY * 100 + rampX + k] == Renderer.deformationColor(Double(k) / 15).packed, "ramp pixel \(k)")
        }
        // "0.3" after the ramp, in the label colour.
        var expected = Image(width: 100, height: 100, pixels: [UInt32](repeating: 0, count: 100 * 100))
        font.draw("0.3", into: &expected, x: rampX + 16 + 2, y: 100 - 10 - 1 + 1, color: Renderer.indexColor)
        for (k, p) in expected.pixels.enumerated() where p == Renderer.indexColor.packed {
            #expect(image.pixels[k] == p, "the legend's number at pixel \(k % 100), \(k / 100)")
        }
    }

    @Test(arguments: [(0.0, "0"), (0.3, "0.3"), (0.12345, "0.12"), (1.5, "1.5"), (0.003, "0.003"), (12.3, "12"), (0.1, "0.1")])
    func legendNumbersHaveTwoSignificantDigits(value: Double, text: String) {
        #expect(Renderer.legendNumber(value) == text)
    }

    @Test func deformationDotsAreLeftOutWhereVerticesCrowd() {
        // 20×20 faces over about 92 pixels: vertices under 5 pixels apart.
        let grey = Color(r: 90, g: 90, b: 90)
        let scene = Self.scene(faces: 20, content: .white, background: grey) { $0.vertices[200].to.z = 0.2 }
        let image = Self.render(scene) { $0.deformation = true }
        // Black outline pixels above the legend's plate would be the dots' outlines.
        let dots = image.pixels[0..<(100 * 80)].filter { $0 == Renderer.outlineColor.packed }.count
        #expect(dots == 0)
        let sparse = Self.render(Self.scene(faces: 2, content: .white, background: grey) { $0.vertices[4].to.z = 0.2 }) { $0.deformation = true }
        #expect(sparse.pixels[0..<(100 * 80)].contains(Renderer.outlineColor.packed), "apart, the dots stay")
    }

    @Test func eachPixelIsTintedOnceByTheNearestGhost() {
        // The ghosts' frame: the mesh moved 3 units right and down (3 pixels), so its lines
        // cross the current frame's wires only at points.
        var moved = Self.scene(faces: 4)
        moved.layers[0].position = Point2D(53, 53)
        let far = Ghost(scene: moved, color: Color(r: 200, g: 0, b: 0), alpha: 0.5)
        let near = Ghost(scene: moved, color: Color(r: 0, g: 200, b: 0), alpha: 0.5)
        let image = Self.render(Self.scene(faces: 4), { _ in }, ghosts: [far, near])
        let tinted = image.pixels.filter { $0 & 0xFFFFFF != 0 }.map { $0 & 0xFFFFFF }
        #expect(Set(tinted) == [Color(r: 0, g: 100, b: 0).packed & 0xFFFFFF], "only the nearest ghost's tint, at its alpha")
        #expect(tinted.count > 300, "\(tinted.count) pixels tinted")
    }

    @Test func aGhostIsNotDrawnAlongTheCurrentFramesWires() {
        let scene = Self.scene(faces: 4)
        let still = Ghost(scene: scene, color: Color(r: 0, g: 200, b: 0), alpha: 0.5)
        let image = Self.render(scene, { _ in }, ghosts: [still])
        #expect(image == Self.render(scene) { _ in }, "a frame where nothing moved leaves the picture as it is")
    }

    @Test func aGhostWithFivePixelFacesIsThinned() {
        // 20×20 faces on 100 pixels: every edge drawn would tint two pixels in five.
        let (_, changed) = RenderGhostTests.ghosted(RenderGhostTests.flat(faces: 20), RenderGhostTests.flat(faces: 20))
        #expect(changed < 100 * 100 / 5, "\(changed) pixels tinted")
    }
}
