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

    /// A sequence of at most three operations rebuilding `t` exactly: translate, a rotation
    /// about one axis, scale, then perspective (m34), each only when needed.
    static func shortestOperations(for t: Transform3D) -> [TransformOperation]? {
        var flat = t
        flat.m34 = 0
        var tail: [[TransformOperation]] = [[]]
        if t.m34 != 0 {
            let d = (-1 / t.m34).rounded()
            tail = d > 0 ? [[.perspective(distance: d)], [.setM34(t.m34)]] : [[.setM34(t.m34)]]
        }
        let translate: [TransformOperation] = flat.m41 == 0 && flat.m42 == 0 && flat.m43 == 0
            ? [] : [.translate(flat.m41, flat.m42, flat.m43)]
        var heads: [[TransformOperation]] = [translate]
        for rotation in rotationCandidates(flat) { heads.append(translate + [rotation]) }
        heads.append(translate + [.scale(flat.m11, flat.m22, flat.m33)])
        for head in heads {
            for end in tail {
                let ops = head + end
                guard !ops.isEmpty else { continue }
                if ops.reduce(Transform3D.identity, { $1.applied(to: $0) }) == t { return ops }
            }
        }
        return nil
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
            return "rotate \((radians * 180 / .pi).scriptText) \(x.scriptText) \(y.scriptText) \(z.scriptText)"
        case let .scale(x, y, z): return "scale \(x.scriptText) \(y.scriptText) \(z.scriptText)"
        case let .translate(x, y, z):
            return "translate \(x.scriptText) \(y.scriptText)" + (z == 0 ? "" : " \(z.scriptText)")
        case let .perspective(d): return "perspective \(d.scriptText)"
        case let .setM34(v): return "m34 \(v.scriptText)"
        case let .set(t): return "set " + t.values.map(\.scriptText).joined(separator: " ")
        case .reset: return "reset"
        }
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
