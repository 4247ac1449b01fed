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
            throw ScriptError(.json(line: 1, .overBudget(budget: SceneFiles.jsonByteBudget)),
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
            throw SceneFiles.jsonError(at: error.path, in: bytes, path: path, .refused(error.error.message))
        }
        if interruption.isRequested { throw ScriptError(.interrupted, column: 1) }
        state = imported
        let layers = state.scene.layers.count
        return (document.frame, "imported \(path): scene format \(document.version), \(layers) layer\(layers == 1 ? "" : "s")")
    }

    /// An error about the value at `at` (the whole document when empty), placed at its line and
    /// column, naming its path (``JSONProblem/value(at:_:)``).
    static func jsonError(at steps: [JSONLocator.Step], in bytes: [UInt8], path: String, _ reason: JSONProblem.Reason) -> ScriptError {
        jsonError(at: steps, in: bytes, path: path, problem: .value(at: steps.isEmpty ? nil : JSONLocator.text(steps), reason))
    }

    /// `problem`, placed at the line and column of the value at `at` (the document's start when empty).
    static func jsonError(at steps: [JSONLocator.Step], in bytes: [UInt8], path: String, problem: JSONProblem) -> ScriptError {
        let (line, column) = lineAndColumn(ofByte: JSONLocator(bytes: bytes).find(steps).offset, in: bytes)
        return ScriptError(.json(line: line, problem), column: column, line: line).located(file: path, line: line)
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
                throw jsonError(at: header.format == nil ? [] : [.key("format")], in: bytes, path: path,
                                problem: .notAScene(format: header.format))
            }
            guard let version = header.version, (1...SceneDocument.currentVersion).contains(version) else {
                throw jsonError(at: header.version == nil ? [] : [.key("version")], in: bytes, path: path,
                                problem: .unreadVersion(header.version, newest: SceneDocument.currentVersion))
            }
            return try decoder.decode(SceneDocument.self, from: data)
        } catch let e as ScriptError {
            throw e
        } catch let e as DecodingError {
            throw jsonProblem(e, bytes: bytes, path: path, interruption: interruption)
        } catch {
            throw jsonError(at: [], in: bytes, path: path, .refused("\(error)"))
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
            var reason = JSONProblem.Syntax.parser(c.debugDescription)
            var stoppedEarly = false, parses = true
            do { _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) } catch {
                parses = false
                let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
                // "around character 47", and for a bad escape "… at 8.".
                let offset = text.firstMatch(of: /(?:character|at) (\d+)\.?$/).flatMap { Int($0.1) }
                // A misspelt word (`nul`) is reported after it, or as the end of the file: named here at its start.
                if let bad = locator.firstBadWord(), bad.offset <= offset ?? .max {
                    location = lineAndColumn(ofByte: bad.offset, in: bytes)
                    reason = .badWord(bad.word)
                    stoppedEarly = true
                } else if let offset, offset < locator.endOfText {
                    location = lineAndColumn(ofByte: offset, in: bytes)
                    reason = .parser(text)
                    stoppedEarly = true
                }
            }
            if !stoppedEarly {
                let end = locator.endOfText
                if end == 0 {
                    reason = .empty
                } else if let open = locator.unclosedAtEnd() {
                    let (line, column) = lineAndColumn(ofByte: open.offset, in: bytes)
                    location = lineAndColumn(ofByte: end, in: bytes)
                    reason = .unclosed(String(open.kind.rawValue.split(separator: " ").last ?? "value"), line: line, column: column)
                } else if let misfit = SceneDocument.misfitNumber(in: bytes, interruption: interruption) {
                    // Valid JSON with a number its field cannot hold (300 for a colour channel).
                    let (line, column) = lineAndColumn(ofByte: misfit.offset, in: bytes)
                    let steps = locator.path(toValueAt: misfit.offset)
                    let problem = JSONProblem.misfitNumber(path: steps.isEmpty ? "" : JSONLocator.text(steps), why: misfit.why)
                    return ScriptError(.json(line: line, problem), column: column, line: line).located(file: path, line: line)
                } else if parses, bytes.count > SceneDocument.misfitSearchBytes {
                    return ScriptError(.json(line: 1, .misfitUnsearched(searchBytes: SceneDocument.misfitSearchBytes)),
                                       column: 1, line: 1).located(file: path, line: 1)
                }
            }
            return ScriptError(.json(line: location.0, .notValidJSON(reason)), column: location.1, line: location.0)
                .located(file: path, line: location.0)
        case let .dataCorrupted(c):
            return jsonError(at: c.codingPath.map(JSONLocator.Step.init), in: bytes, path: path, .refused(SceneDocument.choiceProblem(c.debugDescription) ?? c.debugDescription))
        case let .keyNotFound(key, c):
            return jsonError(at: c.codingPath.map(JSONLocator.Step.init), in: bytes, path: path,
                             .missingKey(key.stringValue))
        case let .typeMismatch(type, c), let .valueNotFound(type, c):
            let steps = c.codingPath.map(JSONLocator.Step.init)
            let found = locator.find(steps)
            let kind = found.matched == steps.count ? locator.kind(at: found.offset).rawValue : nil
            return jsonError(at: steps, in: bytes, path: path, .shouldBe(jsonKind(type), found: kind))
        @unknown default:
            return jsonError(at: [], in: bytes, path: path, .refused("\(error)"))
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
