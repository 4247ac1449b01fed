import Foundation
import Testing
@testable import MeshEngine

/// The Core Animation book's dynamic lighting (Listing 5.10, Figure 5.22) reproduced exactly by
/// ``Shading/overlay``, and the clamp that keeps every other model from brightening a texture.
struct RenderBookLightingTests {
    /// Listing 5.10 computed the book's way: `normal = GLKMatrix3MultiplyVector3(matrix3, (0, 0, 1))`
    /// with `matrix3` the 3×3 of the face's transform (its third row, in Core Animation's
    /// row-vector layout), `shadow = 1 + dot(normalize(LIGHT_DIRECTION), normal) − AMBIENT_LIGHT`,
    /// and the face showing its colour under a black layer of that alpha (clamped to 0…1).
    static func bookColor(face index: Int) -> Color {
        let t = Presets.cubeFaceTransforms[index]
        let normal = Point3D(t.m31, t.m32, t.m33).normalized
        let light = Presets.bookLightDirection.normalized
        let dot = light.x * normal.x + light.y * normal.y + light.z * normal.z
        let shadow = min(max(1 + dot - Presets.bookAmbientLight, 0), 1)
        let c = Presets.cubeFaceColors[index]
        return Color(red: Double(c.r) / 255 * (1 - shadow), green: Double(c.g) / 255 * (1 - shadow),
                     blue: Double(c.b) / 255 * (1 - shadow))
    }

    /// Face `index` of the `cube-lit` preset rendered alone (so hidden faces can be seen), read
    /// near its top-left corner, away from the label's digit.
    static func renderedColor(face index: Int) throws -> Color {
        var scene = try #require(Presets.named("cube-lit")).scene
        scene.layers = [scene.layers[index]]
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 250, height: 200, supersample: 1))
        let p = try #require(r.project(Point3D(0.2, 0.2, 0), inLayer: 0, of: scene))
        let x = Int(p.x), y = Int(p.y)
        #expect(r.hitTest(x: x, y: y)?.layer == 0)
        return r.image[x, y]
    }

    /// Light becomes 8 bits rounded to nearest (issue 36), so each face is the book's colour
    /// exactly, not within a level: truncating left face 1 at (207, 47, 44) for 208.4, 47.4, 44.5.
    @Test(arguments: 0..<6)
    func everyCubeFaceHasTheBooksColour(face: Int) throws {
        let expected = Self.bookColor(face: face), got = try Self.renderedColor(face: face)
        #expect(got == expected, "face \(face + 1): \(got), the book gives \(expected)")
    }

    /// Listing 5.10 worked by hand, the face's colour times 1 − alpha = 0.5 − L·N with
    /// L = (0, 1, −0.5)/√1.25, then rounded: face 1 (N = +z) 0.947214 × (220, 50, 47) =
    /// (208.39, 47.36, 44.52); faces 2 and 5 (±x) ½; face 3 (−y) 1; face 4 (+y) 0; face 6
    /// (−z) 0.052786 × (28, 170, 180) = (1.48, 8.97, 9.50).
    @Test(arguments: [(0, Color(r: 208, g: 47, b: 45)), (1, Color(r: 30, g: 85, b: 40)), (2, Color(r: 38, g: 110, b: 210)),
                      (3, Color(r: 0, g: 0, b: 0)), (4, Color(r: 65, g: 40, b: 95)), (5, Color(r: 1, g: 9, b: 10))])
    func everyCubeFaceHasTheColourWorkedByHand(face: Int, expected: Color) throws {
        #expect(Self.bookColor(face: face) == expected)
        #expect(try Self.renderedColor(face: face) == expected)
    }

    @Test func theTopFaceKeepsItsOwnColourAndTheBottomFaceGoesBlack() throws {
        // Face 3 (top): 1 − 0.894 − 0.5 < 0, no overlay at all; face 4 (bottom): alpha 1.
        #expect(try Self.renderedColor(face: 2) == Color(r: 38, g: 110, b: 210))
        #expect(try Self.renderedColor(face: 3) == .black)
    }

    @Test func theBooksModelIsWrittenInTheBooksTerms() throws {
        let lighting = try #require(Presets.named("cube-lit")).scene.lighting
        #expect(lighting.shading == .overlay)
        #expect(lighting.lights.contains { $0.kind == .ambient && $0.intensity == 0.5 })
        #expect(lighting.lights.contains { $0.kind == .directional && $0.toward == Point3D(0, 1, -0.5) })
    }

    @Test func diffuseLightAboveOneIsClampedAndOnlySpecularBrightens() {
        let grey = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(Color(r: 100, g: 100, b: 100)))
        func centre(_ lighting: Lighting) -> Color {
            let r = Renderer()
            r.render(Scene(size: Size(100, 100), layers: [grey], lighting: lighting, background: .black),
                     options: RenderOptions(width: 20, height: 20, supersample: 1))
            return r.image[10, 10]
        }
        // Ambient 0.8 plus a head-on light of 1 would be 1.8×: clamped to the texture's own grey.
        let bright = Lighting(lights: [Light(kind: .ambient, intensity: 0.8), Light()], diffuseFactor: 1)
        #expect(centre(bright) == Color(r: 100, g: 100, b: 100))
        var shiny = bright
        shiny.specular = 0.5
        #expect(centre(shiny).r > 150)
    }
}
