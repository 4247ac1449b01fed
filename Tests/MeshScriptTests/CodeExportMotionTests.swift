import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// What code export says about layer trees, procedural motion and lights.
@Suite(.serialized) struct CodeExportMotionTests {
    @Test(arguments: [1, 2, 3, 4])
    func theSupplementaryTransformPlacesEveryPointOfANestedLayerWhereMeshplayDrawsIt(_ layer: Int) throws {
        let s = session(CodeExportTests.tree + ["layer select \(layer)"])
        let code = SceneCode(session: s.state, layer: layer, mesh: s.state.scene.layers[layer].effectiveMesh, sampling: nil)
        let model = s.state.scene.modelTransform(forLayer: layer)
        let size = s.state.scene.layers[layer].size
        let c = code.viewCenterInLayer, p = code.viewCenter
        for (x, y, z) in [(0.0, 0.0, 0.0), (size.width, 0, 10), (size.width * 0.3, size.height, -20), (5, 17, 3)] {
            // The view: P + S·(q − c), divided by w; meshplay: M·q, divided by w.
            let view = code.supplementaryTransform.apply(Point3D(x - c.x, y - c.y, z))
            let scene = model.apply(Point3D(x, y, z))
            #expect(abs(view.x / view.w + p.x - scene.x / scene.w) < 1e-9)
            #expect(abs(view.y / view.w + p.y - scene.y / scene.w) < 1e-9)
        }
        // Under a CALayer the chain flattens, and the header says what that costs.
        let flattened = s.state.scene.parent(of: layer).map { s.state.scene.layers[$0].kind == .layer } ?? false
        #expect(code.swiftSource.contains("is a CALayer, which flattens its sublayers") == flattened)
    }

    @Test func aLayerCentredInItsContainerGetsItsTransformThenTheSublayerTransform() {
        let s = session(["transform rotate 30 0 1 0", "transform scale 0.5 1 1", "sublayer perspective 500"])
        let code = SceneCode(session: s.state, layer: 0, mesh: s.state.scene.layers[0].effectiveMesh, sampling: nil)
        let expected = s.state.scene.layers[0].transform.concatenating(s.state.scene.sublayerTransform)
        #expect(s.state.scene.layers[0].position == code.viewCenter)
        #expect(zip(code.supplementaryTransform.values, expected.values).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func cameshBuildsTheWholeTreeWithItsLights() throws {
        let files = InMemoryFileSystem()
        var s = session(CodeExportTests.tree, files: files)
        let r = s.execute("export camesh t.m")
        #expect(r.text == "wrote t.m: CAMeshTransform Objective-C (private API) for 5 layers (layer 1: 4 vertices, 1 face)", "\(r.text)")
        let text = try #require(files.text("t.m"))
        let scene = s.state.scene
        for i in scene.layers.indices {
            let parent = scene.parent(of: i).map { "layers[\($0)]" } ?? "container"
            #expect(text.contains("    [\(parent) addSublayer:layers[\(i)]];"))
            #expect(text.contains("    layers[\(i)] = [\(scene.layers[i].kind == .transform ? "CATransformLayer" : "CALayer") layer];"))
        }
        #expect(text.contains("layers[0].sublayerTransform = (CATransform3D){"))
        #expect(text.contains("layers[1].opacity = 0.5;"))
        #expect(text.contains("layers[4].anchorPoint = CGPointMake(0, 1);"))
        // The spot light: where it is, the way it shines, its cone in radians and its colour.
        #expect(text.contains("CALight *light = [CALight lightWithType:kCALightTypeSpot];"))
        #expect(text.contains("light.position = (CAPoint3D){250, 200, 500};"))
        #expect(text.contains("light.direction = (CAPoint3D){0, 0, -1};"))
        #expect(text.contains("light.coneAngle = \((20 * Double.pi / 180).scriptText);"))
        #expect(text.contains("light.specularIntensity = 0.4;"))
        #expect(text.contains("CALight *light = [CALight lightWithType:kCALightTypeAmbient];"))
        #expect(!text.contains("// meshplay: direction"))
    }

    @Test func anAnimatedPresetExportsItsFormulaAsCodeInSwiftObjectiveCAndCamesh() throws {
        let files = InMemoryFileSystem()
        var s = session(["preset ripple"], files: files)
        let r = s.execute("export swift r.swift")
        #expect(r.text == "wrote r.swift: BCMeshTransformView Swift for layer 0 (2601 vertices, 2500 faces)\n"
                + "the animated preset ripple is computed by the code every frame (a CADisplayLink runs the same formula)", "\(r.text)")
        let swift = try #require(files.text("r.swift"))
        #expect(swift.utf8.count < 8_000)
        #expect(swift.contains("// Animated by code: the animated preset ripple moves this mesh every frame; animation 0 runs the same formula "
                               + "from a CADisplayLink, looping every 1.5 s."))
        #expect(swift.contains("BCMutableMeshTransform.identityMeshTransform(withNumberOfRows: 50, numberOfColumns: 50)"))
        #expect(swift.contains("moved.to.z = CGFloat((0.05 * sin(((((r2 * 2) * 3.141592653589793) * 4) - ((6.283185307179586 * t) / 1.5)))))"))
        // camesh runs the same formula in C from a display link (it sampled it before, and within the default budget
        // not even two samples fitted).
        #expect(s.execute("export camesh r1.m").isSuccess)
        let camesh = try #require(files.text("r1.m"))
        #expect(camesh.utf8.count < 12_000)
        #expect(camesh.contains("// Animated by code: the animated preset ripple moves this mesh every frame; animation 0 runs the same formula "
                                + "from a CADisplayLink, looping every 1.5 s."))
        #expect(camesh.contains("    moved.to.z = (0.05 * sin(((((r2 * 2) * 3.141592653589793) * 4) - ((6.283185307179586 * t) / 1.5))));"))
        #expect(camesh.contains("    MeshplayMove(vertices, moved, MeshplayMotion0, fmod(t, 1.5));"))
        #expect(!camesh.contains("Not animated"))
    }

    @Test func aFileOverItsBudgetIsRefusedWholeWithTheNumberAndTheWayToRaiseIt() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 30 30", "key a", "vertex 4 to.z 0.1", "key b", "animate a b duration 1", "map to.z = z + 0.05 * sin(t + u)"], files: files)
        let before = s.state
        // A map over an animation is sampled: 961 vertices per keyframe pass 200 KB.
        let r = s.execute("export camesh big.ca.m")
        #expect(r.text.hasPrefix("error: big.ca.m would be "), "\(r.text)")
        #expect(r.text.contains("over the export budget of 200.0 KiB; nothing was written. `export camesh big.ca.m budget "))
        #expect(files.text("big.ca.m") == nil)
        #expect(s.state == before, "an export never changes the scene")
        #expect(s.execute("export swift x.swift budget 0").text.contains("a budget in kilobytes must be in 1…1048576"))
    }

    @Test func theExportedSwiftOfAMapPlaysTheSamplesAsMeshplayDraws() throws {
        let files = InMemoryFileSystem()
        // A map over an animation moves the animation's meshes: it is sampled, and the header says why.
        var s = session(["grid 2 2", "key a", "vertex 4 to.z 0.1", "key b", "animate a b duration 6",
                         "map to.z = z + (t >= 0 ? 0.1 * sin(t * 2) : 0)", "fps 10"], files: files)
        #expect(s.execute("export swift m.swift").isSuccess)
        let text = try #require(files.text("m.swift"))
        #expect(text.contains("// Sampled: the map 'to.z = z + (t >= 0 ? 0.1 * sin(t * 2) : 0)' moves this mesh with code meshplay runs per frame "
                              + "(a map moves the meshes of an animation)"))
        // No bounded timeline: one cycle of 2π s at 10 fps is 63 frames, within the 60-frame budget.
        #expect(text.contains("animation 0 plays it as 60 keyframes over \(SceneCode.mapCycleSeconds.scriptText) s"), "\(text.prefix(800))")
        let main = """
            let view = BCMeshTransformView()
            MeshplayScene.apply(to: view)
            MeshplayScene.animate0(view)
            UIView.finishAnimations(limit: 4)
            print(view.meshTransform.vertex(at: 4).to.z)
            UIView.finishAnimations(limit: 60)
            print(view.meshTransform.vertex(at: 4).to.z)
            """
        let lines = try CodeExportTests.runExportedSwift(text, main: main).split(separator: "\n").compactMap { Double($0) }
        // After the first block and four more the view shows sample 5; 60 blocks later, sample 5 again (the loop).
        let sample5 = try #require(s.scene(atTime: SceneCode.mapCycleSeconds * 5 / 60).layers[0].mesh).vertices[4].to.z
        #expect(lines.count == 2)
        for z in lines { #expect(abs(z - sample5) < 1e-6) }
    }
}
