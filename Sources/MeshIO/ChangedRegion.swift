import MeshEngine

/// The part of a frame that differs from the frame before: an animation file stores only that
/// (APNG and GIF both place a frame's rectangle over the picture so far).
public struct ChangedRegion: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// The smallest rectangle holding every pixel where `current` differs from `previous`, or
    /// nil when the two are the same picture. Both must have the same size.
    public static func between(_ previous: Image, _ current: Image) -> ChangedRegion? {
        precondition(previous.width == current.width && previous.height == current.height, "frames of one size")
        let width = current.width
        var top = -1, bottom = -1, left = width, right = -1
        for y in 0..<current.height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where previous.pixels[row + x] != current.pixels[row + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            if top < 0 { top = y }
            bottom = y
            left = min(left, first)
            right = max(right, last)
        }
        guard top >= 0 else { return nil }
        return ChangedRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The whole of a `width`×`height` picture.
    public static func whole(width: Int, height: Int) -> ChangedRegion {
        ChangedRegion(x: 0, y: 0, width: width, height: height)
    }

    /// This rectangle of `image`, as an image of its own.
    public func crop(_ image: Image) -> Image {
        var pixels = [UInt32]()
        pixels.reserveCapacity(width * height)
        for row in y..<(y + height) {
            let start = row * image.width + x
            pixels.append(contentsOf: image.pixels[start..<(start + width)])
        }
        return Image(width: width, height: height, pixels: pixels)
    }
}
