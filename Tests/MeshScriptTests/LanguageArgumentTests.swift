import MeshEngine
import Testing
@testable import MeshScript

/// Every number argument is an expression, with errors at their column inside it.
@Suite struct LanguageArgumentTests {
    @Test func theSeedsSpellingsParseToTheirExactValues() {
        let s = session(["transform m34 -1/800", "light direction 0 1 -0.5"])
        #expect(s.state.scene.layers[0].transform.m34 == -1.0 / 800)
        #expect(s.state.scene.lighting.lights.contains { $0.direction == Point3D(0, 1, -0.5) })
    }

    @Test func anAngleInRadiansStatesItsUnitAndMatchesDegrees() {
        let degrees = session(["transform rotate -45 1 0 0"]).state.scene.layers[0].transform
        let radians = session(["transform rotate -pi/4 rad 1 0 0"]).state.scene.layers[0].transform
        let stated = session(["transform rotate -45 deg 1 0 0"]).state.scene.layers[0].transform
        #expect(stated == degrees)
        for (a, b) in zip(degrees.values, radians.values) { #expect(abs(a - b) < 1e-15) }
        #expect(session(["orbit pi/2 rad 0"]).state.view.yawDegrees == 90)
    }

    @Test func parenthesesKeepAnExpressionWithSpacesInOneArgument() {
        let s = session(["mesh empty", "vertex add ((1 + 1) / 4) (mod(7, 4) / 4)"])
        #expect(s.state.scene.layers[0].mesh?.vertices == [Vertex(identityAt: Point2D(0.5, 0.75))])
    }

    @Test(arguments: [
        ("transform m34 -1/(800 +", "expected an expression in the m34 '-1/(800 +' at column 24", 24),
        ("zoom 2*zom", "unknown variable 'zom' in the zoom '2*zom' at column 8", 8),
        ("vertex add 0.5 x/2", "'x' is a vertex variable in the from y 'x/2'", 16),
        ("grid 2 3/2", "'3/2' is not a valid columns: it is 1.5, not a whole number", 8),
        ("zoom 1/0", "the zoom '1/0' is not a finite number", 6),
        ("transform rotate 45 rud 0 0 1", "'rud' is not a valid axis x", 21),
    ])
    func aBadExpressionArgumentPointsInsideIt(_ line: String, _ message: String, _ column: Int) {
        var s = session(["grid 1 1", "let zoom2 = 2"])
        let e = failure(&s, line)
        #expect(e?.message.hasPrefix(message.components(separatedBy: " at column").first ?? message) == true, "\(e?.message ?? "no error")")
        #expect(e?.column == column)
    }

    @Test func subdivisionMinusOneIsCoreAnimationsAutomatic() {
        let s = session(["grid 2 2", "subdivision -1"])
        #expect(s.state.scene.layers[0].mesh?.subdivisionSteps == MeshTransform.automaticSubdivision)
        var t = session(["grid 2 2"])
        #expect(failure(&t, "subdivision -2")?.message == "-2 is out of range: steps are 0 or more, or -1 or auto for automatic")
    }

    @Test func oneVertexAddAndOneFaceAddTakeSeveral() {
        let s = session(["mesh empty", "vertex add 0 0  1 0  from 1 1 to 1 1 0.5  0 1", "face add 0 1 2 3  3 2 1 0 w 1 1 1 1"])
        let m = s.state.scene.layers[0].mesh
        #expect(m?.vertices.count == 4)
        #expect(m?.vertices[2].to == Point3D(1, 1, 0.5))
        #expect(m?.faces == [Face(0, 1, 2, 3), Face(indices: SIMD4(3, 2, 1, 0), w: SIMD4(1, 1, 1, 1))])
        var t = session(["mesh empty"])
        #expect(failure(&t, "vertex add 0 0 1")?.message == "expected from y")
        #expect(t.state.scene.layers[0].mesh?.vertices.isEmpty == true)
    }

    @Test func tabCompletesTheRepeatedCommandsWords() {
        #expect(CommandHelp.completions(after: ["repeat", "5"]) == CommandHelp.names)
        #expect(CommandHelp.completions(after: ["repeat", "5", "k"]) == CommandHelp.names)
        #expect(CommandHelp.completions(after: ["repeat", "5", "k", "face"]) == CommandHelp.completions(after: ["face"]))
        #expect(CommandHelp.completions(after: ["repeat", "5", "vertex"]) == CommandHelp.completions(after: ["vertex"]))
        #expect(CommandHelp.completions(after: ["face"]) == ["add", "remove", "list", "show"])
    }
}
