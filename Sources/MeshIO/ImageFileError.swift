import MeshScript

/// Why an image file could not be read or written. Every message names the file and what
/// is wrong with it, so the command line can print it as is; ``reason`` is the same without
/// the name, for the session's messages, which name the file themselves.
public enum ImageFileError: Error, Equatable, Sendable, CustomStringConvertible, FileProblem {
    /// The file could not be opened or read at all (missing, a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file stops before the data its header promises.
    case truncated(path: String, detail: String)
    /// The file does not start like an image of its kind, or its header is malformed.
    case badHeader(path: String, detail: String)
    /// A well-formed file of a kind or variant meshplay does not handle.
    case unsupported(path: String, detail: String)
    /// The pixel data is damaged (a sample out of range, corrupt compressed data).
    case badData(path: String, detail: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)
    /// A name whose extension is no ``ImageFormat`` (`.gif`, or none), so no codec can write it.
    case unknownExtension(path: String)

    public var path: String {
        switch self {
        case let .unreadable(path, _), let .truncated(path, _), let .badHeader(path, _),
             let .unsupported(path, _), let .badData(path, _), let .unwritable(path, _), let .unknownExtension(path):
            return path
        }
    }

    public var reason: String {
        switch self {
        case let .unreadable(_, reason), let .unwritable(_, reason): return reason
        case let .truncated(_, detail): return "truncated: \(detail)"
        case let .badHeader(_, detail): return "bad header: \(detail)"
        case let .unsupported(_, detail): return "not supported: \(detail)"
        case let .badData(_, detail): return "damaged pixel data: \(detail)"
        case let .unknownExtension(path):
            let name = path.split(separator: "/").last ?? ""
            let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
            let supported: [String] = ImageFormat.allCases.map { "." + $0.rawValue }
            let use = supported.dropLast().joined(separator: ", ") + " or " + (supported.last ?? "")
            return (ext.isEmpty ? "no extension names the image format" : ".\(ext) images are not supported") + "; use " + use
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .truncated(path, detail): return "\(path) is truncated: \(detail)"
        case let .badHeader(path, detail): return "\(path) has a bad header: \(detail)"
        case let .unsupported(path, detail): return "\(path) is not supported: \(detail)"
        case let .badData(path, detail): return "\(path) has damaged pixel data: \(detail)"
        case let .unwritable(path, reason): return "cannot write \(path): \(reason)"
        case let .unknownExtension(path): return "\(path): \(reason)"
        }
    }
}

/// Largest width or height accepted when decoding, so a corrupt header cannot ask for
/// gigabytes of pixels.
let maximumImageSide = ImageFile.maxSide

extension ImageFile {
    /// The largest width or height a decoded image may have.
    public static let maxSide = 16_384
    /// The most pixels a decoded image may have (4096×4096, 64 MiB as RGBA): checked against
    /// the header before anything is allocated, since a few kilobytes of PNG can declare
    /// 16384×16384 (1 GiB of pixels, twice that while decoding).
    public static let maxPixels = 4096 * 4096
}

func checkDimensions(width: Int, height: Int, path: String, format: String) throws(ImageFileError) {
    guard width > 0, height > 0 else {
        throw .badHeader(path: path, detail: "\(format) size \(width)×\(height) has no pixels")
    }
    guard width <= maximumImageSide, height <= maximumImageSide else {
        throw .unsupported(path: path, detail: "\(format) size \(width)×\(height) exceeds the \(maximumImageSide)-pixel limit per side")
    }
    guard width * height <= ImageFile.maxPixels else {
        throw .unsupported(path: path, detail: "\(format) size \(width)×\(height) is \(width * height) pixels, "
                           + "over the budget of \(ImageFile.maxPixels) (4096×4096)")
    }
}
