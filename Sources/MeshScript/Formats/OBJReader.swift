import Foundation
import MeshEngine

/// Reads Wavefront OBJ as Blender, MeshLab, trimesh and meshplay write it, fed in chunks so a
/// big file is never held whole: LF, CRLF and CR line ends, a byte-order mark, `\` line
/// continuations, every corner form (`v`, `v/vt`, `v//vn`, `v/vt/vn`) and negative (relative)
/// indices. ``OBJReader/finish(_:)`` turns what was read into meshes (`OBJReader+Meshes.swift`).
///
/// Axes: OBJ is y-up with texture v up; meshplay's unit coordinates are y-down. A file reads
/// with `to = (x, −y, z)` and `from = (u, 1 − v)`, so a model made elsewhere stands upright, and
/// meshplay's export writes the same convention back (`MeshTransform+OBJ.swift`). `1 − v` is
/// taken in decimal arithmetic on the written digits, so the flip is exact both ways. The flip
/// mirrors, so corner order is reversed after corner 0 to keep front faces in front. Files
/// from meshplay before this convention say `y down` in their header and read literally.
struct OBJReader {
    /// The most bytes one import reads (a 64 MiB OBJ is about two million triangles).
    static let defaultByteBudget = 64 << 20
    /// This reader's budget: past it, ``feed(_:)`` stops with an error naming it.
    let byteBudget: Int
    /// The chunk size the file is read in.
    static let chunkBytes = 1 << 16

    // What the statements said, in file order. Indices are 0-based and already resolved.
    var positions: [Point3D] = []
    /// `vt` as `from` (already flipped unless the file is literal).
    var uvs: [Point2D] = []
    var normalCount = 0
    /// Each face's corners are `cornerV[faceStart[f]..<faceStart[f + 1]]` (and `cornerVT`, −1 without vt).
    var cornerV: [Int] = [], cornerVT: [Int] = []
    var faceStart: [Int] = [0]
    /// Each face's and each `v` line's object (`o`) and group (`g`) section.
    var faceObject: [Int] = [], faceGroup: [Int] = []
    var positionObject: [Int] = [], positionGroup: [Int] = []
    /// Section names; index 0 is what comes before the first `o` or `g`.
    var objectNames: [String] = [""], groupNames: [String] = [""]
    var currentObject = 0, currentGroup = 0
    /// Statements read but not used, by keyword, in the order first seen.
    var skipped: [(keyword: String, count: Int)] = []
    /// Lines whose name (`o`, `g`, `usemtl`, `mtllib`) is not UTF-8, read with U+FFFD for the bad bytes.
    var notUTF8Names: [Int] = []
    /// Where a `v` (by index) or `vt` line holds a number past ±``SessionState/maxCoordinate``:
    /// fine when `fit` scales the model down, else the error points there.
    var farPositions: [Int: FarNumber] = [:], farUVs: [Int: FarNumber] = [:]
    /// Set by `# meshplay …` comments: the file came from meshplay.
    var header = MeshplayHeader()

    /// What meshplay's own comments carry that OBJ cannot say.
    struct MeshplayHeader {
        var fromMeshplay = false
        /// Old meshplay exports: coordinates as meshplay's own (y down), not OBJ's.
        var literal = false
        var subdivisionSteps: Int?
        /// `# meshplay names percent-encoded`: `o` and `g` names that follow are ``OBJName`` encoded.
        var encodedNames = false
        /// `# meshplay subdivision N limit`.
        var limitSurface = false
        var depth: DepthNormalization?
        var weights: [(line: Int, column: Int, face: Int, w: SIMD4<Double>)] = []
        /// `# meshplay point V T`: the `vt` of a `v` no face uses (0-based, by `v`).
        var points: [Int: Int] = [:]
    }

    // Streaming state.
    private var pending: [UInt8] = []
    private var bytesRead = 0
    private(set) var physicalLine = 0
    /// A statement continued with `\`: its text so far and where each physical line starts in it.
    private var logical = ""
    private var segments: [(offset: Int, line: Int)] = []

    init(byteBudget: Int = OBJReader.defaultByteBudget) {
        self.byteBudget = byteBudget
    }

    /// Consumes the next bytes of the file; complete lines are parsed as they arrive.
    mutating func feed(_ bytes: ArraySlice<UInt8>) throws(ScriptError) {
        bytesRead += bytes.count
        guard bytesRead <= byteBudget else {
            throw ScriptError(.obj(line: physicalLine + 1, .overBudget(budget: byteBudget)), column: 1, line: physicalLine + 1)
        }
        var start = bytes.startIndex
        var i = start
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                // A CR whose LF arrives in the next chunk leaves an empty "line": skip it below.
                let lineBytes = pending.isEmpty ? Array(bytes[start..<i]) : pending + bytes[start..<i]
                pending.removeAll(keepingCapacity: true)
                let crlfTail = b == 0x0A && lastWasCR && lineBytes.isEmpty
                lastWasCR = b == 0x0D
                if !crlfTail { try line(lineBytes) }
                start = i + 1
            } else {
                lastWasCR = false
            }
            i += 1
        }
        pending.append(contentsOf: bytes[start..<bytes.endIndex])
    }
    private var lastWasCR = false

    /// Parses the last line (one without a terminator) and a dangling continuation.
    mutating func endOfFile() throws(ScriptError) {
        if !pending.isEmpty {
            let last = pending
            pending = []
            try line(last)
        }
        if !segments.isEmpty {
            let text = logical
            logical = ""
            try statement(text)
        }
    }

    private mutating func line(_ raw: [UInt8]) throws(ScriptError) {
        physicalLine += 1
        var bytes = raw[...]
        if physicalLine == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = try Self.text(bytes, line: physicalLine, notUTF8: &notUTF8Names)
        if segments.isEmpty { logical = "" }
        segments.append((logical.count, physicalLine))
        // `\` as the last character joins the next line to this one (OBJ's line continuation);
        // spaces after it are allowed, as Blender's importer allows them.
        let body = text.reversed().drop { $0 == " " || $0 == "\t" }
        let trimmed = body.first == "\\" ? text[..<body.index(after: body.startIndex).base] : nil
        logical += trimmed ?? Substring(text)
        if trimmed != nil {
            logical += " "
            return
        }
        let whole = logical
        logical = ""
        try statement(whole)
    }

    /// A line's text. Bytes that are not UTF-8 (a Latin-1 `é` from an older exporter) are
    /// tolerated where nothing is read from them, a comment and the names of `o`, `g`,
    /// `usemtl` and `mtllib` (read as U+FFFD, and `notUTF8` counts the name lines); anywhere
    /// else they are an error at the first such byte's column.
    static func text(_ bytes: ArraySlice<UInt8>, line: Int, notUTF8: inout [Int]) throws(ScriptError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let text = String(decoding: bytes, as: UTF8.self)
        let head = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
        if head.hasPrefix("#") { return text }
        if ["o", "g", "usemtl", "mtllib"].contains(head) {
            notUTF8.append(line)
            return text
        }
        // A binary file (binary STL, glTF's .glb, .blend, .fbx) has NUL bytes, which OBJ text never holds.
        if let nul = bytes.firstIndex(of: 0) {
            let column = String(decoding: bytes[..<nul], as: UTF8.self).count + 1
            throw ScriptError(.obj(line: line, .binary), column: column, line: line)
        }
        var valid = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while case let .valid(scalar) = parser.parseScalar(from: &iterator) { valid += scalar.count }
        let column = String(decoding: bytes.prefix(valid), as: UTF8.self).count + 1
        throw ScriptError(.obj(line: line, .notUTF8(byte: bytes[bytes.startIndex + valid])), column: column, line: line)
    }

    /// The error for `token` of the current statement, located at its physical line and column.
    func error(_ problem: OBJProblem, at token: Substring?, in text: String) -> ScriptError {
        let (line, column) = location(of: token, in: text)
        return ScriptError(.obj(line: line, problem), column: column, line: line)
    }

    /// The physical line and column of `token` of the current statement.
    private func location(of token: Substring?, in text: String) -> (line: Int, column: Int) {
        let offset = token.map { text[..<$0.startIndex].count } ?? 0
        let segment = segments.last { $0.offset <= offset } ?? (0, physicalLine)
        return (segment.line, offset - segment.offset + 1)
    }

    /// Where the first of `stored` (the coordinates as kept, read from the leading `args`: a
    /// flipped `vt` v may pass the bound where its number did not) is past
    /// ±``SessionState/maxCoordinate``; nil when none is. A colour after them is not a coordinate.
    private func farNumber(_ args: ArraySlice<Substring>, _ stored: [Double], in text: String) -> FarNumber? {
        guard let k = stored.firstIndex(where: { !(abs($0) <= SessionState.maxCoordinate) }) else { return nil }
        let token = args[args.startIndex + k]
        let (line, column) = location(of: token, in: text)
        return FarNumber(text: token.messageToken, line: line, column: column)
    }

    private mutating func statement(_ text: String) throws(ScriptError) {
        defer { segments.removeAll(keepingCapacity: true) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let head = words.first else { return }
        // A `#` word ends a statement: the rest of the line is a comment (`f 1 2 3 # lid`).
        let end = head.hasPrefix("#") ? words.endIndex : words.firstIndex { $0.hasPrefix("#") } ?? words.endIndex
        let args = words[1..<end]
        switch head {
        case "v":
            // MeshLab and others append a colour (`v x y z r g b`); meshplay uses x y z.
            let p = try numbers(args, counts: [3, 4, 6, 7], statement: .v, text)
            let position = Point3D(p[0], header.literal ? p[1] : -p[1], p[2])
            if let far = farNumber(args, [position.x, position.y, position.z], in: text) { farPositions[positions.count] = far }
            positions.append(position)
            positionObject.append(currentObject)
            positionGroup.append(currentGroup)
        case "vt":
            let p = try numbers(args, counts: [1, 2, 3], statement: .vt, text)
            let v = p.count > 1 ? p[1] : 0
            let uv = Point2D(p[0], header.literal ? v : Self.complement(args.count > 1 ? args[args.startIndex + 1] : "0", v))
            if let far = farNumber(args, [uv.x, uv.y], in: text) { farUVs[uvs.count] = far }
            uvs.append(uv)
        case "vn":
            _ = try numbers(args, counts: [3], statement: .vn, text)
            normalCount += 1
            skip("vn")
        case "f":
            try face(args, text)
        case "o", "g":
            let written = args.joined(separator: " ")
            let name = header.encodedNames ? OBJName.decoded(written) : written
            if head == "o" {
                objectNames.append(name)
                currentObject = objectNames.count - 1
            } else if name == "off" || name.isEmpty {
                // `g off` (as `s off` turns smoothing groups off) and a bare `g` end the group:
                // what follows is ungrouped again, not a group named "off".
                currentGroup = 0
            } else {
                groupNames.append(name)
                currentGroup = groupNames.count - 1
            }
        default:
            if head.hasPrefix("#") { try comment(text) } else { skip(String(head)) }
        }
    }

    private mutating func skip(_ keyword: String) {
        if let i = skipped.firstIndex(where: { $0.keyword == keyword }) { skipped[i].count += 1 } else { skipped.append((keyword, 1)) }
    }

    /// The statement's numbers, whose count must be one of `counts`; the first bad token is named.
    private func numbers(_ args: ArraySlice<Substring>, counts: [Int], statement: OBJProblem.Statement, _ text: String) throws(ScriptError) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(args.count)
        for a in args {
            guard let d = Double(a), d.isFinite else { throw error(.notANumber(a.messageToken, in: statement), at: a, in: text) }
            out.append(d)
        }
        guard counts.contains(out.count) else {
            throw error(.numberCount(out.count, in: statement), at: args.first, in: text)
        }
        return out
    }

    /// `f` with corners `v`, `v/vt`, `v//vn` or `v/vt/vn`; indices below 0 count back from the
    /// last element read so far, as the OBJ specification says.
    private mutating func face(_ args: ArraySlice<Substring>, _ text: String) throws(ScriptError) {
        guard args.count >= 3 else {
            throw error(.tooFewCorners(args.count), at: args.first, in: text)
        }
        for a in args {
            let parts = a.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count <= 3 else { throw error(.notACorner(a.messageToken), at: a, in: text) }
            cornerV.append(try index(parts[0], count: positions.count, of: .vertex, corner: a, text))
            if parts.count > 1, !parts[1].isEmpty {
                cornerVT.append(try index(parts[1], count: uvs.count, of: .textureCoordinate, corner: a, text))
            } else {
                cornerVT.append(-1)
            }
            if parts.count > 2 { _ = try index(parts[2], count: normalCount, of: .normal, corner: a, text) }
        }
        // OBJ's front faces turn counter-clockwise seen from the front (y up); with y flipped,
        // meshplay's turn clockwise on screen ([TL TR BR BL]). Reversing all but the first
        // corner keeps both the front and corner 0.
        if !header.literal {
            let first = faceStart[faceStart.count - 1]
            cornerV[(first + 1)...].reverse()
            cornerVT[(first + 1)...].reverse()
        }
        faceStart.append(cornerV.count)
        faceObject.append(currentObject)
        faceGroup.append(currentGroup)
    }

    private func index(_ part: Substring, count: Int, of element: OBJProblem.Element, corner: Substring, _ text: String) throws(ScriptError) -> Int {
        guard let i = Int(part), i != 0 else {
            throw error(.notAnIndex(corner: corner.messageToken, part: part.messageToken, of: element), at: corner, in: text)
        }
        let resolved = i > 0 ? i - 1 : count + i
        guard (0..<count).contains(resolved) else {
            throw error(.noSuchElement(element, index: i, count: count), at: corner, in: text)
        }
        return resolved
    }

    /// `# meshplay …` comments carry what OBJ cannot say; every other comment is ignored.
    private mutating func comment(_ text: String) throws(ScriptError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 3, words[0] == "#", words[1] == "meshplay",
              ["mesh", "subdivision", "depth", "w", "vt", "point", "names"].contains(words[2]) else { return }
        header.fromMeshplay = true
        let value = words.count > 3 ? words[3] : nil
        switch words[2] {
        case "mesh":
            if text.contains("y down") { header.literal = true }
        case "names":
            header.encodedNames = true
        case "subdivision":
            guard let value, let n = Int(value), n >= -1 else { throw error(.badDirective(.subdivisionSteps), at: value ?? words[2], in: text) }
            header.subdivisionSteps = n
            if words.count > 4 {
                guard words[4] == "limit", words.count == 5 else {
                    throw error(.badDirective(.subdivisionLimit), at: words[4], in: text)
                }
                header.limitSurface = true
            }
        case "depth":
            guard let value, let d = DepthNormalization(rawValue: String(value)) else {
                throw error(.badDirective(.depth), at: value ?? words[2], in: text)
            }
            header.depth = d
        case "w":
            let values = words.dropFirst(4).compactMap { Double($0) }.filter(\.isFinite)
            guard let value, let f = Int(value), f >= 0, values.count == 4, words.count == 8 else {
                throw error(.badDirective(.weights), at: value ?? words[2], in: text)
            }
            let column = location(of: value, in: text).column
            header.weights.append((segments.last?.line ?? physicalLine, column, f, SIMD4(values[0], values[1], values[2], values[3])))
        case "vt":
            guard let value, let i = Int(value), uvs.indices.contains(i), words.count == 5, let y = Double(words[4]), y.isFinite else {
                throw error(.badDirective(.vt), at: value ?? words[2], in: text)
            }
            uvs[i].y = y
        case "point":
            guard let value, let v = Int(value), positions.indices.contains(v - 1), words.count == 5,
                  let t = Int(words[4]), uvs.indices.contains(t - 1) else {
                throw error(.badDirective(.point), at: value ?? words[2], in: text)
            }
            header.points[v - 1] = t - 1
        default:
            return
        }
    }

    /// `1 − x` computed on the decimal digits written, so that flipping twice gives back the
    /// same double (`1 − (1 − 0.1)` in binary is 0.09999999999999998); binary when the digits
    /// are out of `Decimal`'s range.
    static func complement(_ digits: Substring, _ value: Double) -> Double {
        guard let d = Decimal(string: String(digits)), !d.isNaN, let r = Double((Decimal(1) - d).description) else { return 1 - value }
        return r
    }

    /// The text of `1 − x` for a coordinate meshplay writes, exact in decimal (see ``complement(_:_:)``).
    static func complementText(_ value: Double) -> String {
        let text = value.scriptText
        guard let d = Decimal(string: text), !d.isNaN else { return (1 - value).scriptText }
        let r = (Decimal(1) - d).description
        return Double(r) == nil ? (1 - value).scriptText : r
    }
}

/// A number of a `v` or `vt` line too far out for a vertex (``OBJReader/farPositions``).
struct FarNumber {
    var text: String
    var line: Int
    var column: Int
}
