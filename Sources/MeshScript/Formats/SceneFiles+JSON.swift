import Foundation
import MeshEngine

extension SceneFiles {
    /// The most bytes `import json` reads (a scene of a million vertices is about 150 MiB).
    static let jsonByteBudget = 256 << 20

    /// `export json FILE`: the whole state as a ``SceneDocument``, keys sorted so equal scenes
    /// give equal files, the playhead at timeline `frame`.
    func exportJSON(_ typed: String, state: SessionState, frame: Int) throws(ScriptError) -> String {
        let path = outputPath(typed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(SceneDocument(state, frame: frame)) } catch {
            throw ScriptError(.file(.failed(path: path, reason: "cannot encode the scene: \(error)")))
        }
        do { try fileSystem.writeAtomically(Self.inertJSON(data) + [0x0A], to: path) } catch { throw ScriptError(.file(error)) }
        let layers = state.scene.layers.count
        return "wrote \(path): scene format \(SceneDocument.currentVersion), \(layers) layer\(layers == 1 ? "" : "s"), "
            + "\(state.keyframes.count) keyframe\(state.keyframes.count == 1 ? "" : "s"), "
            + "\(state.animations.count) animation\(state.animations.count == 1 ? "" : "s")"
    }

    /// The encoder's JSON with DEL, C1, U+2028, U+2029 and the bidi controls written as `\uXXXX`
    /// escapes (it escapes only C0): raw, they are valid JSON but invisible or reordering in an
    /// editor, and U+2028 ends a line of JavaScript. Outside strings JSON has none of them, so
    /// every one found is inside a string, where the escape reads back as the same character.
    static func inertJSON(_ data: Data) -> [UInt8] {
        guard data.contains(where: { $0 >= 0x7F }) else { return [UInt8](data) }
        var out = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            // C0 is the encoder's (escaped in strings; its line breaks and indents are layout).
            if scalar.value >= 0x7F, scalar.isControlForText || scalar.isBidiControl {
                out += scalar.fourDigitEscape
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return Array(out.utf8)
    }

    /// `import json FILE` replaces the whole session state, as `load` does. A bad file changes
    /// nothing and is named at the line and column of the offending value: syntax errors where
    /// the parser stopped, decoding errors and refused values where the value (or the object
    /// missing a key) starts, found by ``JSONLocator`` from the path. Returns the document's
    /// playhead frame with the message, for the session to seek to.
    mutating func importJSON(_ typed: String, into state: inout SessionState) throws(ScriptError) -> (frame: Int, message: String) {
        let path = inputPath(typed)
        let (read, over) = try readWithinBudget(path, budget: SceneFiles.jsonByteBudget)
        let bytes = SceneDocument.jsonUTF8(read)
        // Ctrl-C is honoured between chunks and between the steps after them; JSONDecoder
        // itself cannot be stopped, so a huge file may finish decoding first, then change nothing.
        if interruption.isRequested { throw ScriptError(.interrupted, column: 1) }
        if over {
            throw ScriptError(.json(line: 1, "the file is larger than the JSON import budget of \(ScriptError.bytesText(SceneFiles.jsonByteBudget))"),
                              column: 1, line: 1).located(file: path, line: 1)
        }
        let document = try SceneFiles.decodeScene(bytes, path: path, interruption: interruption)
        if interruption.isRequested { throw ScriptError(.interrupted, column: 1) }
        let imported: SessionState
        do {
            // The one validation every door shares: what a command would refuse, this refuses too.
            let decoded = try document.state()
            try decoded.check()
            imported = try checkedImages(decoded)
        } catch {
            throw SceneFiles.jsonError(at: error.path, in: bytes, path: path, error.error.message)
        }
        if interruption.isRequested { throw ScriptError(.interrupted, column: 1) }
        state = imported
        let layers = state.scene.layers.count
        return (document.frame, "imported \(path): scene format \(document.version), \(layers) layer\(layers == 1 ? "" : "s")")
    }

    /// An error about the value at `at` (the whole document when empty), placed at its line and
    /// column and, unless `named` is false, prefixed with its path (`scene.size: …`; a `why`
    /// starting "should be" follows the path as a sentence).
    static func jsonError(at steps: [JSONLocator.Step], in bytes: [UInt8], path: String, named: Bool = true, _ why: String) -> ScriptError {
        let (line, column) = lineAndColumn(ofByte: JSONLocator(bytes: bytes).find(steps).offset, in: bytes)
        let subject = steps.isEmpty ? "the document" : JSONLocator.text(steps)
        let text = why.hasPrefix("should be") ? subject + " " + why : steps.isEmpty || !named ? why : subject + ": " + why
        return ScriptError(.json(line: line, text), column: column, line: line).located(file: path, line: line)
    }

    /// Decodes a document, checking its format and version first, so a file from a newer
    /// meshplay is refused by name rather than by a missing key.
    static func decodeScene(_ bytes: [UInt8], path: String, interruption: Interruption? = nil) throws(ScriptError) -> SceneDocument {
        struct Header: Decodable { var format: String?; var version: Int? }
        let decoder = JSONDecoder()
        let data = Data(bytes)
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard header.format == SceneDocument.formatName else {
                throw jsonError(at: header.format == nil ? [] : [.key("format")], in: bytes, path: path, named: false,
                                "not a meshplay scene: \"format\" is \(header.format.map { "\"\($0)\"" } ?? "missing"), "
                                    + "not \"\(SceneDocument.formatName)\"")
            }
            guard let version = header.version, (1...SceneDocument.currentVersion).contains(version) else {
                throw jsonError(at: header.version == nil ? [] : [.key("version")], in: bytes, path: path, named: false,
                                "scene format version \(header.version.map(String.init) ?? "missing") is not one this meshplay "
                                    + "reads (1…\(SceneDocument.currentVersion))")
            }
            return try decoder.decode(SceneDocument.self, from: data)
        } catch let e as ScriptError {
            throw e
        } catch let e as DecodingError {
            throw jsonProblem(e, bytes: bytes, path: path, interruption: interruption)
        } catch {
            throw jsonError(at: [], in: bytes, path: path, "\(error)")
        }
    }

    /// A decoding error in words, at the value it is about: a syntax error where the parser
    /// stopped; a missing key at the object that lacks it; a wrong type or value at the value.
    static func jsonProblem(_ error: DecodingError, bytes: [UInt8], path: String, interruption: Interruption? = nil) -> ScriptError {
        let locator = JSONLocator(bytes: bytes)
        switch error {
        case let .dataCorrupted(c) where c.codingPath.isEmpty:
            // JSONDecoder does not say where; JSONSerialization names the byte ("around character 47"),
            // except at the end of a text cut short, which is found here (where the text ends).
            var location = (1, 1)
            var reason = c.debugDescription
            var stoppedEarly = false, parses = true
            do { _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) } catch {
                parses = false
                let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
                // "around character 47", and for a bad escape "… at 8.".
                let offset = text.firstMatch(of: /(?:character|at) (\d+)\.?$/).flatMap { Int($0.1) }
                // A misspelt word (`nul`) is reported after it, or as the end of the file: named here at its start.
                if let bad = locator.firstBadWord(), bad.offset <= offset ?? .max {
                    location = lineAndColumn(ofByte: bad.offset, in: bytes)
                    reason = "'\(bad.word.controlsEscaped)' is not a JSON value: the words are true, false and null"
                    stoppedEarly = true
                } else if let offset, offset < locator.endOfText {
                    location = lineAndColumn(ofByte: offset, in: bytes)
                    reason = text
                    stoppedEarly = true
                }
            }
            if !stoppedEarly {
                let end = locator.endOfText
                if end == 0 {
                    reason = "the file is empty"
                } else if let open = locator.unclosedAtEnd() {
                    let (line, column) = lineAndColumn(ofByte: open.offset, in: bytes)
                    location = lineAndColumn(ofByte: end, in: bytes)
                    reason = "unexpected end of file: the \(open.kind.rawValue.split(separator: " ").last ?? "value") opened at line \(line), "
                        + "column \(column) is not closed"
                } else if let misfit = SceneDocument.misfitNumber(in: bytes, interruption: interruption) {
                    // Valid JSON with a number its field cannot hold (300 for a colour channel).
                    let (line, column) = lineAndColumn(ofByte: misfit.offset, in: bytes)
                    let steps = locator.path(toValueAt: misfit.offset)
                    let text = steps.isEmpty ? misfit.why : JSONLocator.text(steps) + " " + misfit.why
                    return ScriptError(.json(line: line, text), column: column, line: line).located(file: path, line: line)
                } else if parses, bytes.count > SceneDocument.misfitSearchBytes {
                    return ScriptError(.json(line: 1, "a number does not fit the field that reads it (a whole number where one is needed, "
                                             + "0…255 for a colour channel); files over \(ScriptError.bytesText(SceneDocument.misfitSearchBytes)) are not searched for it"),
                                       column: 1, line: 1).located(file: path, line: 1)
                }
            }
            return ScriptError(.json(line: location.0, "not valid JSON: \(reason)"), column: location.1, line: location.0)
                .located(file: path, line: location.0)
        case let .dataCorrupted(c):
            return jsonError(at: c.codingPath.map(JSONLocator.Step.init), in: bytes, path: path, SceneDocument.choiceProblem(c.debugDescription) ?? c.debugDescription)
        case let .keyNotFound(key, c):
            return jsonError(at: c.codingPath.map(JSONLocator.Step.init), in: bytes, path: path,
                             "\"\(key.stringValue)\" is missing" + (c.codingPath.isEmpty ? " from the document" : ""))
        case let .typeMismatch(type, c), let .valueNotFound(type, c):
            let steps = c.codingPath.map(JSONLocator.Step.init)
            let found = locator.find(steps)
            let what = found.matched == steps.count ? ", not \(locator.kind(at: found.offset).rawValue)" : ""
            return jsonError(at: steps, in: bytes, path: path, "should be \(jsonKind(type))" + what)
        @unknown default:
            return jsonError(at: [], in: bytes, path: path, "\(error)")
        }
    }

    /// 1-based line and column of byte `offset` (columns count characters, as the REPL's do).
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        let before = bytes.prefix(max(0, offset))
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
        return (line, String(decoding: before[lineStart...], as: UTF8.self).count + 1)
    }

    static func jsonKind(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is UInt32.Type, is UInt8.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object (\(name))"
        }
    }
}
