import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Every construct of the expression language exports as code: a `map` using `t` is never
/// sampled for what it says (CodeExportAnimationTests runs the code against meshplay's frames).
@Suite struct CodeExportFormulaTests {
    /// One map per construct, with a piece of the Swift and of the C it becomes.
    static let constructs: [(map: String, swift: String, c: String)] = [
        ("z = t > 1 ? 0.1 : u", "(t > 1 ? 0.1 : u)", "(t > 1 ? 0.1 : u)"),
        ("z = if(t, u, v)", "(truth(t) ? u : v)", "(MeshplayTruth(t) ? u : v)"),
        ("z = t < u", "(t < u ? 1.0 : 0.0)", "(t < u ? 1.0 : 0.0)"),
        ("z = t <= u", "(t <= u ? 1.0 : 0.0)", "(t <= u ? 1.0 : 0.0)"),
        ("z = t >= u", "(t >= u ? 1.0 : 0.0)", "(t >= u ? 1.0 : 0.0)"),
        ("z = t == u", "(t == u ? 1.0 : 0.0)", "(t == u ? 1.0 : 0.0)"),
        ("z = t != u", "(t != u ? 1.0 : 0.0)", "(t != u ? 1.0 : 0.0)"),
        ("z = t && u < 1", "((truth(t) && u < 1) ? 1.0 : 0.0)", "((MeshplayTruth(t) && u < 1) ? 1.0 : 0.0)"),
        ("z = t || !(u > 1)", "((truth(t) || !(u > 1)) ? 1.0 : 0.0)", "((MeshplayTruth(t) || !(u > 1)) ? 1.0 : 0.0)"),
        ("z = !t", "(truth(t) ? 0.0 : 1.0)", "(MeshplayTruth(t) ? 0.0 : 1.0)"),
        ("z = t * row + col", "let row = Double(index / 4)", "const double row = (double)(index / 4);"),
        ("z = min(u, v, t)", "least(least(u, v), t)", "MeshplayLeast(MeshplayLeast(u, v), t)"),
        ("z = max(u, t)", "greatest(u, t)", "MeshplayGreatest(u, t)"),
        ("z = round(t * u)", "round((t * u))", "round((t * u))"),
        ("z = fract(t)", "fract(t)", "MeshplayFract(t)"),
        ("z = sign(t - 1)", "sign((t - 1))", "MeshplaySign((t - 1))"),
        ("z = mod(t, u + 1)", "mod(t, (u + 1))", "MeshplayMod(t, (u + 1))"),
        ("z = clamp(t, u, v)", "clamp(t, u, v)", "MeshplayClamp(t, u, v)"),
        ("z = mix(u, v, t)", "mix(u, v, t)", "MeshplayMix(u, v, t)"),
        ("z = smoothstep(u, v + 1, t)", "smoothstep(u, (v + 1), t)", "MeshplaySmoothstep(u, (v + 1), t)"),
        ("z = u ^ t", "power(u, t)", "MeshplayPower(u, t)"),
        ("u = u + t; v = v - t", "moved.from.x = CGFloat((u + t))", "moved.from.x = (u + t);"),
    ]

    @Test(arguments: constructs.indices)
    func everyConstructOfAMapExportsAsCode(_ k: Int) throws {
        let (map, swift, c) = Self.constructs[k]
        let files = InMemoryFileSystem()
        var s = session(["grid 3 3", "map \(map)"], files: files)
        let r = s.execute("export swift m.swift")
        #expect(r.text.contains("the map '\(map)' is computed by the code every frame"), "\(r.text)")
        let text = try #require(files.text("m.swift"))
        #expect(text.contains("// Animated by code: the map '\(map)' moves this mesh every frame"), "\(text.prefix(600))")
        #expect(text.contains(swift), "\(map)")
        #expect(!text.contains("sampled"))
        #expect(s.execute("export objc m.m").isSuccess)
        #expect(try #require(files.text("m.m")).contains(c), "\(map)")
        #expect(s.execute("export camesh c.m").isSuccess)
        #expect(try #require(files.text("c.m")).contains(c), "\(map)")
    }

    /// Without a grid `row` and `col` are 0 in meshplay, and so in the code.
    @Test func rowAndColumnOffAGridAreZero() throws {
        var assignment = try VertexAssignment.parse("z = row + col * t")
        let formula = try assignment.formula(grid: nil).get()
        #expect(formula.z == .binary(.add, .number(0), .binary(.multiply, .number(0), .t)))
        assignment = try VertexAssignment.parse("z = col")
        #expect(try assignment.formula(grid: ExpressionGrid(rows: 2, columns: 5)).get().gridColumns == 5)
    }
}
