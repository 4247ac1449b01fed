import MeshEngine
import Testing
@testable import MeshScript

/// `pick X Y mesh|uikit|both` on the Core Animation book's cube with a button on face 3
/// ("Touch Events", Figure 5.23): the picture shows the button in front, but UIKit's `hitTest:`
/// asks the faces added later first, so faces 5 and 6 take the tap until face 3 is added last
/// or their interaction is off.
@Suite struct PickModeTests {
    static func cube(_ lines: [String] = []) -> Session {
        var s = Session()
        for line in ["preset cube-button", "viewport 200 160"] + lines {
            if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") }
        }
        return s
    }

    /// The pixel that shows the middle of the button.
    static func buttonPixel(_ s: Session) throws -> (x: Int, y: Int) {
        let button = try #require(s.state.scene.layers.firstIndex { $0.name == "button" })
        let p = try #require(s.renderedFrame(width: 200, height: 160).project(Point3D(0.5, 0.5, 0), inLayer: button))
        return (Int(p.x), Int(p.y))
    }

    static func pick(_ s: inout Session, _ mode: String) throws -> String {
        let (x, y) = try buttonPixel(s)
        return s.execute("pick \(x) \(y) \(mode)").text
    }

    @Test func theButtonIsDrawnInFrontButUIKitSendsTheTapToAHiddenFace() throws {
        var s = Self.cube()
        let mesh = try Self.pick(&s, "mesh")
        #expect(mesh.hasPrefix("layer 3 (face3 › button), face 0, triangle "), "\(mesh)")
        let uikit = try Self.pick(&s, "uikit")
        #expect(uikit.hasPrefix("layer 5 (face5), at (") || uikit.hasPrefix("layer 6 (face6), at ("), "\(uikit)")
        #expect(uikit.hasSuffix(") of its bounds"))
        // The word alone is the mesh answer, as before.
        #expect(try Self.pick(&s, "") == mesh)
    }

    @Test func bothSaysWhereTheAnswersPart() throws {
        var s = Self.cube()
        let lines = try Self.pick(&s, "both").components(separatedBy: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("mesh: layer 3 (face3 › button), face 0"))
        #expect(lines[1].hasPrefix("uikit: layer 5 (face5)") || lines[1].hasPrefix("uikit: layer 6 (face6)"))
        #expect(lines[2].hasPrefix("they differ: the picture shows face3 › button, but UIKit sends the touch to face"))
        #expect(lines[2].hasSuffix("(hitTest: asks the last added sublayer first and ignores depth and the mesh)"))
    }

    @Test func addingFaceThreeLastLetsTheButtonTakeTheTap() throws {
        var s = Self.cube(["layer select face3", "layer parent none"])
        #expect(s.state.scene.layers.map(\.name) == ["face1", "face2", "face4", "face5", "face6", "face3", "button"])
        let uikit = try Self.pick(&s, "uikit")
        #expect(uikit.hasPrefix("layer 6 (face3 › button), at (0.5"), "\(uikit)")
        #expect(try Self.pick(&s, "both").hasPrefix("mesh and uikit agree: layer 6 (face3 › button), face 0, triangle "))
    }

    @Test(arguments: ["layer interaction off", "layer opacity 0"])
    func facesThatTakeNoTouchesLetTheButtonTakeTheTap(_ setting: String) throws {
        var s = Self.cube(["face4", "face5", "face6"].flatMap { ["layer select \($0)", setting] })
        #expect(try Self.pick(&s, "uikit").hasPrefix("layer 3 (face3 › button), at (0.5"))
    }

    /// The book: "views that are hidden because they are facing away from the camera will still
    /// intercept touch events".
    @Test func facesTurnedAwayStillTakeTheTapWithDoubleSidedOff() throws {
        var s = Self.cube(["face4", "face5", "face6"].flatMap { ["layer select \($0)", "layer doublesided off"] })
        let uikit = try Self.pick(&s, "uikit")
        #expect(uikit.hasPrefix("layer 5 (face5)") || uikit.hasPrefix("layer 6 (face6)"), "\(uikit)")
    }

    @Test func theMeshAnswerSaysWhenUIKitWouldSendTheLayerNoTouches() throws {
        var s = Self.cube(["layer select face3", "layer interaction off"])
        #expect(try Self.pick(&s, "mesh").hasSuffix("; UIKit sends it no touches (face3's interaction is off)"))
        #expect(try Self.pick(&s, "uikit").hasPrefix("layer 5 (face5)") || Self.pick(&s, "uikit").hasPrefix("layer 6 (face6)"))
    }

    /// UIKit's hitTest: goes by sublayer order: a zPosition that draws a layer in front does
    /// not bring it the touch.
    @Test func zPositionChangesTheDrawingButNotUIKitsOrder() throws {
        var s = Session()
        for line in ["new", "scene size 200 200", "layer size 100 100", "layer position 100 100", "content solid red", "mesh none",
                     "layer zposition 1", "layer add top", "layer size 100 100", "layer position 100 100", "content solid blue", "mesh none",
                     "viewport 100 100"] {
            if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") }
        }
        #expect(s.execute("pick 50 50 both").text.components(separatedBy: "\n") == [
            "mesh: layer 0 (layer), face 0, triangle 0, from (0.517403, 0.517403)",
            "uikit: layer 1 (top), at (0.5174, 0.5174) of its bounds",
            "they differ: the picture shows layer, but UIKit sends the touch to top "
                + "(hitTest: asks the last added sublayer first and ignores depth and the mesh)",
        ])
    }

    /// The mesh transforms article: "the layer behaves as if it hasn't been mesh-transformed at all".
    @Test func uikitIgnoresTheMesh() throws {
        var s = Session()
        for line in ["new", "scene size 200 200", "layer size 100 100", "layer position 100 100", "content solid red",
                     "grid 1 1", "vertex 0 to 0.5 0 0", "vertex 3 to 0.5 1 0", "viewport 100 100"] {
            if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") }
        }
        // Left of the bent edge: nothing is drawn, but the layer's bounds are there.
        #expect(s.execute("pick 30 50 both").text.components(separatedBy: "\n") == [
            "mesh: (30, 50) shows the background (the viewport is 100×100)",
            "uikit: layer 0 (layer), at (0.0534, 0.5174) of its bounds",
            "they differ: nothing is drawn there, but UIKit sends the touch to layer",
        ])
    }

    @Test func aWordThatIsNoModeIsRefusedWhereItIs() {
        var s = Self.cube()
        let before = s.state
        guard case let .failure(e) = s.execute("pick 10 10 ios") else { Issue.record("accepted"); return }
        #expect(e.message == "unknown word 'ios': expected mesh, uikit or both")
        #expect(e.column == 12)
        #expect(s.state == before)
    }
}
