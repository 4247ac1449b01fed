import Foundation
import MeshEngine

extension Session {
    /// The most bytes `import json` reads (a scene of a million vertices is about 150 MiB).
    static let jsonByteBudget = 256 << 20

    /// `export json FILE`: the whole state as a ``SceneDocument``, keys sorted so equal scenes
    /// give equal files.
    mutating func exportJSON(_ path: String) throws(ScriptError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(SceneDocument(state, frame: frame)) } catch {
            throw ScriptError(.file(.failed(path: path, reason: "cannot encode the scene: \(error)")))
        }
        do { try host.fileSystem.writeAtomically([UInt8](data) + [0x0A], to: path) } catch { throw ScriptError(.file(error)) }
        let layers = state.scene.layers.count
        return "wrote \(path): scene format \(SceneDocument.currentVersion), \(layers) layer\(layers == 1 ? "" : "s"), "
            + "\(state.keyframes.count) keyframe\(state.keyframes.count == 1 ? "" : "s"), "
            + "\(state.animations.count) animation\(state.animations.count == 1 ? "" : "s")"
    }

    /// `import json FILE` replaces the whole session state, as `load` does; a bad file changes nothing.
    mutating func importJSON(_ path: String) throws(ScriptError) -> String {
        var bytes: [UInt8] = []
        var over = false
        do {
            try host.fileSystem.readChunks(path, chunkBytes: 1 << 20) { chunk in
                guard bytes.count + chunk.count <= Session.jsonByteBudget else { over = true; return false }
                bytes += chunk
                return true
            }
        } catch { throw ScriptError(.file(error)) }
        if over {
            throw ScriptError(.json(line: 1, "the file is larger than the JSON import budget of \(ScriptError.bytesText(Session.jsonByteBudget))"),
                              column: 1, line: 1).located(file: path, line: 1)
        }
        let document = try Session.decodeScene(Data(bytes), path: path)
        let imported = try document.state()
        do { try imported.validate() } catch { throw error.located(file: path, line: 1) }
        state = imported
        timeline.seek(frame: max(0, document.frame))
        timeline.playing = false
        lastChange = .replaced
        let layers = state.scene.layers.count
        return "imported \(path): scene format \(document.version), \(layers) layer\(layers == 1 ? "" : "s")"
    }

    /// Decodes a document, checking its format and version first, so a file from a newer
    /// meshplay is refused by name rather than by a missing key.
    static func decodeScene(_ data: Data, path: String) throws(ScriptError) -> SceneDocument {
        struct Header: Decodable { var format: String?; var version: Int? }
        let decoder = JSONDecoder()
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard header.format == SceneDocument.formatName else {
                throw ScriptError(.json(line: 1, "not a meshplay scene: \"format\" is \(header.format.map { "\"\($0)\"" } ?? "missing"), "
                                        + "not \"\(SceneDocument.formatName)\""), column: 1, line: 1)
            }
            guard let version = header.version, (1...SceneDocument.currentVersion).contains(version) else {
                throw ScriptError(.json(line: 1, "scene format version \(header.version.map(String.init) ?? "missing") is not one this meshplay "
                                        + "reads (1…\(SceneDocument.currentVersion))"), column: 1, line: 1)
            }
            return try decoder.decode(SceneDocument.self, from: data)
        } catch let e as ScriptError {
            throw e.located(file: path, line: e.line ?? 1)
        } catch let e as DecodingError {
            let (why, line, column) = jsonProblem(e, data: data)
            throw ScriptError(.json(line: line, why), column: column, line: line).located(file: path, line: line)
        } catch {
            throw ScriptError(.json(line: 1, "\(error)"), column: 1, line: 1).located(file: path, line: 1)
        }
    }

    /// A decoding error in words: the key path and what was wrong, located at the line and column
    /// the parser names for a syntax error, else at the first occurrence of the failing key.
    static func jsonProblem(_ error: DecodingError, data: Data) -> (String, Int, Int) {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { $0 + ($1.intValue.map { "[\($0)]" } ?? ($0.isEmpty ? "" : ".") + $1.stringValue) }
        }
        switch error {
        case let .dataCorrupted(c):
            // JSONDecoder does not say where; JSONSerialization names the byte ("around character 47").
            var location = (1, 1)
            var reason = c.debugDescription
            do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
                let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
                if let offset = text.firstMatch(of: /character (\d+)/).flatMap({ Int($0.1) }) {
                    location = lineAndColumn(ofByte: offset, in: data)
                    reason = text
                }
            }
            return ("not valid JSON" + (c.codingPath.isEmpty ? "" : " at \(path(c.codingPath))") + ": \(reason)", location.0, location.1)
        case let .keyNotFound(key, c):
            return ("\(path(c.codingPath + [key])) is missing", 1, 1)
        case let .typeMismatch(type, c), let .valueNotFound(type, c):
            return ("\(path(c.codingPath)) should be \(jsonKind(type))", 1, 1)
        @unknown default:
            return ("\(error)", 1, 1)
        }
    }

    /// 1-based line and column of byte `offset` (columns count characters, as the REPL's do).
    static func lineAndColumn(ofByte offset: Int, in data: Data) -> (Int, Int) {
        let before = data.prefix(max(0, offset))
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
        return (line, String(decoding: before[lineStart...], as: UTF8.self).count + 1)
    }

    static func jsonKind(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is UInt32.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "\(type)"
        }
    }
}
