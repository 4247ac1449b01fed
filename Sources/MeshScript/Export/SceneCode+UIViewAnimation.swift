import MeshEngine

/// The languages BCMeshTransformView code is written in; the writers share what they say and
/// differ only in the syntax chosen here.
enum CodeLanguage {
    case swift, objc

    /// Where declarations start: Swift's sit in `enum NAMEScene`, Objective-C's at file scope.
    var indent: String { self == .swift ? "    " : "" }

    /// The function returning keyframe `i`'s mesh, in code whose names start with `codeName`.
    func keyframe(_ i: Int, codeName: String) -> String { self == .swift ? "keyframe\(i)" : "\(codeName)Keyframe\(i)" }

    /// A `CATransform3D` value with the matrix's sixteen fields, row by row.
    func transform(_ t: Transform3D) -> String {
        // A composed transform leaves float noise (1e-14) where the product is 0: `number` writes 0.
        let rows = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        switch self {
        case .swift:
            let names = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
            return "CATransform3D(" + (0..<4).map { r in (0..<4).map { c in "\(names[4 * r + c]): \(SceneCode.number(rows[r][c]))" }
                .joined(separator: ", ") }.joined(separator: ",\n        ") + ")"
        case .objc:
            return "(CATransform3D){" + rows.map { $0.map(SceneCode.number).joined(separator: ", ") }.joined(separator: ",  ") + "}"
        }
    }
}

/// UIView block animations, the only animation BCMeshTransformView supports: one block per
/// segment of a ``SceneCode/Played`` animation, the next started from the previous block's
/// completion (the Jelly demo's "poor man's keyframes"), so chains, autoreverse and whole
/// repeats play as in meshplay. What UIView cannot say is listed as approximated.
extension SceneCode {
    /// One cycle of blocks and how many to play.
    struct UIViewChain {
        /// The keyframe each block animates to, and its duration.
        var targets: [Int]
        var durations: [Double]
        /// Blocks to play in all, nil for ever.
        var steps: Int?
        /// Each block's UIView curve option (`curveEaseOut`), in the order of `targets`.
        var curves: [String]
        /// What could not be said exactly.
        var approximations: [String]
    }

    /// The blocks that play `p`: forward through the keys, back again when it autoreverses,
    /// repeated `repeatCount` passes (a reverse pass included, as Core Animation counts).
    static func uiViewChain(_ p: Played) -> UIViewChain {
        let curve: String
        switch p.easing {
        case .linear: curve = "curveLinear"
        case .easeIn: curve = "curveEaseIn"
        case .easeOut: curve = "curveEaseOut"
        case .easeInOut, .cubicBezier, .spring: curve = "curveEaseInOut"
        }
        var targets = Array(p.keys.dropFirst()), durations = p.durations
        var curves = Array(repeating: curve, count: targets.count)
        if p.autoreverses {
            // The reverse pass is the forward pass with time run backwards (Core Animation's
            // autoreverse, and meshplay's), so a segment that eased out going forward eases in
            // coming back: its block gets the mirrored curve. Linear and ease-in-out are symmetric.
            let mirrored = curve == "curveEaseIn" ? "curveEaseOut" : curve == "curveEaseOut" ? "curveEaseIn" : curve
            for k in stride(from: p.keys.count - 2, through: 0, by: -1) {
                targets.append(p.keys[k])
                durations.append(p.durations[k])
                curves.append(mirrored)
            }
        }
        var notes: [String] = []
        switch p.easing {
        case .linear, .easeIn, .easeOut, .easeInOut: break
        case .cubicBezier: notes.append("the cubic Bézier easing plays as ease-in-out (UIView has no custom curves)")
        case .spring: notes.append("the spring plays as ease-in-out (BCMeshTransformView does not support spring animations)")
        }
        var steps: Int?
        if p.repeatCount.isFinite {
            let exact = p.repeatCount * Double(targets.count)
            steps = max(1, Int(exact.rounded(.up)))
            if Double(steps!) != exact {
                notes.append("repeat \(p.repeatCount.scriptText) stops at the end of a segment, after \(steps!) blocks")
            }
        }
        return UIViewChain(targets: targets, durations: durations, steps: steps, curves: curves, approximations: notes)
    }

    /// Animation `index` as two functions in `language`: the one to call, which shows the first
    /// keyframe and starts the chain, and the step that plays one block and schedules the next.
    func uiViewAnimation(_ index: Int, _ p: Played, in language: CodeLanguage) -> [String] {
        let chain = Self.uiViewChain(p)
        let i = language.indent, n = Self.number
        let doc = ["Animation \(index): \(p.title); starts \(n(p.beginTime)) s after it is called.",
                   "BCMeshTransformView has no keyframe animations: each segment is a UIView block animation, "
                       + "started from the previous one's completion (\(chain.targets.count) per pass"
                       + (chain.steps.map { ", \($0) in all)." } ?? ", for ever).")]
            + chain.approximations.map { "Approximated: " + $0 + "." }
        let targets = chain.targets.map { language.keyframe($0, codeName: codeName) }.joined(separator: ", ")
        let durations = chain.durations.map(Self.time).joined(separator: ", ")
        let count = chain.targets.count
        // One curve for every block is written inline; blocks whose curves differ (an
        // autoreversed ease-in or ease-out) read theirs from an array beside the durations.
        let sameCurve = Set(chain.curves).count <= 1 ? chain.curves.first : nil
        switch language {
        case .swift:
            // The blocks capture only what is Sendable (the main-actor view, indices), so they
            // pass Swift 6's checks whether UIKit declares them `@Sendable` or not.
            let delay = p.beginTime == 0 ? "0" : "step == 0 ? \(n(p.beginTime)) : 0"
            let options = sameCurve.map { "[.\($0)]" } ?? "curves[k]"
            return doc.map { i + "/// " + Self.cComment($0) }
                + [i + "static func animate\(index)(_ view: BCMeshTransformView) {",
                   i + "    view.meshTransform = \(language.keyframe(p.keys[0], codeName: codeName))()",
                   i + "    animate\(index)(view, step: 0)",
                   i + "}",
                   "",
                   i + "/// The mesh block `k` of animation \(index) animates to.",
                   i + "private static func animate\(index)Target(_ k: Int) -> BCMeshTransform {",
                   i + "    [\(targets)][k]()",
                   i + "}",
                   "",
                   i + "/// Block `step` of animation \(index), then the next one from its completion.",
                   i + "private static func animate\(index)(_ view: BCMeshTransformView, step: Int) {",
                   i + "    let durations: [TimeInterval] = [\(durations)]"]
                + (sameCurve == nil ? [i + "    let curves: [UIView.AnimationOptions] = [" + chain.curves.map { "." + $0 }.joined(separator: ", ") + "]"] : [])
                + (chain.steps.map { [i + "    guard step < \($0) else { return }"] } ?? [])
                + [i + "    let k = step % \(count)",
                   i + "    UIView.animate(withDuration: durations[k], delay: \(delay), options: \(options), animations: {",
                   i + "        view.meshTransform = animate\(index)Target(k)",
                   i + "    }, completion: { finished in",
                   i + "        if finished { animate\(index)(view, step: step + 1) }",
                   i + "    })",
                   i + "}"]
        case .objc:
            let delay = p.beginTime == 0 ? "0" : "(step == 0 ? \(n(p.beginTime)) : 0)"
            let constant = { (curve: String) in "UIViewAnimationOption" + curve.prefix(1).uppercased() + curve.dropFirst() }
            let options = sameCurve.map(constant) ?? "curves[k]"
            return ["/// Block `step` of animation \(index) (\(codeName)Animate\(index)), then the next one from its completion.",
                    "static void \(codeName)Animate\(index)Step(BCMeshTransformView *view, NSUInteger step) {",
                    "    static BCMeshTransform *(*const targets[])(void) = {\(targets)};",
                    "    static const NSTimeInterval durations[] = {\(durations)};"]
                + (sameCurve == nil ? ["    static const UIViewAnimationOptions curves[] = {" + chain.curves.map(constant).joined(separator: ", ") + "};"] : [])
                + (chain.steps.map { ["    if (step >= \($0)) return;"] } ?? [])
                + ["    NSUInteger k = step % \(count);",
                   "    [UIView animateWithDuration:durations[k] delay:\(delay) options:\(options) animations:^{",
                   "        view.meshTransform = targets[k]();",
                   "    } completion:^(BOOL finished) {",
                   "        if (finished) \(codeName)Animate\(index)Step(view, step + 1);",
                   "    }];",
                   "}",
                   ""]
                + doc.map { "/// " + Self.cComment($0) }
                + ["void \(codeName)Animate\(index)(BCMeshTransformView *view) {",
                   "    view.meshTransform = \(language.keyframe(p.keys[0], codeName: codeName))();",
                   "    \(codeName)Animate\(index)Step(view, 0);",
                   "}"]
        }
    }

    /// What the header lists as approximated about the animations.
    var animationApproximations: [String] {
        animations.enumerated().flatMap { a in Self.uiViewChain(a.element).approximations.map { "animation \(a.offset): " + $0 } }
    }

    /// A number as code writes it: the shortest decimal that reads back exactly, and 0 for a
    /// magnitude under 1e-12, the float noise of a rotation or a composed transform
    /// (`cos 90°` is 6.1e-17), which no layer measured in points can show.
    static func number(_ d: Double) -> String { abs(d) < 1e-12 ? "0" : d.scriptText }
}
