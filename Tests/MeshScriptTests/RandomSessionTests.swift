import MeshEngine
import Testing
@testable import MeshScript

/// SplitMix64: a small seeded generator so property tests replay exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random command lines over a session, some valid and some not, checking the invariants
/// every line must keep: failures change nothing, the journal and scene files reproduce the
/// state, undo walks back to the start.
@Suite struct RandomSessionTests {
    static func randomLine(_ rng: inout SplitMix64) -> String {
        func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        func x() -> String { (Double(n(-20...120)) / 100 + Double(n(0...999)) / 1e7).scriptText }
        switch n(0...32) {
        case 0: return "grid \(n(1...6)) \(n(1...6))"
        case 1: return "vertex \(n(0...40)) to.z \(x())"
        case 2: return "vertex \(n(0...40)) from \(x()) \(x()) to \(x()) \(x()) \(x())"
        case 3: return "vertex add \(x()) \(x())"
        case 4: return "vertex remove \(n(0...40))"
        case 5: return "face \(n(0...30)) w \(x()) 0 \(x()) 0"
        case 6: return "face add \(n(0...20)) \(n(0...20)) \(n(0...20)) \(n(0...20))"
        case 7: return "face remove \(n(0...30))"
        case 8: return "subdivision \(["auto", "0", "1", "2"][n(0...3)])"
        case 9: return "depth \(DepthNormalization.allCases[n(0...5)].rawValue)"
        case 10: return "triangulation \(Triangulation.allCases[n(0...4)].rawValue)"
        case 11: return "flip \(n(0...30))"
        case 12: return "map z = \(x()) * sin(u * pi * \(n(1...4)))"
        case 13: return "map y = y + \(x()) * sin(t + u)"
        case 14: return "key k\(n(0...3))"
        case 15: return "animate k\(n(0...3)) k\(n(0...3)) duration \(n(1...4)) easing \(["linear", "easeIn", "easeInOut"][n(0...2)]) at 0"
        case 16: return "layer add"
        case 17: return "layer select \(n(0...3))"
        case 18: return "layer remove \(n(0...3))"
        case 19: return "layer opacity 0.\(n(0...9))"
        case 20: return "content \(["uv", "checker 4 red blue", "solid #123456", "label \"hi there\""][n(0...3)])"
        case 21: return "transform rotate \(n(-180...180)) \(n(0...1)) \(n(0...1)) 1"
        case 22: return "sublayer perspective \(n(100...1000))"
        case 23: return "light \(["direction 0 1 1", "ambient 0.3", "point 10 20 300", "spot 1 2 3 cone 25", "diffuse 0.5", "specular 0.2"][n(0...5)])"
        case 24: return "shading \(Shading.allCases[n(0...2)].rawValue)"
        case 25: return "select \(["none", "vertex 2", "face 1"][n(0...2)])"
        case 26: return "overlays \(["on", "off", "wire vertices"][n(0...2)])"
        case 27: return "orbit \(n(-90...90)) \(n(-90...90))"
        case 28: return "fps \(n(10...60))"
        case 29: return "step \(n(1...20))"
        case 30: return "undo"
        case 31: return "redo"
        default: return "bogus \(n(0...9))"
        }
    }

    @Test(arguments: 0..<100)
    func randomSessionsKeepTheirInvariants(seed: Int) {
        var rng = SplitMix64(state: UInt64(seed) &* 7919)
        let files = InMemoryFileSystem()
        let journaled = SessionHost(fileSystem: files, journalPath: "journal.mesh")
        var s = Session(host: journaled)
        s.beginJournal()
        let start = s.state
        for _ in 0..<60 {
            let line = Self.randomLine(&rng)
            let before = s.state
            if case .failure = s.execute(line) { #expect(s.state == before, "\(line) failed but changed the state") }
        }
        // Killed now, the journal gives the same state back.
        let restored = try? Session.restoringJournal(host: journaled)
        #expect(restored?.session.state == s.state)
        _ = s.execute("save a.mesh")
        var loaded = Session(host: SessionHost(fileSystem: files))
        let result = loaded.execute("load a.mesh")
        #expect(result.isSuccess, "\(result.text)\n\(files.text("a.mesh") ?? "")")
        #expect(loaded.state == s.state)
        _ = loaded.execute("save b.mesh")
        #expect(files.text("a.mesh") == files.text("b.mesh"))
        while s.canUndo { _ = s.execute("undo") }
        if s.state != start {
            // Undo is capped, so only a session longer than the cap may stop short of the start.
            #expect(Document.undoLimit < 60)
        }
    }
}

@Suite struct RandomOBJTests {
    /// A mesh of random vertices (any doubles, including tiny and huge ones) and faces.
    static func randomMesh(_ rng: inout SplitMix64) -> MeshTransform {
        func value() -> Double {
            let magnitude = Double.random(in: -1...1, using: &rng)
            return magnitude * [1, 1e-9, 1e9, 0.1][Int.random(in: 0...3, using: &rng)]
        }
        let count = Int.random(in: 1...30, using: &rng)
        var mesh = MeshTransform(subdivisionSteps: Int.random(in: -1...3, using: &rng),
                                 depthNormalization: DepthNormalization.allCases[Int.random(in: 0...5, using: &rng)])
        for _ in 0..<count { mesh.add(Vertex(from: Point2D(value(), value()), to: Point3D(value(), value(), value()))) }
        for _ in 0..<Int.random(in: 0...20, using: &rng) {
            let i = (0..<4).map { _ in Int.random(in: 0..<count, using: &rng) }
            let w = Bool.random(using: &rng) ? SIMD4<Double>.zero : SIMD4(value(), value(), value(), value())
            mesh.add(Face(indices: SIMD4(i[0], i[1], i[2], i[3]), w: w))
        }
        return mesh
    }

    @Test(arguments: 0..<50)
    func objWriteThenReadGivesTheSameMesh(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &+ 1)
        let mesh = Self.randomMesh(&rng)
        #expect(try MeshTransform.parseOBJ(mesh.objText) == mesh)
    }
}
