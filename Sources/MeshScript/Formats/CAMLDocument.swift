import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MeshEngine

/// A Core Animation archive (`.caml`, the `main.caml` of a `.ca` package) read as meshplay's
/// layer tree, for `import caml`. It reads the forms archives written by Apple's tools use, and
/// meshplay's own `export caml`:
/// - the first layer under `<caml>` is the container; the layers in each `<sublayers>` are its
///   sublayers, any element whose name ends in `Layer` (`CALayer`, `CATransformLayer`,
///   `CABackdropLayer`, …), a `CATransformLayer` kept in 3D and any other flattening;
/// - `bounds="x y w h"`, `position`, `anchorPoint`, `opacity`, `doubleSided` (`0`/`1`),
///   `hidden="1"` (left out, and counted);
/// - `transform` and `sublayerTransform` as sixteen numbers (CATransform3D's fields row by
///   row) or as functions: `scale(sx, sy, sz)`, `rotate(Ndeg)` about z, `translate(tx, ty, tz)`;
/// - the mesh as a `meshTransform="…"` attribute or a `<meshTransform subdivisionSteps="N"
///   value="…"/>` element (``MeshTransform/init(camlString:)``);
/// - a solid `backgroundColor`, as `"r g b"` in 0…1 or an element with `value` and `opacity`;
/// - a `CATextLayer`'s `string`, `fontSize`, `foregroundColor`, `backgroundColor` and
///   `alignmentMode` as a label;
/// - `<contents type="CGImage" src="…"/>` as an image, read by the caller (``imageSources``).
/// What meshplay has no place for (filters, masks, states) is passed over.
struct CAMLDocument {
    /// One element of the archive, with where it starts in the text.
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element] = []
        var line: Int
        var column: Int
    }

    /// The scene built from the archive, with what was passed over.
    var scene: Scene
    var hiddenLayers = 0
    var skipped: [String: Int] = [:]
    /// Layers whose contents is an image file: the layer, the `src` as written, and where.
    var imageSources: [(layer: Int, source: String, line: Int, column: Int)] = []

    /// Parses `bytes` and builds the scene on `base` (whose lighting and background stay).
    init(bytes: [UInt8], base: Scene) throws(ScriptError) {
        let root = try Self.parse(bytes)
        guard root.name == "caml", let container = root.children.first(where: { $0.name.hasSuffix("Layer") }) else {
            throw ScriptError(.caml(.notAnArchive), column: root.column, line: root.line)
        }
        scene = base
        scene.layers = []
        let bounds = try Self.numbers(container, "bounds", count: 4) ?? [0, 0, base.size.width, base.size.height]
        scene.size = Size(bounds[2], bounds[3])
        scene.sublayerTransform = try Self.transform(container, "sublayerTransform") ?? .identity
        try addSublayers(of: container, parent: nil)
    }

    /// Adds the layers of `element`'s `<sublayers>`, depth first, so a superlayer's index is
    /// always below its sublayers' (as ``Layer/parent`` requires).
    private mutating func addSublayers(of element: Element, parent: Int?) throws(ScriptError) {
        // The elements meshplay reads; any other child (filters, masks, states) is counted as passed over.
        let read: Set<String> = ["sublayers", "meshTransform", "backgroundColor", "foregroundColor", "contents"]
        for child in element.children where !child.name.hasSuffix("Layer") && !read.contains(child.name) {
            skipped[child.name, default: 0] += 1
        }
        for list in element.children where list.name == "sublayers" {
            for e in list.children {
                guard e.name.hasSuffix("Layer") else {
                    skipped[e.name, default: 0] += 1
                    continue
                }
                if e.attributes["hidden"] == "1" || e.attributes["hidden"] == "true" {
                    hiddenLayers += 1
                    continue
                }
                let index = scene.layers.count
                scene.layers.append(try Self.layer(e, parent: parent))
                if let contents = e.children.first(where: { $0.name == "contents" }), let source = contents.attributes["src"] {
                    imageSources.append((index, source, contents.line, contents.column))
                }
                try addSublayers(of: e, parent: index)
            }
        }
    }

    /// One layer element as a meshplay layer.
    private static func layer(_ e: Element, parent: Int?) throws(ScriptError) -> Layer {
        var layer = Layer(name: e.attributes["name"] ?? e.name, parent: parent, kind: e.name == "CATransformLayer" ? .transform : .layer)
        if let b = try numbers(e, "bounds", count: 4) { layer.size = Size(b[2], b[3]) }
        if let p = try numbers(e, "position", count: 2) { layer.position = Point2D(p[0], p[1]) }
        if let a = try numbers(e, "anchorPoint", count: 2) { layer.anchorPoint = Point2D(a[0], a[1]) }
        if let o = try numbers(e, "opacity", count: 1) { layer.opacity = o[0] }
        if let d = e.attributes["doubleSided"] { layer.doubleSided = !(d == "0" || d == "false") }
        if let z = try numbers(e, "zPosition", count: 1) { layer.zPosition = z[0] }
        layer.transform = try transform(e, "transform") ?? .identity
        layer.sublayerTransform = try transform(e, "sublayerTransform") ?? .identity
        let background = try color(e, "backgroundColor")
        if let background { layer.content = .solid(background) }
        if e.name == "CATextLayer", let text = e.attributes["string"] {
            // CATextLayer's defaults: white text on no background, 36 points, natural alignment.
            let alignment = e.attributes["alignmentMode"].flatMap { Label.Alignment(rawValue: $0) }
            layer.content = .label(text: text, foreground: try color(e, "foregroundColor") ?? Color(r: 255, g: 255, b: 255),
                                   background: background ?? Color(r: 0, g: 0, b: 0, a: 0),
                                   pointSize: try numbers(e, "fontSize", count: 1)?[0] ?? 36, alignment: alignment ?? .left)
        }
        layer.mesh = try mesh(e)
        return layer
    }

    /// The mesh of `e`: its `meshTransform` attribute, or its `<meshTransform>` element.
    private static func mesh(_ e: Element) throws(ScriptError) -> MeshTransform? {
        let element = e.children.first { $0.name == "meshTransform" }
        guard let value = e.attributes["meshTransform"] ?? element?.attributes["value"] else { return nil }
        let place = element ?? e
        var mesh: MeshTransform
        do { mesh = try MeshTransform(camlString: value) } catch {
            throw ScriptError(.caml(.mesh(layer: named(e), error)), column: place.column, line: place.line)
        }
        if let steps = element?.attributes["subdivisionSteps"] {
            guard let n = Int(steps), n >= -1 else {
                throw ScriptError(.caml(.subdivisionSteps(steps)), column: place.column, line: place.line)
            }
            mesh.subdivisionSteps = n
        }
        if let depth = element?.attributes["depthNormalization"] {
            guard let d = DepthNormalization(rawValue: depth) else {
                throw ScriptError(.caml(.depthNormalization(depth)), column: place.column, line: place.line)
            }
            mesh.depthNormalization = d
        }
        return mesh
    }

    /// A colour property, `NAME="r g b"` or `<NAME value="r g b" opacity="a"/>`, channels in 0…1.
    private static func color(_ e: Element, _ name: String) throws(ScriptError) -> Color? {
        let element = e.children.first { $0.name == name }
        guard let text = e.attributes[name] ?? element?.attributes["value"] else { return nil }
        let place = element ?? e
        let parts = text.split(separator: " ").map { Double($0) }
        let alpha = element?.attributes["opacity"].flatMap(Double.init) ?? 1
        guard parts.count == 3, parts.allSatisfy({ $0.map { $0.isFinite } ?? false }), alpha.isFinite else {
            throw ScriptError(.caml(.color(name: name, text: text)), column: place.column, line: place.line)
        }
        func channel(_ x: Double) -> UInt8 { UInt8((min(max(x, 0), 1) * 255).rounded()) }
        return Color(r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a: channel(alpha))
    }

    /// The attribute `name` of `e` as `count` finite numbers, or nil when it is absent.
    private static func numbers(_ e: Element, _ name: String, count: Int) throws(ScriptError) -> [Double]? {
        guard let text = e.attributes[name] else { return nil }
        let values = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }.filter(\.isFinite)
        guard values.count == count, text.split(whereSeparator: { $0 == " " || $0 == "," }).count == count else {
            throw ScriptError(.caml(.numbers(named(e), attribute: name, text: text, count: count)), column: e.column, line: e.line)
        }
        return values
    }

    /// A transform attribute: sixteen numbers, or `scale(…)`, `rotate(…deg)` and `translate(…)`
    /// functions applied left to right.
    private static func transform(_ e: Element, _ name: String) throws(ScriptError) -> Transform3D? {
        guard let text = e.attributes[name] else { return nil }
        func bad(_ fault: CAMLProblem.TransformFault) -> ScriptError {
            ScriptError(.caml(.transform(named(e), attribute: name, text: text, fault)), column: e.column, line: e.line)
        }
        if !text.contains("(") {
            let values = text.split(separator: " ").compactMap { Double($0) }
            guard values.count == 16, values.allSatisfy(\.isFinite), let t = Transform3D(values: values) else { throw bad(.notSixteenNumbers) }
            return t
        }
        var result = Transform3D.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            guard let close = rest[open...].firstIndex(of: ")") else { throw bad(.unclosed) }
            let function = rest[..<open].trimmingCharacters(in: .whitespaces)
            var arguments = rest[rest.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            var degrees = false
            if function == "rotate", let a = arguments.first, a.hasSuffix("deg") {
                arguments[0] = String(a.dropLast(3))
                degrees = true
            }
            let values = arguments.compactMap { Double($0) }
            guard values.count == arguments.count, values.allSatisfy(\.isFinite) else { throw bad(.notNumbers(function: function)) }
            let step: Transform3D
            switch (function, values.count) {
            case ("scale", 1): step = .scale(values[0], values[0], 1)
            case ("scale", 2): step = .scale(values[0], values[1], 1)
            case ("scale", 3): step = .scale(values[0], values[1], values[2])
            case ("translate", 2): step = .translation(values[0], values[1], 0)
            case ("translate", 3): step = .translation(values[0], values[1], values[2])
            case ("rotate", 1): step = .rotation(degrees ? values[0] * .pi / 180 : values[0], 0, 0, 1)
            default: throw bad(.unknownFunction(function, arguments: values.count))
            }
            result = result.concatenating(step)
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    private static func named(_ e: Element) -> CAMLElement {
        CAMLElement(tag: e.name, name: e.attributes["name"])
    }

    /// The archive's elements, or an error at the line and column where the XML is wrong.
    static func parse(_ bytes: [UInt8]) throws(ScriptError) -> Element {
        try XMLParsing.alone { () throws(ScriptError) in try parseAlone(bytes) }
    }

    private static func parseAlone(_ bytes: [UInt8]) throws(ScriptError) -> Element {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        builder.parser = parser
        guard parser.parse(), let root = builder.root else {
            let why = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not XML"
            throw ScriptError(.caml(.notXML(why)), column: max(1, parser.columnNumber), line: max(1, parser.lineNumber))
        }
        return root
    }

    /// Collects the elements XMLParser reports into a tree.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var stack: [Element] = []
        var root: Element?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            stack.append(Element(name: name, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}
