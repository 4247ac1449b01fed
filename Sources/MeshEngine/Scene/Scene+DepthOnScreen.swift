extension Scene {
    /// Whether a vertex's z moves where layer `index` lands on screen, seen through the view
    /// `orbit`: some transform on the way (the layer's, a superlayer's, the container's sublayer
    /// transform, the orbit) turns depth into x, y or, through perspective (m34), into w. When
    /// none does, a change of z alone shows only through lighting and through which surface is
    /// in front.
    ///
    /// Points are row vectors, so the third row of the layer's whole transform is what z
    /// multiplies; the viewport after it only scales and centres x and y.
    public func depthShowsOnScreen(layer index: Int, orbit: Transform3D) -> Bool {
        guard layers.indices.contains(index) else { return false }
        let m = layerToContainer(index).concatenating(Framing.view(of: self, orbit: orbit).container)
        return m.m31 != 0 || m.m32 != 0 || m.m34 != 0
    }
}
