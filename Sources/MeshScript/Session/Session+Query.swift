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
            return try transformText()
        case .sublayer:
            return SessionState.retypable(state.scene.sublayerTransform, command: "sublayer")
        case .depth:
            return "depth \(try state.currentMesh().depthNormalization.rawValue)"
        case .triangulation:
            return "triangulation \(state.scene.layers[try state.layerIndex()].triangulation.rawValue)"
        case .shading:
            return "shading \(state.scene.lighting.shading.rawValue)"
        case .content:
            return "content \(SessionState.describe(state.scene.layers[try state.layerIndex()].content))"
        case .background:
            return "background \(state.scene.background)"
        case .sceneSize:
            return "scene size \(state.scene.size.width.scriptText) \(state.scene.size.height.scriptText)"
        case .selection:
            return selectionText()
        case .overlays:
            return "overlays \(v.overlays.isEmpty ? "off" : SessionState.describe(v.overlays))"
        case .supersample:
            return "supersample \(v.supersample) (\(v.supersample)×\(v.supersample) samples per pixel)"
        case .onion:
            return viewSettings.onionFrames == 0 ? "onion off" : "onion \(viewSettings.onionFrames) (frames before and after, drawn while paused)"
        case .deformation:
            return "deformation \(viewSettings.showsDeformation ? "on" : "off")"
        case .frame:
            return frameMessage
        case .time:
            return "time \(time.shortDescription) (frame \(frame))"
        case .loop:
            return "loop \(state.loops ? "on" : "off")"
        case .subdivision:
            return try subdivisionText()
        case .cells:
            guard let front = host.picture else { throw ScriptError(.noCellOutput) }
            return "cells " + front.cellsDescription
        case .graphics:
            return host.picture?.graphicsDescription ?? Session.noGraphics
        case .panel:
            return host.picture?.panelDescription ?? PanelColumns.noPanel
        case .viewport:
            return "viewport \(viewSettings.outputWidth) \(viewSettings.outputHeight)" + (viewSettings.followsWindow ? " (following the window)" : "")
        case let .layerSetting(setting):
            return try state.settingText(setting)
        case .layer:
            return try layerText()
        case let .overlay(overlay):
            return state.overlayText(overlay)
        case let .lightSetting(setting):
            return state.settingText(setting)
        case let .oneLight(index, property, column):
            return try state.lightText(index, property, column: column)
        case .light:
            return lightsText()
        }
    }

    /// `transform`: the selected layer's transform, and the container's sublayer transform when set.
    private func transformText() throws(ScriptError) -> String {
        let l = try state.layerIndex()
        let sublayer = state.scene.sublayerTransform
        return SessionState.retypable(state.scene.layers[l].transform, command: "transform")
            + (sublayer.isIdentity ? "" : "\n" + SessionState.retypable(sublayer, command: "sublayer"))
    }

    private func selectionText() -> String {
        switch state.selection {
        case let .vertex(i): return "select vertex \(i)"
        case let .face(i): return "select face \(i)"
        case .none: return "select none"
        }
    }

    /// `subdivision`: the setting, and for an automatic one the steps this frame drew.
    private func subdivisionText() throws(ScriptError) -> String {
        let mesh = try state.currentMesh()
        guard mesh.subdivisionSteps < 0 else { return SceneWriter.subdivisionLine(mesh) }
        let steps = renderFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight).stats.subdivisionSteps
        let layer = state.selectedLayer
        return SceneWriter.subdivisionLine(mesh) + (steps.indices.contains(layer) ? " (\(steps[layer]) steps drawn)" : "")
    }

    /// `layer`: every layer setting, one line each.
    private func layerText() throws(ScriptError) -> String {
        var lines: [String] = []
        for setting in LayerSetting.allCases { lines.append(try state.settingText(setting)) }
        return lines.joined(separator: "\n")
    }

    /// `light`: each light, then the settings all lights share.
    private func lightsText() -> String {
        let lighting = state.scene.lighting
        let lights = lighting.lights.enumerated().map { "\($0.offset): \(SessionState.describe($0.element))" }
        return (lights.isEmpty ? ["no lights"] : lights).joined(separator: "\n")
            + "\ndiffuse \(lighting.diffuseFactor.scriptText), specular \(lighting.specular.scriptText), "
            + "shininess \(lighting.shininess.scriptText), shading \(lighting.shading.rawValue)"
    }

    /// What `graphics` says where no terminal shows a picture (`run`, `repl`).
    public static let noGraphics = "graphics: none here (`run` and `repl` show no picture; the playground does)"
}

extension SessionState {
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
