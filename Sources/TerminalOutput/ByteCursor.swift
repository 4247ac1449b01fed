/// Writes bytes through a raw pointer into room reserved beforehand (``ByteScratch``).
///
/// The cell encoders write about 80,000 bytes a frame, a few at a time; `Array.append` checks
/// uniqueness and capacity on every byte, which cost more than the bytes themselves (the
/// truecolor half-block encode of `bench --scene terminal` went from 0.45 to 0.13 ms a frame). Unchecked on purpose:
/// the caller reserves a bound for everything it writes, and ``ByteScratch`` traps afterwards if
/// the bound was wrong.
struct ByteCursor {
    private(set) var pointer: UnsafeMutablePointer<UInt8>
    /// ``DecimalDigits/table``, read once here rather than through the global's lazy
    /// initialisation check on every number.
    private let digits: UnsafePointer<UInt32>

    init(_ pointer: UnsafeMutablePointer<UInt8>) {
        self.pointer = pointer
        digits = DecimalDigits.table
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        pointer.pointee = byte
        pointer += 1
    }

    /// Stores the four bytes of `word` (lowest first) and advances by `count` (at most 4): the
    /// bytes past `count` are scratch that the next write overwrites, so a bound must allow 3
    /// bytes of slack after the last write.
    @inline(__always)
    mutating func put(_ word: UInt32, count: Int) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt32.self)
        pointer += count
    }

    /// The decimal digits of a non-negative number (negative ones as 0).
    @inline(__always)
    mutating func putDecimal(_ value: Int) {
        if value >= 0 && value < 256 {
            let entry = digits[value]
            put(entry & 0xFF_FFFF, count: Int(entry >> 24))
        } else {
            putLongDecimal(value)
        }
    }

    private mutating func putLongDecimal(_ value: Int) {
        var v = max(0, value), count = 1, rest = v
        while rest >= 10 { rest /= 10; count += 1 }
        var digit = pointer + count
        repeat {
            digit -= 1
            digit.pointee = UInt8(0x30 + v % 10)
            v /= 10
        } while v > 0
        pointer += count
    }

    /// A Unicode scalar value as UTF-8 (ASCII, the three-byte block elements, and the
    /// four-byte sextants and octants).
    @inline(__always)
    mutating func putUTF8(_ scalar: UInt32) {
        if scalar < 0x80 {
            put(UInt8(scalar))
        } else if scalar < 0x800 {
            put(UInt8(0xC0 | scalar >> 6)); put(UInt8(0x80 | scalar & 0x3F))
        } else if scalar < 0x10000 {
            put(0xE0 | scalar >> 12 | (0x80 | scalar >> 6 & 0x3F) << 8 | (0x80 | scalar & 0x3F) << 16, count: 3)
        } else {
            put(0xF0 | scalar >> 18 | (0x80 | scalar >> 12 & 0x3F) << 8 | (0x80 | scalar >> 6 & 0x3F) << 16
                | (0x80 | scalar & 0x3F) << 24, count: 4)
        }
    }
}

/// The decimal digits of 0–255 (colour channels, palette indices, most cursor columns): per
/// value the ASCII digits in the low three bytes, lowest address first, and their count in the
/// top byte.
enum DecimalDigits {
    nonisolated(unsafe) static let table: UnsafePointer<UInt32> = {
        // Allocated once for the process and never freed: a constant table.
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        for v in 0..<256 {
            let d2 = UInt32(0x30 + v / 100), d1 = UInt32(0x30 + v / 10 % 10), d0 = UInt32(0x30 + v % 10)
            table[v] = switch v {
            case ..<10: d0 | 1 << 24
            case ..<100: d1 | d0 << 8 | 2 << 24
            default: d2 | d1 << 8 | d0 << 16 | 3 << 24
            }
        }
        return UnsafePointer(table)
    }()
}

/// Room for a ``ByteCursor`` to write into, kept between frames, whose bytes are then appended
/// to an array in one copy.
struct ByteScratch: Sendable {
    private var storage: [UInt8] = []

    init() {}

    /// Runs `body` with a cursor over `capacity` bytes (``ByteCursor/put(_:count:)``'s slack
    /// included by the caller's bound), then appends what it wrote to `bytes`. Traps when `body`
    /// wrote more than `capacity`: the bound was wrong and memory past it was overwritten.
    @inline(__always)
    mutating func write<R>(capacity: Int, appendingTo bytes: inout [UInt8], _ body: (inout ByteCursor) -> R) -> R {
        if storage.count < capacity { storage = [UInt8](repeating: 0, count: capacity) }
        return storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var cursor = ByteCursor(base)
            let result = body(&cursor)
            let written = cursor.pointer - base
            precondition(written <= capacity, "ByteScratch: wrote \(written) bytes into room for \(capacity)")
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: written))
            return result
        }
    }
}
