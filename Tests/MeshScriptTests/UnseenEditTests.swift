import MeshEngine
import Testing
@testable import MeshScript

/// Every edit either changes the picture or says why not: each note is checked against the
/// picture itself, drawn before and after, and an edit that shows says nothing.
@Suite struct UnseenEditTests {
    /// The picture of the session as it stands.
    static func picture(_ s: Session) -> Image {
        s.renderedFrame(width: 96, height: 72).image
    }

    /// Runs `edit` after `setup`: its message, and whether the picture changed.
    static func edit(_ setup: [String], _ edit: String) -> (message: String, changed: Bool) {
        var s = session(setup)
        let before = picture(s)
        let result = s.execute(edit)
        #expect(result.isSuccess, "\(edit): \(result.text)")
        return (result.text, picture(s) != before)
    }

    @Test func aLightUnderTheSimpleSkewsUnlitShadingSaysWhyAndWhatLightsIt() {
        let (message, changed) = Self.edit(["preset simple-skew"], "light toward 1 0 -1")
        #expect(!changed)
        #expect(message.hasSuffix("note: the picture is unchanged: shading is unlit and diffuse is 0, so no light shows; "
                                  + "`shading smooth` with `light diffuse 1` lights it"), "\(message)")
    }

    @Test func aLightUnderUnlitShadingAloneNamesTheShading() {
        let (message, changed) = Self.edit(["grid 2 2", "shading unlit"], "light toward 1 0 -1")
        #expect(!changed)
        #expect(message.hasSuffix("note: the picture is unchanged: shading is unlit, so no light shows; `shading smooth` lights it"), "\(message)")
    }

    @Test func aLightWithNoDiffuseOrSpecularNamesThem() {
        let (message, changed) = Self.edit(["grid 2 2", "light diffuse 0"], "light color #ff0000")
        #expect(!changed)
        #expect(message.hasSuffix("note: the picture is unchanged: diffuse and specular are 0, so no light shows; `light diffuse 1` lights it"), "\(message)")
    }

    @Test func aLightThatShowsSaysNothingMore() {
        let (message, changed) = Self.edit(["grid 2 2", "vertex 4 to.z 0.3"], "light toward 1 0 -1")
        #expect(changed)
        #expect(!message.contains("note:"), "\(message)")
    }

    @Test func zWithoutPerspectiveOrLightSaysWhatShowsDepth() {
        let (message, changed) = Self.edit(["grid 2 2", "shading unlit"], "vertex 4 to.z 0.4")
        #expect(!changed)
        #expect(message.hasSuffix("note: the picture is unchanged: no transform here turns z into screen position (no perspective, "
                                  + "no orbit) and shading is unlit; `transform perspective 500`, `orbit 30 0` or `shading smooth` shows depth"),
                "\(message)")
    }

    @Test(arguments: ["transform perspective 500", "orbit 30 0", "sublayer perspective 500"])
    func zShowsThroughPerspectiveOrAnOrbitAndSaysNothing(_ view: String) {
        let (message, changed) = Self.edit(["grid 2 2", "shading unlit", view], "vertex 4 to.z 0.4")
        #expect(changed, "\(view)")
        #expect(!message.contains("note:"), "\(view): \(message)")
    }

    @Test func zUnderLightingTurnsTheNormalsAndSaysNothing() {
        let (message, changed) = Self.edit(["grid 2 2"], "vertex 4 to.z 0.4")
        #expect(changed)
        #expect(!message.contains("note:"), "\(message)")
    }

    @Test func anEditInsideATransparentLayerNamesTheLayer() {
        let (message, changed) = Self.edit(["grid 2 2", "layer name flag", "layer opacity 0"], "vertex 4 to 0.2 0.3 0")
        #expect(!changed)
        #expect(message.hasSuffix("note: the picture is unchanged: layer flag has opacity 0, so nothing in it is drawn; "
                                  + "`layer opacity 1` on it shows it"), "\(message)")
    }

    @Test func anEditThatMovesAVertexSaysNothing() {
        let (message, changed) = Self.edit(["grid 2 2"], "vertex 4 to 0.3 0.6 0")
        #expect(changed)
        #expect(!message.contains("note:"), "\(message)")
    }

    @Test func aBlockIsExplainedOnceNotPerLine() {
        var s = session(["grid 2 2", "shading unlit"])
        _ = s.execute("repeat 3 {")
        _ = s.execute("vertex 4 to.z 0.4")
        let result = s.execute("}")
        #expect(result.isSuccess, "\(result.text)")
        #expect(result.text.components(separatedBy: "note:").count <= 2, "\(result.text)")
    }
}
