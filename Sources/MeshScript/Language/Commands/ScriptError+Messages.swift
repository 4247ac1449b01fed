import MeshEngine

extension ScriptError {
    /// The user-facing text of the error, made here for every case.
    public var message: String {
        switch kind {
        case .unterminatedString: return "unterminated string: a closing \" is missing"
        case let .controlCharacter(scalar, kind, text):
            let what = scalar == "\n" ? "a line break" : scalar == "\t" ? "a tab" : "the control character \(String(scalar).controlsEscaped)"
            return "\(kind) cannot hold \(what): \"\(text.messageToken.controlsEscaped)\""
        case let .blankName(kind, text):
            return text.isEmpty ? "\(kind) cannot be empty" : "\(kind) cannot be only blanks: \"\(text.messageToken)\""
        case let .unknownCommand(name, suggestion):
            return "unknown command '\(name.messageToken)'" + didYouMean(suggestion) + " (help lists every command)"
        case let .notAScript(path, format, command):
            return "\(path.messageToken) is \(format), not a meshplay scene script: `\(command) \(SceneWriter.word(path).messageToken)` in a scene or the REPL reads it"
        case let .unknownWord(word, expected, suggestion):
            if let suggestion { return "unknown word '\(word.messageToken)'; did you mean '\(suggestion)'?" }
            return "unknown word '\(word.messageToken)': expected \(list(expected))"
        case let .missingArgument(what): return "expected \(what)"
        case let .unexpectedArgument(word, suggestion):
            return "unexpected '\(word.messageToken)' after the command" + didYouMean(suggestion)
        case let .invalidNumber(text, expected): return "'\(text.messageToken)' is not a valid \(expected)"
        case let .invalidColor(text):
            return "'\(text.messageToken)' is not a colour: use #rgb, #rrggbb, #rrggbbaa or a name such as red"
        case let .outOfRange(value, allowed): return "\(value.messageToken) is out of range: \(allowed)"
        case let .mesh(e): return e.description
        case let .noMesh(layer): return "layer \(layer) has no mesh: make one with grid ROWS COLUMNS or vertex add"
        case let .noSuchLayer(name, count):
            return count == 0 ? "there is no layer \(name.messageToken): the scene has no layers (layer add makes one)"
                : "there is no layer \(name.messageToken): layers run 0…\(count - 1) (layers lists them)"
        case let .noSuchLight(index, count):
            return count == 0 ? "there is no light \(index): the scene has no lights (light add makes one)"
                : "there is no light \(index): there \(count == 1 ? "is 1 light, 0" : "are \(count) lights, 0…\(count - 1)") (lights lists them)"
        case let .ambiguousLayer(name, layers):
            let numbers = layers.map(String.init).joined(separator: ", ")
            return "\(layers.count) layers are called \(name.messageToken) (\(numbers)): give the layer's number, or rename one with layer name"
        case let .layerCycle(layer, parent):
            return layer == parent ? "layer \(layer) cannot be its own superlayer"
                : "layer \(layer) cannot go under layer \(parent): that layer is one of its own sublayers"
        case let .subdivisionTooLarge(steps, faces, bytes, maxSteps):
            return "\(steps) steps on \(faces) face\(faces == 1 ? "" : "s") would need \(ScriptError.bytesText(bytes)); "
                + "at most \(maxSteps) fit the memory budget"
        case let .expression(text): return text
        case let .file(e):
            // Placed in its own file already (`FILE:LINE:COLUMN: error:`): the name once.
            return file == e.path && e.location != nil ? e.reason : e.description
        case let .unknownName(name, what, suggestion):
            return "no \(what) called '\(name.messageToken)'" + didYouMean(suggestion)
        case let .incompatibleAnimation(error, keys):
            if case let .incompatibleKeyframe(k, .incompatible(why)) = error, keys.indices.contains(k) {
                return "these keyframes cannot be animated: '\(keys[k])' does not match '\(keys[0])': \(why)"
            }
            return "these keyframes cannot be animated: \(error)"
        case .nothingToUndo: return "nothing to undo"
        case .nothingToRedo: return "nothing to redo"
        case let .obj(line, problem): return "OBJ line \(line): \(problem)"
        case let .json(_, problem): return "JSON: \(problem)"
        case let .caml(problem): return "CAML: \(problem)"
        case let .image(path, why, writing):
            return "\(path.messageToken): cannot \(writing ? "write" : "read") the image: \(why)"
        case let .keyframeInUse(name, animation):
            return "keyframe \(name.messageToken) is used by animation \(animation) (animate clear removes animations)"
        case let .lightPropertyNotTaken(word, kind, takes):
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "\(article) \(kind) light has no \(word.messageToken): it takes \(list(takes).replacingOccurrences(of: " or ", with: " and "))"
        case let .lightKindGiven(kind):
            return "light add names the kind first (here \(kind)): write light add with another kind, "
                + "or light N kind K to change a light's kind"
        case let .loadTooDeep(path, limit):
            return "load nests more than \(limit) files deep (does \(path.messageToken) load itself?)"
        case let .overBudget(budget, limit, reached, counting):
            return "over the \(budget) budget: this would be \(budget) \(reached) of one command, which runs at most \(limit) "
                + "\(budget)s, counting \(counting)"
        case let .exportOverBudget(path, bytes, budget, raise):
            return "\(path) would be \(ScriptError.bytesText(bytes)) (\(bytes) bytes), over the export budget of "
                + "\(ScriptError.bytesText(budget)); nothing was written. `\(raise)` raises the budget"
        case let .metalExportRefused(path, export, reason):
            return "\(path) was not written: \(export) would not draw this scene as meshplay does: \(reason)"
        case let .noImageCodec(decode): return decode ? "this host cannot decode images" : "this host cannot write images"
        case let .graphicsRefused(why, current): return "\(why); the picture stays \(current)"
        case .noTerminalPicture:
            return "graphics: only the playground shows a picture on a terminal; `run` and `repl` have none to switch"
        case .noCellOutput: return "cells: this host draws no cells (it has no terminal front)"
        case let .outsidePicture(x, y, width, height):
            guard width > 0, height > 0 else { return "(\(x), \(y)) is outside the picture: the viewport is \(width)×\(height), empty" }
            return "(\(x), \(y)) is outside the picture: the viewport is \(width)×\(height) pixels, x 0…\(width - 1) and y 0…\(height - 1)"
        case .interrupted: return "interrupted (Ctrl-C) before it finished: nothing changed"
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    private func list(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// A byte estimate as an `Int`, `Int.max` when it does not fit (printed as "more than 8 EiB").
    static func saturatedBytes(_ bytes: Double) -> Int {
        bytes < Double(Int.max) ? Int(max(0, bytes)) : Int.max
    }

    /// Bytes in binary units, e.g. "3.2 GiB"; absurd sizes print as powers of two.
    static func bytesText(_ bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var v = Double(bytes), u = 0
        while v >= 1024, u < units.count - 1 { v /= 1024; u += 1 }
        if bytes == Int.max { return "more than 8 EiB" }
        return u == 0 ? "\(bytes) bytes" : "\((v * 10).rounded() / 10) \(units[u])"
    }
}
