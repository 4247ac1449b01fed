import MeshEngine

/// `export swift` and `export objc`: BCMeshTransformView code. The mesh is built with
/// `meshTransformWithVertexCount:vertices:faceCount:faces:depthNormalization:` (Swift:
/// `BCMeshTransform(vertexCount:vertices:faceCount:faces:depthNormalization:)`) from literal
/// arrays, as the library's README builds its simple mesh. BCMeshFace has no `w`: weights are
/// dropped, and said so.
extension SceneCode {
    private func n(_ d: Double) -> String { d.scriptText }

    private var notes: [String] {
        var out: [String] = []
        if mesh.faces.contains(where: { $0.w != .zero }) { out.append("face weights w are dropped: BCMeshFace has only indices") }
        if mesh.subdivisionSteps != 0 {
            out.append("subdivision \(mesh.subdivisionSteps) is not applied: BCMeshTransformView draws the control mesh as given")
        }
        if scene.lighting.lights.count > 1 || (scene.lighting.lights.first.map { $0.kind != .directional } ?? false) {
            out.append("only the first directional light is kept (BCMeshTransformView has one white directional light)")
        }
        for a in animations {
            if let e = Self.uiViewApproximation(a.animation.easing) { out.append(e) }
            out += Self.uiViewRepeat(a).notes
        }
        return out
    }

    /// The Swift source.
    var swiftSource: String {
        var out = header("BCMeshTransformView code (Swift).").map { "// " + $0 }
        out += notes.map { "// Approximated: " + $0 }
        out += ["", "import UIKit", "import BCMeshTransformView", "", "enum MeshplayScene {"]
        out += swiftMeshFunction("meshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\".")
        for (i, k) in keyframes.enumerated() {
            out += [""] + swiftMeshFunction("keyframe\(i)", k.mesh, doc: "Keyframe \"\(k.name)\".")
        }
        let t = supplementaryTransform, l = lightDirection
        out += ["",
                "    /// The layer transform, then the container's sublayer transform.",
                "    static let supplementaryTransform = CATransform3D(",
                "        m11: \(n(t.m11)), m12: \(n(t.m12)), m13: \(n(t.m13)), m14: \(n(t.m14)),",
                "        m21: \(n(t.m21)), m22: \(n(t.m22)), m23: \(n(t.m23)), m24: \(n(t.m24)),",
                "        m31: \(n(t.m31)), m32: \(n(t.m32)), m33: \(n(t.m33)), m34: \(n(t.m34)),",
                "        m41: \(n(t.m41)), m42: \(n(t.m42)), m43: \(n(t.m43)), m44: \(n(t.m44)))",
                "    static let lightDirection = BCPoint3D(x: \(n(l.x)), y: \(n(l.y)), z: \(n(l.z)))",
                "    static let diffuseLightFactor: Float = \(n(scene.lighting.diffuseFactor))",
                "",
                "    /// Sets the mesh, the transform and the light on a view.",
                "    static func apply(to view: BCMeshTransformView) {",
                "        view.meshTransform = meshTransform()",
                "        view.supplementaryTransform = supplementaryTransform",
                "        view.lightDirection = lightDirection",
                "        view.diffuseLightFactor = diffuseLightFactor",
                "    }"]
        for (i, a) in animations.enumerated() { out += [""] + swiftAnimation(i, a) }
        out += ["}", ""]
        return out.joined(separator: "\n")
    }

    /// Flat number arrays (one line per vertex or face) turned into structs in a loop: a big
    /// literal of struct initializers takes the Swift type checker minutes; typed number arrays do not.
    private func swiftMeshFunction(_ name: String, _ m: MeshTransform, doc: String) -> [String] {
        var out = ["    /// \(doc) \(m.vertices.count) vertices, \(m.faces.count) faces.",
                   "    static func \(name)() -> BCMeshTransform {",
                   "        // Per vertex: from x, y (unit coordinates), to x, y, z.",
                   "        let v: [Double] = ["]
        for x in m.vertices {
            out.append("            \(n(x.from.x)), \(n(x.from.y)), \(n(x.to.x)), \(n(x.to.y)), \(n(x.to.z)),")
        }
        out += ["        ]",
                "        // Per face: the indices of its corners, top-left, top-right, bottom-right, bottom-left.",
                "        let f: [UInt32] = ["]
        for x in m.faces { out.append("            " + x.indexArray.map(String.init).joined(separator: ", ") + ",") }
        out += ["        ]",
                "        var vertices = stride(from: 0, to: v.count, by: 5).map { i in",
                "            BCMeshVertex(from: CGPoint(x: v[i], y: v[i + 1]), to: BCPoint3D(x: Float(v[i + 2]), y: Float(v[i + 3]), z: Float(v[i + 4])))",
                "        }",
                "        var faces = stride(from: 0, to: f.count, by: 4).map { i in BCMeshFace(indices: (f[i], f[i + 1], f[i + 2], f[i + 3])) }",
                "        return BCMeshTransform(vertexCount: UInt(vertices.count), vertices: &vertices,",
                "                               faceCount: UInt(faces.count), faces: &faces, depthNormalization: \(depthConstant("kBC")))",
                "    }"]
        return out
    }

    private func swiftAnimation(_ index: Int, _ a: LayerAnimation) -> [String] {
        let (options, count, _) = Self.uiViewRepeat(a)
        let opts = ([Self.uiViewCurve(a.animation.easing)] + options).map { "." + $0 }.joined(separator: ", ")
        var out = ["    /// Animation \(index): \(a.keys.joined(separator: " → ")), \(n(a.duration)) s, easing \(a.easingText)"
                   + (a.animation.autoreverses ? ", autoreverse" : "") + "; starts \(n(a.animation.beginTime)) s after it is called.",
                   "    static func animate\(index)(_ view: BCMeshTransformView) {",
                   "        view.meshTransform = keyframe\(keyframeIndex(a.keys[0]))()"]
        let segments = segments(a)
        var indent = "        "
        for (k, s) in segments.enumerated() {
            let delay = k == 0 ? a.animation.beginTime : 0
            out.append(indent + "UIView.animate(withDuration: \(n(s.duration)), delay: \(n(delay)), options: [\(opts)], animations: {")
            if let count { out.append(indent + "    UIView.setAnimationRepeatCount(\(n(count)))") }
            out.append(indent + "    view.meshTransform = keyframe\(s.to)()")
            out.append(indent + (k == segments.count - 1 ? "}, completion: nil)" : "}, completion: { _ in"))
            indent += "    "
        }
        for k in stride(from: segments.count - 2, through: 0, by: -1) {
            out.append(String(repeating: " ", count: 8 + 4 * k) + "})")
        }
        out.append("    }")
        return out
    }

    /// The Objective-C source (`export objc`).
    var objcSource: String {
        var out = header("BCMeshTransformView code (Objective-C).").map { "// " + $0 }
        out += notes.map { "// Approximated: " + $0 }
        out += ["", "#import <UIKit/UIKit.h>", "#import \"BCMeshTransformView.h\"", ""]
        out += objcMeshFunction("MeshplayMeshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\".",
                                type: "BCMeshTransform", vertex: "BCMeshVertex", face: "BCMeshFace", weights: false, subdivision: nil)
        for (i, k) in keyframes.enumerated() {
            out += [""] + objcMeshFunction("MeshplayKeyframe\(i)", k.mesh, doc: "Keyframe \"\(k.name)\".", type: "BCMeshTransform",
                                           vertex: "BCMeshVertex", face: "BCMeshFace", weights: false, subdivision: nil)
        }
        let l = lightDirection
        out += ["",
                "/// Sets the mesh, the transform (the layer's, then the container's sublayer transform) and the light.",
                "void MeshplayApply(BCMeshTransformView *view) {",
                "    view.meshTransform = MeshplayMeshTransform();",
                "    view.supplementaryTransform = \(objcTransform(supplementaryTransform));",
                "    view.lightDirection = (BCPoint3D){\(n(l.x)), \(n(l.y)), \(n(l.z))};",
                "    view.diffuseLightFactor = \(n(scene.lighting.diffuseFactor));",
                "}"]
        for (i, a) in animations.enumerated() { out += [""] + objcAnimation(i, a) }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// A function returning a mesh built from literal arrays; shared with `export camesh`.
    func objcMeshFunction(_ name: String, _ m: MeshTransform, doc: String, type: String, vertex: String, face: String,
                          weights: Bool, subdivision: Int?) -> [String] {
        var out = ["/// \(doc) \(m.vertices.count) vertices, \(m.faces.count) faces.",
                   "\(type) *\(name)(void) {",
                   "    static \(vertex) vertices[] = {"]
        for v in m.vertices {
            out.append("        {.from = {\(n(v.from.x)), \(n(v.from.y))}, .to = {\(n(v.to.x)), \(n(v.to.y)), \(n(v.to.z))}},")
        }
        out.append("    };")
        out.append("    static \(face) faces[] = {")
        for f in m.faces {
            let w = weights ? ", .w = {\(SceneWriter.weights(f.w).split(separator: " ").joined(separator: ", "))}" : ""
            out.append("        {.indices = {\(f.indexArray.map(String.init).joined(separator: ", "))}\(w)},")
        }
        out.append("    };")
        let make = "meshTransformWithVertexCount:\(m.vertices.count) vertices:vertices faceCount:\(m.faces.count) faces:faces "
            + "depthNormalization:\(depthConstant(type.hasPrefix("BC") ? "kBC" : "kCA"))"
        if let subdivision {
            out += ["    CAMutableMeshTransform *transform = [CAMutableMeshTransform \(make)];",
                    "    transform.subdivisionSteps = \(subdivision);",
                    "    return transform;", "}"]
        } else {
            out += ["    return [\(type) \(make)];", "}"]
        }
        return out
    }

    func objcTransform(_ t: Transform3D) -> String {
        let rows = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        return "(CATransform3D){" + rows.map { $0.map(n).joined(separator: ", ") }.joined(separator: ",  ") + "}"
    }

    private func objcAnimation(_ index: Int, _ a: LayerAnimation) -> [String] {
        let (options, count, _) = Self.uiViewRepeat(a)
        let opts = ([Self.uiViewCurve(a.animation.easing)] + options).map { "UIViewAnimationOption" + $0.prefix(1).uppercased() + $0.dropFirst() }
        var out = ["/// Animation \(index): \(a.keys.joined(separator: " → ")), \(n(a.duration)) s, easing \(a.easingText).",
                   "void MeshplayAnimate\(index)(BCMeshTransformView *view) {",
                   "    view.meshTransform = MeshplayKeyframe\(keyframeIndex(a.keys[0]))();"]
        let segments = segments(a)
        var indent = "    "
        for (k, s) in segments.enumerated() {
            let delay = k == 0 ? a.animation.beginTime : 0
            out.append(indent + "[UIView animateWithDuration:\(n(s.duration)) delay:\(n(delay)) options:\(opts.joined(separator: " | ")) animations:^{")
            if let count { out.append(indent + "    [UIView setAnimationRepeatCount:\(n(count))];") }
            out.append(indent + "    view.meshTransform = MeshplayKeyframe\(s.to)();")
            out.append(indent + (k == segments.count - 1 ? "} completion:nil];" : "} completion:^(BOOL finished) {"))
            indent += "    "
        }
        for k in stride(from: segments.count - 2, through: 0, by: -1) {
            out.append(String(repeating: " ", count: 4 + 4 * k) + "}];")
        }
        out.append("}")
        return out
    }
}
