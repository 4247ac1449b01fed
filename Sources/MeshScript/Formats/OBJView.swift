import MeshEngine

/// Which side of an OBJ model faces the viewer after `import obj`: the views of Blender's
/// numeric keypad, named the same. A layer is seen from the front (along −z), so a model
/// that lies flat in another plane (Blender's Plane and Grid lie flat in its floor) would be
/// drawn edge-on, as nothing; it is turned so that the chosen side faces the viewer.
///
/// Positions are meshplay's (y down, z towards the viewer: OBJ's y already negated). Each turn
/// is a rotation, so the faces' corners keep the order the reader gave them and their fronts
/// stay towards the viewer.
public enum OBJView: String, CaseIterable, Sendable {
    /// As modelled: x right, OBJ's y up, OBJ's z towards the viewer.
    case front
    /// From above: x right, OBJ's −z up, OBJ's y towards the viewer.
    case top
    /// From +x: OBJ's −z right, OBJ's y up, OBJ's x towards the viewer.
    case right

    /// Point `p` (meshplay axes, as read) turned so that this view faces the viewer.
    func turned(_ p: Point3D) -> Point3D {
        switch self {
        case .front: return p
        // OBJ (X, Y, Z) reads as p = (X, −Y, Z); from above it shows (X, Z, Y).
        case .top: return Point3D(p.x, p.z, -p.y)
        // From +x it shows (−Z, −Y, X).
        case .right: return Point3D(-p.z, p.y, p.x)
        }
    }

    /// What the import message calls this view.
    var described: String {
        switch self {
        case .front: return "from the front"
        case .top: return "from above"
        case .right: return "from the right (+x)"
        }
    }

    /// The view that shows `points` face on when none is asked for: the front, unless every
    /// point lies in one plane across y (a floor: `top`) or across x (a wall: `right`),
    /// which the front would show edge-on. Flat means thinner than a millionth of the
    /// model's largest extent, so a wavy floor (a relief) keeps the front view.
    static func automatic(_ points: [Point3D]) -> OBJView {
        guard let e = extent(points) else { return .front }
        let flat = max(e.x, e.y, e.z) * 1e-6
        // Flat across z already faces the viewer; a line or a point has no face to show.
        guard e.z > flat else { return .front }
        if e.y <= flat && e.x > flat { return .top }
        if e.x <= flat && e.y > flat { return .right }
        return .front
    }

    /// For a model the front shows nearly edge-on, the view that shows it face on: `top` when
    /// it is at most a quarter as tall (in y) as it is wide and deep (a relief, a wavy floor),
    /// `right` when it is as thin in x; nil otherwise.
    static func nearlyEdgeOn(_ points: [Point3D]) -> OBJView? {
        guard let e = extent(points) else { return nil }
        if min(e.x, e.z) > 0 && e.y <= min(e.x, e.z) / 4 { return .top }
        if min(e.y, e.z) > 0 && e.x <= min(e.y, e.z) / 4 { return .right }
        return nil
    }

    /// The size of the points' bounding box.
    private static func extent(_ points: [Point3D]) -> Point3D? {
        guard let first = points.first else { return nil }
        var lo = first, hi = first
        for p in points {
            lo = Point3D(min(lo.x, p.x), min(lo.y, p.y), min(lo.z, p.z))
            hi = Point3D(max(hi.x, p.x), max(hi.y, p.y), max(hi.z, p.z))
        }
        return Point3D(hi.x - lo.x, hi.y - lo.y, hi.z - lo.z)
    }
}
