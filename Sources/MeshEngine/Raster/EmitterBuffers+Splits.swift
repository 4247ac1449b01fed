extension EmitterBuffers {
    /// The split face `f` (corners `i0`…`i3`) is drawn with: its control face's own diagonal
    /// when `flip` gave it one, else the layer's triangulation, with `.shorter` resolved.
    @inline(__always)
    func split(of f: Int, _ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, policy: EmitPolicy) -> Triangulation {
        var mode = policy.triangulation
        let cf = Int(control[f])
        if cf < policy.diagonalCount {
            switch diagonal[cf] {
            case 1: mode = .diagonal02
            case 2: mode = .diagonal13
            default: break
            }
        }
        if mode == .shorter { mode = shorterDiagonal(i0, i1, i2, i3) }
        return mode
    }

    /// Records the split of faces `range` when ``EmitPolicy/splitsAlike``: all at once, so the
    /// per-face loop carries no per-face choice (subdiv-25x3: 32.3 → 31.4 M instructions per frame).
    func recordAlikeSplits(_ range: Range<Int>, policy: EmitPolicy) {
        (split + range.lowerBound).update(repeating: policy.triangulation.code, count: range.count)
    }

    /// `.shorter`: the diagonal that is shorter on screen; 0–2 when a corner is clipped.
    private func shorterDiagonal(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int) -> Triangulation {
        guard inside[i0], inside[i1], inside[i2], inside[i3] else { return .diagonal02 }
        func d2(_ a: RasterVertex, _ b: RasterVertex) -> Double {
            let dx = Double(a.x - b.x), dy = Double(a.y - b.y)
            return dx * dx + dy * dy
        }
        return d2(raster[i1], raster[i3]) < d2(raster[i0], raster[i2]) ? .diagonal13 : .diagonal02
    }

    /// The samples the quad with projected corners `i0`…`i3` may reach, or nil when it reaches
    /// none. Most quads of a dense mesh cover no sample centre: the quad's box is tested once
    /// instead of each triangle's (a quad's triangles lie inside its corners' box), the
    /// cheapest test first, on the corners' extent alone; the target's edges matter only to
    /// the quads that pass it.
    @inline(__always)
    func sampleBox(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, in rasterizer: Rasterizer) -> Rasterizer.SampleBox? {
        let extent = Rasterizer.QuadExtent(raster + i0, raster + i1, raster + i2, raster + i3)
        if extent.reachesNoSampleCentre { return nil }
        let box = rasterizer.sampleBox(extent)
        return box.isEmpty ? nil : box
    }
}
