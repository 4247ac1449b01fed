@testable import MeshEngine
import Testing
@testable import MeshScript

/// `inspect face N` says what was drawn, and the rasterizer's hit buffer agrees, in every mode.
@Suite struct InspectTests {
    struct ModeCase: CustomTestStringConvertible, Sendable {
        var setup: [String]
        /// The line `inspect` must print about the split.
        var says: String
        var testDescription: String { setup.joined(separator: "; ") }
    }

    /// A 1×1 grid (face [0 1 3 2]) whose bottom-left corner is pulled in, so that 1-3 is the
    /// shorter diagonal on screen.
    static let skewed = ["grid 1 1", "subdivision 0", "vertex 2 to 0.3 0.6 0"]

    static let modes: [ModeCase] = [
        ModeCase(setup: skewed + ["triangulation diagonal02"], says: "diagonal: 0-2 (layer triangulation diagonal02)"),
        ModeCase(setup: skewed + ["triangulation diagonal13"], says: "diagonal: 1-3 (layer triangulation diagonal13)"),
        ModeCase(setup: skewed + ["triangulation shorter"], says: "diagonal: 1-3 (layer triangulation shorter, the shorter on screen)"),
        ModeCase(setup: ["grid 1 1", "subdivision 0", "vertex 3 to 0.7 0.6 0", "triangulation shorter"],
                 says: "diagonal: 0-2 (layer triangulation shorter, the shorter on screen)"),
        ModeCase(setup: skewed + ["triangulation fan4"], says: "split: fan4, four triangles around the centre, no diagonal (layer triangulation fan4)"),
        ModeCase(setup: skewed + ["triangulation bilinear"],
                 says: "split: bilinear, no diagonal: every pixel is mapped through the exact patch; the 0-2 halves only bound it (layer triangulation bilinear)"),
        ModeCase(setup: skewed + ["triangulation diagonal02", "diagonal 0 1-3"], says: "diagonal: 1-3 (per-face override)"),
        ModeCase(setup: skewed + ["triangulation shorter", "diagonal 0 0-2"], says: "diagonal: 0-2 (per-face override)"),
        ModeCase(setup: skewed + ["triangulation fan4", "diagonal 0 0-2"], says: "diagonal: 0-2 (per-face override)"),
    ]

    static func session(_ lines: [String]) -> Session {
        var s = Session()
        for line in lines { #expect(s.execute(line).isSuccess, "\(line)") }
        return s
    }

    @Test(arguments: modes)
    func inspectSaysWhatTheHitBufferShows(_ c: ModeCase) throws {
        var s = InspectTests.session(c.setup)
        let text = s.execute("inspect face 0").text
        #expect(text.split(separator: "\n").map(String.init).contains(c.says), "\(text)")
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        let quads = frame.drawnSplits(layer: 0, face: 0)
        #expect(quads.count == 1)
        let split = try #require(quads.first).split
        // The triangles inspect lists, in vertex numbers of face [0 1 3 2].
        let listed = try #require(text.split(separator: "\n").first { $0.hasPrefix("triangles drawn") })
        let face = try #require(s.state.scene.layers[0].mesh?.faces[0].indices)
        let expected = split.triangles.enumerated().map { t, corners in
            "\(t) = " + corners.map { $0 == 4 ? "centre" : String(face[$0]) }.joined(separator: "-")
        }.joined(separator: ", ")
        #expect(listed == "triangles drawn, by vertex (numbered as `pick` reports them): " + expected)
        // Each listed triangle's centroid, on screen, is that triangle in the hit buffer.
        let corners = try (0..<4).map { k in try #require(frame.projectedVertex(layer: 0, index: face[k])) }
        let centre = Point2D(corners.map(\.x).reduce(0, +) / 4, corners.map(\.y).reduce(0, +) / 4)
        for (t, tri) in split.triangles.enumerated() {
            let pts = tri.map { $0 == 4 ? centre : corners[$0] }
            let cx = pts.map(\.x).reduce(0, +) / 3, cy = pts.map(\.y).reduce(0, +) / 3
            let hit = try #require(frame.hitTest(x: Int(cx.rounded(.down)), y: Int(cy.rounded(.down))))
            #expect(hit.face == 0 && hit.triangle == t, "triangle \(t) of \(split) at (\(cx), \(cy)) hit \(hit)")
        }
    }

    static let unseen = "no pixel of this frame shows it: "

    @Test(arguments: [
        (["grid 2 2", "subdivision 0", "transform perspective 100", "transform translate 0 0 150"], "its corners are all behind the viewer"),
        (["grid 2 2", "subdivision 0", "transform translate 1000 0 0"],
         "it is hidden by nearer faces, lies outside the picture, is smaller than a pixel or its content is transparent there"),
    ])
    func inspectSaysWhenNoPixelShowsTheFace(_ setup: [String], _ why: String) throws {
        var s = InspectTests.session(setup)
        let lines = s.execute("inspect face 0").text.split(separator: "\n").map(String.init)
        #expect(lines.contains(Self.unseen + why), "\(lines)")
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        #expect(frame.pixelCount(layer: 0, face: 0) == 0)
        #expect(s.execute("pick 80 60").text == "(80, 60) shows the background (the viewport is 160×120)")
    }

    /// On screen, but sampling only below the content, which is transparent there: the reason
    /// is that, not a nearer face, the picture's edge or its size.
    @Test func inspectSaysWhenAFaceShowsOnlyTransparentContent() {
        var s = InspectTests.session(["grid 2 2", "subdivision 0", "vertex 0 from 0 1.1", "vertex 1 from 0.5 1.2", "vertex 3 from 0 1.3",
                                      "vertex 4 from 0.5 1.4"])
        let lines = s.execute("inspect face 0").text.split(separator: "\n").map(String.init)
        #expect(lines.contains(Self.unseen + "its from points all lie outside the layer (v > 1 at every corner), where the content is transparent"),
                "\(lines)")
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        #expect(frame.pixelCount(layer: 0, face: 0) == 0)
        let corner = frame.projectedVertex(layer: 0, index: 0)
        #expect(corner.map { $0.x >= 0 && $0.y >= 0 && $0.x < 160 && $0.y < 120 } == true, "the face is in the picture")
    }

    /// `diagonal FACE` alone prints the setting in the words that set it, with what was drawn,
    /// and changes nothing.
    @Test func aFacesDiagonalAloneSaysItsSettingAndWhatWasDrawn() {
        var s = InspectTests.session(InspectTests.skewed + ["triangulation shorter"])
        #expect(s.execute("diagonal 0").text == "diagonal 0 auto (triangulation shorter; drawn split 1-3)")
        _ = s.execute("diagonal 0 0-2")
        let before = s.state
        #expect(s.execute("diagonal 0").text == "diagonal 0 0-2 (drawn split 0-2)")
        #expect(s.state == before)
        _ = s.execute("subdivision 1")
        #expect(s.execute("diagonal 0").text == "diagonal 0 0-2 (drawn as 4 subdivided quads: 4 split 0-2)")
        #expect(s.execute("diagonal 1").text == "error: face 1 does not exist: indices run 0…0")
    }

    @Test func aFaceTurnedAwayOnAOneSidedLayerIsExplainedOnce() {
        var s = InspectTests.session(["grid 2 2", "subdivision 0", "layer doublesided off", "transform rotate 180 0 1 0"])
        let text = s.execute("inspect face 0").text
        #expect(text.contains("both triangles turned away and not drawn (layer doublesided off)"), "\(text)")
        #expect(!text.contains(Self.unseen), "\(text)")
    }

    @Test func aFaceOnScreenHasNoSuchLine() {
        var s = InspectTests.session(["grid 2 2", "subdivision 0"])
        #expect(!s.execute("inspect face 0").text.contains(Self.unseen))
        #expect(s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight).pixelCount(layer: 0, face: 0) > 0)
    }

    @Test func flipActsOnTheDiagonalShorterDrew() {
        var s = InspectTests.session(InspectTests.skewed + ["triangulation shorter"])
        #expect(s.execute("flip 0").text == "face 0 now splits along 0-2")
        #expect(s.execute("inspect face 0").text.contains("diagonal: 0-2 (per-face override)"))
    }

    @Test func inspectUnderSubdivisionCountsTheDrawnQuads() {
        var s = InspectTests.session(["grid 1 1", "vertex 2 to 0.6 0.6 0", "triangulation shorter"])
        #expect(s.execute("inspect face 0").text.contains("drawn as 256 subdivided quads (layer triangulation shorter): 256 split 1-3"))
        _ = s.execute("subdivision 1")
        _ = s.execute("triangulation fan4")
        #expect(s.execute("inspect face 0").text.contains("drawn as 4 subdivided quads (layer triangulation fan4): 4 fan4"))
    }

    /// Under subdivision `inspect` names the subdivided faces `pick` reports and, where `shorter`
    /// split them differently, maps which way each went, row by row in the face's own order.
    @Test func inspectUnderSubdivisionMapsEachQuadsDiagonal() {
        var s = InspectTests.session(["grid 1 1", "vertex 2 to 0.6 0.6 0", "vertex 3 to 0.1 0.7 0", "triangulation shorter", "subdivision 2"])
        let lines = s.execute("inspect face 0").text.components(separatedBy: "\n")
        #expect(lines[1] == "drawn as 16 subdivided quads (layer triangulation shorter): 6 split 0-2, 10 split 1-3")
        #expect(lines[2] == "subdivided faces 0…15 (pick names the one under the pointer), 4×4 in the face's own order, rows from "
            + "its corner 0 (vertex 0) toward corner 3 (vertex 2) and columns toward corner 1 (vertex 1), each quad with the face's "
            + "corner order; by row (\\ split 0-2, / split 1-3, x fan4, o bilinear):")
        #expect(Array(lines[3...6]) == ["  //\\\\", "  //\\\\", "  ///\\", "  \\///"])
        // The map agrees with what `pick` says of a quad: the top-right one is subdivided face 3.
        let frame = s.renderedFrame(width: s.viewSettings.outputWidth, height: s.viewSettings.outputHeight)
        let topRight = frame.drawnSplits(layer: 0, face: 0).first { $0.subdividedFace == 3 }
        #expect(topRight?.split == .diagonal02)
        // One split for all: no map. Too many to map: said.
        _ = s.execute("triangulation diagonal13")
        #expect(s.execute("inspect face 0").text.components(separatedBy: "\n").count(where: { $0.hasPrefix("  ") }) == 0)
        _ = s.execute("triangulation shorter")
        _ = s.execute("subdivision 5")
        #expect(s.execute("inspect face 0").text.contains("32×32 is too many to map here (subdivision 4 or less maps them)"))
    }

    @Test func inspectHighlightsTheFaceInThePicture() {
        var s = InspectTests.session(InspectTests.skewed)
        let before = s.renderFrame(width: 80, height: 60).image
        _ = s.execute("inspect face 0")
        #expect(s.renderOptions(width: 80, height: 60).highlight == .face(layer: 0, index: 0))
        let after = s.renderFrame(width: 80, height: 60).image
        let yellow = Renderer.selectionColor.packed
        #expect(!before.pixels.contains(yellow) && after.pixels.contains(yellow))
    }

    @Test func pickAndStatsReadTheFrameOnScreen() {
        var s = InspectTests.session(InspectTests.skewed)
        _ = s.renderedFrame(width: 160, height: 120)
        let draws = s.host.frames.draws
        #expect(s.execute("pick 80 60").text.hasPrefix("layer 0 (layer), face 0"))
        #expect(s.execute("stats").isSuccess)
        #expect(s.host.frames.draws == draws, "same state, frame and options: nothing is drawn again")
        _ = s.execute("vertex 2 to 0.7 0.7 0")
        _ = s.execute("pick 80 60")
        #expect(s.host.frames.draws == draws + 1, "an edit makes a new frame")
    }
}
