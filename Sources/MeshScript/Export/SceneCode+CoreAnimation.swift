import MeshEngine

/// `export camesh`: Objective-C for Core Animation's private CAMeshTransform and CALight. The
/// whole layer tree is rebuilt as layers (each with its bounds, position, anchor point,
/// transform, sublayer transform and mesh), the lights are CALights, and the selected
/// layer's animations are `CAKeyframeAnimation`s of `meshTransform`.
extension SceneCode {
    /// The Objective-C source for the private API.
    var cameshSource: String {
        var out = header("CAMeshTransform code (Objective-C).").map { "// " + Self.cComment($0) }
        out += ["// \(codeName)MakeScene() builds the whole layer tree (\(scene.layers.count) layer\(scene.layers.count == 1 ? "" : "s")); "
                    + "the animations move layer \(layerIndex).",
                "//",
                "// PRIVATE API: CAMeshTransform, CALight, CALayer.meshTransform and CALayer.lights are not public",
                "// (iOS 5 and later). Code using them is rejected by App Store review: not for the App Store.",
                "// The mesh declarations are the article's reconstruction (struct field names are guesses). CALight's",
                "// properties are named as QuartzCore's runtime lists them; what they mean beyond their names (the sign",
                "// of direction, how the intensities combine) is documented nowhere, so \(codeName)Lights() says which",
                "// reading of meshplay's lighting it writes.",
                "",
                "#import <QuartzCore/QuartzCore.h>"]
        // Images are loaded by name with UIKit's UIImage (the PNGs written beside this file).
        if treeHasImages { out.append("#import <UIKit/UIKit.h>") }
        let cage = keyframeCage
        if motion != nil { out.append("#include <math.h>") }
        if motion != nil || cage != nil { out.append("#include <stdlib.h>") }
        if motion != nil { out.append("#include <string.h>") }
        out += ["",
                "typedef struct CAPoint3D { CGFloat x, y, z; } CAPoint3D;",
                "typedef struct CAMeshVertex { CGPoint from; CAPoint3D to; } CAMeshVertex;",
                "typedef struct CAMeshFace { unsigned int indices[4]; float w[4]; } CAMeshFace;",
                "extern NSString * const " + DepthNormalization.allCases.map { Self.depthConstant($0, "kCA") }.joined(separator: ", * const ") + ";",
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
                "@interface CALight : NSObject <NSCopying>",
                "+ (id)lightWithType:(NSString *)lightType;",
                "@property CGColorRef color;",
                "@property CGFloat intensity, ambientIntensity, diffuseIntensity, specularIntensity, coneAngle;",
                "@property CAPoint3D direction, position;",
                "@end",
                "@interface CALayer (\(codeName)Private)",
                "@property (copy) CAMeshTransform *meshTransform;",
                "@property (copy) NSArray *lights;",
                "@end",
                ""]
        if let cage { out += objcKeyframeCage(cage, prefix: "CA") + [""] }
        for (i, l) in scene.layers.enumerated() {
            // The moving layer's mesh is the motion's, computed below.
            guard let m = l.mesh, motion == nil || i != layerIndex else { continue }
            let function = "\(codeName)LayerMesh\(i)", doc = "The mesh of layer \(i) \"\(l.name)\", with its weights w."
            if i == layerIndex, let cage, Self.sharesCage(m, cage) {
                out += objcKeyframeFunction(function, m, doc: doc, prefix: "CA") + [""]
            } else {
                out += Self.objcMeshFunction(function, m, doc: doc, prefix: "CA") + [""]
            }
        }
        for (i, k) in keyframes.enumerated() {
            let function = "\(codeName)Keyframe\(i)", doc = "Keyframe \"\(k.name)\"."
            out += (cage == nil ? Self.objcMeshFunction(function, k.mesh, doc: doc, prefix: "CA")
                : objcKeyframeFunction(function, k.mesh, doc: doc, prefix: "CA")) + [""]
        }
        if let motion { out += cameshMotion(motion) + [""] }
        if treeHasColors { out += caColorFunction + [""] }
        out += caLights + [""] + caSceneFunction
        for (i, a) in animations.enumerated() { out += [""] + keyframeAnimation(i, a) }
        if let motion { out += [""] + objcMotionAnimation(motion, target: .layer) }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// `MeshplayLights()`: a CALight per meshplay light. meshplay lights a pixel by
    /// `(1 − f) + f·|N·L|` per light (BCMeshTransformView's diffuse factor f), plus a specular
    /// highlight; in CALight's Phong terms that is ambientIntensity 1 − f, diffuseIntensity f and
    /// specularIntensity, each light scaled by its intensity.
    private var caLights: [String] {
        let n = Self.number, lighting = scene.lighting
        var out = ["/// meshplay's lights as CALights (private). direction is the way the light travels (meshplay's `toward`,",
                   "/// the Core Animation book's LIGHT_DIRECTION), position is in the container's points, coneAngle is a spot",
                   "/// light's half-angle in radians; each light gets ambientIntensity 1 − diffuseFactor, diffuseIntensity",
                   "/// diffuseFactor (\(n(lighting.diffuseFactor))) and specularIntensity (\(n(lighting.specular))), meshplay's lighting model in Phong terms.",
                   "NSArray *\(codeName)Lights(void) {",
                   "    NSMutableArray *lights = [NSMutableArray array];",
                   "    CGColorSpaceRef rgb = CGColorSpaceCreateDeviceRGB();"]
        for light in lighting.lights {
            let type = "kCALightType" + light.kind.rawValue.prefix(1).uppercased() + light.kind.rawValue.dropFirst()
            let t = light.toward, p = light.position, c = light.color
            out += ["    {",
                    "        CALight *light = [CALight lightWithType:\(type)];",
                    "        CGFloat components[] = {\(n(Double(c.r) / 255)), \(n(Double(c.g) / 255)), \(n(Double(c.b) / 255)), \(n(Double(c.a) / 255))};",
                    "        CGColorRef color = CGColorCreate(rgb, components);",
                    "        light.color = color;",
                    "        CGColorRelease(color);",
                    "        light.intensity = \(n(light.intensity));"]
            switch light.kind {
            case .ambient:
                out.append("        light.ambientIntensity = 1;")
            case .directional, .point, .spot:
                out += ["        light.ambientIntensity = \(n(1 - lighting.diffuseFactor));",
                        "        light.diffuseIntensity = \(n(lighting.diffuseFactor));",
                        "        light.specularIntensity = \(n(lighting.specular));"]
                if light.kind != .point { out.append("        light.direction = (CAPoint3D){\(n(t.x)), \(n(t.y)), \(n(t.z))};") }
                if light.kind != .directional { out.append("        light.position = (CAPoint3D){\(n(p.x)), \(n(p.y)), \(n(p.z))};") }
                if light.kind == .spot { out.append("        light.coneAngle = \(n(light.coneAngle));") }
            }
            out += ["        [lights addObject:light];", "    }"]
        }
        out += ["    CGColorSpaceRelease(rgb);", "    return lights;", "}"]
        return out
    }

    /// `MeshplayMakeScene()`: the container and every layer, sublayers added to their
    /// superlayers in drawing order. The article found that lights act on a layer's sublayers,
    /// so the container and every superlayer get them.
    private var caSceneFunction: [String] {
        let n = Self.number, s = scene
        func point(_ p: Point2D) -> String { "CGPointMake(\(n(p.x)), \(n(p.y)))" }
        var out = ["/// The scene as layers: a \(n(s.size.width)) × \(n(s.size.height)) container holding the layer tree. `selected`, when not",
                   "/// NULL, receives layer \(layerIndex) \"\(Self.cComment(layer.name))\", the one the animations move.",
                   "CALayer *\(codeName)MakeScene(CALayer **selected) {",
                   "    NSArray *lights = \(codeName)Lights();",
                   "    CALayer *container = [CALayer layer];",
                   "    container.bounds = CGRectMake(0, 0, \(n(s.size.width)), \(n(s.size.height)));",
                   "    container.position = \(point(Point2D(s.size.width / 2, s.size.height / 2)));",
                   "    container.sublayerTransform = \(CodeLanguage.objc.transform(s.sublayerTransform));",
                   "    container.lights = lights;"]
        if !s.layers.isEmpty { out.append("    CALayer *layers[\(s.layers.count)];") }
        for (i, l) in s.layers.enumerated() {
            let v = "layers[\(i)]"
            out += ["    \(v) = [\(l.kind == .transform ? "CATransformLayer" : isTextLayer(i) ? "CATextLayer" : "CALayer") layer];",
                    "    \(v).name = @\"\(Self.cString(l.name))\";",
                    "    \(v).bounds = CGRectMake(0, 0, \(n(l.size.width)), \(n(l.size.height)));",
                    "    \(v).position = \(point(l.position));",
                    "    \(v).anchorPoint = \(point(l.anchorPoint));"]
            if !l.transform.isIdentity { out.append("    \(v).transform = \(CodeLanguage.objc.transform(l.transform));") }
            if !l.sublayerTransform.isIdentity { out.append("    \(v).sublayerTransform = \(CodeLanguage.objc.transform(l.sublayerTransform));") }
            if l.opacity != 1 { out.append("    \(v).opacity = \(n(l.opacity));") }
            if !l.doubleSided { out.append("    \(v).doubleSided = NO;") }
            out += caSurfaceLines(l, v)
            if l.mesh != nil {
                let made = motion.flatMap { i == layerIndex ? "\(codeName)MeshTransformAt(\(Self.time($0.now)))" : nil } ?? "\(codeName)LayerMesh\(i)()"
                out.append("    \(v).meshTransform = \(made);")
            }
            out += caContentLines(i, v)
            if !s.sublayers(of: i).isEmpty { out.append("    \(v).lights = lights;") }
            out.append("    [\(s.parent(of: i).map { "layers[\($0)]" } ?? "container") addSublayer:\(v)];")
        }
        if s.layers.indices.contains(layerIndex) { out.append("    if (selected) *selected = layers[\(layerIndex)];") }
        out += ["    return container;", "}"]
        return out
    }

    /// A CAKeyframeAnimation of `meshTransform` through the keyframes: key times from the
    /// segment durations, the easing as one timing function per segment.
    private func keyframeAnimation(_ index: Int, _ p: Played) -> [String] {
        let n = Self.number
        var elapsed = 0.0
        let times: [Double] = [0] + p.durations.map { d -> Double in
            elapsed += d
            return elapsed / p.duration
        }
        var out = ["/// Animation \(index): \(Self.cComment(p.title)); starts \(n(p.beginTime)) s after it is called.",
                   "void \(codeName)Animate\(index)(CALayer *layer) {",
                   "    CAKeyframeAnimation *animation = [CAKeyframeAnimation animationWithKeyPath:@\"meshTransform\"];",
                   "    animation.values = @[" + p.keys.map { "\(codeName)Keyframe\($0)()" }.joined(separator: ", ") + "];",
                   "    animation.keyTimes = @[" + times.map { "@" + Self.time($0) }.joined(separator: ", ") + "];",
                   "    animation.duration = \(Self.time(p.duration));"]
        let timing: String
        switch p.easing {
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
        out.append("    animation.timingFunctions = @[" + Array(repeating: "timing", count: max(1, p.durations.count)).joined(separator: ", ") + "];")
        if p.autoreverses { out.append("    animation.autoreverses = YES;") }
        out.append("    animation.repeatCount = \(p.repeatCount.isFinite ? n(p.repeatCount) : "HUGE_VALF");")
        out.append("    animation.beginTime = CACurrentMediaTime() + \(n(p.beginTime));")
        out.append("    [layer addAnimation:animation forKey:@\"meshplay\(index)\"];")
        out.append("}")
        return out
    }

    /// Text inside an Objective-C string literal. A `?` after a `?` is written `\?`, so no `??/`,
    /// `??=` … reads as a trigraph (clang's `-Wall` flags them, and with trigraphs on `??/`
    /// would escape the closing quote).
    static func cString(_ s: String) -> String {
        var previous: Unicode.Scalar?
        return s.unicodeScalars.map { c -> String in
            defer { previous = c }
            switch c {
            case "?" where previous == "?": return "\\?"
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "\n": return "\\n"
            case _ where c.value < 0x20 || (0x7F..<0xA0).contains(c.value):
                // C allows no universal character name below U+00A0: octal escapes of the
                // UTF-8 bytes, three digits each so a digit after one is not read into it.
                return String(c).utf8.map { byte in
                    let octal = String(byte, radix: 8)
                    return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                }.joined()
            case _ where c.isControlForText || c.isBidiControl:
                // U+2028, U+2029 and the bidi controls as universal character names: raw, a
                // U+202E would show the rest of the line reversed.
                return c.fourDigitEscape
            default:
                return String(c)
            }
        }.joined()
    }

    /// Text inside a `//` or `///` comment of Swift or Objective-C, kept on its line: a name
    /// holding a line break would otherwise end the comment and leave the rest as code. A `\`
    /// is doubled, so it cannot splice the next line into an Objective-C comment (a layer named
    /// `end\` at a line's end) and the `\n` escapes stay unambiguous; a `?` after a `?` is
    /// `\u{3F}`, so no `??/` trigraph can splice either.
    static func cComment(_ s: String) -> String {
        var previous: Character?
        return s.map { c -> String in
            defer { previous = c }
            if c == "\\" { return "\\\\" }
            if c == "?", previous == "?" { return "\\u{3F}" }
            return String(c).controlsEscaped
        }.joined()
    }
}
