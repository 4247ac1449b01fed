import MeshEngine

extension CommandParser {
    /// `overlays on|off|all|none|NAME…`: the set the words name, in order.
    mutating func overlays() throws(ScriptError) -> ViewCommand {
        var set: Overlays = []
        let names = OnOff.allCases.map(\.rawValue) + OverlaySet.allCases.map(\.rawValue) + Overlays.names.map(\.0)
        repeat {
            let word = try keyword(names, what: "on, off or overlay names")
            if OnOff(rawValue: word) == OnOff.on || OverlaySet(rawValue: word) == OverlaySet.all {
                set = .all
            } else if OnOff(rawValue: word) == OnOff.off || OverlaySet(rawValue: word) == OverlaySet.none {
                set = []
            } else {
                set.formUnion(Overlays.named(word))
            }
        } while !atEnd
        return .overlays(set)
    }

    /// `overlay NAME on|off`, or `overlay all|none` as `render --overlay` takes them.
    mutating func overlay() throws(ScriptError) -> ViewCommand {
        let word = try keyword(OverlaySet.allCases.map(\.rawValue) + Overlays.names.map(\.0), what: "an overlay name, all or none")
        switch OverlaySet(rawValue: word) {
        case .none?: return .overlays([])
        case .all?: return .overlays(try atEnd ? .all : onOff("on or off") ? .all : [])
        case nil: return .overlay(Overlays.named(word), try onOff("on or off"))
        }
    }

    mutating func supersample() throws(ScriptError) -> ViewCommand {
        let c = column
        let samples = try integer("samples per axis")
        do { try SessionState.checkSupersample(samples) } catch { throw ScriptError(error.kind, column: c) }
        return .supersample(samples)
    }

    mutating func viewport() throws(ScriptError) -> ViewCommand {
        .viewport(width: try count("width", max: SessionState.maxViewportSide), height: try count("height", max: SessionState.maxViewportSide))
    }

    mutating func cells() throws(ScriptError) -> ViewCommand {
        if accept(NextCells.next) { return .cells(nil) }
        let t = try next("a cell mode")
        guard let mode = CellsKeyword(rawValue: t.text.lowercased()) else {
            throw Self.unknownWord(t, among: CellsKeyword.allCases.map(\.rawValue))
        }
        return .cells(mode)
    }

    mutating func graphics() throws(ScriptError) -> ViewCommand {
        // A refusal (a protocol the terminal cannot show) points at the output asked for.
        markSubject()
        let t = try next("a picture output")
        guard let request = GraphicsKeyword(rawValue: t.text.lowercased()) else {
            throw Self.unknownWord(t, among: GraphicsKeyword.allCases.map(\.rawValue))
        }
        return .graphics(request)
    }

    mutating func inspect() throws(ScriptError) -> ViewCommand {
        switch try keyword(InspectTarget.self, what: "face, layer or none") {
        case .layer: return .inspectLayer(try atEnd ? nil : layerReference())
        case .none: return .inspectNone
        case .face: return .inspectFace(try index("face index"))
        }
    }

    /// `key NAME | key remove NAME | key list`.
    mutating func key() throws(ScriptError) -> AnimationCommand {
        if accept(KeyVerb.remove) {
            markSubject()
            keyframeReferenceColumns.append(column)
            return .keyRemove(try text("a keyframe name"))
        }
        if accept(KeyVerb.list) { return .keyList }
        return .key(try plainName("a keyframe name", of: "a keyframe name"))
    }

    mutating func animate() throws(ScriptError) -> AnimationCommand {
        if accept(AnimateVerb.clear) { return .animationClear }
        if accept(AnimateVerb.list) { return .animationList }
        var keys: [String] = [], columns: [Int] = []
        markSubject()
        while !atEnd, peek?.text.lowercased() != AnimateDuration.duration.rawValue {
            columns.append(column)
            keyframeReferenceColumns.append(column)
            keys.append(try text("a keyframe name"))
        }
        if keys.count < 2 { throw ScriptError(.missingArgument("at least two keyframe names before duration"), column: column) }
        _ = try keyword(AnimateDuration.self, what: "duration")
        let c = column
        var spec = AnimationSpec(keys: keys, duration: try number("duration in seconds"))
        spec.keyColumns = columns
        // The same ceiling as `at` and `time`: a longer animation could never be seeked to its end.
        if let e = SettingRange.durationProblem(spec.duration) { throw e.at(column: c) }
        while !atEnd {
            switch try keyword(AnimateOption.self, what: "easing, autoreverse, repeat or at") {
            case .easing:
                // Checked here, where the word's column is known; the animation is built later.
                let e = column
                spec.easing = try text("an easing")
                try checkEasingArgumentsAreBracketed(spec.easing)
                do { _ = try Easing.parse(spec.easing) } catch { throw ScriptError(.expression(error.description), column: e) }
            case .autoreverse: spec.autoreverses = true
            case .repeat:
                if accept(RepeatForever.forever) { spec.repeatCount = nil } else {
                    spec.repeatCount = try number(.repeatCount)
                }
            case .at: spec.begin = try number(.startTime)
            }
        }
        return .animate(spec)
    }

    /// The easings that take numbers, by their name as typed (lower case, without `-` and `_`),
    /// and where the numbers go.
    private static let bracketedEasings = [
        "cubicbezier": "cubicBezier(X1, Y1, X2, Y2)", "bezier": "cubicBezier(X1, Y1, X2, Y2)",
        "spring": "spring(DAMPING, STIFFNESS, MASS, VELOCITY)",
    ]

    /// `easing cubicBezier 0 0 1 1` is how a new user first types it: say where the numbers go
    /// instead of reporting that the curve got none and that `0` is not a keyword.
    private func checkEasingArgumentsAreBracketed(_ easing: String) throws(ScriptError) {
        guard !easing.contains("("), let next = peek, Double(next.text) != nil else { return }
        guard let form = Self.bracketedEasings[easing.lowercased().filter({ $0 != "-" && $0 != "_" })] else { return }
        throw ScriptError(.expression("the numbers of an easing go in parentheses: \(form)"), column: next.column)
    }

    /// The words after `export swift|objc|camesh|caml FILE`: `name NAME`, `budget KB` and, for
    /// the BCMeshTransformView formats, `subdivided`, in any order, each once.
    mutating func codeExportOptions(_ format: CodeExportFormat) throws(ScriptError) -> CodeExportOptions {
        var options = CodeExportOptions()
        var seen: Set<CodeExportOption> = []
        while !atEnd {
            let column = self.column
            let word = try keyword(CodeExportOption.self, what: "name, budget or subdivided")
            guard seen.insert(word).inserted else { throw ScriptError(.expression("\(word.rawValue) is given twice"), column: column) }
            switch word {
            case .subdivided:
                guard format.bakesSubdivision else {
                    throw ScriptError(.expression("subdivided is for swift and objc: \(format.rawValue) keeps subdivisionSteps for Core Animation to apply"),
                                      column: column)
                }
                options.subdivided = true
            case .budget:
                options.budget = try count("a budget in kilobytes", max: CodeExportOptions.maxBudgetKilobytes) * CodeExportOptions.bytesPerKilobyte
            case .name:
                let nameColumn = self.column
                let name = try text("a name for the code (letters, digits and _)")
                if let problem = CodeExportOptions.problem(withName: name) {
                    throw ScriptError(.expression(problem), column: nameColumn)
                }
                options.name = name
            }
        }
        return options
    }

    /// `new`.
    mutating func newDocument() -> FileCommand {
        markSubject()
        return .new
    }

    /// `save [FILE]`.
    mutating func save() throws(ScriptError) -> FileCommand {
        markSubject()
        return .save(atEnd ? nil : try path("a file name"))
    }

    /// `load FILE`.
    mutating func load() throws(ScriptError) -> FileCommand {
        markSubject()
        return .load(try path("a file name"))
    }

    /// `help [COMMAND]`.
    mutating func help() throws(ScriptError) -> FileCommand {
        markSubject()
        return .help(try atEnd ? nil : text("a command name"))
    }

    /// `import obj FILE [fit] [merge] [VIEW] | import json FILE | import caml FILE`.
    mutating func importCommand() throws(ScriptError) -> FileCommand {
        let format = try keyword(ImportFormat.self, what: "obj, json or caml")
        markSubject()
        let path = try path("a file name")
        switch format {
        case .json: return .importJSON(path)
        case .caml: return .importCAML(path)
        case .obj: return .importOBJ(path, try objImportOptions())
        }
    }

    /// The words after `import obj FILE`: `fit`, `merge` and one view, in any order.
    private mutating func objImportOptions() throws(ScriptError) -> OBJImportOptions {
        var options = OBJImportOptions()
        let words = OBJImportOption.allCases.map(\.rawValue) + OBJView.allCases.map(\.rawValue)
        while !atEnd {
            let column = self.column
            let word = try keyword(words, what: "fit, merge or a view")
            if let view = OBJView(rawValue: word) {
                if let asked = options.view, asked != view {
                    throw ScriptError(.expression("one view: \(asked.rawValue) or \(view.rawValue), not both"), column: column)
                }
                options.view = view
            }
            switch OBJImportOption(rawValue: word) {
            case .fit?: options.fit = true
            case .merge?: options.merge = true
            case nil: break
            }
        }
        return options
    }

    /// The words after `export metal|swiftui-distortion FILE`: `name NAME` or nothing.
    mutating func metalExportName() throws(ScriptError) -> String {
        guard !atEnd else { return CodeExportOptions.defaultName }
        _ = try keyword([CodeExportOption.name.rawValue], what: "name or the end of the line")
        let nameColumn = self.column
        let name = try text("a name for the code (letters, digits and _)")
        if let problem = CodeExportOptions.problem(withName: name) { throw ScriptError(.expression(problem), column: nameColumn) }
        return name
    }

    /// `export obj FILE [subdivided] | export json FILE | export CODE FILE [OPTIONS]`.
    mutating func exportCommand() throws(ScriptError) -> FileCommand {
        let formats = SceneExportFormat.allCases.map(\.rawValue) + CodeExportFormat.allCases.map(\.rawValue)
        let format = try keyword(formats, what: "obj, json, metal, swiftui-distortion, swift, objc, camesh or caml")
        markSubject()
        let path = try path("a file name")
        if let code = CodeExportFormat(rawValue: format) { return .exportCode(path, code, try codeExportOptions(code)) }
        switch SceneExportFormat(rawValue: format) {
        case .json?: return .exportJSON(path)
        case .metal?: return .exportMetal(path, name: try metalExportName())
        case .swiftuiDistortion?: return .exportDistortion(path, name: try metalExportName())
        case .obj?, nil:
            let subdivided = atEnd ? false : try keyword(OBJExportOption.self, what: "subdivided or the end of the line") == .subdivided
            return .exportOBJ(path, subdivided: subdivided)
        }
    }
}

extension CommandParser {
    /// `pick X Y [mesh|uikit|both]`.
    mutating func pick() throws(ScriptError) -> ToolCommand {
        let x = try index("x pixel"), y = try index("y pixel")
        return .pick(x: x, y: y, mode: atEnd ? .mesh : try keyword(PickMode.self, what: "mesh, uikit or both"))
    }

    /// `render FILE.png [W H]`.
    mutating func render() throws(ScriptError) -> ToolCommand {
        markSubject()
        let path = try path("a PNG file name")
        if atEnd { return .render(path: path, width: nil, height: nil) }
        return .render(path: path, width: try count("width", max: Session.maxPictureSide), height: try count("height", max: Session.maxPictureSide))
    }
}

extension Overlays {
    /// The overlay called `name` in ``names``, or none.
    static func named(_ name: String) -> Overlays {
        names.first { $0.0 == name }?.1 ?? []
    }
}
