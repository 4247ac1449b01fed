import MeshEngine

extension Session {
    /// `render`, `pick` and `stats`: the commands that read the current frame.
    mutating func performRendering(_ command: ToolCommand) throws(ScriptError) -> String {
        switch command {
        case let .render(typed, width, height):
            let path = try withFiles { files, _ in files.outputPath(typed) }
            guard let encode = host.encodeImage else { throw ScriptError(.noImageCodec(decode: false)) }
            let size = width.flatMap { w in height.map { (width: w, height: $0, factor: 0) } }
                ?? Session.shareableSize(width: viewSettings.outputWidth, height: viewSettings.outputHeight)
            let frame = try finishedFrame(width: size.width, height: size.height)
            let bytes: [UInt8]
            do { bytes = try encode(frame.image, path) } catch { throw ScriptError(.image(path: path, SceneFiles.reason(error), writing: true)) }
            do { try host.fileSystem.writeAtomically(bytes, to: path) } catch { throw ScriptError(file: error) }
            let scaled = size.factor > 1 ? ", \(size.factor)× the viewport's \(viewSettings.outputWidth)×\(viewSettings.outputHeight)" : ""
            return "rendered frame \(self.frame) to \(path) (\(frame.width)×\(frame.height)\(scaled), \(frame.stats.triangles) triangles)"
        case let .pick(x, y, mode):
            guard x < viewSettings.outputWidth, y < viewSettings.outputHeight else {
                throw ScriptError(.outsidePicture(x: x, y: y, width: viewSettings.outputWidth, height: viewSettings.outputHeight))
            }
            return try finishedFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight).pick(x: x, y: y, mode)
        case .stats:
            let frame = try finishedFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight)
            let stats = frame.stats
            let meshes = state.scene.layers.compactMap(\.mesh)
            let steps = stats.subdivisionSteps.map(String.init).joined(separator: ", ")
            var lines = [
                "\(state.scene.layers.count) layer\(state.scene.layers.count == 1 ? "" : "s"); control mesh: "
                    + "\(Int.meshSize(vertices: meshes.map(\.vertices.count).reduce(0, +), faces: meshes.map(\.faces.count).reduce(0, +)))",
                "drawn at \(frame.width)×\(frame.height): \(Int.meshSize(vertices: stats.vertices, faces: stats.faces)), "
                    + "\(stats.triangles) triangles" + (steps.isEmpty ? " (no layer draws)" : " after subdivision (steps \(steps))"),
                "frame \(self.frame) (\(time.shortDescription) s) at \(state.framesPerSecond.scriptText) fps",
            ]
            if let ms = lastFrameMilliseconds { lines.append("last frame took \(ms.shortDescription) ms") }
            lines += stats.notes.map { "note: \($0)" }
            return lines.joined(separator: "\n")
        }
    }

    /// The size of a picture written without one (`render FILE` at least, `meshplay render`).
    public static let pictureSize = (width: 640, height: 400)

    /// The largest side `render FILE W H` takes, and `render FILE` scales up to.
    static let maxPictureSide = 8192

    /// The size `render FILE` draws the frame on screen at: the viewport's, times the least whole
    /// factor that makes its longer side at least ``pictureSize``'s width (a viewport of half
    /// blocks is some 80 pixels wide, too small to share), within ``maxPictureSide``, as `render
    /// FILE W H` allows. The same view at a multiple of the size frames the same picture.
    static func shareableSize(width: Int, height: Int) -> (width: Int, height: Int, factor: Int) {
        let side = max(width, height, 1)
        let factor = max(1, min((pictureSize.width + side - 1) / side, maxPictureSide / side))
        return (width * factor, height * factor, factor)
    }

    /// The current frame drawn at a size with the session's view: the host's frame when it was
    /// already drawn from the same state, timeline frame and options, else drawn now into the
    /// host's renderer (whose buffers are reused). Stale once another frame is drawn.
    public func renderedFrame(width: Int, height: Int) -> RenderedFrame {
        let options = renderOptions(width: width, height: height)
        let cache = host.frames
        let ghosts = isPlaying ? 0 : viewSettings.onionFrames
        if cache.holds(frame: pictureFrame, ghosts: ghosts, options: options, state: state) { return cache.renderer.frame }
        cache.renderer.interruption = host.interruption
        let scene = frameScene
        let stats = cache.renderer.render(scene, options: options, ghosts: ghosts > 0 ? onionSkin(ghosts, around: scene) : [])
        // An interrupted frame is half drawn: nothing may answer from it, so it is not kept.
        guard !stats.interrupted else {
            cache.invalidate()
            return cache.renderer.frame
        }
        cache.drew(FrameCache.Key(frame: pictureFrame, ghosts: ghosts, options: options, state: state))
        return cache.renderer.frame
    }

    /// The timeline frame the picture depends on (``SessionState/pictureFrame(at:)``).
    var pictureFrame: Int { state.pictureFrame(at: frame) }

    /// The current frame for a command that answers from it: as ``renderedFrame(width:height:)``,
    /// but an interrupted frame is an error rather than a half-drawn answer.
    /// The view is fitted first as the host's next frame will be, so the answer is about the
    /// picture that shows.
    mutating func finishedFrame(width: Int, height: Int) throws(ScriptError) -> RenderedFrame {
        if width == viewSettings.outputWidth && height == viewSettings.outputHeight { fitIfNeeded(width: width, height: height) }
        let frame = renderedFrame(width: width, height: height)
        if frame.stats.interrupted { throw ScriptError(.interrupted) }
        return frame
    }

    /// The wireframes of the `n` frames before (magenta) and after (cyan) the current one, fainter
    /// the further away; frames outside a bounded timeline are skipped, and so are frames that
    /// look like the current one (a still scene): their wireframe would only hide the overlays.
    private func onionSkin(_ n: Int, around current: Scene) -> [Ghost] {
        var out: [Ghost] = []
        let last = timeline.lastFrame
        for k in stride(from: n, through: 1, by: -1) {
            let alpha = 0.55 * Double(n - k + 1) / Double(n)
            for (f, color) in [(frame - k, Session.onionBefore), (frame + k, Session.onionAfter)] {
                guard f >= 0, last.map({ f <= $0 }) ?? true else { continue }
                let ghost = scene(atTime: timeline.time(ofFrame: f))
                if ghost != current { out.append(Ghost(scene: ghost, color: color, alpha: alpha)) }
            }
        }
        return out
    }

    static let onionBefore = Color(r: 235, g: 90, b: 255)
    static let onionAfter = Color(r: 60, g: 235, b: 220)

    /// The current frame drawn at a size, and what the renderer did (a copy of the picture).
    public func renderFrame(width: Int, height: Int) -> (image: Image, stats: RenderStats) {
        let frame = renderedFrame(width: width, height: height)
        return (frame.image, frame.stats)
    }

    /// Fits the view to the mesh as drawn now (the bounds of its control vertices on screen,
    /// with the current orbit), so the picture fills the viewport; zoom and orbit then act
    /// relative to this fit. A view parameter: no undo step, not saved.
    public mutating func fitView(width: Int, height: Int) {
        viewSettings.fitRect = nil
        viewSettings.fitRect = drawnBounds(width: width, height: height)
        fitCheckPending = false
    }

    /// Where the mesh of the frame at the playhead lies with the view as it is now, in container
    /// points, measured without drawing (``Renderer/drawnBounds(of:options:)``), so a fit costs
    /// no frame: the frame that shows it is drawn once, at the fit.
    func drawnBounds(width: Int, height: Int) -> FramedRect? {
        host.frames.renderer.drawnBounds(of: shownScene, options: renderOptions(width: width, height: height))
    }

    /// Fits the view when the host asked for automatic fitting and there is no fit yet (at
    /// start, and after the scene was replaced), or when an edit or an undo since the last frame
    /// ran part of the drawn mesh off the viewport at zoom 1: a `transform rotate` or `map` that
    /// stands the layer taller would otherwise run it off the screen until `fit` is typed. A
    /// mesh still on screen keeps the fit, so the edit shows as the change it is (growing into
    /// the free space, or shrinking); zoom stays relative to a new fit.
    public mutating func fitIfNeeded(width: Int, height: Int) {
        guard viewSettings.autoFits else { return }
        guard let fit = viewSettings.fitRect else { return fitView(width: width, height: height) }
        guard fitCheckPending else { return }
        fitCheckPending = false
        let margin = renderOptions(width: width, height: height).margin
        guard let drawn = drawnBounds(width: width, height: height), !fit.showing(width: width, height: height, margin: margin).holds(drawn) else { return }
        viewSettings.fitRect = drawn
        replacedFits.append((document.undoDepth, fit))
    }
}

extension FramedRect {
    /// The part of the container an output of `width` × `height` pixels shows when it frames
    /// this rect with `margin` of its size on every side, at zoom 1 (as ``Framing`` places it:
    /// at the scale where it fits both ways, centred).
    func showing(width: Int, height: Int, margin: Double) -> FramedRect {
        let w = Double(max(1, width)), h = Double(max(1, height))
        let scale = min(w / (size.width * (1 + 2 * margin)), h / (size.height * (1 + 2 * margin)))
        let cx = origin.x + size.width / 2, cy = origin.y + size.height / 2
        return FramedRect(origin: Point2D(cx - w / scale / 2, cy - h / scale / 2), size: Size(w / scale, h / scale))
    }

    /// Whether `other` lies inside this rect.
    func holds(_ other: FramedRect) -> Bool {
        other.origin.x >= origin.x && other.origin.y >= origin.y
            && other.origin.x + other.size.width <= origin.x + size.width
            && other.origin.y + other.size.height <= origin.y + size.height
    }
}
