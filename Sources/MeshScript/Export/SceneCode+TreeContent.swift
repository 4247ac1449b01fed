import MeshEngine

/// Each layer's content in the formats that write the whole tree, as Core Animation holds it:
/// a solid colour as the layer's `backgroundColor`, a label as a `CATextLayer` (its `string`,
/// `fontSize`, colours, `alignmentMode`, `wrapped`), anything else as meshplay's drawing of it,
/// a PNG beside the file that becomes the layer's `contents`.
extension SceneCode {
    /// The content of layer `i`, when the tree's contents were asked for.
    func treeContent(_ i: Int) -> ExportedContent? {
        treeContents.indices.contains(i) ? treeContents[i] : nil
    }

    /// Whether layer `i` is drawn as a `CATextLayer` (a label on a layer that draws: a
    /// `CATransformLayer` draws no content).
    func isTextLayer(_ i: Int) -> Bool {
        guard case .label? = treeContent(i) else { return false }
        return scene.layers[i].kind != .transform
    }

    /// Whether any layer's content is an image, which the camesh code loads with UIKit's `UIImage`.
    var treeHasImages: Bool {
        treeContents.contains { if case .image = $0 { true } else { false } }
    }

    /// Whether any layer's content needs a colour.
    var treeHasColors: Bool {
        treeContents.contains {
            switch $0 {
            case .solid, .label: true
            case .image, .missing: false
            }
        }
    }

    /// The camesh helper that makes a `CGColorRef` from 8-bit channels.
    var caColorFunction: [String] {
        ["/// A colour from 8-bit channels, as meshplay holds it; the caller releases it.",
         "static CGColorRef \(codeName)Color(CGFloat r, CGFloat g, CGFloat b, CGFloat a) {",
         "    CGColorSpaceRef rgb = CGColorSpaceCreateDeviceRGB();",
         "    CGFloat components[4] = {r / 255.0, g / 255.0, b / 255.0, a / 255.0};",
         "    CGColorRef color = CGColorCreate(rgb, components);",
         "    CGColorSpaceRelease(rgb);",
         "    return color;",
         "}"]
    }

    /// The lines after layer `i` (held in `v`) is made that give it its content in camesh.
    func caContentLines(_ i: Int, _ v: String) -> [String] {
        func color(_ property: String, _ c: Color, on target: String) -> String {
            "    { CGColorRef color = \(codeName)Color(\(c.r), \(c.g), \(c.b), \(c.a)); \(target).\(property) = color; CGColorRelease(color); }"
        }
        switch treeContent(i) {
        case nil: return []
        case let .solid(c)?: return [color("backgroundColor", c, on: v)]
        case let .label(label, points)?:
            guard isTextLayer(i) else { return ["    // a transform layer draws no content: the label is not carried"] }
            let text = "((CATextLayer *)\(v))"
            return ["    \(text).string = \(Self.objcString(label.text));",
                    "    \(text).fontSize = \(Self.number(points));",
                    "    \(text).wrapped = YES;",
                    "    \(text).alignmentMode = kCAAlignment\(label.alignment.rawValue.prefix(1).uppercased() + label.alignment.rawValue.dropFirst());",
                    "    \(text).contentsScale = \(Self.contentPixelsPerPoint);",
                    color("foregroundColor", label.foreground, on: text),
                    color("backgroundColor", label.background, on: v)]
        case let .image(name, file)?:
            return ["    // \(Self.cComment(file)), written beside this file: add it to the app's resources.",
                    "    \(v).contents = (__bridge id)[UIImage imageNamed:\(Self.objcString(name))].CGImage;"]
        case let .missing(why)?:
            return ["    // the content is not carried: \(Self.cComment(why))"]
        }
    }

    /// Layer `i`'s content in CAML: attributes for its element, and child elements.
    func camlContent(_ i: Int) -> (attributes: [String], children: [String]) {
        func rgb(_ c: Color) -> String {
            [c.r, c.g, c.b].map { Self.number(Double($0) / 255) }.joined(separator: " ")
        }
        func colorElement(_ name: String, _ c: Color) -> (attribute: String?, element: String?) {
            c.a == 255 ? ("\(name)=\"\(rgb(c))\"", nil)
                : (nil, "<\(name) value=\"\(rgb(c))\" opacity=\"\(Self.number(Double(c.a) / 255))\"/>")
        }
        switch treeContent(i) {
        case nil, .missing?: return ([], [])
        case let .solid(c)?:
            let (attribute, element) = colorElement("backgroundColor", c)
            return (attribute.map { [$0] } ?? [], element.map { [$0] } ?? [])
        case let .label(label, points)?:
            guard isTextLayer(i) else { return ([], []) }
            var attributes = ["string=\"\(Self.xmlAttribute(label.text))\"", "fontSize=\"\(Self.number(points))\"",
                              "alignmentMode=\"\(label.alignment.rawValue)\"", "wrapped=\"1\""]
            var children: [String] = []
            for (name, c) in [("foregroundColor", label.foreground), ("backgroundColor", label.background)] {
                let (attribute, element) = colorElement(name, c)
                if let attribute { attributes.append(attribute) }
                if let element { children.append(element) }
            }
            return (attributes, children)
        case let .image(_, file)?:
            return ([], ["<contents type=\"CGImage\" src=\"\(Self.xmlAttribute(file))\"/>"])
        }
    }
}
