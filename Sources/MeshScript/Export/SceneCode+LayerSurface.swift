import MeshEngine

/// A layer's `zPosition`, `reflectance` and `interaction` in the Core Animation exports
/// (camesh and CAML). `zPosition` is `CALayer`'s own property; a CALayer has no
/// `userInteractionEnabled` (that is UIView's) and nothing in Core Animation scales a
/// layer's lit colour, so those two are said in a comment instead of dropped silently.
extension SceneCode {
    /// The camesh lines for layer `l`, the variable `v`.
    func caSurfaceLines(_ l: Layer, _ v: String) -> [String] {
        var out: [String] = []
        if l.zPosition != 0 { out.append("    \(v).zPosition = \(Self.number(l.zPosition));") }
        out += Self.uncarried(l).map { "    // " + Self.cComment($0) }
        return out
    }

    /// What Core Animation cannot hold of layer `l`, one sentence each.
    static func uncarried(_ l: Layer) -> [String] {
        var out: [String] = []
        if l.reflectance != 1 {
            out.append("meshplay draws this layer with reflectance \(l.reflectance.scriptText); Core Animation has no such property")
        }
        if !l.interaction {
            out.append("meshplay's interaction off: a CALayer has no userInteractionEnabled; set it on the view that hosts this layer")
        }
        return out
    }
}
