import Foundation

/// The mesh transforms that the seed texts spell out in code, as reusable generators.
/// Each keeps the source's constants and vertex and face order, so vertex indices match
/// the original code.
extension MeshTransform {
    /// The BCMeshTransformView README's `simpleMeshTransform`: one face whose top-left
    /// corner moves to (0.5, 0, 0), a skew; normalization none.
    public static var simpleSkew: MeshTransform {
        MeshTransform(
            vertices: [
                Vertex(from: Point2D(0, 0), to: Point3D(0.5, 0, 0)),
                Vertex(from: Point2D(1, 0), to: Point3D(1, 0, 0)),
                Vertex(from: Point2D(1, 1), to: Point3D(1, 1, 0)),
                Vertex(from: Point2D(0, 1), to: Point3D(0, 1, 0)),
            ],
            faces: [Face(0, 1, 2, 3)], subdivisionSteps: 0, depthNormalization: .none)
    }

    /// The article's `wavyTransform`: `columns + 1` top/bottom vertex pairs whose heights
    /// follow `amplitude·sin²(t·π·waves)` while the label shrinks by `distanceShrink` towards
    /// the right; faces `[2i, 2i+2, 2i+3, 2i+1]`, subdivisionSteps 0, normalization none.
    public static func wavy(waves: Double = 3, amplitude: Double = 0.15, distanceShrink: Double = 0.3,
                            columns: Int = 40) -> MeshTransform {
        let columns = max(1, columns)
        var transform = MeshTransform(depthNormalization: .none)
        for i in 0...columns {
            let t = Double(i) / Double(columns)
            let sine = sin(t * .pi * waves)
            transform.add(Vertex(from: Point2D(t, 0),
                                 to: Point3D(t, amplitude * sine * sine + distanceShrink * t, 0)))
            transform.add(Vertex(from: Point2D(t, 1),
                                 to: Point3D(t, 1 - amplitude + amplitude * sine * sine - distanceShrink * t, 0)))
        }
        for i in 0..<columns {
            transform.add(Face(2 * i + 0, 2 * i + 2, 2 * i + 3, 2 * i + 1))
        }
        transform.subdivisionSteps = 0
        return transform
    }

    /// The ripple of the article's lit label and of BCMeshTransformView's `rippleMeshTransform`:
    /// an identity grid (average normalization) with `to.z = 0.05·sin(r·2π·4 − phase)`, where
    /// `r` is the distance of `from` from the centre. Phase 0 is the sources' static mesh;
    /// increasing the phase moves the rings outward.
    public static func ripple(rows: Int = 50, columns: Int = 50, phase: Double = 0) -> MeshTransform {
        VertexFormula.ripple(phase: .number(phase)).applied(to: .formulaGrid(rows: rows, columns: columns), time: 0)
    }

    /// BCMeshTransformView's curtain demo (`curtainMeshTransformAtPoint:boundsSize:`): a 20×50
    /// identity grid gathered towards the left edge at the pull point `touch` (unit coordinates;
    /// x clamped to ≤ 1). Rows near the touch gather to `x·touch.x`, rows far from it lag, and
    /// chirped folds (`Frills = 3`) grow with how far the curtain is pulled. `(1, 0.5)` is idle.
    public static func curtain(touch: Point2D) -> MeshTransform {
        VertexFormula.curtain(touchX: .number(touch.x), touchY: .number(touch.y)).applied(to: .formulaGrid(rows: 20, columns: 50), time: 0)
    }

    /// BCMeshTransformView's zoom demo (`buldgeMeshTransformAtPoint:withRadius:boundsSize:`):
    /// a 36×36 identity grid whose vertices within `radius` points of `point` (in points of a
    /// layer of `size`) are pushed outward by `0.4·(cos(π·r/rMax) + 1)` and lifted in z,
    /// magnifying the content under the point.
    public static func bulge(at point: Point2D, radius: Double = 120, size: Size) -> MeshTransform {
        let bulginess = 0.4
        let width = max(size.width, 1), height = max(size.height, 1)
        let rMax = radius / width, yScale = height / width
        let x0 = point.x / width, y0 = point.y / height
        var transform = MeshTransform.identity(rows: 36, columns: 36)
        transform.subdivisionSteps = 0
        transform.mapVertices { vertex, _ in
            var vertex = vertex
            let dx = vertex.to.x - x0, dy = (vertex.to.y - y0) * yScale
            let r = (dx * dx + dy * dy).squareRoot()
            guard r <= rMax, rMax > 0 else { return vertex }
            let s = bulginess * (cos(.pi * r / rMax) + 1)
            vertex.to.x += dx * s
            vertex.to.y += dy * s / yScale
            vertex.to.z = 0.2 * s
            return vertex
        }
        return transform
    }

    /// BCMeshTransformView's jelly demo (`shiverTransformWithPhase:magnitude:`): a 100-slice
    /// polygon on the circle of radius √2/2 (through the square's corners) plus a centre vertex
    /// (index 100), 50 kite faces `[(2i+1)%100, 2i, 100, (2i+2)%100]`, normalization none.
    /// The rim radius wobbles by `magnitude·sin(π·cos(4πt + phase))·cos(2πt + phase)`.
    public static func shiver(phase: Double, magnitude: Double) -> MeshTransform {
        let slices = 100
        let radius = 2.0.squareRoot() / 2
        var transform = MeshTransform(subdivisionSteps: 0, depthNormalization: .none)
        for i in 0..<slices {
            let t = Double(i) / Double(slices)
            let angle = 2 * .pi * t
            let r = radius + magnitude * sin(.pi * cos(t * 2 * .pi * 2 + phase)) * cos(.pi * t * 2 + phase)
            transform.add(Vertex(from: Point2D(0.5 + radius * sin(angle), 0.5 + radius * cos(angle)),
                                 to: Point3D(0.5 + r * sin(angle), 0.5 + r * cos(angle), 0)))
        }
        transform.add(Vertex(from: Point2D(0.5, 0.5), to: Point3D(0.5 + 0.02 * cos(phase), 0.5 + 0.02 * sin(phase), 0)))
        for i in 0..<(slices / 2) {
            transform.add(Face((2 * i + 1) % slices, 2 * i, slices, (2 * i + 2) % slices))
        }
        return transform
    }

    /// BCMeshTransformView's `ellipseMeshTransform`: a 30×30 identity grid squeezed into a
    /// disc by the square-to-disc ("elliptical grid") mapping.
    public static var ellipse: MeshTransform {
        var transform = MeshTransform.identity(rows: 30, columns: 30)
        transform.subdivisionSteps = 0
        transform.mapVertices { vertex, _ in
            var vertex = vertex
            let x = 2 * (vertex.from.x - 0.5), y = 2 * (vertex.from.y - 0.5)
            vertex.to.x = 0.5 + 0.5 * x * (1 - y * y / 2).squareRoot()
            vertex.to.y = 0.5 + 0.5 * y * (1 - x * x / 2).squareRoot()
            return vertex
        }
        return transform
    }

    /// The wave of Kevin Doughty's BCMeshTransformView fork (`RelativeWaveDemoViewController`):
    /// a 50×50 identity grid with `to.z = 0.5 + 0.25·sin((v + progress)·4·2π)` and
    /// `to.x = 0.9·u + 0.05`. The fork adds it relative to the identity; the sum is this mesh.
    public static func wave(progress: Double) -> MeshTransform {
        VertexFormula.wave(progress: .number(progress)).applied(to: .formulaGrid(rows: 50, columns: 50), time: 0)
    }
}
