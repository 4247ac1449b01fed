import Foundation
import MeshEngine

/// The image formats meshplay reads and writes.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png, ppm

    /// The format a file name asks for by its extension (`.png`, `.ppm`, `.pnm`), or nil.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": self = .png
        case "ppm", "pnm": self = .ppm
        default: return nil
        }
    }

    /// The format `data` is in by its first bytes, or nil.
    public init?(sniffing data: Data) {
        if PNGCodec.matches(data) {
            self = .png
        } else if PPMCodec.matches(data) {
            self = .ppm
        } else {
            return nil
        }
    }
}

/// Reading and writing image files, picking the codec by content and extension.
public enum ImageFile {
    /// Decodes bytes by their magic number, falling back to the extension of `path` (which
    /// also names the file in errors).
    public static func decode(_ data: Data, path: String) throws(ImageFileError) -> Image {
        guard !data.isEmpty else { throw .truncated(path: path, detail: "the file is empty") }
        switch ImageFormat(sniffing: data) ?? ImageFormat(path: path) {
        case .png: return try PNGCodec.decode(data, path: path)
        case .ppm: return try PPMCodec.decode(data, path: path)
        case nil:
            throw .unsupported(path: path, detail: "not a PNG or PPM file (unrecognised first bytes and extension)")
        }
    }

    /// Reads and decodes the image at `path`.
    public static func read(path: String) throws(ImageFileError) -> Image {
        try decode(readBytes(path: path), path: path)
    }

    /// Reads an image as content for a layer, remembering where it came from.
    public static func readTexture(path: String) throws(ImageFileError) -> Texture {
        let image = try read(path: path)
        return Texture(width: image.width, height: image.height, pixels: image.pixels, source: path)
    }

    /// Encodes `image` in `format`.
    public static func encode(_ image: Image, as format: ImageFormat, path: String = "<memory>") throws(ImageFileError) -> Data {
        switch format {
        case .png: return try PNGCodec.encode(image, path: path)
        case .ppm: return PPMCodec.encode(image)
        }
    }

    /// Encodes `image` in the format `path`'s extension names and writes it atomically.
    public static func write(_ image: Image, path: String) throws(ImageFileError) {
        guard let format = ImageFormat(path: path) else {
            throw .unknownExtension(path: path)
        }
        let data = try encode(image, as: format, path: path)
        do {
            try writeFileAtomically(path: path, data: data)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    static func readBytes(path: String) throws(ImageFileError) -> Data {
        do { try RealFileSystem.checkFile(path) } catch { throw .unreadable(path: path, reason: error.reason) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or I/O error")
        }
        return data
    }
}
