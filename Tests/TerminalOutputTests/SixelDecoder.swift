import MeshEngine

/// A small sixel decoder for the tests: reads one `DCS … q … ST` image as the encoder writes it
/// (raster attributes, RGB colour registers in percent, repeats, `$` and `-`) back into pixels,
/// so a round trip can be compared with the picture that was encoded.
struct SixelDecoder {
    enum Failure: Error, CustomStringConvertible {
        case malformed(String, at: Int)
        var description: String {
            switch self { case let .malformed(what, at): "\(what) at byte \(at)" }
        }
    }

    /// The decoded picture; pixels no sixel set are nil.
    var width = 0
    var height = 0
    var pixels: [Color?] = []
    /// The registers the image defined (index → colour, channels scaled back from percent).
    var registers: [Int: Color] = [:]
    /// The DCS parameters before `q`.
    var parameters = ""

    init(_ bytes: [UInt8]) throws {
        var i = 0
        func number() -> Int? {
            var value: Int?
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { value = (value ?? 0) * 10 + Int(bytes[i] - 0x30); i += 1 }
            return value
        }
        func numbers() -> [Int] {
            var values: [Int] = []
            repeat {
                if i < bytes.count, bytes[i] == 0x3B { i += 1 }
                values.append(number() ?? 0)
            } while i < bytes.count && bytes[i] == 0x3B
            return values
        }
        guard bytes.count >= 2, bytes[0] == 0x1B, bytes[1] == 0x50 else { throw Failure.malformed("no DCS", at: 0) }
        i = 2
        while i < bytes.count, bytes[i] != 0x71 { parameters.append(Character(Unicode.Scalar(bytes[i]))); i += 1 }
        i += 1
        guard i < bytes.count, bytes[i] == 0x22 else { throw Failure.malformed("no raster attributes", at: i) }
        i += 1
        let raster = numbers()
        guard raster.count == 4, raster[0] == 1, raster[1] == 1 else { throw Failure.malformed("raster attributes \(raster)", at: i) }
        width = raster[2]
        height = raster[3]
        pixels = Array(repeating: nil, count: width * height)
        var x = 0, band = 0, color: Color?
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case 0x1B:
                guard i + 1 < bytes.count, bytes[i + 1] == 0x5C else { throw Failure.malformed("ESC without \\", at: i) }
                return
            case 0x23:  // '#'
                i += 1
                let fields = numbers()
                if fields.count == 5 {
                    guard fields[1] == 2, fields[2...].allSatisfy({ $0 <= 100 }) else { throw Failure.malformed("colour \(fields)", at: i) }
                    func channel(_ p: Int) -> UInt8 { UInt8((p * 255 + 50) / 100) }
                    registers[fields[0]] = Color(r: channel(fields[2]), g: channel(fields[3]), b: channel(fields[4]))
                } else if fields.count == 1 {
                    guard let defined = registers[fields[0]] else { throw Failure.malformed("undefined register \(fields[0])", at: i) }
                    color = defined
                } else {
                    throw Failure.malformed("colour introducer \(fields)", at: i)
                }
            case 0x21:  // '!'
                i += 1
                guard let count = number(), i < bytes.count, (0x3F...0x7E).contains(bytes[i]) else { throw Failure.malformed("repeat", at: i) }
                try paint(bytes[i], count: count, x: &x, band: band, color: color, at: i)
                i += 1
            case 0x24: x = 0; i += 1  // '$'
            case 0x2D: x = 0; band += 1; i += 1  // '-'
            case 0x3F...0x7E:
                try paint(c, count: 1, x: &x, band: band, color: color, at: i)
                i += 1
            default:
                throw Failure.malformed("unexpected byte \(c)", at: i)
            }
        }
        throw Failure.malformed("no ST", at: i)
    }

    private mutating func paint(_ sixel: UInt8, count: Int, x: inout Int, band: Int, color: Color?, at index: Int) throws {
        guard let color else { throw Failure.malformed("sixel before a colour", at: index) }
        let bits = Int(sixel - 0x3F)
        for _ in 0..<count {
            for row in 0..<6 where bits & (1 << row) != 0 {
                let y = 6 * band + row
                guard x < width, y < height else { throw Failure.malformed("pixel (\(x), \(y)) outside \(width)×\(height)", at: index) }
                guard pixels[y * width + x] == nil else { throw Failure.malformed("pixel (\(x), \(y)) set twice", at: index) }
                pixels[y * width + x] = color
            }
            x += 1
        }
    }
}
