// Stand-ins for the Apple interfaces `export metal` uses, so MetalExportTests can type-check the
// generated Swift on Linux in Swift 6 mode. Written from Apple's documentation; each declaration
// cites the page it mirrors (developer.apple.com/documentation/…). Only the members the export uses.
// Protocols that Apple declares as protocols (MTLDevice, MTLBuffer, …) stay protocols, used as
// `any`-less existentials as the SDK's Objective-C protocols are; descriptor classes stay classes.
// Subscripted descriptor arrays return implicitly unwrapped objects, as the SDK imports them.
import Foundation

// MARK: Core Graphics (the parts Foundation on Linux lacks)

/// coregraphics/cgimage: an immutable bitmap image (a class).
final class CGImage: @unchecked Sendable {
    let width: Int
    let height: Int
    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
}
/// coregraphics/cgcontext.
final class CGContext {}

// MARK: Metal

/// metal/mtlpixelformat
enum MTLPixelFormat: UInt { case invalid, bgra8Unorm, depth32Float }
/// metal/mtlclearcolor: `MTLClearColor(red:green:blue:alpha:)`, Double channels.
struct MTLClearColor { var red, green, blue, alpha: Double; init(red: Double, green: Double, blue: Double, alpha: Double) { (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha) } }
/// metal/mtlresourceoptions
struct MTLResourceOptions: OptionSet { let rawValue: UInt }
/// metal/mtlvertexformat
enum MTLVertexFormat: UInt { case invalid, float2, float3 }
/// metal/mtlcomparefunction
enum MTLCompareFunction: UInt { case never, less, equal, lessEqual, greater, notEqual, greaterEqual, always }
/// metal/mtlblendfactor
enum MTLBlendFactor: UInt { case zero, one, sourceAlpha, oneMinusSourceAlpha }
/// metal/mtlsamplerminmagfilter
enum MTLSamplerMinMagFilter: UInt { case nearest, linear }
/// metal/mtlsampleraddressmode
enum MTLSamplerAddressMode: UInt { case clampToEdge, repeat_ }
/// metal/mtlwinding
enum MTLWinding: UInt { case clockwise, counterClockwise }
/// metal/mtlcullmode
enum MTLCullMode: UInt { case none, front, back }
/// metal/mtlprimitivetype
enum MTLPrimitiveType: UInt { case point, line, lineStrip, triangle, triangleStrip }
/// metal/mtlindextype
enum MTLIndexType: UInt { case uint16, uint32 }

/// metal/mtlfunction
protocol MTLFunction: NSObjectProtocol {}
/// metal/mtllibrary: `makeFunction(name:)` returns an optional function.
protocol MTLLibrary: NSObjectProtocol { func makeFunction(name functionName: String) -> MTLFunction? }
/// metal/mtlcompileoptions
final class MTLCompileOptions: NSObject {}
/// metal/mtlbuffer
protocol MTLBuffer: NSObjectProtocol { var length: Int { get } }
/// metal/mtltexture: `width` and `height` are Int.
protocol MTLTexture: NSObjectProtocol { var width: Int { get }; var height: Int { get } }
/// metal/mtlrenderpipelinestate, mtldepthstencilstate, mtlsamplerstate
protocol MTLRenderPipelineState: NSObjectProtocol {}
protocol MTLDepthStencilState: NSObjectProtocol {}
protocol MTLSamplerState: NSObjectProtocol {}
/// metal/mtldrawable
protocol MTLDrawable: NSObjectProtocol {}
/// metal/mtlrenderpassdescriptor
final class MTLRenderPassDescriptor: NSObject {}

/// metal/mtlvertexattributedescriptor and its array (`subscript(_:) -> MTLVertexAttributeDescriptor!`).
final class MTLVertexAttributeDescriptor: NSObject { var format = MTLVertexFormat.invalid; var offset = 0; var bufferIndex = 0 }
final class MTLVertexAttributeDescriptorArray: NSObject {
    private var items: [Int: MTLVertexAttributeDescriptor] = [:]
    subscript(index: Int) -> MTLVertexAttributeDescriptor! {
        get { if let d = items[index] { return d }; let d = MTLVertexAttributeDescriptor(); items[index] = d; return d }
        set { items[index] = newValue }
    }
}
/// metal/mtlvertexbufferlayoutdescriptor and its array.
final class MTLVertexBufferLayoutDescriptor: NSObject { var stride = 0 }
final class MTLVertexBufferLayoutDescriptorArray: NSObject {
    private var items: [Int: MTLVertexBufferLayoutDescriptor] = [:]
    subscript(index: Int) -> MTLVertexBufferLayoutDescriptor! {
        get { if let d = items[index] { return d }; let d = MTLVertexBufferLayoutDescriptor(); items[index] = d; return d }
        set { items[index] = newValue }
    }
}
/// metal/mtlvertexdescriptor
final class MTLVertexDescriptor: NSObject {
    let attributes = MTLVertexAttributeDescriptorArray()
    let layouts = MTLVertexBufferLayoutDescriptorArray()
}
/// metal/mtlrenderpipelinecolorattachmentdescriptor and its array.
final class MTLRenderPipelineColorAttachmentDescriptor: NSObject {
    var pixelFormat = MTLPixelFormat.invalid
    var isBlendingEnabled = false
    var sourceRGBBlendFactor = MTLBlendFactor.one, sourceAlphaBlendFactor = MTLBlendFactor.one
    var destinationRGBBlendFactor = MTLBlendFactor.zero, destinationAlphaBlendFactor = MTLBlendFactor.zero
}
final class MTLRenderPipelineColorAttachmentDescriptorArray: NSObject {
    private var items: [Int: MTLRenderPipelineColorAttachmentDescriptor] = [:]
    subscript(index: Int) -> MTLRenderPipelineColorAttachmentDescriptor! {
        get { if let d = items[index] { return d }; let d = MTLRenderPipelineColorAttachmentDescriptor(); items[index] = d; return d }
        set { items[index] = newValue }
    }
}
/// metal/mtlrenderpipelinedescriptor
final class MTLRenderPipelineDescriptor: NSObject {
    var vertexFunction: MTLFunction?
    var fragmentFunction: MTLFunction?
    var vertexDescriptor: MTLVertexDescriptor?
    let colorAttachments = MTLRenderPipelineColorAttachmentDescriptorArray()
    var depthAttachmentPixelFormat = MTLPixelFormat.invalid
}
/// metal/mtldepthstencildescriptor
final class MTLDepthStencilDescriptor: NSObject { var depthCompareFunction = MTLCompareFunction.always; var isDepthWriteEnabled = false }
/// metal/mtlsamplerdescriptor
final class MTLSamplerDescriptor: NSObject {
    var minFilter = MTLSamplerMinMagFilter.nearest, magFilter = MTLSamplerMinMagFilter.nearest
    var sAddressMode = MTLSamplerAddressMode.clampToEdge, tAddressMode = MTLSamplerAddressMode.clampToEdge
}

/// metal/mtlrendercommandencoder (and mtlcommandencoder's `endEncoding()`).
protocol MTLRenderCommandEncoder: NSObjectProtocol {
    func setRenderPipelineState(_ pipelineState: MTLRenderPipelineState)
    func setDepthStencilState(_ depthStencilState: MTLDepthStencilState?)
    func setFrontFacing(_ frontFacingWinding: MTLWinding)
    func setCullMode(_ cullMode: MTLCullMode)
    func setVertexBytes(_ bytes: UnsafeRawPointer, length: Int, index: Int)
    func setVertexBuffer(_ buffer: MTLBuffer?, offset: Int, index: Int)
    func setFragmentTexture(_ texture: MTLTexture?, index: Int)
    func setFragmentSamplerState(_ sampler: MTLSamplerState?, index: Int)
    func drawIndexedPrimitives(type primitiveType: MTLPrimitiveType, indexCount: Int, indexType: MTLIndexType, indexBuffer: MTLBuffer, indexBufferOffset: Int)
    func endEncoding()
}
/// metal/mtlcommandbuffer
protocol MTLCommandBuffer: NSObjectProtocol {
    func makeRenderCommandEncoder(descriptor renderPassDescriptor: MTLRenderPassDescriptor) -> MTLRenderCommandEncoder?
    func present(_ drawable: MTLDrawable)
    func commit()
}
/// metal/mtlcommandqueue
protocol MTLCommandQueue: NSObjectProtocol {
    func makeCommandBuffer() -> MTLCommandBuffer?
    /// metal/mtlcommandqueue/device
    var device: MTLDevice { get }
}
/// metal/mtldevice: the factory methods the export calls; the throwing ones throw.
protocol MTLDevice: NSObjectProtocol {
    func makeCommandQueue() -> MTLCommandQueue?
    func makeLibrary(source: String, options: MTLCompileOptions?) throws -> MTLLibrary
    func makeRenderPipelineState(descriptor: MTLRenderPipelineDescriptor) throws -> MTLRenderPipelineState
    func makeDepthStencilState(descriptor: MTLDepthStencilDescriptor) -> MTLDepthStencilState?
    func makeSamplerState(descriptor: MTLSamplerDescriptor) -> MTLSamplerState?
    func makeBuffer(bytes pointer: UnsafeRawPointer, length: Int, options: MTLResourceOptions) -> MTLBuffer?
}
/// metal/mtlcreatesystemdefaultdevice()
func MTLCreateSystemDefaultDevice() -> MTLDevice? { nil }

/// corefoundation/cftimeinterval: seconds, a Double.
typealias CFTimeInterval = Double
/// quartzcore/cacurrentmediatime(): the current absolute time, in seconds.
func CACurrentMediaTime() -> CFTimeInterval { 0 }

// MARK: MetalKit

/// metalkit/mtktextureloader, with `Option` (metalkit/mtktextureloader/option: `.SRGB`) and
/// `newTexture(cgImage:options:)`, which throws.
final class MTKTextureLoader: NSObject {
    struct Option: Hashable, RawRepresentable, @unchecked Sendable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let SRGB = Option(rawValue: "MTKTextureLoaderOptionSRGB")
    }
    let device: MTLDevice
    init(device: MTLDevice) { self.device = device }
    func newTexture(cgImage: CGImage, options: [Option: Any]? = nil) throws -> MTLTexture { throw CocoaError(.featureUnsupported) }
}
/// metalkit/mtkviewdelegate: `@MainActor protocol MTKViewDelegate : NSObjectProtocol`.
@MainActor protocol MTKViewDelegate: NSObjectProtocol {
    func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize)
    func draw(in view: MTKView)
}
#if STANDIN_APPKIT
/// On macOS, MTKView is an NSView (metalkit/mtkview: "class MTKView : NSView").
typealias StandInPlatformView = NSView
#else
/// On iOS, MTKView is a UIView (metalkit/mtkview: "class MTKView : UIView").
typealias StandInPlatformView = UIView
#endif
/// metalkit/mtkview: a platform view subclass (`init(frame:device:)`), its device, formats, clear values,
/// delegate (weak), drawable size, current drawable and pass descriptor; `isPaused`
/// (metalkit/mtkview/ispaused), which stops its draw loop.
@MainActor class MTKView: StandInPlatformView {
    var device: MTLDevice?
    var isPaused = false
    weak var delegate: MTKViewDelegate?
    var colorPixelFormat = MTLPixelFormat.bgra8Unorm
    var depthStencilPixelFormat = MTLPixelFormat.invalid
    var clearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 1)
    var clearDepth: Double = 1
    var drawableSize = CGSize.zero
    var currentDrawable: MTLDrawable? { nil }
    var currentRenderPassDescriptor: MTLRenderPassDescriptor? { nil }
    init(frame: CGRect, device: MTLDevice?) { self.device = device; super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}

// MARK: UIKit

/// uikit/uiview: `@MainActor class UIView : UIResponder`; `init(frame:)`, `init?(coder:)`, frame,
/// bounds, isOpaque, autoresizingMask, addSubview(_:), layer.
@MainActor class UIView: NSObject {
    struct AutoresizingMask: OptionSet { let rawValue: UInt; static let flexibleWidth = Self(rawValue: 2); static let flexibleHeight = Self(rawValue: 16) }
    var frame: CGRect
    var bounds: CGRect
    var isOpaque = true
    var autoresizingMask: AutoresizingMask = []
    let layer = CALayer()
    init(frame: CGRect) { self.frame = frame; bounds = CGRect(origin: .zero, size: frame.size) }
    required init?(coder: NSCoder) { nil }
    func addSubview(_ view: UIView) {}
}
/// quartzcore/calayer: `render(in:)`, `isOpaque`.
class CALayer: NSObject { var isOpaque = false; func render(in ctx: CGContext) {} }
/// uikit/uiimage: `cgImage` is optional.
final class UIImage: NSObject { var cgImage: CGImage? { nil } }
/// uikit/uigraphicsimagerenderer: `init(bounds:)`, `image(actions:)` with a
/// UIGraphicsImageRendererContext whose `cgContext` draws.
final class UIGraphicsImageRendererContext: NSObject { let cgContext = CGContext() }
final class UIGraphicsImageRenderer: NSObject {
    init(bounds: CGRect) {}
    func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { actions(UIGraphicsImageRendererContext()); return UIImage() }
}

// MARK: AppKit (the macOS views of `export metal`)

/// foundation/nsrect: `typealias NSRect = CGRect`.
typealias NSRect = CGRect
/// appkit/nsview: `@MainActor class NSView : NSResponder`; `init(frame:)`, `init?(coder:)`, frame,
/// bounds, autoresizingMask (appkit/nsview/autoresizingmask-swift.struct: `.width`, `.height`),
/// `layer` (optional), addSubview(_:), bitmapImageRepForCachingDisplay(in:) (optional result) and
/// cacheDisplay(in:to:).
@MainActor class NSView: NSObject {
    struct AutoresizingMask: OptionSet { let rawValue: UInt; static let width = Self(rawValue: 2); static let height = Self(rawValue: 16) }
    var frame: NSRect
    var bounds: NSRect
    var autoresizingMask: AutoresizingMask = []
    var layer: CALayer?
    init(frame frameRect: NSRect) { frame = frameRect; bounds = NSRect(origin: .zero, size: frameRect.size) }
    required init?(coder: NSCoder) { nil }
    func addSubview(_ view: NSView) {}
    func bitmapImageRepForCachingDisplay(in rect: NSRect) -> NSBitmapImageRep? { nil }
    func cacheDisplay(in rect: NSRect, to bitmapImageRep: NSBitmapImageRep) {}
}
/// appkit/nsbitmapimagerep: `cgImage` is optional.
final class NSBitmapImageRep: NSObject { var cgImage: CGImage? { nil } }

// MARK: SwiftUI

/// swiftui/view: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency protocol View {}
/// swiftui/viewbuilder: a result builder (one view is enough here).
@resultBuilder enum ViewBuilder { static func buildBlock<C: View>(_ content: C) -> C { content } }
/// swiftui/uiviewrepresentable: `associatedtype UIViewType: UIView`, `makeUIView(context:)`,
/// `updateUIView(_:context:)`, `typealias Context = UIViewRepresentableContext<Self>`; a View.
@MainActor @preconcurrency protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}
struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}
/// swiftui/nsviewrepresentable: `associatedtype NSViewType: NSView`, `makeNSView(context:)`,
/// `updateNSView(_:context:)`, `typealias Context = NSViewRepresentableContext<Self>`; a View.
@MainActor @preconcurrency protocol NSViewRepresentable: View {
    associatedtype NSViewType: NSView
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
}
struct NSViewRepresentableContext<Representable: NSViewRepresentable> {}
/// swiftui/imagerenderer: `@MainActor final class ImageRenderer<Content: View>`, `init(content:)`,
/// `scale`, `cgImage` (optional).
@MainActor final class ImageRenderer<Content: View> {
    var scale: CGFloat = 1
    var cgImage: CGImage? { nil }
    init(content view: Content) {}
}

// MARK: SwiftUI shaders (`export swiftui-distortion`)

/// swiftui/alignment: `.topLeading` among its statics.
struct Alignment: Equatable, Sendable { static let topLeading = Alignment(); static let center = Alignment() }
/// swiftui/shaderlibrary: `@dynamicMemberLookup struct ShaderLibrary`; `default` ("the default shader
/// library of the main (i.e. app) bundle"), `init(url:)` and `init(data:)` for precompiled Metal
/// libraries only, and `subscript(dynamicMember:) -> ShaderFunction`.
@dynamicMemberLookup struct ShaderLibrary: Equatable, Hashable, Sendable {
    static let `default` = ShaderLibrary()
    private init() {}
    init(url: URL) {}
    init(data: Data) {}
    subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}
/// swiftui/shaderfunction: `@dynamicCallable struct ShaderFunction`, `init(library:name:)`,
/// `dynamicallyCall(withArguments: [Shader.Argument]) -> Shader`; Sendable.
@dynamicCallable struct ShaderFunction: Equatable, Hashable, Sendable {
    var library: ShaderLibrary
    var name: String
    init(library: ShaderLibrary, name: String) { (self.library, self.name) = (library, name) }
    func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader { Shader(function: self, arguments: args) }
}
/// swiftui/shader: `init(function:arguments:)`, and swiftui/shader/argument:
/// `floatArray(_ array: [Float])` ("a `device const float *ptr, int count` pair of parameters")
/// and `float<T: BinaryFloatingPoint>(_ x: T)` (the MSL `float(x)`).
struct Shader: Equatable, Sendable {
    struct Argument: Equatable, Sendable {
        private var values: [Float]
        static func floatArray(_ array: [Float]) -> Argument { Argument(values: array) }
        static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(values: [Float(x)]) }
    }
    var function: ShaderFunction
    var arguments: [Argument]
    init(function: ShaderFunction, arguments: [Argument]) { (self.function, self.arguments) = (function, arguments) }
}
/// swiftui/viewmodifier: `@MainActor @preconcurrency protocol ViewModifier`, `associatedtype Body: View`,
/// `typealias Content = _ViewModifier_Content<Self>`, `@ViewBuilder func body(content: Self.Content) -> Self.Body`.
@MainActor @preconcurrency protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}
/// swiftui/_viewmodifier_content: the view a modifier is given.
struct _ViewModifier_Content<Modifier: ViewModifier>: View {}
/// What the stand-ins' modifiers return: the SDK's are opaque (`some View`), so code that compiles
/// against this compiles against any concrete type behind them.
struct StandInModifiedView: View {}
extension View {
    /// swiftui/view/frame(width:height:alignment:): `func frame(width: CGFloat? = nil, height: CGFloat? = nil,
    /// alignment: Alignment = .center) -> some View`.
    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { StandInModifiedView() }
    /// swiftui/view/distortioneffect(_:maxsampleoffset:isenabled:): `func distortionEffect(_ shader: Shader,
    /// maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View`, for a
    /// `[[ stitchable ]] float2 name(float2 position, args...)` function.
    func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { StandInModifiedView() }
    /// swiftui/view/modifier(_:): `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
    func modifier<T: ViewModifier>(_ modifier: T) -> some View { StandInModifiedView() }
}
