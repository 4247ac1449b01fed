import Foundation
import MeshEngine

/// A benchmark scene: a scene, the render options, and how to animate it per frame.
struct BenchScene {
    var name: String
    var scene: Scene
    var options: RenderOptions
    var animate: (inout Scene, Double) -> Void
    /// The quads per side a peer (``BenchPeer``) is given to draw the same picture, for the
    /// ripples without subdivision; nil for the scenes no peer draws.
    var peerGrid: Int? = nil

    /// The scenes a peer draws too.
    static var peerNames: [String] { all().filter { $0.peerGrid != nil }.map(\.name) }

    static let names = ["ripple-100", "ripple-400", "subdiv-25x3", "cube-lit", "ripple-100-1280x960", "ripple-100-sublayers"]

    /// The scenes, or only the one called `name` (none when no scene has that name).
    static func all(named name: String? = nil) -> [BenchScene] {
        names.filter { name == nil || $0 == name }.map { n in
            switch n {
            case "ripple-100": return ripple(faces: 100, width: 320, height: 192, name: n)
            case "ripple-400": return ripple(faces: 400, width: 320, height: 192, name: n)
            case "subdiv-25x3": return subdivided()
            case "cube-lit": return cube()
            case "ripple-100-sublayers": return rippleOverSublayers()
            default: return ripple(faces: 100, width: 1280, height: 960, name: n)
            }
        }
    }

    /// The article's lit ripple, `to.z = 0.05·sin(r·2π·4 − phase)`, rotated −45° about X with
    /// m34 = −1/800, on an identity grid of `faces × faces`, without subdivision.
    static func ripple(faces: Int, width: Int, height: Int, name: String, steps: Int = 0) -> BenchScene {
        var mesh = MeshTransform.identity(rows: faces, columns: faces)
        mesh.subdivisionSteps = steps
        var t = Transform3D.rotation(-.pi / 4, 1, 0, 0)
        t.m34 = -1.0 / 800
        let layer = Layer(name: "ripple", size: Size(200, 200), position: Point2D(100, 100),
                          content: .checkerboard(squares: 8, .white, Color(r: 60, g: 110, b: 200)), mesh: mesh, transform: t)
        let scene = Scene(size: Size(200, 200), layers: [layer])
        var bench = BenchScene(name: name, scene: scene, options: RenderOptions(width: width, height: height, supersample: 1)) { scene, phase in
            guard var m = scene.layers[0].mesh else { return }
            scene.layers[0].mesh = nil
            m.vertices.withUnsafeMutableBufferPointer { v in
                for i in v.indices {
                    let x = v[i].from.x - 0.5, y = v[i].from.y - 0.5
                    v[i].to.z = 0.05 * sin((x * x + y * y).squareRoot() * 2 * .pi * 4 - phase)
                }
            }
            scene.layers[0].mesh = m
        }
        bench.peerGrid = steps == 0 ? faces : nil
        return bench
    }

    /// `ripple-100` with sublayers: the rippled layer holds a label and a square, so it is
    /// drawn as one texture (its subtree drawn once, then kept) that the animated mesh bends;
    /// a frame should cost what a `ripple-100` frame costs.
    static func rippleOverSublayers() -> BenchScene {
        var bench = ripple(faces: 100, width: 320, height: 192, name: "ripple-100-sublayers")
        bench.scene.layers += [
            Layer(name: "title", size: Size(160, 40), position: Point2D(100, 50), content: .label(text: "Ripple", foreground: .white, background: Color(r: 20, g: 30, b: 60)), parent: 0),
            Layer(name: "square", size: Size(60, 60), position: Point2D(100, 130), content: .solid(Color(r: 230, g: 60, b: 50)), parent: 0),
        ]
        // The peer draws the plain ripple only, not a layer with sublayers.
        bench.peerGrid = nil
        return bench
    }

    /// A 25×25 ripple smoothed with 3 subdivision steps (51,200 quads).
    static func subdivided() -> BenchScene {
        ripple(faces: 25, width: 320, height: 192, name: "subdiv-25x3", steps: 3)
    }

    /// The Core Animation book's cube (Listing 5.9) seen corner-on, lit per face (Listing 5.10),
    /// turning about Y a little every frame.
    static func cube() -> BenchScene {
        let colors = [Color(r: 230, g: 80, b: 70), Color(r: 80, g: 180, b: 90), Color(r: 70, g: 120, b: 220),
                      Color(r: 240, g: 200, b: 60), Color(r: 160, g: 90, b: 200), Color(r: 60, g: 190, b: 200)]
        let layers = (0..<6).map { i in
            Layer(name: "face\(i + 1)", size: Size(200, 200), position: Point2D(150, 150),
                  content: .checkerboard(squares: 4, .white, colors[i]), transform: Presets.cubeFaceTransforms[i])
        }
        let perspective = Transform3D.perspective(distance: 500).rotated(-.pi / 4, 1, 0, 0).rotated(-.pi / 4, 0, 1, 0)
        let lighting = Lighting(lights: [Light(direction: Point3D(0, 1, -0.5))], diffuseFactor: 0.5, shading: .flat)
        let scene = Scene(size: Size(300, 300), layers: layers, sublayerTransform: perspective, lighting: lighting)
        return BenchScene(name: "cube-lit", scene: scene, options: RenderOptions(width: 320, height: 192, supersample: 1)) { scene, phase in
            scene.sublayerTransform = perspective.rotated(phase * 0.1, 0, 1, 0)
        }
    }
}
