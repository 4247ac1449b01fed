import MeshEngine

/// A layer's content as the BCMeshTransformView code gives it to the view: UIKit draws text
/// and colours itself, so a label travels as a UILabel with its text and a solid as a
/// background colour; any other content (checkerboard, grid, gradient, image, the switch) as
/// meshplay's own drawing of it, a PNG written beside the code.
enum ExportedContent: Equatable {
    case solid(Color)
    /// The label, with the point size meshplay drew it at (a filling label's size worked out).
    case label(Label, points: Double)
    /// The PNG written beside the code: its name as `UIImage(named:)` takes it, and its file.
    case image(name: String, file: String)
    /// Not carried, and why (the header says so).
    case missing(String)
}

extension SceneCode {
    /// The image drawn at this many pixels per point (written `NAME@2x.png`), as sharp as
    /// meshplay's render on the Retina screens apps run on.
    static let contentPixelsPerPoint = 2

    /// The tag of the view `addContent` adds to the content view, so applying twice replaces it.
    static let contentTag = 0x4D50

    /// `UIColor` for `c`, in `language`, from its 8-bit channels.
    static func uiColor(_ c: Color, _ language: CodeLanguage) -> String {
        let alpha = c.a == 255 ? "1" : "\(c.a) / 255\(language == .objc ? ".0" : "")"
        switch language {
        case .swift: return "UIColor(red: \(c.r) / 255, green: \(c.g) / 255, blue: \(c.b) / 255, alpha: \(alpha))"
        case .objc: return "[UIColor colorWithRed:\(c.r) / 255.0 green:\(c.g) / 255.0 blue:\(c.b) / 255.0 alpha:\(alpha)]"
        }
    }

    /// What the header says about the content.
    var contentNotes: [String] {
        switch content {
        case .solid, .image: return []
        case let .label(label, _):
            return ["the label is set in the system font (meshplay draws it in its own font); UILabel wraps between words as meshplay does"
                    + (label.pointSize == nil ? ", at the size meshplay's font filled the layer with" : "")]
        case let .missing(why): return ["the content is not carried: \(why)"]
        }
    }

    /// `addContent(to:)` / `NAMEAddContent()`: the content as subviews of the view's
    /// `contentView`, whose subviews BCMeshTransformView rasterizes into the texture its mesh warps.
    func contentFunction(_ language: CodeLanguage) -> [String] {
        let i = language.indent, tag = "0x\(String(Self.contentTag, radix: 16, uppercase: true))"
        let doc = ["/// The layer's content, as meshplay draws it before the mesh bends it: BCMeshTransformView draws the subviews of its",
                   "/// contentView into the texture its mesh warps. Applying again replaces what an earlier call added (tag \(tag))."]
        var body: [String]
        switch language {
        case .swift:
            body = ["view.contentView.viewWithTag(\(tag))?.removeFromSuperview()"] + swiftContentBody(tag: tag)
            return doc.map { i + $0 } + [i + "static func addContent(to view: BCMeshTransformView) {"] + body.map { i + "    " + $0 } + [i + "}"]
        case .objc:
            body = ["[[view.contentView viewWithTag:\(tag)] removeFromSuperview];"] + objcContentBody(tag: tag)
            return doc + ["void \(codeName)AddContent(BCMeshTransformView *view) {"] + body.map { "    " + $0 } + ["}"]
        }
    }

    private func swiftContentBody(tag: String) -> [String] {
        let frame = ["content.frame = view.contentView.bounds", "content.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                     "content.tag = \(tag)"]
        switch content {
        case let .solid(color):
            return ["let content = UIView()"] + frame + ["content.backgroundColor = \(Self.uiColor(color, .swift))",
                                                         "view.contentView.addSubview(content)"]
        case let .label(label, points):
            return ["let content = UILabel()"] + frame
                + ["content.text = \(Self.swiftString(label.text))",
                   "content.font = UIFont.systemFont(ofSize: \(Self.number(points)))",
                   "content.textColor = \(Self.uiColor(label.foreground, .swift))",
                   "content.backgroundColor = \(Self.uiColor(label.background, .swift))",
                   "content.textAlignment = .\(label.alignment.rawValue)",
                   "content.numberOfLines = 0",
                   "view.contentView.addSubview(content)"]
        case let .image(name, file):
            return ["// \(file), written beside this file: add it to the app's resources.",
                    "let content = UIImageView(image: UIImage(named: \(Self.swiftString(name))))"] + frame
                + ["view.contentView.addSubview(content)"]
        case .missing:
            return []
        }
    }

    private func objcContentBody(tag: String) -> [String] {
        let frame = ["content.frame = view.contentView.bounds;",
                     "content.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;",
                     "content.tag = \(tag);"]
        switch content {
        case let .solid(color):
            return ["UIView *content = [[UIView alloc] init];"] + frame
                + ["content.backgroundColor = \(Self.uiColor(color, .objc));", "[view.contentView addSubview:content];"]
        case let .label(label, points):
            let alignment = "NSTextAlignment" + label.alignment.rawValue.prefix(1).uppercased() + label.alignment.rawValue.dropFirst()
            return ["UILabel *content = [[UILabel alloc] init];"] + frame
                + ["content.text = \(Self.objcString(label.text));",
                   "content.font = [UIFont systemFontOfSize:\(Self.number(points))];",
                   "content.textColor = \(Self.uiColor(label.foreground, .objc));",
                   "content.backgroundColor = \(Self.uiColor(label.background, .objc));",
                   "content.textAlignment = \(alignment);",
                   "content.numberOfLines = 0;",
                   "[view.contentView addSubview:content];"]
        case let .image(name, file):
            return ["// \(file), written beside this file: add it to the app's resources.",
                    "UIImageView *content = [[UIImageView alloc] initWithImage:[UIImage imageNamed:\(Self.objcString(name))]];"] + frame
                + ["[view.contentView addSubview:content];"]
        case .missing:
            return []
        }
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, and every control and
    /// bidirectional character as `\u{…}` (``String/controlsEscaped``), so nothing in it can end
    /// the literal or reorder the source around it.
    static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").controlsEscaped + "\""
    }

    /// `text` as an Objective-C string literal, `@"…"` (``cString(_:)``).
    static func objcString(_ text: String) -> String { "@\"" + cString(text) + "\"" }
}
