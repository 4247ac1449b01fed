// Stand-in for BCMeshTransformView and the UIKit it builds on, as Swift imports them, so the Swift
// that `export swift` writes is type-checked here as an app's compiler would check it (see README.txt).
//
// Each declaration mirrors the real one and says where it is:
// - BCMeshTransformView: github.com/Ciechan/BCMeshTransformView at 6f37fd7, the headers
//   BCMeshTransformView/BCMeshTransform.h, BCMeshTransformView.h and
//   BCMutableMeshTransform+Convenience.h (lines cited below). The headers have no nullability
//   annotations, so objects, pointers, blocks and initializers import implicitly unwrapped
//   (`String!`, `init!`); `NSUInteger` imports as `Int`, `CGFloat` stays `CGFloat`, `float` is `Float`,
//   and C arrays import as tuples.
// - UIKit: Apple's documented Swift interface (developer.apple.com/documentation/uikit/uiview):
//   `@MainActor class UIView`, so BCMeshTransformView, a UIView subclass, is main-actor isolated too.
//   `animate(withDuration:delay:options:animations:completion:)` is documented with plain
//   `@escaping () -> Void` blocks; the stand-in takes `@MainActor @Sendable` ones, the strictest form
//   the SDKs have used, so code that passes here passes with either.
//
// Where the real classes draw, these store what they are given, so a test can read it back through
// the real API (`vertex(at:)`, `face(at:)`).
import Foundation

/// BCMeshTransform.h:10-14: `typedef struct BCPoint3D { CGFloat x; CGFloat y; CGFloat z; }`.
struct BCPoint3D {
    var x: CGFloat
    var y: CGFloat
    var z: CGFloat
    init() { (x, y, z) = (0, 0, 0) }
    init(x: CGFloat, y: CGFloat, z: CGFloat) { (self.x, self.y, self.z) = (x, y, z) }
}

/// BCMeshTransform.h:16-19: `static inline BCPoint3D BCPoint3DMake(CGFloat x, CGFloat y, CGFloat z)`.
func BCPoint3DMake(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> BCPoint3D { BCPoint3D(x: x, y: y, z: z) }

/// BCMeshTransform.h:22-24: `unsigned int indices[4]`, a tuple of four `UInt32` in Swift.
struct BCMeshFace {
    var indices: (UInt32, UInt32, UInt32, UInt32)
    init() { indices = (0, 0, 0, 0) }
    init(indices: (UInt32, UInt32, UInt32, UInt32)) { self.indices = indices }
}

/// BCMeshTransform.h:26-29: `CGPoint from; BCPoint3D to;`.
struct BCMeshVertex {
    var from: CGPoint
    var to: BCPoint3D
    init() { (from, to) = (.zero, BCPoint3D()) }
    init(from: CGPoint, to: BCPoint3D) { (self.from, self.to) = (from, to) }
}

// BCMeshTransform.h:32-37 (`extern NSString * const`), values from BCMeshTransform.mm:12-17.
let kBCDepthNormalizationNone: String! = "none"
let kBCDepthNormalizationWidth: String! = "width"
let kBCDepthNormalizationHeight: String! = "height"
let kBCDepthNormalizationMin: String! = "min"
let kBCDepthNormalizationMax: String! = "max"
let kBCDepthNormalizationAverage: String! = "average"

/// BCMeshTransform.h:39-63: `@interface BCMeshTransform : NSObject <NSCopying, NSMutableCopying>`.
class BCMeshTransform: NSObject, NSCopying, NSMutableCopying {
    fileprivate var vertices: [BCMeshVertex]
    fileprivate var faces: [BCMeshFace]
    fileprivate var normalization: String

    /// BCMeshTransform.h:41: `@property (nonatomic, copy, readonly) NSString *depthNormalization;`
    var depthNormalization: String! { normalization }
    /// BCMeshTransform.h:43-44: `NSUInteger faceCount`, `NSUInteger vertexCount` (readonly).
    var faceCount: Int { faces.count }
    var vertexCount: Int { vertices.count }

    /// BCMeshTransform.h:46-57: `+meshTransformWithVertexCount:vertices:faceCount:faces:depthNormalization:`
    /// and `-initWithVertexCount:…`, one initializer in Swift (unannotated `instancetype`: `init!`).
    /// (`required` only so the stand-in's class factory can build `Self`; callers cannot tell.)
    required init!(vertexCount: Int, vertices: UnsafeMutablePointer<BCMeshVertex>!, faceCount: Int,
          faces: UnsafeMutablePointer<BCMeshFace>!, depthNormalization: String!) {
        self.vertices = Array(UnsafeBufferPointer(start: vertices, count: vertexCount))
        self.faces = Array(UnsafeBufferPointer(start: faces, count: faceCount))
        self.normalization = depthNormalization
    }

    /// BCMeshTransform.h:60: `- (BCMeshFace)faceAtIndex:(NSUInteger)faceIndex;`
    func face(at faceIndex: Int) -> BCMeshFace { faces[faceIndex] }
    /// BCMeshTransform.h:61: `- (BCMeshVertex)vertexAtIndex:(NSUInteger)vertexIndex;`
    func vertex(at vertexIndex: Int) -> BCMeshVertex { vertices[vertexIndex] }

    func copy(with zone: NSZone? = nil) -> Any { self }
    func mutableCopy(with zone: NSZone? = nil) -> Any {
        var v = vertices, f = faces
        return BCMutableMeshTransform(vertexCount: v.count, vertices: &v, faceCount: f.count, faces: &f,
                                      depthNormalization: normalization)!
    }
}

/// BCMeshTransform.h:66-80: `@interface BCMutableMeshTransform : BCMeshTransform`.
class BCMutableMeshTransform: BCMeshTransform {
    /// BCMeshTransform.h:68: `@property (nonatomic, copy) NSString *depthNormalization;`
    override var depthNormalization: String! {
        get { normalization }
        set { normalization = newValue }
    }
    /// BCMeshTransform.h:72-78.
    func addFace(_ face: BCMeshFace) { faces.append(face) }
    func removeFace(at faceIndex: Int) { faces.remove(at: faceIndex) }
    func replaceFace(at faceIndex: Int, with face: BCMeshFace) { faces[faceIndex] = face }
    func addVertex(_ vertex: BCMeshVertex) { vertices.append(vertex) }
    func removeVertex(at vertexIndex: Int) { vertices.remove(at: vertexIndex) }
    func replaceVertex(at vertexIndex: Int, with vertex: BCMeshVertex) { vertices[vertexIndex] = vertex }
}

/// BCMutableMeshTransform+Convenience.h:11-28.
extension BCMutableMeshTransform {
    /// Convenience.h:16-17: `+identityMeshTransformWithNumberOfRows:numberOfColumns:`.
    class func identityMeshTransform(withNumberOfRows rowsOfFaces: Int, numberOfColumns columnsOfFaces: Int) -> Self! {
        var vertices: [BCMeshVertex] = [], faces: [BCMeshFace] = []
        for row in 0...rowsOfFaces {
            for column in 0...columnsOfFaces {
                let x = CGFloat(column) / CGFloat(columnsOfFaces), y = CGFloat(row) / CGFloat(rowsOfFaces)
                vertices.append(BCMeshVertex(from: CGPoint(x: x, y: y), to: BCPoint3D(x: x, y: y, z: 0)))
            }
        }
        for row in 0..<rowsOfFaces {
            for column in 0..<columnsOfFaces {
                let a = UInt32(row * (columnsOfFaces + 1) + column), b = a + UInt32(columnsOfFaces + 1)
                faces.append(BCMeshFace(indices: (a, a + 1, b + 1, b)))
            }
        }
        // BCMutableMeshTransform+Convenience.m:54 sets average normalization.
        return Self(vertexCount: vertices.count, vertices: &vertices, faceCount: faces.count, faces: &faces,
                    depthNormalization: kBCDepthNormalizationAverage)
    }

    /// Convenience.h:26: `- (void)mapVerticesUsingBlock:(BCMeshVertex (^)(BCMeshVertex vertex, NSUInteger vertexIndex))block;`
    func mapVertices(_ block: ((BCMeshVertex, Int) -> BCMeshVertex)!) {
        vertices = vertices.enumerated().map { block($0.element, $0.offset) }
    }
}

/// QuartzCore's `CATransform3D` (developer.apple.com/documentation/quartzcore/catransform3d): sixteen CGFloat fields.
struct CATransform3D {
    var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
}

/// UIKit's `@MainActor class UIView : UIResponder` (UIResponder is an NSObject), with the members the export uses
/// (developer.apple.com/documentation/uikit/uiview: frame, bounds, center, backgroundColor, autoresizingMask, tag,
/// addSubview(_:), viewWithTag(_:), removeFromSuperview(), subviews).
@MainActor class UIView: NSObject {
    var frame = CGRect.zero
    var bounds = CGRect.zero
    var center = CGPoint.zero
    var backgroundColor: UIColor?
    var autoresizingMask: AutoresizingMask = []
    var tag = 0
    private(set) var subviews: [UIView] = []
    private(set) weak var superview: UIView?
    func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// `UIView.AutoresizingMask`: the documented raw values.
    struct AutoresizingMask: OptionSet, Sendable {
        let rawValue: UInt
        static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0), flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2), flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4), flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    /// `UIView.AnimationOptions`: the documented raw values.
    struct AnimationOptions: OptionSet, Sendable {
        let rawValue: UInt
        static let `repeat` = AnimationOptions(rawValue: 1 << 3), autoreverse = AnimationOptions(rawValue: 1 << 4)
        static let curveEaseInOut: AnimationOptions = [], curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
    /// The blocks run at once; their completions wait here, so a test can step through a chain
    /// that repeats for ever (`finishAnimations`).
    static var pendingCompletions: [@MainActor @Sendable (Bool) -> Void] = []
    /// How many block animations were started.
    static var started = 0
    /// The options each started block was given, in order.
    static var startedOptions: [AnimationOptions] = []
    class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                       animations: @escaping @MainActor @Sendable () -> Void,
                       completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        started += 1
        startedOptions.append(options)
        animations()
        if let completion { pendingCompletions.append(completion) }
    }
    /// Finishes waiting animations, one after another, at most `limit` of them.
    class func finishAnimations(limit: Int) {
        var done = 0
        while !pendingCompletions.isEmpty, done < limit {
            pendingCompletions.removeFirst()(true)
            done += 1
        }
    }
}

/// BCMeshTransformView.h:13-39: `@interface BCMeshTransformView : UIView`.
class BCMeshTransformView: UIView {
    /// BCMeshTransformView.h:18: `@property (nonatomic, copy) BCMeshTransform *meshTransform;`
    @NSCopying var meshTransform: BCMeshTransform!
    /// BCMeshTransformView.h:24: `@property (nonatomic, strong, readonly) UIView *contentView;`
    private(set) lazy var contentView: UIView! = UIView()
    /// BCMeshTransformView.h:28: `@property (nonatomic) BCPoint3D lightDirection;` (defaults to 0, 0, 1)
    var lightDirection = BCPoint3D(x: 0, y: 0, z: 1)
    /// BCMeshTransformView.h:32: `@property (nonatomic) float diffuseLightFactor;` (defaults to 1)
    var diffuseLightFactor: Float = 1
    /// BCMeshTransformView.h:37: `@property (nonatomic) CATransform3D supplementaryTransform;` (identity)
    var supplementaryTransform = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                               m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
}

/// UIKit's `class UIColor : NSObject` (developer.apple.com/documentation/uikit/uicolor), `init(red:green:blue:alpha:)`.
final class UIColor: NSObject, Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

/// UIKit's `class UIFont : NSObject` (developer.apple.com/documentation/uikit/uifont), `systemFont(ofSize:)`.
final class UIFont: NSObject, Sendable {
    let pointSize: CGFloat
    private init(pointSize: CGFloat) { self.pointSize = pointSize }
    class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}

/// UIKit's `enum NSTextAlignment : Int` (developer.apple.com/documentation/uikit/nstextalignment), iOS's raw values.
enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// UIKit's `@MainActor class UILabel : UIView` (developer.apple.com/documentation/uikit/uilabel).
class UILabel: UIView {
    var text: String?
    var font: UIFont! = UIFont.systemFont(ofSize: 17)
    var textColor: UIColor! = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    var textAlignment = NSTextAlignment.natural
    var numberOfLines = 1
}

/// UIKit's `class UIImage : NSObject` (developer.apple.com/documentation/uikit/uiimage), `init?(named:)`: here an
/// image is found when a test has put its name in `available`.
final class UIImage: NSObject, Sendable {
    let name: String
    nonisolated(unsafe) static var available: Set<String> = []
    init?(named name: String) {
        guard UIImage.available.contains(name) else { return nil }
        self.name = name
    }
}

/// UIKit's `@MainActor class UIImageView : UIView` (developer.apple.com/documentation/uikit/uiimageview), `init(image:)`.
class UIImageView: UIView {
    var image: UIImage?
    init(image: UIImage?) {
        self.image = image
        super.init()
    }
}

/// CoreFoundation's CFDate.h: `typedef double CFTimeInterval;` (Linux's Foundation does not export it).
typealias CFTimeInterval = Double

/// Linux's Foundation has no Objective-C runtime, so no `Selector`, `@objc` or `#selector`: the test
/// rewrites `#selector(T.m(_:))` to `Selector(T.m(_:))` and drops `@objc`, and this stand-in calls the
/// method directly, as the runtime would send the message.
struct Selector {
    let send: @MainActor (AnyObject, CADisplayLink) -> Void
    init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> (CADisplayLink) -> Void) {
        send = { target, link in
            guard let target = target as? Target else { return }
            method(target)(link)
        }
    }
}

/// QuartzCore's `class CADisplayLink : NSObject` (developer.apple.com/documentation/quartzcore/cadisplaylink;
/// CADisplayLink.h: `+displayLinkWithTarget:selector:`, `-addToRunLoop:forMode:`, `-invalidate`, `timestamp`).
/// The real link is called by the display; this one by a test, with the timestamps it chooses (`tick(at:)`).
@MainActor class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    /// CADisplayLink.h: `@property(readonly, nonatomic) CFTimeInterval timestamp;`
    private(set) var timestamp: CFTimeInterval = 0
    /// CADisplayLink.h: `@property(getter=isPaused, nonatomic) BOOL paused;`
    var isPaused = false
    /// The links added to a run loop and not invalidated, which a test ticks.
    static var running: [CADisplayLink] = []

    /// CADisplayLink.h: `+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;` (the link keeps its target).
    init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
    }
    /// CADisplayLink.h: `- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;`
    func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { CADisplayLink.running.append(self) }
    /// CADisplayLink.h: `- (void)invalidate;` (releases the target).
    func invalidate() {
        target = nil
        CADisplayLink.running.removeAll { $0 === self }
    }
    /// A display frame at `time`: the target gets the message, as the run loop would send it.
    func tick(at time: CFTimeInterval) {
        guard !isPaused, let target else { return }
        timestamp = time
        selector.send(target, self)
    }
}
