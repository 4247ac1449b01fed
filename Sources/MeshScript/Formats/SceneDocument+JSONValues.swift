import Foundation
import MeshEngine

extension SceneDocument {
    /// Documents up to this size are searched for a number that does not fit its field (each of
    /// the search's 20 to 30 probes decodes the whole document, about 0.1 s a probe at this size);
    /// a larger one gets the error without the place.
    static let misfitSearchBytes = 4 << 20

    /// The text `import json` reads: UTF-8 without its byte-order mark (which is no column, and
    /// would put every located error at 1:1), UTF-16 with one transcoded to UTF-8, as Windows
    /// tools write them; JSONDecoder reads all three, the locator reads UTF-8.
    static func jsonUTF8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
           let text = String(data: Data(bytes), encoding: .utf16) {
            return Array(text.utf8)
        }
        return bytes
    }

    /// The first number of a valid document that its field cannot hold, and what the field takes
    /// (`should be a whole number from 0 to 255, not 300`). A number past Double's range is found
    /// by reading the text; any other by bisection: with every number from some point on written
    /// as 0 (which every numeric field holds) the document decodes, so the smallest such point
    /// passes the culprit. Its field is then probed with 0.5, −1, 256 and 2³² to say what it takes.
    /// An `interruption` (Ctrl-C) stops the search between probes, with no answer.
    static func misfitNumber(in bytes: [UInt8], interruption: Interruption? = nil) -> (offset: Int, why: String)? {
        let numbers = JSONLocator(bytes: bytes).numberRanges()
        func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
        // Only an exponent or 309 digits reach past Double's range: the rest need no parsing.
        func mayOverflow(_ r: Range<Int>) -> Bool { r.count > 308 || bytes[r].contains { $0 | 0x20 == UInt8(ascii: "e") } }
        if let r = numbers.first(where: { mayOverflow($0) && Double(text($0))?.isFinite != true }) {
            return (r.lowerBound, "should be a number within ±1.8e308, not \(text(r))")
        }
        guard bytes.count <= misfitSearchBytes else { return nil }
        /// Whether the document still fails to fit with the first `kept` numbers as written (the
        /// last of them as `culprit` when given) and the rest written as 0.
        func fails(keeping kept: Int, culprit: String? = nil) -> Bool {
            var copy: [UInt8] = []
            copy.reserveCapacity(bytes.count)
            var at = 0
            let first = culprit == nil ? kept : kept - 1
            for k in first..<numbers.count {
                copy += bytes[at..<numbers[k].lowerBound]
                copy += Array((k < kept ? culprit ?? "0" : "0").utf8)
                at = numbers[k].upperBound
            }
            copy += bytes[at...]
            // Stopped: every later probe "passes", and the search ends with no culprit.
            if interruption.isRequested { return false }
            do {
                _ = try JSONDecoder().decode(SceneDocument.self, from: Data(copy))
                return false
            } catch let DecodingError.dataCorrupted(c) {
                return c.codingPath.isEmpty
            } catch {
                return false
            }
        }
        guard !fails(keeping: 0) else { return nil }
        var passes = 0, failing = numbers.count
        while failing - passes > 1 {
            let mid = (passes + failing) / 2
            if fails(keeping: mid) { failing = mid } else { passes = mid }
        }
        guard failing >= 1, fails(keeping: failing), !interruption.isRequested else { return nil }
        let culprit = numbers[failing - 1], value = text(culprit)
        func holds(_ probe: String) -> Bool { !fails(keeping: failing, culprit: probe) }
        let takes: String
        if holds("0.5") {
            takes = "a number"
        } else if holds("-1") {
            takes = Double(value).map { $0 == $0.rounded() } == true ? "a whole number within ±9223372036854775807" : "a whole number"
        } else if !holds("256") {
            takes = "a whole number from 0 to 255"
        } else if !holds("4294967296") {
            takes = "a whole number from 0 to 4294967295"
        } else {
            takes = "a whole number, 0 or more"
        }
        return (culprit.lowerBound, "should be \(takes), not \(value)")
    }
}

extension SceneDocument {
    /// The words each of the document's named choices takes, by the type's name as
    /// `JSONDecoder` writes it ("Cannot initialize LayerKind from invalid String value emitter").
    static let jsonChoices: [String: [String]] = [
        "DepthNormalization": DepthNormalization.allCases.map(\.rawValue),
        "LayerKind": LayerKind.allCases.map(\.rawValue),
        "Triangulation": Triangulation.allCases.map(\.rawValue),
        "Diagonal": Diagonal.allCases.map(\.rawValue),
        "Alignment": Label.Alignment.allCases.map(\.rawValue),
        "Kind": Light.Kind.allCases.map(\.rawValue),
        "Shading": Shading.allCases.map(\.rawValue),
    ]

    /// A decoder's "Cannot initialize T from invalid String value X" in the document's words:
    /// `should be one of layer, transform, not "emitter"`, with the closest word suggested.
    static func choiceProblem(_ description: String) -> String? {
        guard let match = description.firstMatch(of: /^Cannot initialize (\w+) from invalid String value (.*)$/),
              let words = jsonChoices[String(match.1)] else { return nil }
        let value = String(match.2)
        let suggestion = NameSuggestion.closest(to: value, among: words).map { "; did you mean \"\($0)\"?" } ?? ""
        return "should be one of \(words.joined(separator: ", ")), not \"\(value.messageToken.controlsEscaped)\"" + suggestion
    }
}
