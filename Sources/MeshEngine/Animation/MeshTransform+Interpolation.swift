extension MeshTransform {
    /// Throws ``MeshError/incompatible(_:)`` naming the first difference that keeps `self` and
    /// `other` from being interpolated, checked in this order: vertex count, face count,
    /// depth normalization, then the face indices position by position
    /// ("face 3 corner 1: index 7 vs 8"). These are BCMeshTransformView's rules
    /// (`isCompatibleWithTransform:error:`; its README lists the counts and the indices).
    public func checkCompatibility(with other: MeshTransform) throws(MeshError) {
        if vertices.count != other.vertices.count {
            throw MeshError.incompatible(.vertexCount(vertices.count, other.vertices.count))
        }
        if faces.count != other.faces.count {
            throw MeshError.incompatible(.faceCount(faces.count, other.faces.count))
        }
        if depthNormalization != other.depthNormalization {
            throw MeshError.incompatible(.depthNormalization(depthNormalization, other.depthNormalization))
        }
        for (index, (a, b)) in zip(faces, other.faces).enumerated() where a.indices != b.indices {
            for corner in 0..<4 where a.indices[corner] != b.indices[corner] {
                throw MeshError.incompatible(.faceCorner(face: index, corner: corner, a.indices[corner], b.indices[corner]))
            }
        }
    }

    /// Whether ``checkCompatibility(with:)`` passes.
    public func isCompatible(with other: MeshTransform) -> Bool {
        do {
            try checkCompatibility(with: other)
            return true
        } catch {
            return false
        }
    }

    /// `a` at progress 0, `b` at 1, extrapolating outside (a spring overshoots): all five vertex
    /// components (`from.x from.y to.x to.y to.z`, as BCMeshTransformView) and the face
    /// weights are interpolated linearly; face indices, subdivision steps and depth
    /// normalization are taken from `a`. The meshes must be compatible; extra vertices or
    /// faces of the longer one are ignored.
    public static func interpolate(_ a: MeshTransform, _ b: MeshTransform, progress: Double,
                                   into output: inout MeshTransform) {
        let vertexCount = Swift.min(a.vertices.count, b.vertices.count)
        let faceCount = Swift.min(a.faces.count, b.faces.count)
        output.subdivisionSteps = a.subdivisionSteps
        output.limitSurface = a.limitSurface
        output.depthNormalization = a.depthNormalization
        // Reuse the output's storage when the shape already matches: no allocation per frame.
        if output.vertices.count != vertexCount { output.vertices = Array(a.vertices.prefix(vertexCount)) }
        if output.faces.count != faceCount { output.faces = Array(a.faces.prefix(faceCount)) }
        // a + (b − a)·t measured from the nearer end: exact at 0 and at 1 (BCMeshTransformView's
        // b·t + a·(1 − t) is too) and, unlike that form, exact for a component that does not
        // change, so still vertices do not jitter in the last bit while others move.
        let fromEnd = progress >= 0.5
        let k = fromEnd ? progress - 1 : progress
        a.vertices.withUnsafeBufferPointer { va in
            b.vertices.withUnsafeBufferPointer { vb in
                output.vertices.withUnsafeMutableBufferPointer { out in
                    for i in 0..<vertexCount {
                        let p = va[i], q = vb[i], o = fromEnd ? q : p
                        out[i] = Vertex(from: Point2D(o.from.x + (q.from.x - p.from.x) * k, o.from.y + (q.from.y - p.from.y) * k),
                                        to: Point3D(o.to.x + (q.to.x - p.to.x) * k, o.to.y + (q.to.y - p.to.y) * k,
                                                    o.to.z + (q.to.z - p.to.z) * k))
                    }
                }
            }
        }
        for i in 0..<faceCount {
            let wa = a.faces[i].w, wb = b.faces[i].w
            output.faces[i] = Face(indices: a.faces[i].indices, w: (fromEnd ? wb : wa) + (wb - wa) * k)
        }
    }

    /// The mesh at `progress` between `self` and `other`; see ``interpolate(_:_:progress:into:)``.
    public func interpolated(to other: MeshTransform, progress: Double) -> MeshTransform {
        var output = self
        Self.interpolate(self, other, progress: progress, into: &output)
        return output
    }
}
