import MeshEngine

/// Merges the rows of a picture rendered in square pixels into a cell mode's rows on cells that
/// are not twice as tall as wide (``CellAspect``): `sourceHeight` rendered rows become `height`
/// shown rows, each the mean of the rendered rows it covers weighted by how much of each it
/// covers (an area average, as a box filter shrinks a picture).
///
/// Overlay ink (``Image/ink``) is never averaged: each rendered row lands in the one shown row
/// that holds its centre, so a one-pixel wireframe line stays one pixel, in its own colour, and
/// the shown rows it only touches take the other rows alone, as ``BlockSolver`` keeps ink when
/// it merges rows into sextants. The weights are integers (the rows' overlaps in units of
/// 1 / (`sourceHeight` · `height`) of the picture), made once per size.
public struct RowResampler: Sendable {
    public let sourceHeight: Int
    public let height: Int
    /// For shown row `j`, its rendered rows are `entries[starts[j]..<starts[j + 1]]`.
    private var starts: [Int] = [0]
    private var entries: [Entry] = []

    /// One rendered row's part in a shown row.
    private struct Entry: Sendable {
        var row: Int
        var weight: Int
        /// The rendered row's centre lies in this shown row: its ink goes here.
        var centred: Bool
    }

    public init(sourceHeight: Int, height: Int) {
        self.sourceHeight = max(0, sourceHeight)
        self.height = max(0, height)
        let s = self.sourceHeight, h = self.height
        guard s > 0, h > 0 else { starts = Array(repeating: 0, count: h + 1); return }
        for j in 0..<h {
            // Shown row j spans [j·s, (j+1)·s); rendered row r spans [r·h, (r+1)·h).
            let top = j * s, bottom = (j + 1) * s
            for r in (top / h)...min(s - 1, (bottom - 1) / h) {
                let overlap = min(bottom, (r + 1) * h) - max(top, r * h)
                guard overlap > 0 else { continue }
                entries.append(Entry(row: r, weight: overlap, centred: RowResampler.shownRow(of: r, sourceHeight: s, height: h) == j))
            }
            starts.append(entries.count)
        }
    }

    /// The shown row holding rendered row `row`'s centre.
    public static func shownRow(of row: Int, sourceHeight: Int, height: Int) -> Int {
        guard sourceHeight > 0, height > 0 else { return 0 }
        return min(height - 1, max(0, (2 * row + 1) * height / (2 * sourceHeight)))
    }

    /// The rendered row at shown row `row`'s centre: what a click on it picks.
    public static func sourceRow(of row: Int, sourceHeight: Int, height: Int) -> Int {
        guard sourceHeight > 0, height > 0 else { return row }
        return (2 * row + 1) * sourceHeight / (2 * height)
    }

    /// `image` (``sourceHeight`` rows) with its rows merged into ``height``, into `output`
    /// (resized, its storage reused). An image of another height is copied as it is.
    public func resample(_ image: Image, into output: inout Image) {
        guard image.height == sourceHeight else { output = image; return }
        let width = image.width
        output.resize(width: width, height: height)
        let hasInk = !image.ink.isEmpty, count = width * height
        for j in 0..<height {
            let parts = entries[starts[j]..<starts[j + 1]]
            for x in 0..<width {
                let index = j * width + x
                if hasInk, let ink = parts.first(where: { $0.centred && image.ink.contains($0.row * width + x) }) {
                    output.pixels[index] = image.pixels[ink.row * width + x]
                    output.ink.insert(index, pixelCount: count)
                    continue
                }
                output.pixels[index] = blend(parts, image: image, x: x, skippingInk: hasInk)
            }
        }
    }

    /// The weighted mean of column `x` of `parts`' rows, per channel, rounded; rows of ink
    /// left out (their ink went to the shown row at their centre). When every row is ink, the
    /// one covering most of the shown row, as it is.
    private func blend(_ parts: ArraySlice<Entry>, image: Image, x: Int, skippingInk: Bool) -> UInt32 {
        var sums = SIMD4<Int>(), total = 0
        var widest = parts.first!
        for part in parts {
            if part.weight > widest.weight { widest = part }
            let index = part.row * image.width + x
            if skippingInk && image.ink.contains(index) { continue }
            let p = image.pixels[index]
            sums &+= SIMD4(Int(p & 0xFF), Int(p >> 8 & 0xFF), Int(p >> 16 & 0xFF), Int(p >> 24)) &* part.weight
            total += part.weight
        }
        guard total > 0 else { return image.pixels[widest.row * image.width + x] }
        let mean = (sums &+ total / 2) / total
        return UInt32(mean.x) | UInt32(mean.y) << 8 | UInt32(mean.z) << 16 | UInt32(mean.w) << 24
    }
}
