import MeshEngine

/// `export camesh` (Objective-C for Core Animation's private CAMeshTransform and CALight, with
/// the declarations the article reconstructs) and `export caml` (a Core Animation archive layer).
extension SceneCode {
    private func n(_ d: Double) -> String { d.scriptText }

    /// The Objective-C source for the private API.
    var cameshSource: String {
        var out = header("CAMeshTransform code (Objective-C).").map { "// " + $0 }
        out += ["//",
                "// PRIVATE API: CAMeshTransform, CALight, CALayer.meshTransform and CALayer.lights are not public",
                "// (iOS 5 and later). Code using them is rejected by App Store review: not for the App Store.",
                "// The declarations below are the article's reconstruction; struct field names are guesses.",
                "",
                "#import <QuartzCore/QuartzCore.h>",
                "",
                "typedef struct CAPoint3D { CGFloat x, y, z; } CAPoint3D;",
                "typedef struct CAMeshVertex { CGPoint from; CAPoint3D to; } CAMeshVertex;",
                "typedef struct CAMeshFace { unsigned int indices[4]; float w[4]; } CAMeshFace;",
                "extern NSString * const \(depthConstant("kCA"));",
                "extern NSString * const kCALightTypeAmbient, * const kCALightTypeDirectional, * const kCALightTypePoint, * const kCALightTypeSpot;",
                "",
                "@interface CAMeshTransform : NSObject <NSCopying>",
                "+ (instancetype)meshTransformWithVertexCount:(NSUInteger)vertexCount vertices:(CAMeshVertex *)vertices",
                "    faceCount:(NSUInteger)faceCount faces:(CAMeshFace *)faces depthNormalization:(NSString *)depthNormalization;",
                "@property (nonatomic, readonly) NSInteger subdivisionSteps;",
                "@end",
                "@interface CAMutableMeshTransform : CAMeshTransform",
                "@property (nonatomic) NSInteger subdivisionSteps;",
                "@end",
                "@interface CALight : NSObject",
                "+ (id)lightWithType:(NSString *)lightType;",
                "@end",
                "@interface CALayer (MeshplayPrivate)",
                "@property (copy) CAMeshTransform *meshTransform;",
                "@property (copy) NSArray *lights;",
                "@end",
                ""]
        out += objcMeshFunction("MeshplayMeshTransform", mesh, doc: "The mesh of layer \"\(layer.name)\", with its weights w.",
                                type: "CAMeshTransform", vertex: "CAMeshVertex", face: "CAMeshFace", weights: true, subdivision: mesh.subdivisionSteps)
        for (i, k) in keyframes.enumerated() {
            out += [""] + objcMeshFunction("MeshplayKeyframe\(i)", k.mesh, doc: "Keyframe \"\(k.name)\".", type: "CAMeshTransform",
                                           vertex: "CAMeshVertex", face: "CAMeshFace", weights: true, subdivision: k.mesh.subdivisionSteps)
        }
        out += ["",
                "/// Sets the mesh and the layer transform, the container's sublayer transform, and the lights on the",
                "/// superlayer (CALayer's lights apply to its sublayers). CALight's properties are not known: each",
                "/// light is made with its type, and meshplay's values are given in a comment.",
                "void MeshplayApply(CALayer *layer) {",
                "    layer.meshTransform = MeshplayMeshTransform();",
                "    layer.transform = \(objcTransform(self.layer.transform));",
                "    layer.superlayer.sublayerTransform = \(objcTransform(scene.sublayerTransform));",
                "    NSMutableArray *lights = [NSMutableArray array];"]
        for light in scene.lighting.lights {
            let type = "kCALightType" + light.kind.rawValue.prefix(1).uppercased() + light.kind.rawValue.dropFirst()
            out.append("    [lights addObject:[CALight lightWithType:\(type)]]; // meshplay: direction (\(n(light.direction.x)), "
                       + "\(n(light.direction.y)), \(n(light.direction.z))) toward the light, position (\(n(light.position.x)), "
                       + "\(n(light.position.y)), \(n(light.position.z))), colour \(light.color), intensity \(n(light.intensity))")
        }
        out += ["    layer.superlayer.lights = lights;", "}"]
        for (i, a) in animations.enumerated() { out += [""] + keyframeAnimation(i, a) }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// A CAKeyframeAnimation of `meshTransform` through the keyframes.
    private func keyframeAnimation(_ index: Int, _ a: LayerAnimation) -> [String] {
        let m = a.animation
        let count = a.keys.count
        let times = (0..<count).map { n(Double($0) / Double(max(1, count - 1))) }
        var out = ["/// Animation \(index): \(a.keys.joined(separator: " → ")), \(n(a.duration)) s, easing \(a.easingText).",
                   "void MeshplayAnimate\(index)(CALayer *layer) {",
                   "    CAKeyframeAnimation *animation = [CAKeyframeAnimation animationWithKeyPath:@\"meshTransform\"];",
                   "    animation.values = @[" + a.keys.map { "MeshplayKeyframe\(keyframeIndex($0))()" }.joined(separator: ", ") + "];",
                   "    animation.keyTimes = @[" + times.map { "@" + $0 }.joined(separator: ", ") + "];",
                   "    animation.duration = \(n(a.duration));"]
        let timing: String
        switch m.easing {
        case .linear: timing = "[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionLinear]"
        case .easeIn: timing = "[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseIn]"
        case .easeOut: timing = "[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseOut]"
        case .easeInOut: timing = "[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut]"
        case let .cubicBezier(x1, y1, x2, y2): timing = "[CAMediaTimingFunction functionWithControlPoints:\(n(x1)) :\(n(y1)) :\(n(x2)) :\(n(y2))]"
        case .spring:
            out.append("    // Approximated: the spring is played ease-in-out per segment (a keyframe animation has no spring).")
            timing = "[CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut]"
        }
        out.append("    CAMediaTimingFunction *timing = \(timing);")
        out.append("    animation.timingFunctions = @[" + Array(repeating: "timing", count: max(1, count - 1)).joined(separator: ", ") + "];")
        if m.autoreverses { out.append("    animation.autoreverses = YES;") }
        out.append("    animation.repeatCount = \(m.repeatCount.isFinite ? n(m.repeatCount) : "HUGE_VALF");")
        out.append("    animation.beginTime = CACurrentMediaTime() + \(n(m.beginTime));")
        out.append("    [layer addAnimation:animation forKey:@\"meshplay\(index)\"];")
        out.append("}")
        return out
    }

    /// The CAML document: one container layer holding the selected layer.
    var camlSource: String {
        let t = layer.transform, s = scene.sublayerTransform
        func matrix(_ t: Transform3D) -> String {
            [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(n).joined(separator: " ")
        }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<caml xmlns=\"http://www.apple.com/CoreAnimation/1.0\">"]
        out += header("a Core Animation archive (CAML).").map { "<!-- " + Self.xmlComment($0) + " -->" }
        out.append("<!-- meshTransform: [fx fy] [tx ty tz] v per vertex, [i0 i1 i2 i3] [w0 w1 w2 w3] f per face, then the "
                   + "subdivisionSteps and depthNormalization attributes (private API: not for the App Store) -->")
        out.append("  <CALayer bounds=\"0 0 \(n(scene.size.width)) \(n(scene.size.height))\" position=\"\(n(scene.size.width / 2)) \(n(scene.size.height / 2))\""
                   + (s.isIdentity ? "" : " sublayerTransform=\"\(matrix(s))\"") + ">")
        out.append("    <sublayers>")
        out.append("      <CALayer name=\"\(Self.xmlAttribute(layer.name))\" bounds=\"0 0 \(n(layer.size.width)) \(n(layer.size.height))\""
                   + " position=\"\(n(layer.position.x)) \(n(layer.position.y))\" anchorPoint=\"\(n(layer.anchorPoint.x)) \(n(layer.anchorPoint.y))\""
                   + (t.isIdentity ? "" : " transform=\"\(matrix(t))\"") + (layer.opacity == 1 ? "" : " opacity=\"\(n(layer.opacity))\"")
                   + (layer.doubleSided ? "" : " doubleSided=\"false\""))
        out.append("        meshTransform=\"\(mesh.camlString)\"")
        out.append("        meshTransform.subdivisionSteps=\"\(mesh.subdivisionSteps)\" meshTransform.depthNormalization=\"\(mesh.depthNormalization.rawValue)\"/>")
        out += ["    </sublayers>", "  </CALayer>", "</caml>", ""]
        return out.joined(separator: "\n")
    }

    static func xmlAttribute(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Text safe inside `<!-- -->` (no `--`).
    static func xmlComment(_ s: String) -> String {
        var t = s
        while t.contains("--") { t = t.replacingOccurrences(of: "--", with: "- -") }
        return t
    }
}

extension MeshTransform {
    /// The mesh in CAML's `meshTransform` attribute form: `[fx fy] [tx ty tz] v` per vertex and
    /// `[i0 i1 i2 i3] [w0 w1 w2 w3] f` per face (each item's values before its letter).
    public var camlString: String {
        var parts: [String] = []
        parts.reserveCapacity(vertices.count + faces.count)
        for v in vertices {
            parts.append("[\(v.from.x.scriptText) \(v.from.y.scriptText)] [\(v.to.x.scriptText) \(v.to.y.scriptText) \(v.to.z.scriptText)] v")
        }
        for f in faces {
            parts.append("[\(f.indexArray.map(String.init).joined(separator: " "))] [\(SceneWriter.weights(f.w))] f")
        }
        return parts.joined(separator: " ")
    }

    /// Reads ``camlString`` back (vertices and faces; subdivision and depth are attributes of their own).
    public init(camlString text: String) throws(ScriptError) {
        self.init(subdivisionSteps: 0, depthNormalization: .none)
        var groups: [[Double]] = []
        var current: [Double]?
        var column = 0
        for word in text.split(separator: " ") {
            column += 1
            func bad(_ why: String) -> ScriptError { ScriptError(.expression("meshTransform word \(column) '\(word)': \(why)")) }
            var w = Substring(word)
            if w.hasPrefix("[") {
                guard current == nil else { throw bad("a bracket opens inside another") }
                current = []
                w = w.dropFirst()
            }
            let closes = w.hasSuffix("]")
            if closes { w = w.dropLast() }
            if current != nil {
                if !w.isEmpty {
                    guard let d = Double(w), d.isFinite else { throw bad("not a finite number") }
                    current!.append(d)
                }
                if closes { groups.append(current!); current = nil }
                continue
            }
            switch w {
            case "v":
                guard groups.count == 2, groups[0].count == 2, groups[1].count == 3 else { throw bad("a vertex is [fx fy] [tx ty tz] v") }
                vertices.append(Vertex(from: Point2D(groups[0][0], groups[0][1]), to: Point3D(groups[1][0], groups[1][1], groups[1][2])))
            case "f":
                guard groups.count == 2, groups[0].count == 4, groups[1].count == 4,
                      groups[0].allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 < Double(Int32.max) }) else {
                    throw bad("a face is [i0 i1 i2 i3] [w0 w1 w2 w3] f")
                }
                let i = groups[0].map { Int($0) }
                faces.append(Face(indices: SIMD4(i[0], i[1], i[2], i[3]), w: SIMD4(groups[1][0], groups[1][1], groups[1][2], groups[1][3])))
            default:
                throw bad("expected [, v or f")
            }
            groups = []
        }
        guard current == nil, groups.isEmpty else { throw ScriptError(.expression("meshTransform ends inside an item")) }
    }
}
