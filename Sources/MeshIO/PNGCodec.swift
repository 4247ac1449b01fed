import CLibPNG
import Foundation
import MeshEngine

/// PNG encoding and decoding through libpng's simplified `png_image` API (8-bit RGBA,
/// straight alpha, as ``Image`` stores it).
public enum PNGCodec {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `data` starts with the PNG signature.
    public static func matches(_ data: Data) -> Bool {
        data.count >= signature.count && data.prefix(signature.count).elementsEqual(signature)
    }

    /// Encodes `image` as an 8-bit RGBA PNG.
    public static func encode(_ image: Image, path: String = "<memory>") throws(ImageFileError) -> Data {
        guard image.width > 0, image.height > 0 else {
            throw .unwritable(path: path, reason: "a PNG needs at least one pixel; the image is \(image.width)×\(image.height)")
        }
        var bytes = rgbaBytes(of: image)
        var png = pngImage(width: image.width, height: image.height)
        var size = 0
        // First call sizes the output, second fills it (libpng's documented two-pass use).
        let sized = png_image_write_to_memory(&png, nil, &size, 0, &bytes, Int32(image.width * 4), nil)
        guard sized != 0, size > 0 else { throw .unwritable(path: path, reason: message(of: &png)) }
        var out = Data(count: size)
        let written = out.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, &bytes, Int32(image.width * 4), nil)
        }
        guard written != 0 else { throw .unwritable(path: path, reason: message(of: &png)) }
        out.count = size
        return out
    }

    /// Decodes any PNG libpng reads (palette, grey, 16-bit, interlaced) into 8-bit RGBA.
    /// Samples are sRGB unless the file says otherwise (a gAMA or sRGB chunk), 16-bit ones too.
    /// `path` only names the file in errors.
    public static func decode(_ data: Data, path: String = "<memory>") throws(ImageFileError) -> Image {
        guard data.count >= signature.count else {
            throw .truncated(path: path, detail: "\(data.count) bytes is shorter than the 8-byte PNG signature")
        }
        guard matches(data) else { throw .badHeader(path: path, detail: "the PNG signature is missing") }
        // Signature (8) + IHDR chunk (25): anything shorter cannot say how big the image is.
        guard data.count >= 33 else {
            throw .truncated(path: path, detail: "\(data.count) bytes ends inside the PNG header")
        }
        let result: Result<Image, ImageFileError> = data.withUnsafeBytes { raw in
            var png = pngImage(width: 0, height: 0)
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else {
                let text = message(of: &png)
                return .failure(isShortFile(text) ? .truncated(path: path, detail: "the PNG data ends early (libpng: \(text))")
                                                  : .badHeader(path: path, detail: "libpng: \(text)"))
            }
            let width = Int(png.width), height = Int(png.height)
            do throws(ImageFileError) {
                try checkDimensions(width: width, height: height, path: path, format: "PNG")
            } catch {
                png_image_free(&png)
                return .failure(error)
            }
            png.format = rgbaFormat
            // A 16-bit file with no gAMA or sRGB chunk would otherwise be read as linear light
            // and re-encoded to sRGB, washing it out; such files are sRGB in practice (image
            // editors write them so), as 8-bit ones are taken to be. A file that names its
            // colour space is still converted by what it says.
            png.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            guard png_image_finish_read(&png, nil, &bytes, Int32(width * 4), nil) != 0 else {
                return .failure(classifyReadFailure(message(of: &png), path: path))
            }
            return .success(image(fromRGBA: bytes, width: width, height: height))
        }
        return try result.get()
    }

    /// `PNG_FORMAT_RGBA`, spelled with its flags because Swift does not import the macro.
    static let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)

    static func pngImage(width: Int, height: Int) -> png_image {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(width)
        png.height = UInt32(height)
        png.format = rgbaFormat
        return png
    }

    /// libpng's error text from `png_image.message` (a fixed-size C string).
    static func message(of png: inout png_image) -> String {
        let text = withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng reported an unknown error" : text
    }

    /// libpng reports a short file as a read error or missing data; everything else that
    /// fails after a good header is damaged data.
    static func classifyReadFailure(_ message: String, path: String) -> ImageFileError {
        if isShortFile(message) {
            return .truncated(path: path, detail: "the PNG data ends early (libpng: \(message))")
        }
        return .badData(path: path, detail: "libpng: \(message)")
    }

    static func isShortFile(_ message: String) -> Bool {
        let lower = message.lowercased()
        return ["read error", "not enough", "eof", "end of", "beyond end", "truncated", "too short"].contains(where: lower.contains)
    }

    static func rgbaBytes(of image: Image) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: image.pixels.count * 4)
        for (i, p) in image.pixels.enumerated() {
            bytes[4 * i] = UInt8(truncatingIfNeeded: p)
            bytes[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            bytes[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
            bytes[4 * i + 3] = UInt8(truncatingIfNeeded: p >> 24)
        }
        return bytes
    }

    static func image(fromRGBA bytes: [UInt8], width: Int, height: Int) -> Image {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices {
            pixels[i] = UInt32(bytes[4 * i]) | UInt32(bytes[4 * i + 1]) << 8
                | UInt32(bytes[4 * i + 2]) << 16 | UInt32(bytes[4 * i + 3]) << 24
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
