import MeshEngine

/// `export swift` and `export objc`: BCMeshTransformView code. The mesh is built with
/// `meshTransformWithVertexCount:vertices:faceCount:faces:depthNormalization:` (Swift:
/// `BCMeshTransform(vertexCount:vertices:faceCount:faces:depthNormalization:)`) from literal
/// arrays, as the library's README builds its simple mesh. BCMeshFace has no `w`: weights are
/// dropped, and said so.
extension SceneCode {
    /// BCMeshTransformView's `supplementaryTransform` for the layer's whole chain (its
    /// transform, every superlayer's sublayer transform, flattening and transform, the
    /// container's sublayer transform: ``Scene/modelTransform(forLayer:)``, M below).
    ///
    /// The view applies its transform S about its own centre c, in points, and sits with its
    /// centre at P in its superview: a point p lands at P + S(p − c), projectively. Choosing
    /// S = T(c) · M · T(−P) (applied left to right, CATransform3DConcat order) gives exactly M(p),
    /// for any P; P is the container's centre, so a layer centred in its container gets
    /// S = the layer's transform then the container's sublayer transform, as before layer trees.
    var supplementaryTransform: Transform3D {
        let c = viewCenterInLayer, p = viewCenter
        return Transform3D.translation(c.x, c.y, 0).concatenating(scene.modelTransform(forLayer: layerIndex))
            .concatenating(.translation(-p.x, -p.y, 0))
    }

    /// The layer's centre in its own points.
    var viewCenterInLayer: Point2D { Point2D(layer.size.width / 2, layer.size.height / 2) }

    /// Where the view's centre goes in its superview, which stands for meshplay's container.
    var viewCenter: Point2D { Point2D(scene.size.width / 2, scene.size.height / 2) }

    /// The superlayer that flattens this layer into its plane (a `CALayer` above it), if any.
    var flatteningSuperlayer: Int? {
        var i = layerIndex
        while let p = scene.parent(of: i) {
            if scene.layers[p].kind == .layer { return p }
            i = p
        }
        return nil
    }

    /// What BCMeshTransformView cannot say, for the header.
    private var notes: [String] {
        var out: [String] = []
        if mesh.faces.contains(where: { $0.w != .zero }) { out.append("face weights w are dropped: BCMeshFace has only indices") }
        if mesh.subdivisionSteps != 0 {
            out.append("subdivision \(mesh.subdivisionSteps) is not applied: BCMeshTransformView draws the control mesh as given "
                       + "(`export … subdivided` bakes it in)")
        }
        // BCPoint3D holds CGFloats, floats on 32-bit devices: every coordinate fits one (``SessionState/maxCoordinate``).
        if scene.lighting.lights.count > 1 || (scene.lighting.lights.first.map { $0.kind != .directional } ?? false) {
            out.append("only the first directional light is kept (BCMeshTransformView has one white directional light)")
        }
        if let f = flatteningSuperlayer {
            out.append("layer \(f) \"\(scene.layers[f].name)\" is a CALayer, which flattens its sublayers: the supplementary transform drops z "
                       + "(m33 = 0) as Core Animation does, so the view's lighting normals, made with its inverse, may differ")
        }
        if layer.reflectance != 1 {
            out.append("the layer's reflectance \(layer.reflectance.scriptText) is not carried: BCMeshTransformView lights every view's "
                       + "content at full strength, so the view is brighter than meshplay draws it")
        }
        return out + contentNotes + animationApproximations
    }

    /// The header of both languages: what, the scene, how the view stands for the layer, and
    /// what was approximated.
    private func bcHeader(_ language: CodeLanguage) -> [String] {
        header("BCMeshTransformView code (\(language == .swift ? "Swift" : "Objective-C")).")
            + ["The view stands for the layer: its bounds are the layer's \(layer.size.width.scriptText) × \(layer.size.height.scriptText) points and "
                + "its superview is meshplay's \(scene.size.width.scriptText) × \(scene.size.height.scriptText) container; the apply function "
                + "sets both, and supplementaryTransform carries the layer's whole transform chain (transforms, sublayer transforms, anchors)."]
            + (bakedSteps.flatMap { $0 > 0 ? ["Subdivision \($0) is baked into the mesh and every keyframe (meshplay's Catmull–Clark "
                + "surface): BCMeshTransformView has no subdivision and draws the mesh as given."] : nil } ?? [])
            + notes.map { "Approximated: " + $0 + "." }
    }

    /// The Swift source.
    var swiftSource: String {
        let n = Self.number
        var out = bcHeader(.swift).map { "// " + Self.cComment($0) }
        // UIView is main-actor isolated, and so is every BCMeshTransformView member the enum sets.
        out += ["", "import UIKit", "import BCMeshTransformView", "", "@MainActor", "enum \(codeName)Scene {"]
        let cage = keyframeCage
        if motion?.identityGrid == nil || cage != nil { out += swiftMeshBuilder + [""] }
        if let cage { out += Self.swiftKeyframeCage(cage) + [""] }
        if let motion {
            out += swiftMotion(motion)
        } else if let cage, Self.sharesCage(mesh, cage) {
            out += Self.swiftKeyframeFunction("meshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\".")
        } else {
            out += Self.swiftMeshFunction("meshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\".")
        }
        for (i, k) in keyframes.enumerated() {
            out += [""] + (cage == nil ? Self.swiftMeshFunction("keyframe\(i)", k.mesh, doc: "Keyframe \"\(k.name)\".")
                : Self.swiftKeyframeFunction("keyframe\(i)", k.mesh, doc: "Keyframe \"\(k.name)\"."))
        }
        let l = lightDirection, c = viewCenter
        out += ["",
                "    /// The layer's transform chain about the view's centre (see the header).",
                "    static let supplementaryTransform = " + CodeLanguage.swift.transform(supplementaryTransform),
                "    static let lightDirection = BCPoint3D(x: \(n(l.x)), y: \(n(l.y)), z: \(n(l.z)))",
                "    static let diffuseLightFactor: Float = \(n(scene.lighting.diffuseFactor))",
                "",
                "    /// Sets the mesh, the content, the view's size and place in a superview as large as meshplay's container, the transform and the light.",
                "    static func apply(to view: BCMeshTransformView) {",
                "        view.meshTransform = meshTransform()",
                "        addContent(to: view)",
                "        view.bounds = CGRect(x: 0, y: 0, width: \(n(layer.size.width)), height: \(n(layer.size.height)))",
                "        view.center = CGPoint(x: \(n(c.x)), y: \(n(c.y)))",
                "        view.supplementaryTransform = supplementaryTransform",
                "        view.lightDirection = lightDirection",
                "        view.diffuseLightFactor = diffuseLightFactor",
            ] + (layer.interaction ? [] : ["        view.isUserInteractionEnabled = false"]) + [
                "    }",
                ""] + contentFunction(.swift)
        for (i, a) in animations.enumerated() { out += [""] + uiViewAnimation(i, a, in: .swift) }
        if let motion { out += [""] + swiftMotionAnimation(motion) }
        out += ["}", ""]
        return out.joined(separator: "\n")
    }

    /// Flat number arrays (one line per vertex or face) handed to ``swiftMeshBuilder``: a big
    /// literal of struct initializers takes the Swift type checker minutes, typed number arrays
    /// do not.
    static func swiftMeshFunction(_ name: String, _ m: MeshTransform, doc: String?) -> [String] {
        let n = Self.number
        var out = ["    /// \(doc.map { Self.cComment($0) + " " } ?? "The mesh the motion moves: ")\(Int.meshSize(vertices: m.vertices.count, faces: m.faces.count)).",
                   "    static func \(name)() -> \(doc == nil ? "BCMutableMeshTransform" : "BCMeshTransform") {",
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
                "        return mesh(v, f, \(Self.depthConstant(m.depthNormalization, "kBC")))",
                "    }"]
        return out
    }

    /// The one function that turns the flat arrays into BCMeshVertex and BCMeshFace values:
    /// each such expression costs the type checker seconds, so it is written once, with its
    /// types spelled out, not once per keyframe. The types are the headers' as Swift imports them
    /// (BCMeshTransform.h): BCPoint3D holds CGFloat, counts are NSUInteger (Int in Swift), and a
    /// face's `unsigned int indices[4]` is a tuple of UInt32.
    private var swiftMeshBuilder: [String] {
        ["    /// A mesh from flat arrays: per vertex from x, y, to x, y, z; per face four corner indices.",
         "    static func mesh(_ v: [Double], _ f: [UInt32], _ depthNormalization: String) -> BCMutableMeshTransform {",
         "        var vertices: [BCMeshVertex] = []",
         "        var i = 0",
         "        while i + 5 <= v.count {",
         "            let from = CGPoint(x: v[i], y: v[i + 1])",
         "            let to = BCPoint3D(x: CGFloat(v[i + 2]), y: CGFloat(v[i + 3]), z: CGFloat(v[i + 4]))",
         "            vertices.append(BCMeshVertex(from: from, to: to))",
         "            i += 5",
         "        }",
         "        var faces: [BCMeshFace] = []",
         "        var k = 0",
         "        while k + 4 <= f.count {",
         "            faces.append(BCMeshFace(indices: (f[k], f[k + 1], f[k + 2], f[k + 3])))",
         "            k += 4",
         "        }",
         "        return BCMutableMeshTransform(vertexCount: vertices.count, vertices: &vertices,",
         "                               faceCount: faces.count, faces: &faces, depthNormalization: depthNormalization)",
         "    }"]
    }

    /// The Objective-C source (`export objc`).
    var objcSource: String {
        let n = Self.number
        var out = bcHeader(.objc).map { "// " + Self.cComment($0) }
        let cage = keyframeCage
        out += ["", "#import <UIKit/UIKit.h>", "#import \"BCMeshTransformView.h\""]
            + (motion == nil ? [] : ["#include <math.h>"]) + (motion == nil && cage == nil ? [] : ["#include <stdlib.h>"]) + [""]
        if let cage { out += objcKeyframeCage(cage, prefix: "BC") + [""] }
        if let motion {
            out += objcMotion(motion)
        } else if let cage, Self.sharesCage(mesh, cage) {
            out += objcKeyframeFunction("\(codeName)MeshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\".", prefix: "BC")
        } else {
            out += Self.objcMeshFunction("\(codeName)MeshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\".", prefix: "BC")
        }
        for (i, k) in keyframes.enumerated() {
            let function = "\(codeName)Keyframe\(i)", doc = "Keyframe \"\(k.name)\"."
            out += [""] + (cage == nil ? Self.objcMeshFunction(function, k.mesh, doc: doc, prefix: "BC")
                : objcKeyframeFunction(function, k.mesh, doc: doc, prefix: "BC"))
        }
        let l = lightDirection, c = viewCenter
        out += [""] + contentFunction(.objc)
        out += ["",
                "/// Sets the mesh, the content, the view's size and place in a superview as large as meshplay's container, the",
                "/// transform (the layer's whole chain about the view's centre, see the header) and the light.",
                "void \(codeName)Apply(BCMeshTransformView *view) {",
                "    view.meshTransform = \(codeName)MeshTransform();",
                "    \(codeName)AddContent(view);",
                "    view.bounds = CGRectMake(0, 0, \(n(layer.size.width)), \(n(layer.size.height)));",
                "    view.center = CGPointMake(\(n(c.x)), \(n(c.y)));",
                "    view.supplementaryTransform = \(CodeLanguage.objc.transform(supplementaryTransform));",
                "    view.lightDirection = (BCPoint3D){\(n(l.x)), \(n(l.y)), \(n(l.z))};",
                "    view.diffuseLightFactor = \(n(scene.lighting.diffuseFactor));"]
            + (layer.interaction ? [] : ["    view.userInteractionEnabled = NO;"]) + ["}"]
        for (i, a) in animations.enumerated() { out += [""] + uiViewAnimation(i, a, in: .objc) }
        if let motion { out += [""] + objcMotionAnimation(motion, target: .view) }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// A function returning a mesh built from literal arrays, for BCMeshTransformView (`BC`:
    /// no weights) or the private CAMeshTransform (`CA`: weights, and `subdivisionSteps` on a
    /// mutable transform).
    static func objcMeshFunction(_ name: String, _ m: MeshTransform, doc: String, prefix: String, mutable: Bool = false) -> [String] {
        let weighted = prefix == "CA"
        var out = ["/// \(Self.cComment(doc)) \(Int.meshSize(vertices: m.vertices.count, faces: m.faces.count)).",
                   "\(mutable ? "static BCMutableMeshTransform" : prefix + "MeshTransform") *\(name)(void) {",
                   "    static \(prefix)MeshVertex vertices[] = {"]
        out += objcVertexLines(m, indent: "        ")
        out.append("    };")
        out.append("    static \(prefix)MeshFace faces[] = {")
        out += objcFaceLines(m, weighted: weighted, indent: "        ")
        out.append("    };")
        let make = "meshTransformWithVertexCount:\(m.vertices.count) vertices:vertices faceCount:\(m.faces.count) faces:faces "
            + "depthNormalization:\(Self.depthConstant(m.depthNormalization, "k\(prefix)"))"
        if weighted {
            out += ["    CAMutableMeshTransform *transform = [CAMutableMeshTransform \(make)];",
                    "    transform.subdivisionSteps = \(m.subdivisionSteps);",
                    "    return transform;", "}"]
        } else {
            out += ["    return [\(mutable ? "BCMutableMeshTransform" : "BCMeshTransform") \(make)];", "}"]
        }
        return out
    }

    /// The vertices as C initializers of a `BCMeshVertex` or `CAMeshVertex` array, one per line.
    static func objcVertexLines(_ m: MeshTransform, indent: String) -> [String] {
        let n = Self.number
        return m.vertices.map { v in "\(indent){.from = {\(n(v.from.x)), \(n(v.from.y))}, .to = {\(n(v.to.x)), \(n(v.to.y)), \(n(v.to.z))}}," }
    }

    /// The faces as C initializers of a `BCMeshFace` array, or with their weights (`weighted`) a
    /// `CAMeshFace` one, one per line.
    static func objcFaceLines(_ m: MeshTransform, weighted: Bool, indent: String) -> [String] {
        m.faces.map { f in
            let w = weighted ? ", .w = {\(SceneWriter.weights(f.w).split(separator: " ").joined(separator: ", "))}" : ""
            return "\(indent){.indices = {\(f.indexArray.map(String.init).joined(separator: ", "))}\(w)},"
        }
    }
}
