import MeshEngine
import TerminalOutput

extension CommandParser {
    mutating func viewCommand(_ name: String) throws(ScriptError) -> ViewCommand {
        switch name {
        case "overlays":
            var set: Overlays = []
            let names = ["on", "off", "all", "none"] + Overlays.names.map(\.0)
            repeat {
                switch try keyword(names, what: "on, off or overlay names") {
                case "on", "all": set = .all
                case "off", "none": set = []
                case let w: set.formUnion(Overlays.named(w))
                }
            } while !atEnd
            return .overlays(set)
        case "overlay":
            // `all` and `none` as `render --overlay` takes them: every overlay, or none.
            let w = try keyword(["all", "none"] + Overlays.names.map(\.0), what: "an overlay name, all or none")
            if w == "none" { return .overlays([]) }
            if w == "all" { return .overlays(try atEnd ? .all : onOff("on or off") ? .all : []) }
            return .overlay(Overlays.named(w), try onOff("on or off"))
        case "supersample":
            let c = column
            let samples = try integer("samples per axis")
            do { try SessionState.checkSupersample(samples) } catch { throw ScriptError(error.kind, column: c) }
            return .supersample(samples)
        case "orbit": return .orbit(yawDegrees: try degrees("yaw"), pitchDegrees: try degrees("pitch"))
        case "zoom": return .zoom(try number(.zoom))
        case "viewport": return .viewport(width: try count("width", max: SessionState.maxViewportSide), height: try count("height", max: SessionState.maxViewportSide))
        case "fit": return .fit
        case "onion": return .onion(accept("off") ? 0 : try count("frames before and after", max: 30, min: 0))
        case "deformation": return .deformation(try onOff("on or off"))
        case "cells":
            if accept("next") { return .cells(nil) }
            return .cells(CellMode(name: try keyword(CellMode.allCases.map(\.name), what: "a cell mode"))!)
        case "graphics":
            // A refusal (a protocol the terminal cannot show) points at the output asked for.
            markSubject()
            return .graphics(GraphicsRequest(name: try keyword(GraphicsRequest.allCases.map(\.name), what: "a picture output"))!)
        default:
            switch try keyword(["face", "layer", "none"], what: "face, layer or none") {
            case "layer": return .inspectLayer(try atEnd ? nil : layerReference())
            case "none": return .inspectNone
            default: return .inspectFace(try index("face index"))
            }
        }
    }

    mutating func animationCommand(_ name: String) throws(ScriptError) -> AnimationCommand {
        switch name {
        case "key":
            if accept("remove") {
                markSubject()
                keyframeReferenceColumns.append(column)
                return .keyRemove(try text("a keyframe name"))
            }
            if accept("list") { return .keyList }
            return .key(try plainName("a keyframe name", of: "a keyframe name"))
        case "keys": return .keyList
        case "animations": return .animationList
        default: return try animate()
        }
    }

    mutating func timelineCommand(_ name: String) throws(ScriptError) -> TimelineCommand {
        switch name {
        case "fps": return .fps(try number(.framesPerSecond))
        case "play": return .play
        case "pause": return .pause
        case "step": return .step(try atEnd ? 1 : count("frames", max: 1_000_000))
        case "back": return .back(try atEnd ? 1 : count("frames", max: 1_000_000))
        case "frame": return .frame(try index("frame number"))
        case "time": return .time(try number(.time))
        default: return .loop(try onOff("on or off"))
        }
    }

    private mutating func animate() throws(ScriptError) -> AnimationCommand {
        if accept("clear") { return .animationClear }
        if accept("list") { return .animationList }
        var keys: [String] = [], columns: [Int] = []
        markSubject()
        while !atEnd, peek?.text.lowercased() != "duration" {
            columns.append(column)
            keyframeReferenceColumns.append(column)
            keys.append(try text("a keyframe name"))
        }
        if keys.count < 2 { throw ScriptError(.missingArgument("at least two keyframe names before duration"), column: column) }
        _ = try keyword(["duration"], what: "duration")
        let c = column
        var spec = AnimationSpec(keys: keys, duration: try number("duration in seconds"))
        spec.keyColumns = columns
        // The same ceiling as `at` and `time`: a longer animation could never be seeked to its end.
        if let e = SettingRange.durationProblem(spec.duration) { throw e.at(column: c) }
        while !atEnd {
            switch try keyword(["easing", "autoreverse", "repeat", "at"], what: "easing, autoreverse, repeat or at") {
            case "easing":
                // Checked here, where the word's column is known; the animation is built later.
                let e = column
                spec.easing = try text("an easing")
                try checkEasingArgumentsAreBracketed(spec.easing)
                do { _ = try Easing.parse(spec.easing) } catch { throw ScriptError(.expression(error.description), column: e) }
            case "autoreverse": spec.autoreverses = true
            case "repeat":
                if accept("forever") { spec.repeatCount = nil } else {
                    spec.repeatCount = try number(.repeatCount)
                }
            default: spec.begin = try number(.startTime)
            }
        }
        return .animate(spec)
    }

    /// `easing cubicBezier 0 0 1 1` is how a new user first types it: say where the numbers go
    /// instead of reporting that the curve got none and that `0` is not a keyword.
    private func checkEasingArgumentsAreBracketed(_ easing: String) throws(ScriptError) {
        guard !easing.contains("("), let next = peek, Double(next.text) != nil else { return }
        let form: String
        switch easing.lowercased().filter({ $0 != "-" && $0 != "_" }) {
        case "cubicbezier", "bezier": form = "cubicBezier(X1, Y1, X2, Y2)"
        case "spring": form = "spring(DAMPING, STIFFNESS, MASS, VELOCITY)"
        default: return
        }
        throw ScriptError(.expression("the numbers of an easing go in parentheses: \(form)"), column: next.column)
    }

    /// The words after `export swift|objc|camesh|caml FILE`: `name NAME`, `budget KB` and, for
    /// the BCMeshTransformView formats, `subdivided`, in any order, each once.
    mutating func codeExportOptions(_ format: CodeExportFormat) throws(ScriptError) -> CodeExportOptions {
        var options = CodeExportOptions()
        var seen: Set<String> = []
        while !atEnd {
            let column = self.column
            let word = try keyword(["name", "subdivided", "budget"], what: "name, budget or subdivided")
            guard seen.insert(word).inserted else { throw ScriptError(.expression("\(word) is given twice"), column: column) }
            if word == "subdivided" {
                guard format.bakesSubdivision else {
                    throw ScriptError(.expression("subdivided is for swift and objc: \(format.rawValue) keeps subdivisionSteps for Core Animation to apply"),
                                      column: column)
                }
                options.subdivided = true
            } else if word == "budget" {
                options.budget = try count("a budget in kilobytes", max: CodeExportOptions.maxBudgetKilobytes) * CodeExportOptions.bytesPerKilobyte
            } else {
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

    mutating func sessionCommand(_ name: String) throws(ScriptError) -> FileCommand {
        if !["import", "export"].contains(name) { markSubject() }
        switch name {
        case "new": return .new
        case "save": return .save(atEnd ? nil : try path("a file name"))
        case "load": return .load(try path("a file name"))
        case "import":
            let format = try keyword(["obj", "json", "caml"], what: "obj, json or caml")
            markSubject()
            let path = try path("a file name")
            if format == "json" { return .importJSON(path) }
            if format == "caml" { return .importCAML(path) }
            var options = OBJImportOptions()
            let views = OBJView.allCases.map(\.rawValue)
            while !atEnd {
                let column = self.column
                let word = try keyword(["fit", "merge"] + views, what: "fit, merge or a view")
                if let view = OBJView(rawValue: word) {
                    if let asked = options.view, asked != view {
                        throw ScriptError(.expression("one view: \(asked.rawValue) or \(view.rawValue), not both"), column: column)
                    }
                    options.view = view
                } else if word == "fit" {
                    options.fit = true
                } else {
                    options.merge = true
                }
            }
            return .importOBJ(path, options)
        case "export":
            let format = try keyword(["obj", "json"] + CodeExportFormat.allCases.map(\.rawValue), what: "obj, json, swift, objc, camesh or caml")
            markSubject()
            let path = try path("a file name")
            if format == "json" { return .exportJSON(path) }
            if let code = CodeExportFormat(rawValue: format) { return .exportCode(path, code, try codeExportOptions(code)) }
            let subdivided = atEnd ? false : try keyword(["subdivided"], what: "subdivided or the end of the line") == "subdivided"
            return .exportOBJ(path, subdivided: subdivided)
        default: return .help(try atEnd ? nil : text("a command name"))
        }
    }
}

extension CommandParser {
    /// `pick X Y`.
    mutating func pick() throws(ScriptError) -> ToolCommand {
        .pick(x: try index("x pixel"), y: try index("y pixel"))
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
