import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `let` variables are shared trees (a DAG), so a chain of variables that each use the one
/// before twice costs one evaluation per variable, not 2^n.
@Suite struct ExpressionSharingTests {
    /// `let a0 = START`, then `let a{i} = a{i-1}+a{i-1}` up to `a{count-1}`.
    static func chain(_ count: Int, start: String = "u") -> [String] {
        ["let a0 = \(start)"] + (1..<count).map { "let a\($0) = a\($0 - 1)+a\($0 - 1)" }
    }

    /// `source` compiled against the session's variables, as `map` compiles it.
    static func compiled(_ source: String, in s: Session) throws -> MeshScript.Expression {
        var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokenize(source))
        parser.scope = s.state.variables.scope
        let node = try parser.parseExpression()
        try parser.expectEnd()
        return MeshScript.Expression(source: source, node: node)
    }

    /// Inlined, the chain's last variable was 2^11 copies of `u` and 2^11 - 1 additions.
    @Test func aChainOfTwelveCompilesToOneInstructionPerVariable() throws {
        let s = session(Self.chain(12))
        let program = try Self.compiled("a11 * 2", in: s).program
        // a0 is `u`, loaded where it is used; each later a{i} loads the one before twice, adds
        // and stores into its slot: four instructions a variable.
        #expect(program.code.count <= 4 * 12 + 4)
        #expect(try Self.compiled("a11 * 2", in: s).evaluate(ExpressionEnvironment(u: 0.25)) == 0.25 * 2048 * 2)
    }

    @Test func aFortyLineChainMapsEveryVertexExactly() throws {
        var s = session(Self.chain(40) + ["grid 2 2"])
        #expect(s.execute("map to.z = a39 / 549755813888").isSuccess)
        let mesh = try #require(s.state.scene.layers[0].mesh)
        // 2^39 · u / 2^39 is u exactly.
        #expect(mesh.vertices.map(\.to.z) == mesh.vertices.map(\.from.x))
        #expect(s.execute("map to.z = a39 * 0").isSuccess)
        #expect(s.state.scene.layers[0].mesh?.vertices.allSatisfy { $0.to.z == 0 } == true)
    }

    @Test func aFortyLineChainAsAnArgumentIsANumberOrAClearError() {
        var s = session(Self.chain(40) + ["grid 2 2"] + Self.chain(40, start: "1").map { $0.replacingOccurrences(of: "a", with: "b") })
        let e = failure(&s, "vertex 0 to.z a39")
        #expect(e?.description == "error: 'a39' reads the vertex variable 'u' in the to.z 'a39'; only map expressions have a vertex; "
            + "a number argument needs a let without u v x y z i r t row col")
        #expect(e?.column == 15)
        #expect(s.execute("vertex 0 to.z b39").text == "vertex 0: from (0, 0) to (0, 0, 549755813888)")
        #expect(s.execute("let b39").text == "b39 = b38+b38 = 549755813888")
        #expect(s.execute("let a39").text == "a39 = a38+a38  (reads u: for map expressions)")
    }

    /// A running map follows a redefinition at the chain's root, through all forty variables.
    @Test func redefiningTheRootOfAChainRecompilesTheRunningMap() {
        var s = session(Self.chain(40) + ["grid 1 1", "map to.z = a39 / 549755813888 * (1 + t)"])
        #expect(s.execute("let a0 = v * 2").text == "a0 = v * 2  (reads v: for map expressions); 1 running map updated")
        #expect(s.frameScene.layers[0].mesh?.vertices[3].to.z == 2)
    }

    /// A slot holds what the inline code computed: the same operations in the same order.
    @Test(arguments: [
        "sin(u * 3) + v",
        "u > 0.5 ? sqrt(u) : -v ^ 2",
        "mix(u, v, 0.3) / 7 - min(u, v, 0.2)",
    ])
    func aSharedVariableGivesTheBitsOfItsInlinedText(_ definition: String) throws {
        let s = session(["let a = \(definition)", "let b = a * a - a / 3 + (a > 0.1 ? a : 2 * a)"])
        let shared = try Self.compiled("b + a * t", in: s)
        let a = "(\(definition))"
        let inlined = try MeshScript.Expression.parse("(\(a) * \(a) - \(a) / 3 + (\(a) > 0.1 ? \(a) : 2 * \(a))) + \(a) * t")
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let env = ExpressionEnvironment(u: .random(in: -1...1, using: &rng), v: .random(in: -1...1, using: &rng),
                                            t: .random(in: 0...10, using: &rng))
            #expect(shared.evaluate(env).bitPattern == inlined.evaluate(env).bitPattern)
        }
        #expect(shared.program.code.count < inlined.program.code.count)
    }

    /// A scene file of a thirty-line chain, as `load` and as `meshplay run` (``Session/run``) read it.
    @Test func aThirtyLineChainInASceneFileLoadsAndRuns() throws {
        let text = (Self.chain(30) + ["grid 2 2", "map to.z = a29 / 536870912", "let a0 = u"]).joined(separator: "\n") + "\n"
        let files = InMemoryFileSystem(textFiles: ["chain.mesh": text])
        var loaded = session([], files: files)
        #expect(loaded.execute("load chain.mesh").text == "loaded chain.mesh")
        let mesh = try #require(loaded.state.scene.layers[0].mesh)
        #expect(mesh.vertices.map(\.to.z) == mesh.vertices.map(\.from.x))
        var ran = Session(host: SessionHost(fileSystem: files))
        try ran.run(text, file: "chain.mesh")
        #expect(ran.state == loaded.state)
        // Saved, the definitions keep their text and order.
        #expect(loaded.execute("save again.mesh").isSuccess)
        let saved = files.text("again.mesh") ?? ""
        #expect(saved.contains((Self.chain(30)).joined(separator: "\n")))
    }

    /// A thousand variables, each a hundred negations of the one before: compiling never
    /// follows one variable into the next (it overflowed the stack), and defining each no longer
    /// orders all the others (it took minutes).
    @Test func aThousandVariablesOfAHundredNegationsEachMapWithoutRecursingThroughThemAll() throws {
        let negations = String(repeating: "-", count: 100)
        var s = session(["let a0 = u"] + (1..<Variables.limit).map { "let a\($0) = \(negations)a\($0 - 1)" } + ["grid 1 1"])
        #expect(s.execute("map to.z = a999 * 0.5").isSuccess)
        let mesh = try #require(s.state.scene.layers[0].mesh)
        #expect(mesh.vertices.map(\.to.z) == mesh.vertices.map { $0.from.x * 0.5 })
    }

    /// The same thousand variables made and let go on a thread with a 1 MiB stack: releasing
    /// them went one variable inside the other, 100,000 nodes deep, and crashed the test run with
    /// signal 11 where a thread's stack was smaller than usual. Now one variable's tree at a time.
    @Test func aThousandVariablesAreReleasedOnASmallStack() {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                let negations = String(repeating: "-", count: 100)
                var s = session(["let a0 = u"] + (1..<Variables.limit).map { "let a\($0) = \(negations)a\($0 - 1)" } + ["grid 1 1"])
                _ = s.execute("map to.z = a999 * 0.5")
            }
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
    }

    /// Each name after the names it uses, then alphabetically, as scene files write them.
    @Test func definitionOrderPlacesEachNameAfterWhatItUses() {
        let s = session(["let m = 1", "let b = m + 1", "let a = b + m", "let c = 2", "let d = a"])
        #expect(s.state.variables.definitionOrder == ["c", "m", "b", "a", "d"])
    }
}
