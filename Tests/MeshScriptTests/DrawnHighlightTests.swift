@testable import MeshEngine
import Testing
@testable import MeshScript

/// The `inspect` highlight outlines the face where it was drawn: under subdivision and on the
/// limit surface, the drawn patch and its split, not the control quad they moved away from.
@Suite struct DrawnHighlightTests {
    /// A 2×2 grid seen face-on whose middle vertex is pulled right and a little down, grey and
    /// unlit: smoothing moves face 0's drawn corner well away from that control vertex, and off
    /// the line from corner 0 to it (the limit point of the middle vertex is (0.633, 0.544)).
    static func pulledGrid(_ subdivision: String, _ more: [String] = []) -> Session {
        InspectTests.session(["grid 2 2", "vertex 4 to 0.8 0.6 0", subdivision, "content solid #808080", "light clear",
                              "shading unlit", "viewport 320 240"] + more + ["inspect face 0"])
    }

    /// Whether a pixel of `color` lies within `radius` pixels of (`x`, `y`).
    static func ink(_ color: Color, nearX x: Int, y: Int, radius: Int = 1, in image: Image) -> Bool {
        for dy in -radius...radius {
            for dx in -radius...radius where image[x + dx, y + dy] == color { return true }
        }
        return false
    }

    @Test(arguments: ["subdivision 2", "subdivision 3 limit"])
    func aSubdividedFacesHighlightFollowsTheDrawnPatchNotItsControlQuad(_ subdivision: String) throws {
        let s = Self.pulledGrid(subdivision)
        let frame = s.renderedFrame(width: 320, height: 240)
        #expect(frame.drawnSplits(layer: 0, face: 0).count > 1)
        let control = try #require(frame.projectedVertex(layer: 0, index: 4))
        // In each column across face 0, the highlight lies on the last row the hit buffer gives
        // to face 0 before face 2 begins: the patch's drawn lower edge.
        let corner0 = try #require(frame.projectedVertex(layer: 0, index: 0))
        var checked = 0
        for x in stride(from: Int(corner0.x) + 8, to: Int(control.x) - 8, by: 6) {
            guard let edge = (0..<frame.height - 1).first(where: {
                frame.hitTest(x: x, y: $0)?.face == 0 && frame.hitTest(x: x, y: $0 + 1)?.face == 2
            }) else { continue }
            checked += 1
            #expect(Self.ink(Renderer.selectionColor, nearX: x, y: edge, radius: 2, in: frame.image), "column \(x), edge at row \(edge)")
        }
        #expect(checked > 5)
        // The control vertex the old outline ran through is off the drawn patch.
        #expect(frame.hitTest(x: Int(control.x), y: Int(control.y))?.face != 0)
        #expect(!Self.ink(Renderer.selectionColor, nearX: Int(control.x), y: Int(control.y), radius: 3, in: frame.image))
    }

    @Test(arguments: ["diagonal02", "fan4"])
    func aFaceOnTheLimitSurfaceShowsItsSplitWhereItWasDrawn(_ mode: String) throws {
        let s = Self.pulledGrid("subdivision 0 limit", ["triangulation \(mode)"])
        let frame = s.renderedFrame(width: 320, height: 240)
        #expect(frame.drawnSplits(layer: 0, face: 0).map(\.split) == [Triangulation(rawValue: mode)])
        // Along a row through face 0, the hit buffer turns from one triangle to the next where
        // the drawn diagonal (or spoke) is: the highlight draws it there. (Not diagonal13: the
        // boundary vertices 1 and 3 stay where they are on the limit surface.)
        let top = try #require(frame.projectedVertex(layer: 0, index: 0)), control = try #require(frame.projectedVertex(layer: 0, index: 4))
        let y = Int(top.y + (control.y - top.y) * 0.4)
        let xs = (Int(top.x)..<frame.width - 1).filter {
            let a = frame.hitTest(x: $0, y: y), b = frame.hitTest(x: $0 + 1, y: y)
            return a?.face == 0 && b?.face == 0 && a?.triangle != b?.triangle
        }
        let x = try #require(xs.first)
        #expect(Self.ink(Renderer.diagonalColor, nearX: x, y: y, in: frame.image), "row \(y): the triangles meet at x \(x)")
    }

    /// Face 3 reaches behind the camera (corners 7 and 8): its highlight shows the part drawn,
    /// cut at the near plane as the wireframe is, not only the one edge wholly in front.
    @Test func aFaceReachingBehindTheCameraIsHighlightedWhereItWasDrawn() throws {
        let s = InspectTests.session(["grid 2 2", "subdivision 0", "transform perspective 300", "transform translate 0 0 230",
                                      "transform rotate 60 1 0 0", "content solid #808080", "light clear", "shading unlit",
                                      "viewport 320 200", "inspect face 3"])
        let frame = s.renderedFrame(width: 320, height: 200)
        #expect(frame.projectedVertex(layer: 0, index: 8) == nil, "the case must reach behind the camera")
        let corner = try #require(frame.projectedVertex(layer: 0, index: 4))
        var checked = 0
        for y in stride(from: Int(corner.y) + 10, to: frame.height - 2, by: 10) {
            // Where face 3 begins along the row: its edge 4-7.
            guard let left = (0..<frame.width - 1).first(where: { frame.hitTest(x: $0 + 1, y: y)?.face == 3 }) else { continue }
            #expect(Self.ink(Renderer.selectionColor, nearX: left + 1, y: y, radius: 2, in: frame.image), "row \(y): edge 4-7 at \(left + 1)")
            // Where its triangles meet: the diagonal 4-8.
            if let x = (left..<frame.width - 1).first(where: {
                let a = frame.hitTest(x: $0, y: y), b = frame.hitTest(x: $0 + 1, y: y)
                return a?.face == 3 && b?.face == 3 && a?.triangle != b?.triangle
            }) {
                checked += 1
                #expect(Self.ink(Renderer.diagonalColor, nearX: x, y: y, in: frame.image), "row \(y): the triangles meet at x \(x)")
            }
        }
        #expect(checked > 3)
    }

    /// The onion skin goes under the overlays: the ghosts of a still edge lie on the inspected
    /// face's outline and must not tint it.
    @Test func theOnionSkinStaysUnderTheInspectedFacesOutline() throws {
        var s = InspectTests.session(["grid 2 2", "subdivision 0", "key a", "vertex 4 to.z 0.3", "vertex 4 to.x 0.7", "key b",
                                      "animate a b duration 1", "content solid #808080", "light clear", "shading unlit",
                                      "viewport 320 240", "frame 15", "inspect face 0"])
        let a = try #require(s.renderedFrame(width: 320, height: 240).projectedVertex(layer: 0, index: 0))
        let b = try #require(s.renderedFrame(width: 320, height: 240).projectedVertex(layer: 0, index: 3))
        #expect(s.execute("onion 1").isSuccess)
        let frame = s.renderedFrame(width: 320, height: 240)
        // Edge 0-3, the layer's left border, stays still: its ghosts lie on it.
        for t in [0.25, 0.5, 0.75] {
            let x = Int((a.x + (b.x - a.x) * t).rounded(.down)), y = Int((a.y + (b.y - a.y) * t).rounded(.down))
            #expect(Self.ink(Renderer.selectionColor, nearX: x, y: y, in: frame.image), "(\(x), \(y))")
        }
    }

    /// `inspect none` takes the highlight away, as `overlay none` does the overlays: the picture
    /// is the one drawn before `inspect`, and like `inspect` it is no edit, so nothing to undo.
    @Test func inspectNoneClearsTheHighlightAndIsNoEdit() {
        var s = InspectTests.session(["grid 2 2", "content solid #808080", "light clear", "shading unlit", "viewport 160 120"])
        let plain = s.renderedFrame(width: 160, height: 120).image
        let steps = s.document.undoStack.count
        #expect(s.execute("inspect none").text == "inspect: no face was highlighted")
        #expect(s.execute("inspect face 3").isSuccess)
        #expect(s.renderedFrame(width: 160, height: 120).image != plain)
        #expect(s.execute("inspect none").text == "inspect: face 3 no longer highlighted")
        #expect(s.viewSettings.inspected == nil)
        #expect(s.renderedFrame(width: 160, height: 120).image == plain)
        #expect(s.document.undoStack.count == steps)
        #expect(s.execute("inspect none extra").text == "error: unexpected 'extra' after the command")
    }
}
