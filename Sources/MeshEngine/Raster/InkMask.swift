/// Which pixels of an ``Image`` are overlay ink (wireframe, diagonals, vertex dots, indices,
/// selection, deformation): one bit per pixel, row-major like the pixels. The renderer marks it
/// where it draws an overlay; the cell modes that merge rows (quadrants, sextants) read it to keep
/// a one-pixel line one glyph pixel thick and in its own colour (TerminalOutput's block solver).
/// It is not a colour: the pixels keep their true alpha, so PNG output is exactly what was drawn.
///
/// Empty until the first pixel is marked, so a picture without overlays costs nothing; clearing
/// keeps the storage, so a playing frame allocates nothing once its size is stable.
public struct InkMask: Hashable, Sendable {
    /// 64 pixels per word, pixel `i` at bit `i % 64` of word `i / 64`; empty: no ink at all.
    private var words: [UInt64] = []

    public init() {}

    /// Whether no pixel is ink.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether pixel `index` (`y · width + x`) is ink.
    @inline(__always)
    public func contains(_ index: Int) -> Bool {
        let w = index >> 6
        return w >= 0 && w < words.count && words[w] >> UInt64(index & 63) & 1 != 0
    }

    /// Marks pixel `index` of a picture of `pixelCount` pixels as ink.
    @inline(__always)
    public mutating func insert(_ index: Int, pixelCount: Int) {
        if words.isEmpty { words.append(contentsOf: repeatElement(0, count: (pixelCount + 63) >> 6)) }
        let w = index >> 6
        guard w >= 0, w < words.count else { return }
        words[w] |= 1 << UInt64(index & 63)
    }

    /// Marks pixel `index` as not ink (something else was drawn over it).
    @inline(__always)
    public mutating func remove(_ index: Int) {
        let w = index >> 6
        guard w >= 0, w < words.count else { return }
        words[w] &= ~(1 << UInt64(index & 63))
    }

    /// Marks pixel `index` of a picture of `pixelCount` pixels as ink or not.
    @inline(__always)
    public mutating func set(_ index: Int, _ isInk: Bool, pixelCount: Int) {
        if isInk { insert(index, pixelCount: pixelCount) } else { remove(index) }
    }

    /// Forgets all ink, keeping the storage.
    public mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
    }
}
