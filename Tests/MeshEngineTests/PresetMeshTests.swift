import Foundation
import Testing
@testable import MeshEngine

/// The preset meshes against the numbers the seed texts give.
struct PresetMeshTests {
    @Test func wavyLabelHasFortyOneVertexPairsAndFortyFaces() throws {
        let mesh = try #require(Presets.named("wavy-label")?.scene.layers.first?.mesh)
        #expect(mesh.vertices.count == 41 * 2)
        #expect(mesh.faces.count == 40)
        #expect(mesh.subdivisionSteps == 0)
        #expect(mesh.depthNormalization == .none)
        #expect(mesh.faces[0] == Face(0, 2, 3, 1))
        #expect(mesh.faces[39] == Face(78, 80, 81, 79))
    }

    @Test func wavyLabelFollowsTheArticleFormula() {
        let mesh = MeshTransform.wavy()
        // Column 10: t = 0.25, sine = sin(0.75π).
        let t = 0.25, s = sin(t * .pi * 3)
        #expect(abs(mesh.vertices[20].to.y - (0.15 * s * s + 0.3 * t)) < 1e-12)
        #expect(abs(mesh.vertices[21].to.y - (1 - 0.15 + 0.15 * s * s - 0.3 * t)) < 1e-12)
        // The right edge: sin(3π) = 0, shrunk by 0.3 at top and bottom.
        #expect(abs(mesh.vertices[80].to.y - 0.3) < 1e-12)
        #expect(abs(mesh.vertices[81].to.y - 0.55) < 1e-12)
    }

    @Test func simpleSkewMovesOnlyVertexZero() {
        let mesh = MeshTransform.simpleSkew
        #expect(mesh.vertices.count == 4 && mesh.faces == [Face(0, 1, 2, 3)])
        #expect(mesh.vertices[0].to == Point3D(0.5, 0, 0))
        #expect(mesh.vertices[1...].allSatisfy { $0.to == Point3D($0.from.x, $0.from.y, 0) })
        #expect(mesh.depthNormalization == .none)
    }

    @Test func rippledLabelIsTheArticleMeshAtTimeZero() throws {
        let layer = try #require(Presets.named("rippled-label")?.scene.layers.first)
        let mesh = try #require(layer.mesh)
        #expect(mesh.vertices.count == 51 * 51 && mesh.faces.count == 2500)
        for vertex in mesh.vertices {
            let r = ((vertex.from.x - 0.5) * (vertex.from.x - 0.5) + (vertex.from.y - 0.5) * (vertex.from.y - 0.5)).squareRoot()
            #expect(abs(vertex.to.z - 0.05 * sin(r * 2 * .pi * 4)) < 1e-12)
        }
        var expected = Transform3D.rotation(-.pi / 4, 1, 0, 0)
        expected.m34 = -1.0 / 800
        #expect(layer.transform == expected)
    }

    @Test func subdividedGridAsksForThreeSteps() throws {
        let preset = try #require(Presets.named("subdivided-grid"))
        #expect(preset.scene.layers.first?.mesh?.subdivisionSteps == 3)
        #expect(preset.overlays.contains(.vertices))
    }

    @Test func symmetricMeshesAreMirrorImages() throws {
        let layers = try #require(Presets.named("symmetric-meshes")?.scene.layers)
        let left = try #require(layers.first?.mesh), right = try #require(layers.last?.mesh)
        // Mirroring x swaps corners 0↔1 and 2↔3.
        let mirror = [1, 0, 3, 2]
        for i in 0..<4 {
            let a = left.vertices[i].to, b = right.vertices[mirror[i]].to
            #expect(abs(a.x - (1 - b.x)) < 1e-12 && a.y == b.y)
        }
        #expect(layers.allSatisfy { $0.triangulation == .diagonal02 })
    }

    @Test func curtainIdleIsFlatAndLifted() {
        let mesh = MeshTransform.curtain(touch: Point2D(1, 0.5))
        #expect(mesh.vertices.count == 21 * 51 && mesh.faces.count == 20 * 50)
        #expect(mesh.vertices.allSatisfy { abs($0.to.x - $0.from.x) < 1e-12 && abs($0.to.z - 0.1) < 1e-12 })
    }

    @Test func pulledCurtainGathersTheTouchedRowToTheFinger() {
        let mesh = MeshTransform.curtain(touch: Point2D(0.3, 0.5))
        // Row 10 is v = 0.5, the finger's row: bend is 0, so x·n.x.
        let rightEnd = mesh.vertices[10 * 51 + 50]
        #expect(abs(rightEnd.to.x - 0.3) < 1e-12)
        #expect(mesh.vertices.allSatisfy { $0.to.x <= $0.from.x + 1e-12 })
    }

    @Test func bulgeMagnifiesAroundTheTouchAndLeavesTheRimAlone() {
        let size = Size(320, 320)
        let mesh = MeshTransform.bulge(at: Point2D(160, 160), radius: 120, size: size)
        #expect(mesh.vertices.count == 37 * 37)
        let centre = mesh.vertices[18 * 37 + 18]
        #expect(abs(centre.to.z - 0.2 * 0.8) < 1e-12)
        #expect(mesh.vertices[0].to == Point3D(0, 0, 0))
        // A vertex just right of the centre is pushed further right.
        let near = mesh.vertices[18 * 37 + 19]
        #expect(near.to.x > near.from.x)
    }

    @Test func jellyIsARadialKiteMesh() {
        let mesh = MeshTransform.shiver(phase: 0, magnitude: 0)
        #expect(mesh.vertices.count == 101 && mesh.faces.count == 50)
        #expect(mesh.depthNormalization == .none)
        #expect(mesh.faces[0] == Face(1, 0, 100, 2))
        #expect(mesh.faces[49] == Face(99, 98, 100, 0))
        #expect(abs(mesh.vertices[100].to.x - 0.52) < 1e-12)
        let radius = 2.0.squareRoot() / 2
        for vertex in mesh.vertices.prefix(100) {
            #expect(abs(Point2D(vertex.to.x, vertex.to.y).distance(to: Point2D(0.5, 0.5)) - radius) < 1e-12)
        }
    }

    @Test func ellipseMapsTheSquareOntoTheUnitDisc() {
        let mesh = MeshTransform.ellipse
        #expect(mesh.vertices.count == 31 * 31)
        for vertex in mesh.vertices {
            let r = Point2D(vertex.to.x, vertex.to.y).distance(to: Point2D(0.5, 0.5))
            #expect(r <= 0.5 + 1e-12)
        }
    }

    @Test func waveFollowsTheForkFormula() {
        let mesh = MeshTransform.wave(progress: 0.1)
        #expect(mesh.vertices.count == 51 * 51)
        let v = mesh.vertices[7 * 51 + 3]
        #expect(abs(v.to.z - (0.5 + 0.25 * sin((v.from.y + 0.1) * 8 * .pi))) < 1e-12)
        #expect(abs(v.to.x - (0.9 * v.from.x + 0.05)) < 1e-12)
    }

    @Test func cubeFacesSitOneHundredPointsOutAlongTheirNormals() throws {
        let scene = try #require(Presets.named("cube")?.scene)
        #expect(scene.layers.count == 6)
        let expectedNormals = [Point3D(0, 0, 1), Point3D(1, 0, 0), Point3D(0, -1, 0),
                               Point3D(0, 1, 0), Point3D(-1, 0, 0), Point3D(0, 0, -1)]
        for (layer, normal) in zip(scene.layers, expectedNormals) {
            let n = layer.transform.applyLinear(Point3D(0, 0, 1))
            #expect((n - normal).length < 1e-12, "\(layer.name)")
            let centre = layer.transform.apply(.zero)
            #expect((Point3D(centre.x, centre.y, centre.z) - normal * 100).length < 1e-9, "\(layer.name)")
        }
    }
}
