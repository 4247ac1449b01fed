/// The per-frame check that a layer's control mesh can be drawn as it is (``Renderer/validated(_:layer:)``),
/// made cheap for the common case: vertices that move every frame, faces that do not.
extension Renderer {
    /// Whether every coordinate of every vertex is finite: x − x is 0 for a finite x and NaN
    /// for an infinite or NaN one, and a NaN stays in the sum. No branch per vertex.
    static func allFinite(_ vertices: [Vertex]) -> Bool {
        vertices.withUnsafeBufferPointer { v in
            var poison = SIMD2<Double>()
            for x in v {
                let a = SIMD2(x.from.x, x.from.y), b = SIMD2(x.to.x, x.to.y)
                poison += (a - a) + (b - b) + SIMD2(x.to.z - x.to.z, 0)
            }
            return poison == .zero
        }
    }

    /// Whether every face of `mesh` is drawable (``isDrawable(_:_:checkVertices:)``, its
    /// vertices aside). Those rules read only the faces and the vertex count, so layer
    /// `layer`'s answer is kept with the faces it was found for: an array equal to them (the
    /// same storage, when unchanged since, compares at once) with as many vertices needs no
    /// second look. Holding them costs a copy when the faces are next edited in place.
    func facesAreDrawable(_ mesh: MeshTransform, layer: Int) -> Bool {
        let n = mesh.vertices.count
        if layer < drawableFaces.count, let known = drawableFaces[layer], known.vertexCount == n, known.faces == mesh.faces {
            return true
        }
        let drawable = mesh.vertices.withUnsafeBufferPointer { v in
            mesh.faces.withUnsafeBufferPointer { faces in
                faces.allSatisfy { Renderer.isDrawable($0, v, checkVertices: false) }
            }
        }
        if drawableFaces.count <= layer {
            drawableFaces.append(contentsOf: repeatElement(nil, count: layer + 1 - drawableFaces.count))
        }
        drawableFaces[layer] = drawable ? (mesh.faces, n) : nil
        return drawable
    }
}
