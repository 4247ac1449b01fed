import Foundation
import MeshEngine

/// The shorter forms `save` writes where they say the same thing: a transform as the
/// operations that make it (`translate 100 0 0` then `rotate 90 0 1 0`, `perspective 500`)
/// rather than sixteen numbers, runs of equal vertices and of evenly stepping faces as one
/// `repeat`. Every candidate is checked by rebuilding it exactly as `load` will and comparing
/// bit for bit, so a shorthand is used only when it reads back identical.
extension SceneWriter {
    /// The operation lines (`transform …` or `sublayer …`, by `command`) that turn `base` (what
    /// the file's `new` or `preset` line left) into `t`: nothing when they agree, else `reset`
    /// when needed and the shortest exact operations, or `set` with the sixteen fields.
    static func transformLines(_ t: Transform3D, command: String, from base: Transform3D = .identity) -> [String] {
        if t == base { return [] }
        if t.isIdentity { return ["\(command) reset"] }
        var ops = shortestOperations(for: t) ?? [.set(t)]
        if !base.isIdentity, case .set = ops[0] {} else if !base.isIdentity { ops.insert(.reset, at: 0) }
        return ops.map { "\(command) \(operationText($0))" }
    }

    /// The shortest sequence of operations rebuilding `t` exactly (fewest operations, then
    /// the shortest text): an affine part (translate, a rotation about one axis with the
    /// translation before or after it, or scale) with the perspective (m34) either set last
    /// or first, as the Core Animation book's Listing 5.8 does (`m34 = −1/500`, then
    /// `CATransform3DRotate`, which leaves m14 and m34 both set). Every candidate is rebuilt
    /// as `load` will and compared bit for bit; nil when none is exact.
    static func shortestOperations(for t: Transform3D) -> [TransformOperation]? {
        var best: [TransformOperation]?
        var bestLength = Int.max
        func consider(_ ops: [TransformOperation]) {
            guard !ops.isEmpty, ops.count <= best?.count ?? Int.max else { return }
            guard ops.reduce(Transform3D.identity, { $1.applied(to: $0) }) == t else { return }
            // Fewer digits read better: `perspective 500` over `m34 -0.002`, `55` over `38.890872965260115`.
            let length = ops.reduce(0) { $0 + operationText($1).filter(\.isNumber).count }
            if ops.count < best?.count ?? Int.max || length < bestLength {
                best = ops
                bestLength = length
            }
        }
        // Perspective last: m34 set on the affine part.
        var flat = t
        flat.m34 = 0
        var tails: [[TransformOperation]] = [[]]
        if t.m34 != 0 { tails = perspectiveOperations(t.m34).map { [$0] } }
        for head in affineCandidates(flat) {
            for tail in tails { consider(head + tail) }
        }
        // Perspective first: t = X · P, so column 4 of t is p times column 3 (plus w).
        let c3 = SIMD4(t.m13, t.m23, t.m33, t.m43), c4 = SIMD4(t.m14, t.m24, t.m34, t.m44 - 1)
        let n = (c3 * c3).sum()
        if n > 0, n.isFinite, c4 != .zero {
            let p = (c3 * c4).sum() / n
            var undo = Transform3D.identity
            undo.m34 = -p
            let x = t.concatenating(undo)
            for first in perspectiveOperations(p) {
                for rest in affineCandidates(x) { consider([first] + rest) }
            }
        }
        return best
    }

    /// `perspective D` when m34 is −1/D for a whole D, and `m34` itself.
    private static func perspectiveOperations(_ m34: Double) -> [TransformOperation] {
        guard m34 != 0, m34.isFinite else { return [] }
        let d = (-1 / m34).rounded()
        return d > 0 && d.isFinite ? [.perspective(distance: d), .setM34(m34)] : [.setM34(m34)]
    }

    /// Affine operation sequences that may make `t` (checked by the caller): its translation,
    /// then a rotation or a scale; or a rotation, then the translation it turns into
    /// (CATransform3DTranslate after CATransform3DRotate), rounded to 1e-9 so 55 reads as 55.
    private static func affineCandidates(_ t: Transform3D) -> [[TransformOperation]] {
        let translation = SIMD3(t.m41, t.m42, t.m43)
        let translate: [TransformOperation] = translation == .zero ? [] : [.translate(t.m41, t.m42, t.m43)]
        var out: [[TransformOperation]] = [translate]
        for rotation in rotationCandidates(t) {
            out.append(translate + [rotation])
            guard translation != .zero, case let .rotate(radians, x, y, z) = rotation else { continue }
            // t = T'·R: the translation row is t'·R, so t' = translation·Rᵀ.
            let r = Transform3D.rotation(radians, x, y, z)
            let before = SIMD3(translation.x * r.m11 + translation.y * r.m12 + translation.z * r.m13,
                               translation.x * r.m21 + translation.y * r.m22 + translation.z * r.m23,
                               translation.x * r.m31 + translation.y * r.m32 + translation.z * r.m33)
            for v in [before, (before * 1e9).rounded(.toNearestOrEven) / 1e9] {
                out.append([rotation, .translate(v.x + 0, v.y + 0, v.z + 0)])
            }
        }
        for pair in rotationPairs(t) { out.append(translate + pair) }
        out.append(translate + [.scale(t.m11, t.m22, t.m33)])
        return out
    }

    /// Two rotations about different axes, A then B (`sublayer rotate -45 1 0 0` then
    /// `sublayer rotate -45 0 1 0`, the camera of the cube's Figure 5.21). The sequence makes
    /// R_B·R_A, and R_B keeps axis B, so row B of the matrix is row B of R_A: cos a on B and
    /// ±sin a on the third axis give a; b follows from the rest.
    private static func rotationPairs(_ t: Transform3D) -> [[TransformOperation]] {
        let rows = [SIMD3(t.m11, t.m12, t.m13), SIMD3(t.m21, t.m22, t.m23), SIMD3(t.m31, t.m32, t.m33)]
        func unit(_ k: Int) -> (Double, Double, Double) { (k == 0 ? 1 : 0, k == 1 ? 1 : 0, k == 2 ? 1 : 0) }
        var out: [[TransformOperation]] = []
        for a in 0..<3 {
            for b in 0..<3 where b != a {
                let c = 3 - a - b
                let row = rows[b]
                for sign in [1.0, -1.0] {
                    let degrees = (atan2(sign * row[c], row[b]) * 180 / .pi * 1e9).rounded() / 1e9
                    guard degrees != 0 else { continue }
                    let (ax, ay, az) = unit(a)
                    let first = TransformOperation.rotate(radians: degrees * .pi / 180, x: ax, y: ay, z: az)
                    // What is left after undoing the first: R_B = M · R_Aᵀ.
                    var inverse = Transform3D.rotation(degrees * .pi / 180, ax, ay, az)
                    swap(&inverse.m12, &inverse.m21)
                    swap(&inverse.m13, &inverse.m31)
                    swap(&inverse.m23, &inverse.m32)
                    let rest = t.concatenating(inverse)
                    for second in rotationCandidates(rest) {
                        guard case let .rotate(_, x, y, z) = second, (x, y, z) == unit(b) else { continue }
                        out.append([first, second])
                    }
                }
            }
        }
        return out
    }

    /// Rotations about x, y or z whose cosine is the transform's, at angles rounded to 1e-9°
    /// (so 90 reads as 90), both signs.
    private static func rotationCandidates(_ t: Transform3D) -> [TransformOperation] {
        let axes: [(Double, Double, Double, Double)] = [(1, 0, 0, t.m22), (0, 1, 0, t.m11), (0, 0, 1, t.m11)]
        var out: [TransformOperation] = []
        for (x, y, z, c) in axes {
            let degrees = (acos(max(-1, min(1, c))) * 180 / .pi * 1e9).rounded() / 1e9
            guard degrees != 0 else { continue }
            for d in [degrees, -degrees] { out.append(.rotate(radians: d * .pi / 180, x: x, y: y, z: z)) }
        }
        return out
    }

    /// The text of one operation, as the parser reads it.
    static func operationText(_ op: TransformOperation) -> String {
        switch op {
        case let .rotate(radians, x, y, z):
            return "rotate \(degreesText(radians)) \(x.scriptText) \(y.scriptText) \(z.scriptText)"
        case let .scale(x, y, z): return "scale \(x.scriptText) \(y.scriptText) \(z.scriptText)"
        case let .translate(x, y, z):
            return "translate \(x.scriptText) \(y.scriptText)" + (z == 0 ? "" : " \(z.scriptText)")
        case let .perspective(d): return "perspective \(d.scriptText)"
        case let .setM34(v): return "m34 \(v.scriptText)"
        case let .set(t): return "set " + t.values.map(\.scriptText).joined(separator: " ")
        case .reset: return "reset"
        }
    }

    /// An angle in degrees that reads back (`deg · π / 180`) as exactly `radians`: 30, not
    /// 29.999999999999996, when 30 does.
    static func degreesText(_ radians: Double) -> String {
        let degrees = radians * 180 / .pi
        let round = (degrees * 1e9).rounded() / 1e9
        return (round * .pi / 180 == radians ? round : degrees).scriptText
    }

    /// `vertex add` lines for `vertices`, a run of three or more equal ones as one `repeat`.
    static func vertexLines(_ vertices: [Vertex]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < vertices.count {
            let v = vertices[i]
            var n = 1
            while i + n < vertices.count, vertices[i + n] == v { n += 1 }
            let add = "vertex add from \(v.from.scriptText) to \(v.to.scriptText)"
            if n >= 3 { out.append("repeat \(n) \(add)") } else { out += Array(repeating: add, count: n) }
            i += n
        }
        return out
    }

    /// `face add` lines for `faces`: a run of three or more whose indices each step evenly and
    /// whose weights agree becomes `repeat N k face add a+s*k …`.
    static func faceLines(_ faces: [Face]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < faces.count {
            let f = faces[i]
            var n = 1
            if i + 1 < faces.count, faces[i + 1].w == f.w {
                let step = faces[i + 1].indices &- f.indices
                while i + n < faces.count, faces[i + n].w == f.w, faces[i + n].indices == f.indices &+ step &* SIMD4(repeating: n) { n += 1 }
                if n >= 3 {
                    let terms = (0..<4).map { c in indexTerm(f.indices[c], step: step[c]) }.joined(separator: " ")
                    out.append("repeat \(n) k face add \(terms)" + (f.w == .zero ? "" : " w \(weights(f.w))"))
                    i += n
                    continue
                }
                n = 1
            }
            let idx = f.indexArray.map(String.init).joined(separator: " ")
            out.append(f.w == .zero ? "face add \(idx)" : "face add \(idx) w \(weights(f.w))")
            i += 1
        }
        return out
    }

    /// `a`, `a+k`, `a+s*k` or `a-s*k`: the index of run member k.
    private static func indexTerm(_ a: Int, step: Int) -> String {
        switch step {
        case 0: return "\(a)"
        case 1: return a == 0 ? "k" : "\(a)+k"
        case -1: return "\(a)-k"
        default: return step > 0 ? (a == 0 ? "\(step)*k" : "\(a)+\(step)*k") : "\(a)-\(-step)*k"
        }
    }
}
