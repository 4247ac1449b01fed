/// The seed meshes that move, as formulas: each is written once here, and both the still mesh
/// (``MeshTransform/ripple(rows:columns:phase:)``) and the animated preset evaluate it, as
/// `export` translates it. The operations keep the seed code's order, so results match it to the bit.
extension VertexFormula {
    /// The article's ripple: `to.z = 0.05·sin(r·2π·4 − phase)`, r the distance from the centre.
    public static func ripple(phase: Term) -> VertexFormula {
        VertexFormula { f in
            let dx = f.bind("dx", .u - 0.5), dy = f.bind("dy", .v - 0.5)
            let r = f.bind("r", .call(.sqrt, dx * dx + dy * dy))
            f.z = 0.05 * .call(.sin, r * 2 * .pi * 4 - phase)
        }
    }

    /// BCMeshTransformView's curtain (`curtainMeshTransformAtPoint:boundsSize:`) pulled at
    /// (`touchX`, `touchY`), unit coordinates; x is clamped to ≤ 1. `Frills = 3`.
    public static func curtain(touchX: Term, touchY: Term) -> VertexFormula {
        VertexFormula { f in
            let nx = f.bind("touchX", .call(.minimum, [touchX, 1])), ny = f.bind("touchY", touchY)
            let dy = f.bind("dy", .y - ny)
            let bend = f.bind("bend", 0.25 * (1 - .call(.exp, -dy * dy * 10)))
            f.z = 0.1 + 0.1 * .call(.sin, -1.4 * .call(.cos, .x * .x * 3 * 2 * .pi)) * (1 - nx)
            f.x = .x * nx + .x * bend * (1 - nx)
        }
    }

    /// Kevin Doughty's wave: `to.z = 0.5 + 0.25·sin((v + progress)·8π)`, squeezed to 90% width.
    public static func wave(progress: Term) -> VertexFormula {
        VertexFormula { f in
            f.z = 0.5 + 0.25 * .call(.sin, (.v + progress) * 4 * 2 * .pi)
            f.x = 0.9 * .u + 0.05
        }
    }
}

extension MeshTransform {
    /// The identity grid a formula preset moves, without subdivision.
    static func formulaGrid(rows: Int, columns: Int) -> MeshTransform {
        var grid = MeshTransform.identity(rows: rows, columns: columns)
        grid.subdivisionSteps = 0
        return grid
    }
}
