import Foundation
import MeshEngine

/// Netpbm PPM: writes binary P6 with maxval 255; reads P6 and plain-text P3 with any
/// maxval up to 65535, scaled to 8 bits. PPM has no alpha: encoding drops it and decoded
/// images are opaque.
public enum PPMCodec {
    /// Whether `data` starts like a PPM (`P3` or `P6`).
    public static func matches(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == UInt8(ascii: "P")
            && [UInt8(ascii: "3"), UInt8(ascii: "6")].contains(data[data.startIndex + 1])
    }

    /// Encodes `image` as binary P6, maxval 255.
    public static func encode(_ image: Image) -> Data {
        var out = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        var raster = [UInt8](repeating: 0, count: image.pixels.count * 3)
        for (i, p) in image.pixels.enumerated() {
            raster[3 * i] = UInt8(truncatingIfNeeded: p)
            raster[3 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            raster[3 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
        }
        out.append(contentsOf: raster)
        return out
    }

    /// Decodes a P6 or P3 file. `path` only names the file in errors.
    public static func decode(_ data: Data, path: String = "<memory>") throws(ImageFileError) -> Image {
        var reader = HeaderReader(bytes: [UInt8](data), path: path)
        let magic = try reader.magic()
        let width = try reader.number("width")
        let height = try reader.number("height")
        let maxval = try reader.number("maxval")
        guard (1...65_535).contains(maxval) else {
            throw .badHeader(path: path, detail: "maxval \(maxval) is outside 1…65535")
        }
        try checkDimensions(width: width, height: height, path: path, format: "PPM")
        let samples = magic == "P6"
            ? try reader.binarySamples(count: width * height * 3, wide: maxval > 255)
            : try reader.textSamples(count: width * height * 3, maxval: maxval)
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices {
            // Rounded rescale from 0…maxval to 0…255.
            func scaled(_ v: Int) -> UInt32 { UInt32((v * 255 + maxval / 2) / maxval) }
            pixels[i] = scaled(samples[3 * i]) | scaled(samples[3 * i + 1]) << 8 | scaled(samples[3 * i + 2]) << 16 | 0xFF00_0000
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}

/// Walks a PPM header: tokens separated by whitespace, `#` comments to end of line.
private struct HeaderReader {
    let bytes: [UInt8]
    let path: String
    var offset = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }

    mutating func magic() throws(ImageFileError) -> String {
        guard bytes.count >= 2 else {
            throw .truncated(path: path, detail: "\(bytes.count) bytes is too short for a PPM magic number")
        }
        guard bytes[0] == UInt8(ascii: "P"), (0x30...0x39).contains(bytes[1]) else {
            throw .badHeader(path: path, detail: "expected the magic number P6 or P3 at the start of the file")
        }
        let magic = "P" + String(UnicodeScalar(bytes[1]))
        switch magic {
        case "P6", "P3": break
        case "P1", "P4": throw .unsupported(path: path, detail: "\(magic) is a PBM bitmap; meshplay reads PPM (P6, P3)")
        case "P2", "P5": throw .unsupported(path: path, detail: "\(magic) is a PGM greymap; meshplay reads PPM (P6, P3)")
        case "P7": throw .unsupported(path: path, detail: "P7 is a PAM file; meshplay reads PPM (P6, P3)")
        default: throw .badHeader(path: path, detail: "unknown magic number \(magic)")
        }
        offset = 2
        return magic
    }

    mutating func skipSpaceAndComments() {
        while offset < bytes.count {
            if Self.isSpace(bytes[offset]) {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "#") {
                while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
            } else {
                return
            }
        }
    }

    /// Consumes a run of decimal digits (possibly empty) and returns its value, saturating
    /// so a hostile header cannot overflow.
    mutating func decimalDigits() -> Int {
        var value = 0
        while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) {
            value = min(value * 10 + Int(bytes[offset] - 0x30), 1 << 40)
            offset += 1
        }
        return value
    }

    /// Reads a decimal header field; `what` names it in errors.
    mutating func number(_ what: String) throws(ImageFileError) -> Int {
        let before = offset
        skipSpaceAndComments()
        guard offset < bytes.count else { throw .truncated(path: path, detail: "the header ends before the \(what)") }
        guard offset > before else {
            throw .badHeader(path: path, detail: "expected whitespace before the \(what) at byte \(offset)")
        }
        let start = offset
        let value = decimalDigits()
        guard offset > start else {
            throw .badHeader(path: path, detail: "expected the \(what) at byte \(start), found \(describe(bytes[start]))")
        }
        return value
    }

    /// P6 raster: exactly one whitespace byte after maxval, then 1 or 2 bytes per sample.
    mutating func binarySamples(count: Int, wide: Bool) throws(ImageFileError) -> [Int] {
        guard offset < bytes.count else { throw .truncated(path: path, detail: "the file ends before the pixel data") }
        guard Self.isSpace(bytes[offset]) else {
            throw .badHeader(path: path, detail: "expected one whitespace byte after maxval, found \(describe(bytes[offset]))")
        }
        offset += 1
        let size = wide ? 2 : 1
        let available = bytes.count - offset
        guard available >= count * size else {
            throw .truncated(path: path, detail: "expected \(count * size) bytes of pixel data, found \(available)")
        }
        var samples = [Int](repeating: 0, count: count)
        for i in 0..<count {
            let o = offset + i * size
            samples[i] = wide ? Int(bytes[o]) << 8 | Int(bytes[o + 1]) : Int(bytes[o])
        }
        return samples
    }

    /// P3 raster: decimal samples separated by whitespace, each at most maxval.
    mutating func textSamples(count: Int, maxval: Int) throws(ImageFileError) -> [Int] {
        var samples: [Int] = []
        // Every sample but the last takes at least two bytes, so a short file cannot reserve much.
        samples.reserveCapacity(min(count, (bytes.count - offset) / 2 + 1))
        while samples.count < count {
            skipSpaceAndComments()
            guard offset < bytes.count else {
                throw .truncated(path: path, detail: "expected \(count) samples, found \(samples.count)")
            }
            let start = offset
            let value = decimalDigits()
            guard offset > start else {
                throw .badData(path: path, detail: "expected sample \(samples.count) at byte \(start), found \(describe(bytes[start]))")
            }
            guard value <= maxval else {
                throw .badData(path: path, detail: "sample \(samples.count) is \(value), above maxval \(maxval)")
            }
            samples.append(value)
        }
        return samples
    }

    func describe(_ b: UInt8) -> String {
        (0x21...0x7E).contains(b) ? "'\(String(UnicodeScalar(b)))'" : String(format: "byte 0x%02X", b)
    }
}
