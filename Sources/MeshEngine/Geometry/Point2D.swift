/// A point in 2D, mirroring `CGPoint`; a vertex's `from` is one, in unit coordinates
/// of the layer: (0, 0) top-left, (1, 1) bottom-right, y down.
public struct Point2D: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point2D(0, 0)

    public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public static func + (a: Point2D, b: Point2D) -> Point2D { Point2D(a.x + b.x, a.y + b.y) }
    public static func - (a: Point2D, b: Point2D) -> Point2D { Point2D(a.x - b.x, a.y - b.y) }
    public static func * (a: Point2D, s: Double) -> Point2D { Point2D(a.x * s, a.y * s) }
    public static func lerp(_ a: Point2D, _ b: Point2D, _ t: Double) -> Point2D { a + (b - a) * t }

    public func distance(to o: Point2D) -> Double { ((x - o.x) * (x - o.x) + (y - o.y) * (y - o.y)).squareRoot() }
}

/// A width and height in points, mirroring `CGSize`.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    public var description: String { "\(width.shortDescription)x\(height.shortDescription)" }
}
