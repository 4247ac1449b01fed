import MeshEngine

/// A keyframe animation (`animate`) in the Metal export: its keyframes' `to` points as compact
/// arrays (``SceneCode/toLines(_:indent:)``, the form `export swift` writes), and Swift that
/// finds the segment and eased progress at `t` and blends the two keyframes, as meshplay's
/// ``MeshAnimation/segment(at:)`` and ``MeshTransform/interpolate(_:_:progress:into:)`` do.
struct MetalKeyframes {
    /// What it is, for the header and the message.
    var cause: String
    var animation: MeshAnimation

    /// Why an animation is not carried as code, or nil when it is: the code eases with Bézier
    /// curves only, and blends `to` points over one cage (the keyframes share faces and `from`).
    static func gap(_ a: MeshAnimation) -> String? {
        if a.easing.controlPoints == nil { return "a spring easing is not carried as code" }
        guard let first = a.keyframes.first, a.keyframes.allSatisfy({ SceneCode.sharesCage($0, first) })
        else { return "the keyframes differ in more than their to points" }
        return nil
    }

    /// The declarations for draw `k`, inside `enum NAMEMetalScene`, after ``MetalMotion/sharedLines``.
    func swiftLines(draw k: Int, scale: SIMD3<Double>) -> [String] {
        let n = SceneCode.number, a = animation
        let cage = a.keyframes[0]
        let bezier = a.easing.controlPoints ?? (0, 0, 1, 1)
        var out = ["",
                   "    /// Layer \(k)'s keyframes (\(SceneCode.cComment(cause))): the from points (x, y per vertex) they share.",
                   "    static let keyFrom\(k): [Double] = ["]
            + SceneCode.fromLines(cage, indent: "        ")
            + ["    ]",
               "    /// Layer \(k)'s faces, four corners each, for the normals.",
               "    static let keyFaces\(k): [Int] = ["]
            + cage.faces.map { "        " + $0.indexArray.map(String.init).joined(separator: ", ") + "," }
            + ["    ]",
               "    /// Each keyframe's to points, x, y, z per vertex.",
               "    static let keyTo\(k): [[Double]] = ["]
        for m in a.keyframes { out += ["        ["] + SceneCode.toLines(m, indent: "            ") + ["        ],"] }
        out += ["    ]",
                "",
                "    /// Layer \(k)'s vertex buffer `t` seconds into the timeline (\(SceneCode.cComment(cause))).",
                "    nonisolated static func vertices\(k)(at t: Double) -> [Float] {",
                "        let (index, eased) = keyframeSegment(t, durations: [\(a.durations.map(n).joined(separator: ", "))], "
                    + "autoreverses: \(a.autoreverses), repeatCount: \(a.repeatCount.isFinite ? n(a.repeatCount) : "Double.infinity"), "
                    + "beginTime: \(n(a.beginTime)), easing: [\(n(bezier.x1)), \(n(bezier.y1)), \(n(bezier.x2)), \(n(bezier.y2))])",
                "        let mesh = blend(from: keyFrom\(k), keyTo\(k)[index], keyTo\(k)[index + 1], eased)",
                "        return vertexBuffer(mesh, faces: keyFaces\(k), scale: [\(n(scale.x)), \(n(scale.y)), \(n(scale.z))])",
                "    }"]
        return out
    }

    /// The declarations every keyframed layer shares: the timing of a pass (autoreverse,
    /// repeat, begin), the Bézier easing solved for x, and the blend of two keyframes.
    static let sharedLines = [
        "",
        "    /// The segment and eased progress of a keyframe animation at `t`, as meshplay times it: the passes after `beginTime`",
        "    /// (a reverse pass counts as one) up to `repeatCount`, held at the end; each segment eased on its own.",
        "    nonisolated static func keyframeSegment(_ t: Double, durations: [Double], autoreverses: Bool, repeatCount: Double,",
        "                                            beginTime: Double, easing: [Double]) -> (Int, Double) {",
        "        let d = durations.reduce(0, +)",
        "        let total = d * repeatCount * (autoreverses ? 2 : 1)",
        "        let local = t - beginTime",
        "        let tau = (local.isNaN ? 0 : min(max(local, 0), total)) / d",
        "        var p = 0.0",
        "        if tau.isFinite {",
        "            let whole = tau.rounded(.down), fraction = tau - whole",
        "            if autoreverses, whole.truncatingRemainder(dividingBy: 2) == 1 { p = 1 - fraction }",
        "            else if fraction == 0, tau > 0, !autoreverses { p = 1 }",
        "            else { p = fraction }",
        "        }",
        "        let last = durations.count - 1",
        "        if p >= 1 { return (last, 1) }",
        "        let position = p * d",
        "        var start = 0.0",
        "        for (index, length) in durations.enumerated() {",
        "            if position < start + length || index == last {",
        "                return (index, ease(min(max((position - start) / length, 0), 1), easing))",
        "            }",
        "            start += length",
        "        }",
        "        return (last, 1)",
        "    }",
        "",
        "    /// The cubic Bézier easing (x1, y1, x2, y2) at progress `x`: the curve's parameter for x by Newton's method,",
        "    /// bisection where that stalls, then its y.",
        "    nonisolated static func ease(_ x: Double, _ c: [Double]) -> Double {",
        "        guard x > 0 else { return 0 }",
        "        guard x < 1 else { return 1 }",
        "        let x1 = min(max(c[0], 0), 1), x2 = min(max(c[2], 0), 1)",
        "        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double { let u = 1 - t; return 3 * a * t * u * u + 3 * b * t * t * u + t * t * t }",
        "        func parameter() -> Double {",
        "            var t = x",
        "            for _ in 0..<8 {",
        "                let error = coordinate(t, x1, x2) - x",
        "                if abs(error) < 1e-14 { return t }",
        "                let u = 1 - t, slope = 3 * x1 * u * u + 6 * (x2 - x1) * t * u + 3 * (1 - x2) * t * t",
        "                guard abs(slope) > 1e-9 else { break }",
        "                let next = t - error / slope",
        "                guard next >= 0, next <= 1 else { break }",
        "                t = next",
        "            }",
        "            var lo = 0.0, hi = 1.0",
        "            for _ in 0..<64 {",
        "                t = (lo + hi) / 2",
        "                if coordinate(t, x1, x2) < x { lo = t } else { hi = t }",
        "            }",
        "            return (lo + hi) / 2",
        "        }",
        "        return coordinate(parameter(), c[1], c[3])",
        "    }",
        "",
        "    /// Keyframes `a` and `b` blended at `k`, measured from the nearer end so each is exact at its end.",
        "    nonisolated static func blend(from: [Double], _ a: [Double], _ b: [Double], _ k: Double) -> [MeshVertex] {",
        "        let fromEnd = k >= 0.5, s = fromEnd ? k - 1 : k",
        "        return stride(from: 0, to: from.count - 1, by: 2).map { f in",
        "            let v = 3 * (f / 2)",
        "            func to(_ c: Int) -> Double { (fromEnd ? b[v + c] : a[v + c]) + (b[v + c] - a[v + c]) * s }",
        "            return MeshVertex(from: .init(x: from[f], y: from[f + 1]), to: .init(x: to(0), y: to(1), z: to(2)))",
        "        }",
        "    }",
    ]
}
