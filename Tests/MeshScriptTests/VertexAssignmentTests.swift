import Foundation
import MeshEngine
import Testing
@testable import MeshScript

struct VertexAssignmentTests {
    @Test func rippleAssignmentMatchesTheArticleFormula() throws {
        // BCMeshTransformView's unused ripple: 50×50 identity, to.z = 0.05·sin(r·2π·4).
        var mesh = MeshTransform.identity(rows: 50, columns: 50)
        let ripple = try VertexAssignment.parse("to.z = 0.05 * sin(r * 2 * pi * 4)")
        #expect(ripple.apply(to: &mesh, time: 0) == nil)
        for vertex in mesh.vertices {
            let r = ((vertex.from.x - 0.5) * (vertex.from.x - 0.5) + (vertex.from.y - 0.5) * (vertex.from.y - 0.5)).squareRoot()
            #expect(abs(vertex.to.z - 0.05 * sin(r * 2 * .pi * 4)) < 1e-15)
            #expect(vertex.to.x == vertex.from.x && vertex.to.y == vertex.from.y)
        }
        #expect(mesh.faces == MeshTransform.identity(rows: 50, columns: 50).faces)
    }

    @Test func everyTargetSpellingParses() throws {
        let long = try VertexAssignment.parse("from.x = 1; from.y = 2; to.x = 3; to.y = 4; to.z = 5")
        let short = try VertexAssignment.parse("u = 1; v = 2; x = 3; y = 4; z = 5")
        let points = try VertexAssignment.parse("from = (1, 2); to = (3, 4, 5)")
        for assignment in [long, short, points] {
            var vertex = Vertex(identityAt: Point2D(0, 0))
            assignment.apply(to: &vertex, index: 0, time: 0, grid: nil)
            #expect(vertex == Vertex(from: Point2D(1, 2), to: Point3D(3, 4, 5)))
        }
        #expect(points.components.map(\.target) == [.fromX, .fromY, .toX, .toY, .toZ])
        #expect(points.components.map(\.expression.source) == ["1", "2", "3", "4", "5"])
    }

    @Test func rightHandSidesReadTheVertexBeforeAssignment() throws {
        var vertex = Vertex(from: Point2D(0.25, 0.75), to: Point3D(1, 2, 3))
        try VertexAssignment.parse("x = y; y = x").apply(to: &vertex, index: 0, time: 0, grid: nil)
        #expect(vertex.to == Point3D(2, 1, 3))
    }

    @Test func compoundOperatorsCombineWithTheOldValue() throws {
        var vertex = Vertex(from: Point2D(0, 0), to: Point3D(2, 2, 2))
        let assignment = try VertexAssignment.parse("x += 1; y *= 3; z -= 0.5; from.x /= 1")
        assignment.apply(to: &vertex, index: 0, time: 0, grid: nil)
        #expect(vertex.to == Point3D(3, 6, 1.5))
        #expect(assignment.components[0].expression.source == "to.x + (1)")
        let scaled = try VertexAssignment.parse("to *= (2, 3, 4)")
        scaled.apply(to: &vertex, index: 0, time: 0, grid: nil)
        #expect(vertex.to == Point3D(6, 18, 6))
    }

    @Test func subExpressionsKeepTheirExactSourceText() throws {
        let assignment = try VertexAssignment.parse("to = ( u * 2 , sin(v) ,0);u=1")
        #expect(assignment.components.map(\.expression.source) == ["u * 2", "sin(v)", "0", "1"])
        #expect(assignment.source == "to = ( u * 2 , sin(v) ,0);u=1")
    }

    @Test func rowAndColumnComeFromTheDetectedGrid() throws {
        var mesh = MeshTransform.identity(rows: 2, columns: 3)
        #expect(ExpressionGrid(detecting: mesh) == ExpressionGrid(rows: 2, columns: 3))
        #expect(try VertexAssignment.parse("z = row * 10 + col").apply(to: &mesh, time: 0) == nil)
        #expect(mesh.vertices.map(\.to.z) == [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23])
    }

    @Test func rowAndColumnAreZeroWithoutAGrid() throws {
        var mesh = MeshTransform.identity(rows: 2, columns: 2)
        mesh.faces[1] = Face(1, 2, 5, 4).rotatedForTest
        #expect(ExpressionGrid(detecting: mesh) == nil)
        #expect(try VertexAssignment.parse("z = row + col + 1").apply(to: &mesh, time: 0) == nil)
        #expect(mesh.vertices.allSatisfy { $0.to.z == 1 })
    }

    @Test func indexAndTimeReachTheExpression() throws {
        var mesh = MeshTransform.identity(rows: 1, columns: 1)
        let assignment = try VertexAssignment.parse("z = i + t")
        #expect(assignment.usesTime)
        #expect(assignment.apply(to: &mesh, time: 0.5) == nil)
        #expect(mesh.vertices.map(\.to.z) == [0.5, 1.5, 2.5, 3.5])
    }

    @Test func nonFiniteResultReportsTheFirstVertexAndLeavesTheMeshUnchanged() throws {
        let original = MeshTransform.identity(rows: 2, columns: 2)
        var mesh = original
        // u − 0.5 is negative from the first column on; vertex 0 has u = 0.
        #expect(try VertexAssignment.parse("z = sqrt(u - 0.5)").apply(to: &mesh, time: 0) == 0)
        #expect(mesh == original)
        // 1/(u − 1) is infinite only where u = 1: vertex 2 is the first.
        #expect(try VertexAssignment.parse("x = 1 / (u - 1)").apply(to: &mesh, time: 0) == 2)
        #expect(mesh == original)
    }

    @Test func writeReusesTheOutputMesh() throws {
        let base = MeshTransform.identity(rows: 3, columns: 3)
        var output = base
        let wave = try VertexAssignment.parse("z = 0.1 * sin(u * tau + t)")
        #expect(wave.write(base, into: &output, time: 1) == nil)
        var expected = base
        #expect(wave.apply(to: &expected, time: 1) == nil)
        #expect(output == expected)
        #expect(wave.write(base, into: &output, time: 2) == nil)
        #expect(output.vertices[1].to.z == 0.1 * sin(1.0 / 3.0 * 2 * .pi + 2))
    }

    static let errors: [ErrorCase] = [
        ErrorCase("", "expected an assignment such as 'to.z = 0.1' at column 1; targets are to.x to.y to.z from.x from.y (or x y z u v), to = (x, y, z), from = (u, v)"),
        ErrorCase("to.w = 1", "unknown target 'to.w' at column 1; did you mean 'to.x'?"),
        ErrorCase("r = 1", "'r' cannot be assigned at column 1; targets are to.x to.y to.z from.x from.y (or x y z u v), to = (x, y, z), from = (u, v)"),
        ErrorCase("z 1", "expected '=' after 'z' at column 3; found '1'"),
        ErrorCase("to.z = 0.05*sinn(r)", "unknown function 'sinn' at column 13; did you mean 'sin'?"),
        ErrorCase("z = 1; to.z = 2", "'to.z' is assigned twice at column 8; first at column 1"),
        ErrorCase("to = (1, 2)", "expected ',' at column 11; found ')'"),
        ErrorCase("from = (1, 2, 3)", "'from' takes 2 coordinates at column 13"),
        ErrorCase("z = 1 2", "unexpected '2' at column 7"),
        ErrorCase("= 1", "expected an assignment target, found '=' at column 1; targets are to.x to.y to.z from.x from.y (or x y z u v), to = (x, y, z), from = (u, v)"),
    ]

    @Test(arguments: errors)
    func assignmentErrorNamesWhatAndWhere(_ c: ErrorCase) {
        do {
            _ = try VertexAssignment.parse(c.source)
            Issue.record("\(c.source) parsed")
        } catch {
            #expect(error.description == c.message)
        }
    }
}

extension Face {
    /// The same corners starting one later: same quad, different diagonal, no longer identity order.
    fileprivate var rotatedForTest: Face { Face(indices[1], indices[2], indices[3], indices[0]) }
}
