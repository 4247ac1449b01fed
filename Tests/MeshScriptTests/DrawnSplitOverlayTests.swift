@testable import MeshEngine
import Testing
@testable import MeshScript

/// The `diagonals` overlay and the `inspect` highlight draw the split the rasterizer used,
/// where it used it; `inspect` says when a triangle faces away or a corner is behind the camera.
@Suite struct DrawnSplitOverlayTests {
    /// One face turned 60° about y under strong perspective: the projected centre of the quad
    /// lies well right of the average of its projected corners.
    static let tiltedFan = ["grid 1 1", "subdivision 0", "transform perspective 250", "transform rotate 60 0 1 0",
                            "triangulation fan4", "zoom 0.5", "content solid #808080", "light clear", "shading unlit",
                            "viewport 400 300"]

    /// Whether a pixel of the diagonal colour lies within one pixel of `p`.
    static func diagonalInk(near p: Point2D, in image: Image) -> Bool {
        let x = Int(p.x.rounded(.down)), y = Int(p.y.rounded(.down))
        for dy in -1...1 {
            for dx in -1...1 where image[x + dx, y + dy] == Renderer.diagonalColor { return true }
        }
        return false
    }

    @Test(arguments: [["overlay diagonals on"], ["inspect face 0"]])
    func fanSpokesMeetWhereTheRasterizerPutTheCentre(_ show: [String]) throws {
        let s = InspectTests.session(Self.tiltedFan + show)
        let frame = s.renderedFrame(width: 400, height: 300)
        let centre = try #require(frame.project(Point3D(0.5, 0.5, 0), inLayer: 0))
        let corners = try (0..<4).map { try #require(frame.projectedVertex(layer: 0, index: $0)) }
        let average = Point2D(corners.map(\.x).reduce(0, +) / 4, corners.map(\.y).reduce(0, +) / 4)
        #expect(centre.x - average.x > 8, "the case must tell the two apart")
        // The hit buffer changes from the left triangle (3 = 2-0-centre) to the right one
        // (1 = 1-3-centre) at the projected centre: that is where the spokes must cross.
        let y = Int(centre.y.rounded(.down))
        #expect(frame.hitTest(x: Int(centre.x) - 3, y: y)?.triangle == 3)
        #expect(frame.hitTest(x: Int(centre.x) + 3, y: y)?.triangle == 1)
        #expect(Self.diagonalInk(near: centre, in: frame.image))
        #expect(!Self.diagonalInk(near: average, in: frame.image))
    }

    /// A bumpy, tilted grid of `faces`² faces under `shorter`, grey and unlit with the diagonals
    /// overlay, drawn at `width`×`height`: its faces go both ways.
    static func bumpyShorterGrid(faces: Int, subdivision: Int, width: Int, height: Int) -> RenderedFrame {
        let s = InspectTests.session(["grid \(faces) \(faces)", "subdivision \(subdivision)", "map to.z = 0.3 * sin(u * 7) * cos(v * 5)",
                                      "transform perspective 400", "transform rotate 50 1 0.3 0", "triangulation shorter",
                                      "content solid #808080", "light clear", "shading unlit", "overlay diagonals on",
                                      "viewport \(width) \(height)"])
        return s.renderedFrame(width: width, height: height)
    }

    @Test func diagonalsOverlayDrawsTheSplitEachFaceWasDrawnWith() throws {
        let frame = Self.bumpyShorterGrid(faces: 4, subdivision: 0, width: 320, height: 240)
        let mesh = try #require(frame.scene.layers[0].mesh)
        var ways = Set<Triangulation>()
        for f in mesh.faces.indices {
            let split = try #require(frame.drawnSplits(layer: 0, face: f).first).split
            ways.insert(split)
            let i = mesh.faces[f].indices
            let (a, b) = split == .diagonal02 ? (i[0], i[2]) : (i[1], i[3])
            let pa = try #require(frame.projectedVertex(layer: 0, index: a)), pb = try #require(frame.projectedVertex(layer: 0, index: b))
            #expect(Self.diagonalInk(near: Point2D((pa.x + pb.x) / 2, (pa.y + pb.y) / 2), in: frame.image), "face \(f): \(split)")
        }
        #expect(ways == [.diagonal02, .diagonal13])
    }

    @Test func aSubdividedFaceSplitBothWaysShowsTheDiagonalMostOfItsQuadsTook() throws {
        let frame = Self.bumpyShorterGrid(faces: 3, subdivision: 1, width: 480, height: 320)
        let mesh = try #require(frame.scene.layers[0].mesh)
        var mixed = 0
        for f in mesh.faces.indices {
            let quads = frame.drawnSplits(layer: 0, face: f)
            let d13 = quads.filter { $0.split == .diagonal13 }.count, d02 = quads.count - d13
            if d13 > 0 && d02 > 0 { mixed += 1 }
            let i = mesh.faces[f].indices
            let (a, b) = d13 > d02 ? (i[1], i[3]) : (i[0], i[2])
            let pa = try #require(frame.projectedVertex(layer: 0, index: a)), pb = try #require(frame.projectedVertex(layer: 0, index: b))
            #expect(Self.diagonalInk(near: Point2D((pa.x + pb.x) / 2, (pa.y + pb.y) / 2), in: frame.image), "face \(f): \(d02) 0-2, \(d13) 1-3")
        }
        #expect(mixed > 0, "the case must have faces split both ways")
    }

    @Test func inspectSaysWhenTheFaceIsTurnedAwayAndHidden() {
        var s = InspectTests.session(["grid 2 2", "subdivision 0", "transform rotate 180 0 1 0", "layer doublesided off"])
        let lines = s.execute("inspect face 0").text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "triangles, by vertex (numbered as `pick` reports them): 0 = 0-1-4, 1 = 4-3-0")
        #expect(lines[3] == "both triangles turned away and not drawn (layer doublesided off)")
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        #expect(frame.hitTest(x: s.viewSettings.outputWidth / 2, y: s.viewSettings.outputHeight / 2) == nil)
    }

    @Test func inspectSaysWhenTheBackIsDrawn() {
        var s = InspectTests.session(["grid 2 2", "subdivision 0", "transform rotate 180 0 1 0"])
        let lines = s.execute("inspect face 0").text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "triangles drawn, by vertex (numbered as `pick` reports them): 0 = 0-1-4, 1 = 4-3-0")
        #expect(lines[3] == "both triangles turned away: the layer's back is drawn (layer doublesided on)")
    }

    @Test func inspectNamesTheOneFoldedTriangleThatIsHidden() {
        // Corner 2 pulled across diagonal 1-3 folds triangle 1 (1-2-3) over: it faces away.
        var s = InspectTests.session(["grid 1 1", "subdivision 0", "vertex 3 to 0.2 0.2 0", "triangulation diagonal13",
                                      "layer doublesided off"])
        let lines = s.execute("inspect face 0").text.split(separator: "\n").map(String.init)
        #expect(lines[3] == "triangle 1 turned away and not drawn (layer doublesided off)", "\(lines)")
    }

    @Test func shorterBehindTheCameraSaysItDidNotCompare() {
        var s = InspectTests.session(["grid 2 2", "subdivision 0", "transform perspective 300", "transform translate 0 0 230",
                                      "transform rotate 60 1 0 0", "triangulation shorter"])
        let text = s.execute("inspect face 3").text
        #expect(text.split(separator: "\n")[1]
            == "diagonal: 0-2 (layer triangulation shorter; a corner is behind the camera, so 0-2 without comparing)")
        #expect(s.execute("inspect face 0").text.split(separator: "\n")[1] == "diagonal: 0-2 (layer triangulation shorter, the shorter on screen)")
    }

    @Test func helpTriangulationSaysWhatEveryModeDoes() {
        var s = Session()
        let lines = s.execute("help triangulation").text.split(separator: "\n")
        for mode in Triangulation.allCases {
            #expect(lines.contains { $0.hasPrefix("\(mode.rawValue): ") }, "\(mode)")
        }
    }

    @Test func facesListsThePerFaceDiagonals() {
        var s = InspectTests.session(["grid 2 2", "flip 1", "diagonal 3 0-2"])
        #expect(s.execute("faces").text == "0: [0 1 4 3]\n1: [1 2 5 4] diagonal 1-3\n2: [3 4 7 6]\n3: [4 5 8 7] diagonal 0-2")
        #expect(s.execute("diagonal 3 auto").isSuccess)
        #expect(s.execute("faces").text == "0: [0 1 4 3]\n1: [1 2 5 4] diagonal 1-3\n2: [3 4 7 6]\n3: [4 5 8 7]")
    }

    @Test(arguments: ["diagonal02", "diagonal13"])
    func pickOnASubdividedFaceNamesItsQuadsSplit(_ mode: String) throws {
        var s = InspectTests.session(["grid 2 2", "subdivision 1", "triangulation \(mode)"])
        let text = s.execute("pick 70 50").text
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        let hit = try #require(frame.hitTest(x: 70, y: 50))
        let split = mode == "diagonal02" ? "split 0-2" : "split 1-3"
        #expect(text.hasSuffix(", subdivided face \(hit.subdividedFace) (\(split))"), "\(text)")
    }

    /// The first quad of control face 0 is subdivided face 0: it is named like every other.
    @Test func pickNamesSubdividedFaceZero() throws {
        var s = InspectTests.session(["grid 1 1", "subdivision 1"])
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        let corner = try #require((0..<frame.height).lazy.flatMap { y in (0..<frame.width).lazy.map { (x: $0, y: y) } }
            .first { frame.hitTest(x: $0.x, y: $0.y)?.subdividedFace == 0 })
        #expect(s.execute("pick \(corner.x) \(corner.y)").text.hasSuffix(", subdivided face 0 (split 0-2)"))
        // Without subdivision there is none to name.
        var plain = InspectTests.session(["grid 1 1", "subdivision 0"])
        #expect(!plain.execute("pick \(corner.x) \(corner.y)").text.contains("subdivided"))
    }
}
