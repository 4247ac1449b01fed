import MeshEngine

extension SceneFiles {
    /// `export swift|objc|camesh|caml FILE [name NAME] [subdivided]`: the selected layer's mesh,
    /// its animations (keyframe ones, or its procedural motion sampled into keyframes), transform
    /// and light as code for the APIs mesh transforms live in (``SceneCode``); `camesh` and `caml`
    /// write the whole layer tree. `name` prefixes every declared name; `subdivided` bakes the
    /// layer's subdivision into the mesh and each keyframe for BCMeshTransformView, which has none.
    /// Motion is written from the playhead at `time` seconds.
    func exportCode(_ typed: String, _ format: CodeExportFormat, _ options: CodeExportOptions, state: SessionState,
                    time: Double) throws(ScriptError) -> String {
        let path = outputPath(typed)
        let l = try state.layerIndex()
        // A layer without a mesh is drawn as one flat quad: that is the mesh BCMeshTransformView gets.
        // camesh computes motion as the BCMeshTransformView code does; a CAML archive holds no code.
        let coded = format == .caml ? nil : state.codedMotion(layer: l, subdivided: format.bakesSubdivision && options.subdivided, now: time)
        var sampling: SceneCode.Sampling?
        switch coded {
        case .formulas?, .keyframes?: sampling = nil
        case let .sampled(reason)?: sampling = state.sampledMotion(layer: l, budget: options.budget, format: format)?.because(reason)
        case nil: sampling = state.sampledMotion(layer: l, budget: options.budget, format: format)
        }
        var code = SceneCode(session: state, layer: l, mesh: state.scene.layers[l].effectiveMesh, sampling: sampling)
        code.codeName = options.name
        switch coded {
        case let .formulas(motion)?: code.motion = motion
        case let .keyframes(cause, meshes, secondsEach)?: code.playKeyframes(cause: cause, meshes: meshes, secondsEach: secondsEach, loops: state.loops)
        case .sampled?, nil: break
        }
        var written: [String] = []
        if format.bakesSubdivision {
            (code.content, written) = try exportedContent(layer: l, beside: path, name: options.name, state: state)
        } else {
            // The whole tree: every layer's content, its images beside the file.
            do throws(ScriptError) {
                for i in state.scene.layers.indices {
                    let (content, files) = try exportedContent(layer: i, beside: path, name: options.name, state: state)
                    code.treeContents.append(content)
                    written += files
                }
            } catch {
                for file in written { try? fileSystem.remove(file) }
                throw error
            }
        }
        if options.subdivided {
            code.bakedSteps = code.mesh.subdivisionSteps
            code.mesh = try Self.bakingSubdivision(code.mesh)
            for k in code.keyframes.indices { code.keyframes[k].mesh = try Self.bakingSubdivision(code.keyframes[k].mesh) }
        }
        let text: String
        switch format {
        case .swift: text = code.swiftSource
        case .objc: text = code.objcSource
        case .camesh: text = code.cameshSource
        case .caml: text = code.camlSource
        }
        let bytes = text.utf8.count
        // The budget bounds what animation adds (sampled or keyframe meshes as literals); a still
        // mesh is written whatever its size, as the layer holds it.
        if bytes > options.budget, !code.keyframes.isEmpty {
            // Refused whole: the content's image goes with the code that names it.
            for file in written { try? fileSystem.remove(file) }
            let kilobytes = (bytes + CodeExportOptions.bytesPerKilobyte - 1) / CodeExportOptions.bytesPerKilobyte
            throw ScriptError(.exportOverBudget(path: path, bytes: bytes, budget: options.budget,
                                                raise: "export \(format.rawValue) \(typed) budget \(kilobytes)"))
        }
        do { try fileSystem.writeTextAtomically(text, to: path) } catch {
            // Nothing half-written: the content's image goes with the code that names it.
            for file in written { try? fileSystem.remove(file) }
            throw ScriptError(.file(error))
        }
        return Self.exportMessage(code, format, layer: l, path: path, images: written, budget: options.budget, layers: state.scene.layers.count)
    }

    /// What `export` says it wrote: the file, what it holds, the images beside it, and how
    /// the layer's motion was carried (computed, sampled, or left out for the budget).
    private static func exportMessage(_ code: SceneCode, _ format: CodeExportFormat, layer l: Int, path: String,
                                      images written: [String], budget: Int, layers n: Int) -> String {
        let v = code.mesh.vertices.count, f = code.mesh.faces.count
        let baked = code.bakedSteps.map { $0 == 0 ? ", no subdivision to bake" : ", subdivision \($0) baked in" } ?? ""
        let size = "\(v) vert\(v == 1 ? "ex" : "ices"), \(f) face\(f == 1 ? "" : "s")"
        let what: String
        switch format {
        case .swift, .objc: what = "layer \(l) (\(size)\(baked)"
        case .camesh, .caml:
            what = "\(n) layer\(n == 1 ? "" : "s") (layer \(l): \(size)"
        }
        let a = format == .caml ? 0 : code.animations.count
        var out = "wrote \(path): \(format.what) for \(what)" + (a == 0 ? ")" : ", \(a) animation\(a == 1 ? "" : "s"))")
        if written.count == 1, let image = written.first { out += "\nwrote \(image): the layer's content, which the code loads by name" }
        if written.count > 1 { out += "\nwrote \(written.count) images of the layers' content beside it, which the code loads by name" }
        if let m = code.motion { out += "\n\(m.cause) is computed by the code every frame (a CADisplayLink runs the same formula)" }
        if format != .caml, let s = code.sampling {
            out += s.samples.isEmpty ? "\n\(s.cause) is not animated in the code: two samples would pass the file's budget of \(ScriptError.bytesText(budget))"
                : "\n\(s.cause) sampled into \(s.samples.count) keyframes over \(s.seconds.scriptText) s" + (s.limit.map { " (\($0))" } ?? "")
        }
        return out
    }

    /// `mesh` with its subdivision steps applied and none left (the control mesh when it has
    /// none), for APIs that draw the mesh as given.
    static func bakingSubdivision(_ mesh: MeshTransform) throws(ScriptError) -> MeshTransform {
        guard mesh.subdivisionSteps > 0 else { return mesh }
        let surface = try subdividedSurface(mesh, steps: mesh.subdivisionSteps)
        return MeshTransform(vertices: surface.vertices, faces: surface.faces, subdivisionSteps: 0,
                             depthNormalization: mesh.depthNormalization)
    }

    /// A layer's content for the exported code: a label or a colour as
    /// themselves; anything else drawn by meshplay into a PNG beside the code (`NAMELayerN@2x.png`
    /// at two pixels per point; an image at its own size, `NAMELayerN.png`). Returns the files written.
    func exportedContent(layer l: Int, beside path: String, name: String, state: SessionState) throws(ScriptError) -> (ExportedContent, [String]) {
        let layer = state.scene.layers[l]
        switch layer.content {
        case let .solid(color):
            return (.solid(color), [])
        case let .label(text, foreground, background, pointSize, alignment):
            let label = Label(text: text, foreground: foreground, background: background, pointSize: pointSize, alignment: alignment ?? .center)
            let points = pointSize ?? Content.fillingPointSize(of: text, width: layer.size.width, height: layer.size.height,
                                                               typeface: typeface ?? BitmapTypeface())
            // A hundredth of a point is finer than any screen shows: 37.51, not 37.50976469908077.
            return (.label(label, points: ((points ?? Label.defaultPointSize) * 100).rounded() / 100), [])
        case .checkerboard, .grid, .uvGradient, .image:
            guard let encode = encodeImage else { return (.missing("this meshplay has no PNG encoder"), []) }
            let texture: Texture
            let imageName = "\(name)Layer\(l)", file: String
            if case let .image(original) = layer.content {
                texture = original
                file = imageName + ".png"
            } else {
                let ppp = Double(SceneCode.contentPixelsPerPoint)
                texture = layer.content.texture(width: Int((layer.size.width * ppp).rounded()), height: Int((layer.size.height * ppp).rounded()),
                                                pixelsPerPoint: ppp, typeface: typeface)
                file = imageName + "@\(SceneCode.contentPixelsPerPoint)x.png"
            }
            let target = ScenePaths.resolve(file, in: ScenePaths.directory(of: path))
            guard texture.width > 0, texture.height > 0 else { return (.missing("the layer is too small to draw"), []) }
            let bytes: [UInt8]
            do { bytes = try encode(Image(width: texture.width, height: texture.height, pixels: texture.pixels), target) } catch {
                throw ScriptError(.image(path: target, SceneFiles.reason(error), writing: true))
            }
            do { try fileSystem.writeAtomically(bytes, to: target) } catch { throw ScriptError(file: error) }
            return (.image(name: imageName, file: file), [target])
        }
    }
}
