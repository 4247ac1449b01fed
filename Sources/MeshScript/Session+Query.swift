import MeshEngine

extension Session {
    /// A bare setting command: the current value, in the words the command takes.
    func performQuery(_ query: QueryCommand) throws(ScriptError) -> String {
        let v = state.view
        switch query {
        case .zoom:
            return "zoom \(v.zoom.scriptText)"
        case .orbit:
            return "orbit \(v.yawDegrees.scriptText) \(v.pitchDegrees.scriptText) (yaw, pitch in degrees)"
        case .fps:
            return "fps \(state.framesPerSecond.scriptText)"
        case .transform:
            let l = try layerIndex()
            let sublayer = state.scene.sublayerTransform
            return Session.retypable(state.scene.layers[l].transform, command: "transform")
                + (sublayer.isIdentity ? "" : "\n" + Session.retypable(sublayer, command: "sublayer"))
        case .sublayer:
            return Session.retypable(state.scene.sublayerTransform, command: "sublayer")
        case .depth:
            return "depth \(try currentMesh().depthNormalization.rawValue)"
        case .triangulation:
            return "triangulation \(state.scene.layers[try layerIndex()].triangulation.rawValue)"
        case .shading:
            return "shading \(state.scene.lighting.shading.rawValue)"
        case .content:
            return "content \(Session.describe(state.scene.layers[try layerIndex()].content))"
        case .background:
            return "background \(state.scene.background)"
        case .sceneSize:
            return "scene size \(state.scene.size.width.scriptText) \(state.scene.size.height.scriptText)"
        case .selection:
            switch state.selection {
            case let .vertex(i): return "select vertex \(i)"
            case let .face(i): return "select face \(i)"
            case .none: return "select none"
            }
        case .overlays:
            return "overlays \(v.overlays.isEmpty ? "off" : Session.describe(v.overlays))"
        case .supersample:
            return "supersample \(v.supersample) (\(v.supersample)×\(v.supersample) samples per pixel)"
        case .onion:
            return onionFrames == 0 ? "onion off" : "onion \(onionFrames) (frames before and after, drawn while paused)"
        case .deformation:
            return "deformation \(showsDeformation ? "on" : "off")"
        case .frame:
            return frameMessage
        case .time:
            return "time \(time.shortDescription) (frame \(frame))"
        case .loop:
            return "loop \(state.loops ? "on" : "off")"
        case .subdivision:
            let mesh = try currentMesh()
            guard mesh.subdivisionSteps < 0 else { return SceneWriter.subdivisionLine(mesh) }
            let steps = renderFrame(width: outputWidth, height: outputHeight).stats.subdivisionSteps
            let layer = state.selectedLayer
            return SceneWriter.subdivisionLine(mesh) + (steps.indices.contains(layer) ? " (\(steps[layer]) steps drawn)" : "")
        case .cells:
            guard let front = host.picture else { throw ScriptError(.noCellOutput) }
            return "cells " + front.cellsDescription
        case .graphics:
            return host.picture?.graphicsDescription ?? Session.noGraphics
        case .viewport:
            return "viewport \(outputWidth) \(outputHeight)" + (followsWindow ? " (following the window)" : "")
        case let .layerSetting(setting):
            return try settingText(setting)
        case .layer:
            var lines: [String] = []
            for setting in LayerSetting.allCases { lines.append(try settingText(setting)) }
            return lines.joined(separator: "\n")
        case let .overlay(overlay):
            return overlayText(overlay)
        case let .lightSetting(setting):
            return settingText(setting)
        case let .oneLight(index, property, column):
            return try lightText(index, property, column: column)
        case .light:
            let lighting = state.scene.lighting
            let lights = lighting.lights.enumerated().map { "\($0.offset): \(Session.describe($0.element))" }
            return (lights.isEmpty ? ["no lights"] : lights).joined(separator: "\n")
                + "\ndiffuse \(lighting.diffuseFactor.scriptText), specular \(lighting.specular.scriptText), "
                + "shininess \(lighting.shininess.scriptText), shading \(lighting.shading.rawValue)"
        }
    }

    /// What `graphics` says where no terminal shows a picture (`run`, `repl`).
    public static let noGraphics = "graphics: none here (`run` and `repl` show no picture; the playground does)"

    /// "3 steps", "automatic", with ", on the limit surface" when `limit` is set.
    /// A transform as the commands that set it whatever it was before (`reset`, then the
    /// operations `save` writes, or one `set`), then its rows as a comment, so the whole can be
    /// typed or pasted back.
    static func retypable(_ t: Transform3D, command: String) -> String {
        var lines = SceneWriter.transformLines(t, command: command)
        if !(lines.first?.hasPrefix("\(command) set ") ?? false) { lines.insert("\(command) reset", at: 0) }
        return (lines + ["# \(describe(t))"]).joined(separator: "\n")
    }

    static func describeSubdivision(_ m: MeshTransform) -> String {
        let n = m.subdivisionSteps
        return (n < 0 ? "automatic" : "\(n) step\(n == 1 ? "" : "s")") + (m.limitSurface ? ", on the limit surface" : "")
    }
}
