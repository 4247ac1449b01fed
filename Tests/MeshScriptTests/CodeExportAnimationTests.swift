import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Procedural motion exported as code: built with the stand-ins, run with a display link the
/// test ticks, and compared vertex by vertex with meshplay's own frames.
@Suite(.serialized) struct CodeExportAnimationTests {
    /// Scenes whose motion the code computes: every animated preset with a formula, and maps
    /// reading `t`, `r`, `i`, a `let` and a square.
    static let moving: [(name: String, lines: [String])] = [
        ("Rippled", ["preset rippled-label"]), ("Ripple", ["preset ripple"]), ("Curtain", ["preset curtain", "layer select 1"]),
        ("Wave", ["preset wave"]),
        ("Mapped", ["grid 3 3", "let k = 2 * pi", "map to.z = 0.1 * sin(t + u * k) + r^2 - i / 100; x = x + 0.01 * cos(t * 3)"]),
        ("Stopping", ["grid 2 2", "key a", "key b", "vertex 4 to.z 0.1", "animate a b duration 3", "layer add", "grid 4 2",
                      "map z = 0.2 * sin(4 * v - t)", "loop off"]),
    ]

    /// The times the test ticks, in seconds after the first tick; past one loop as well.
    static let times = [0, 0.25, 0.7, 1.3, 1.9, 2.6, 3.75, 5.2]

    @Test func theExportedSwiftStepsEveryMotionAsMeshplayDrawsIt() throws {
        var sources: [String] = [], mains: [String] = [], sessions: [Session] = []
        for (name, lines) in Self.moving {
            let files = InMemoryFileSystem()
            var s = session(lines, files: files)
            let r = s.execute("export swift m.swift name \(name)")
            #expect(r.isSuccess, "\(name): \(r.text)")
            let source = try #require(files.text("m.swift"))
            #expect(source.contains("CADisplayLink"), "\(name)")
            #expect(!source.contains("UIView.animate"), "\(name): computed, not keyframed")
            sources.append(source)
            sessions.append(s)
            mains.append("""
                do {
                    let view = BCMeshTransformView()
                    let link = \(name)Scene.animate0(view)
                    for time in [\(Self.times.map { "\($0)" }.joined(separator: ", "))] {
                        link.tick(at: 1000 + time)
                        let m = view.meshTransform!
                        for k in stride(from: 0, to: m.vertexCount, by: 7) { let v = m.vertex(at: k).to; print("\(name)", time, k, v.x, v.y, v.z) }
                    }
                }
                """)
        }
        let output = try CodeExportTests.runExportedSwift(sources, main: mains.joined(separator: "\n"))
        var compared = 0
        // meshplay's frames, made once per scene and time (a debug build makes a 2601-vertex frame slowly).
        var frames: [String: MeshTransform] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            let scene = try #require(Self.moving.firstIndex { $0.name == words.first.map(String.init) }, "\(line)")
            let time = try #require(Double(String(words[1]))), k = try #require(Int(String(words[2])))
            let values = words[3...].compactMap { Double(String($0)) }
            let s = sessions[scene]
            // A timeline that does not loop ends: the code stops on the last frame as meshplay does.
            let end = s.animationLength
            let shown = !s.state.loops && end > 0 ? min(time, end) : time
            let layer = s.state.scene.layers.count - 1
            let key = "\(scene) \(shown)"
            if frames[key] == nil { frames[key] = s.scene(atTime: shown).layers[layer].mesh }
            let vertex = try #require(frames[key]?.vertices[k])
            #expect(zip(values, [vertex.to.x, vertex.to.y, vertex.to.z]).allSatisfy { abs($0 - $1) < 1e-9 },
                    "\(line) vs \(vertex.to)")
            compared += 1
        }
        #expect(compared == zip(Self.moving, sessions).reduce(0) { total, scene in
            total + Self.times.count * (((scene.1.state.scene.layers.last?.mesh?.vertices.count ?? 0) + 6) / 7)
        })
    }
}
