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
        // Not an identity grid: the base mesh is written as literals.
        ("Edited", ["grid 3 2", "vertex 4 to.z 0.1", "face 0 w 0.5 0 0 0", "map x = x + 0.01 * sin(t) + z"]),
        // Every construct of the language: conditions, comparisons and logic (NaN in a branch not taken, and in a
        // comparison), the grid's row and col, the language's own functions, a run-time exponent, from targets. Their
        // steps (round, fract, mod, comparisons) fall between the ticks: the display link's clock is not exact.
        ("Conditions", ["grid 4 3", "map z = t > 1 ? 0.1 * sin(u * 6 + t) : round(v * 4) / 4; "
                        + "x = if(u < 0.5 && t >= 0.6, x + 0.01, x - 0.01 * (v == 0 || !(u != 1))); "
                        + "y = y + 0.01 * (sqrt(u - 0.5) > 0.2) + (u > 0.5 ? sqrt(u - 0.5) : 0) * (t <= 2.5) * 0.01"]),
        ("Functions", ["grid 5 4", "map z = 0.05 * (min(u, v, t / 5) + max(sin(t), u) + smoothstep(0.2, 0.8, fract(u + t)) "
                       + "+ mod(t - v * 3, 0.73) + mod(v - t, -0.37) + sign(sin(t * 3)) + clamp(t - 1, 0, 1) * mix(u, v, 0.3)); "
                       + "y = y + 0.01 * (row - 2 * col) * cos(t) + 0.001 * (atan2(v, u + t) + hypot(u, t) + abs(v - t) + exp(-t) "
                       + "+ log(1 + t) + floor(t * 2) + ceil(u * t) + tau + e)"]),
        ("Powers", ["grid 3 3", "let k = floor(t / 2) + 2", "map z = 0.1 * (u + 0.1) ^ k - 0.01 * pow(v + 0.5, k + 0.5) + 0.01 * (t ^ 0.5)"]),
        ("Moved", ["grid 3 2", "map u = u + 0.05 * sin(t); v = v * (1 + 0.1 * cos(t)); z = sign(t - 2) * 0.05"]),
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
                        for k in stride(from: 0, to: m.vertexCount, by: 7) { let f = m.vertex(at: k).from, v = m.vertex(at: k).to; print("\(name)", time, k, f.x, f.y, v.x, v.y, v.z) }
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
            let end = s.state.animationLength
            let shown = !s.state.loops && end > 0 ? min(time, end) : time
            let layer = s.state.scene.layers.count - 1
            let key = "\(scene) \(shown)"
            if frames[key] == nil { frames[key] = s.scene(atTime: shown).layers[layer].mesh }
            let vertex = try #require(frames[key]?.vertices[k])
            #expect(zip(values, [vertex.from.x, vertex.from.y, vertex.to.x, vertex.to.y, vertex.to.z]).allSatisfy { abs($0 - $1) < 1e-9 }
                        && values.count == 5, "\(line) vs \(vertex)")
            compared += 1
        }
        #expect(compared == zip(Self.moving, sessions).reduce(0) { total, scene in
            total + Self.times.count * (((scene.1.state.scene.layers.last?.mesh?.vertices.count ?? 0) + 6) / 7)
        })
    }

    /// camesh computes the same motion in plain C: every moving scene's file passes clang's
    /// syntax check against the QuartzCore stand-in, and its C part (the base mesh, the formulas,
    /// the move; everything before `NAMEMeshTransformAt`) is built and run on its own, since
    /// Linux has no Objective-C runtime to run the rest. The display link's clock is the BC
    /// path's (``SceneCode/Motion/clock(_:elapsed:indent:)``): the harness gives the C each
    /// tick's time as that clock reads it.
    @Test func theExportedCameshComputesEveryMotionAsMeshplayDrawsIt() throws {
        var sessions: [Session] = [], parts: [String] = [], calls: [String] = [], typedefs: [String] = []
        var fullFiles: [(String, String)] = []
        for (name, lines) in Self.moving {
            let files = InMemoryFileSystem()
            var s = session(lines, files: files)
            let r = s.execute("export camesh m.m name \(name)")
            #expect(r.isSuccess, "\(name): \(r.text)")
            #expect(r.text.contains("is computed by the code every frame"), "\(name): \(r.text)")
            let source = try #require(files.text("m.m"))
            #expect(source.contains("// Animated by code: "), "\(name)")
            #expect(source.contains("CADisplayLink *\(name)Animate0(CALayer *layer) {"), "\(name)")
            #expect(!source.contains("CAKeyframeAnimation"), "\(name): computed, not keyframed")
            fullFiles.append(("\(name).m", source))
            let text = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            typedefs = text.filter { $0.hasPrefix("typedef struct CA") }
            let start = try #require(text.firstIndex { $0.hasPrefix("enum { \(name)BaseVertexCount = ") }, "\(name)")
            var end = try #require(text.firstIndex { $0 == "CAMeshTransform *\(name)MeshTransformAt(double t) {" }, "\(name)")
            while text[end - 1].hasPrefix("///") { end -= 1 }
            parts.append(text[start..<end].joined(separator: "\n"))
            // The display link's clock: folded into a looping timeline, held at the end of one that stops.
            let length = s.state.animationLength
            let clock = length <= 0 ? "time" : s.state.loops ? "fmod(time, \(length))" : "fmin(time, \(length))"
            calls.append("""
                    for (int j = 0; j < \(Self.times.count); j++) {
                        double time = times[j];
                        CAMeshVertex *vertices = malloc(sizeof(CAMeshVertex) * \(name)BaseVertexCount);
                        CAMeshFace *faces = malloc(sizeof(CAMeshFace) * \(name)BaseFaceCount);
                        \(name)MovedMesh(vertices, faces, \(clock));
                        for (NSUInteger k = 0; k < \(name)BaseVertexCount; k += 7) {
                            printf("\(name) v %.17g %lu %.17g %.17g %.17g %.17g %.17g\\n", time, k, vertices[k].from.x, vertices[k].from.y,
                                   vertices[k].to.x, vertices[k].to.y, vertices[k].to.z);
                        }
                        for (NSUInteger k = 0; j == 0 && k < \(name)BaseFaceCount; k++) {
                            printf("\(name) f 0 %lu %u %u %u %u\\n", k, faces[k].indices[0], faces[k].indices[1], faces[k].indices[2], faces[k].indices[3]);
                        }
                        free(vertices);
                        free(faces);
                    }
                """)
            sessions.append(s)
        }
        // The whole files, as an app's compiler sees them.
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (file, text) in fullFiles {
            let url = dir.appendingPathComponent(file)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let check = try CodeExportTests.checkObjectiveC(paths)
        #expect(check.status == 0, "\(check.output)")
        // The C parts, with the C types the stand-in declares, run for every tick.
        let program = ["#include <math.h>", "#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>",
                       "typedef double CGFloat;", "typedef struct CGPoint { CGFloat x, y; } CGPoint;", "typedef unsigned long NSUInteger;"]
            + typedefs + parts
            + ["int main(void) {", "    static const double times[] = {\(Self.times.map { "\($0)" }.joined(separator: ", "))};"]
            + calls + ["    return 0;", "}", ""]
        let c = dir.appendingPathComponent("motion.c"), exe = dir.appendingPathComponent("motion").path
        try program.joined(separator: "\n").write(to: c, atomically: true, encoding: .utf8)
        let build = try runTool("clang", ["-std=c11", "-Wall", "-Wextra", "-Werror", c.path, "-lm", "-o", exe])
        try #require(build.status == 0, "\(build.output)")
        let output = try runTool(exe, []).output
        var compared = 0, faces = 0
        var frames: [String: MeshTransform] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            let scene = try #require(Self.moving.firstIndex { $0.name == words.first }, "\(line)")
            let time = try #require(Double(words[2])), k = try #require(Int(words[3]))
            let s = sessions[scene]
            let end = s.state.animationLength
            let shown = !s.state.loops && end > 0 ? min(time, end) : time
            let key = "\(scene) \(shown)"
            if frames[key] == nil { frames[key] = s.scene(atTime: shown).layers[s.state.scene.layers.count - 1].mesh }
            let mesh = try #require(frames[key])
            if words[1] == "f" {
                #expect(words[4...].compactMap { Int($0) } == mesh.faces[k].indexArray, "\(line)")
                faces += 1
                continue
            }
            let values = words[4...].compactMap { Double($0) }, v = mesh.vertices[k]
            #expect(zip(values, [v.from.x, v.from.y, v.to.x, v.to.y, v.to.z]).allSatisfy { abs($0 - $1) < 1e-9 } && values.count == 5,
                    "\(line) vs \(v)")
            compared += 1
        }
        #expect(compared == sessions.reduce(0) { total, s in
            total + Self.times.count * (((s.state.scene.layers.last?.mesh?.vertices.count ?? 0) + 6) / 7)
        })
        #expect(faces == sessions.reduce(0) { $0 + ($1.state.scene.layers.last?.mesh?.faces.count ?? 0) })
    }

    @Test func theRippledLabelCameshIsSmallAndBuildsItsGridWithLoops() throws {
        let files = InMemoryFileSystem()
        var s = session(["preset rippled-label"], files: files)
        #expect(s.execute("export camesh r.m").text == "wrote r.m: CAMeshTransform Objective-C (private API) for 1 layer (layer 0: 2601 vertices, 2500 faces)"
                + "\nthe animated preset rippled-label is computed by the code every frame (a CADisplayLink runs the same formula)")
        let text = try #require(files.text("r.m"))
        // 356 KB of literal vertices before; now the grid is two loops.
        #expect(text.utf8.count < 20_000, "\(text.utf8.count) bytes")
        #expect(!text.contains("Not animated"))
        #expect(text.contains("// Animated by code: the animated preset rippled-label moves this mesh every frame; animation 0 runs the same "
                              + "formula from a CADisplayLink, looping every"))
        #expect(text.contains("/// The mesh the motion moves (2601 vertices, 2500 faces): the identity grid of 50 × 50 faces."))
        #expect(text.contains("    for (unsigned int row = 0; row <= 50; row++) {"))
        #expect(text.contains("    layers[0].meshTransform = MeshplayMeshTransformAt(0);"))
        #expect(text.contains("    self.layer.meshTransform = MeshplayMeshTransformAt(t);"))
        #expect(!text.contains("{.from = {0"), "no literal vertex")
    }
}
