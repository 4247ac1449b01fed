/// The code of `export metal` that does not depend on the scene: the renderer (pipelines,
/// buffers, textures, one draw per layer) and the views that host it.
extension MetalFrame {
    /// `final class NAMEMetalRenderer: NSObject, MTKViewDelegate`.
    /// `clock` declares `t`, the motion's time `elapsed` seconds after the first frame, when
    /// something moves (``MetalMotion``): each frame then takes the vertex buffers and the depth
    /// scale of that time.
    static func rendererLines(_ name: String, clock: [String]? = nil) -> [String] {
        let start = clock != nil ? "\n            private var start: CFTimeInterval?" : ""
        return rendererHeadLines(name, start: start) + rendererInitLines(name) + rendererUniformLines(name)
            + drawLines(name, clock: clock)
    }

    /// The renderer's class and stored properties. `start` declares the motion's first frame
    /// time when something moves.
    private static func rendererHeadLines(_ name: String, start: String) -> [String] {
        """
        /// Draws \(name)MetalScene into an MTKView: one draw per layer, each with its content texture,
        /// depth tested as meshplay does (larger depth is nearer, `greaterEqual`), a translucent layer
        /// blended "over" (premultiplied) without writing depth.
        @MainActor
        final class \(name)MetalRenderer: NSObject, MTKViewDelegate {
            private let queue: MTLCommandQueue
            private let opaquePipeline: MTLRenderPipelineState
            private let blendedPipeline: MTLRenderPipelineState
            private let depthWriting: MTLDepthStencilState
            private let depthReading: MTLDepthStencilState
            private let sampler: MTLSamplerState
            private let vertexBuffers: [MTLBuffer]
            private let indexBuffers: [MTLBuffer]
            private let textures: [MTLTexture]\(start)

        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The renderer's initializer: the device, the pipelines built from the embedded MSL, the
    /// depth states, the sampler, and each layer's buffers and texture.
    private static func rendererInitLines(_ name: String) -> [String] {
        """
            /// A renderer for `view` showing `images`, one per layer (the last image stands for
            /// any layer beyond them); nil when the device cannot build the pipeline.
            init?(view: MTKView, images: [CGImage]) {
                guard let device = view.device ?? MTLCreateSystemDefaultDevice(), let queue = device.makeCommandQueue(),
                      let last = images.last else { return nil }
                view.device = device
                view.colorPixelFormat = .bgra8Unorm
                view.depthStencilPixelFormat = .depth32Float
                view.clearColor = \(name)MetalScene.background
                view.clearDepth = 0
                self.queue = queue
                do {
                    let library = try device.makeLibrary(source: \(name)MetalScene.shaderSource, options: nil)
                    let vertices = MTLVertexDescriptor()
                    // position (float3), from (float2), normal (float3): 8 floats a vertex, in buffer 1.
                    for (i, (format, offset)) in [(MTLVertexFormat.float3, 0), (.float2, 12), (.float3, 20)].enumerated() {
                        vertices.attributes[i].format = format
                        vertices.attributes[i].offset = offset
                        vertices.attributes[i].bufferIndex = 1
                    }
                    vertices.layouts[1].stride = 32
                    let pipeline = MTLRenderPipelineDescriptor()
                    pipeline.vertexFunction = library.makeFunction(name: "meshVertex")
                    pipeline.fragmentFunction = library.makeFunction(name: "meshFragment")
                    pipeline.vertexDescriptor = vertices
                    pipeline.colorAttachments[0].pixelFormat = view.colorPixelFormat
                    pipeline.depthAttachmentPixelFormat = view.depthStencilPixelFormat
                    opaquePipeline = try device.makeRenderPipelineState(descriptor: pipeline)
                    let blending = pipeline.colorAttachments[0]
                    blending?.isBlendingEnabled = true
                    blending?.sourceRGBBlendFactor = .one
                    blending?.sourceAlphaBlendFactor = .one
                    blending?.destinationRGBBlendFactor = .oneMinusSourceAlpha
                    blending?.destinationAlphaBlendFactor = .oneMinusSourceAlpha
                    blendedPipeline = try device.makeRenderPipelineState(descriptor: pipeline)
                    let loader = MTKTextureLoader(device: device)
                    textures = try \(name)MetalScene.layers.indices.map { i in
                        try loader.newTexture(cgImage: i < images.count ? images[i] : last, options: [.SRGB: false])
                    }
                } catch {
                    return nil
                }
                let depth = MTLDepthStencilDescriptor()
                depth.depthCompareFunction = .greaterEqual
                depth.isDepthWriteEnabled = true
                guard let writing = device.makeDepthStencilState(descriptor: depth) else { return nil }
                depth.isDepthWriteEnabled = false
                guard let reading = device.makeDepthStencilState(descriptor: depth) else { return nil }
                depthWriting = writing
                depthReading = reading
                let sampling = MTLSamplerDescriptor()
                sampling.minFilter = .linear
                sampling.magFilter = .linear
                sampling.sAddressMode = .clampToEdge
                sampling.tAddressMode = .clampToEdge
                guard let sampler = device.makeSamplerState(descriptor: sampling) else { return nil }
                self.sampler = sampler
                var vertexBuffers: [MTLBuffer] = [], indexBuffers: [MTLBuffer] = []
                for layer in \(name)MetalScene.layers {
                    guard let v = device.makeBuffer(bytes: layer.vertices, length: layer.vertices.count * MemoryLayout<Float>.stride, options: []),
                          let i = device.makeBuffer(bytes: layer.indices, length: layer.indices.count * MemoryLayout<UInt32>.stride, options: [])
                    else { return nil }
                    vertexBuffers.append(v)
                    indexBuffers.append(i)
                }
                self.vertexBuffers = vertexBuffers
                self.indexBuffers = indexBuffers
                super.init()
            }

        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The renderer's `mtkView(_:drawableSizeWillChange:)` and the uniforms each layer's draw takes.
    private static func rendererUniformLines(_ name: String) -> [String] {
        """
            func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {}

            /// The uniform block of layer `k` (MeshUniforms in the MSL) for a drawable of `size` pixels:
            /// the container fitted and centred as meshplay frames it, then pixels to clip space.
            static func uniforms(layer k: Int, size: CGSize, depthScale: Float) -> [Float] {
                let layer = \(name)MetalScene.layers[k], c = \(name)MetalScene.containerSize, m = \(name)MetalScene.margin
                let width = Float(size.width), height = Float(size.height)
                let s = min(width / (c.x * (1 + 2 * m)), height / (c.y * (1 + 2 * m)))
                let x = width / 2 - c.x / 2 * s, y = height / 2 - c.y / 2 * s
                var u = layer.layerToContainer + layer.normalMatrix
                u += [2 * s / width, 2 * x / width - 1, -2 * s / height, 1 - 2 * y / height]
                u += layer.light
                u.append(depthScale)
                u += [layer.opacity, 0, 0, 0]
                return u
            }

        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The renderer's `draw(in:)` and the end of its class; with a `clock`, each frame takes the
    /// vertex buffers and the depth scale of the motion's time (``rendererLines(_:clock:)``).
    private static func drawLines(_ name: String, clock: [String]?) -> [String] {
        let buffers: String
        if let clock {
            buffers = """
                    // The motion's time, from the first frame drawn; its vertex buffers made afresh, so the GPU
                    // never reads a buffer the CPU is writing.
                    let now = CACurrentMediaTime(), first = start ?? now
                    start = first
                    let elapsed = now - first

            """ + clock.map { "        " + $0 }.joined(separator: "\n") + """

                    let moved = \(name)MetalScene.vertexBuffers(at: t)
                    let depthScale = \(name)MetalScene.depthScale(moved)
                    var vertexBuffers: [MTLBuffer] = []
                    for vertices in moved {
                        guard let buffer = queue.device.makeBuffer(bytes: vertices, length: vertices.count * MemoryLayout<Float>.stride, options: [])
                        else { return }
                        vertexBuffers.append(buffer)
                    }

            """
        } else {
            buffers = """
                    let vertexBuffers = self.vertexBuffers, depthScale = \(name)MetalScene.depthScale

            """
        }
        return """
            func draw(in view: MTKView) {
        \(buffers)        guard let pass = view.currentRenderPassDescriptor, let drawable = view.currentDrawable,
                      let commands = queue.makeCommandBuffer(), let encoder = commands.makeRenderCommandEncoder(descriptor: pass) else { return }
                // Clip-space y is up and the drawable's rows run down, as in OpenGL: meshplay's front
                // (clockwise on its y-down screen) is clockwise here.
                encoder.setFrontFacing(.clockwise)
                for (k, layer) in \(name)MetalScene.layers.enumerated() {
                    encoder.setRenderPipelineState(layer.blends ? blendedPipeline : opaquePipeline)
                    encoder.setDepthStencilState(layer.blends ? depthReading : depthWriting)
                    encoder.setCullMode(layer.cullsBack ? .back : .none)
                    let uniforms = Self.uniforms(layer: k, size: view.drawableSize, depthScale: depthScale)
                    encoder.setVertexBytes(uniforms, length: uniforms.count * MemoryLayout<Float>.stride, index: 0)
                    encoder.setVertexBuffer(vertexBuffers[k], offset: 0, index: 1)
                    encoder.setFragmentTexture(textures[k], index: 0)
                    encoder.setFragmentSamplerState(sampler, index: 0)
                    encoder.drawIndexedPrimitives(type: .triangle, indexCount: layer.indices.count, indexType: .uint32,
                                                  indexBuffer: indexBuffers[k], indexBufferOffset: 0)
                }
                encoder.endEncoding()
                commands.present(drawable)
                commands.commit()
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The platform view and the SwiftUI view over it: UIKit's where it exists (iOS), AppKit's
    /// otherwise (macOS), so one file builds for both.
    static func viewLines(_ name: String) -> [String] {
        ["#if canImport(UIKit)"] + uiKitViewLines(name) + ["#else"] + appKitViewLines(name) + ["#endif"]
    }

    /// The UIKit view and the SwiftUI view.
    static func uiKitViewLines(_ name: String) -> [String] {
        uiKitViewClassLines(name) + representableLines(name, kit: "UI")
    }

    /// `NAMEMeshTransformUIView`.
    private static func uiKitViewClassLines(_ name: String) -> [String] {
        """
        /// A UIKit view that draws `images` (one per layer, or one for all) through the mesh.
        @MainActor
        final class \(name)MeshTransformUIView: UIView {
            private let metalView = MTKView(frame: .zero, device: MTLCreateSystemDefaultDevice())
            private var renderer: \(name)MetalRenderer?

            init(frame: CGRect, images: [CGImage]) {
                super.init(frame: frame)
                metalView.frame = bounds
                metalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                metalView.isOpaque = false
                addSubview(metalView)
                show(images)
            }

            /// `view`'s layer as it is drawn now, as the content of every layer.
            convenience init(frame: CGRect, snapshotOf view: UIView) {
                let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in view.layer.render(in: context.cgContext) }
                self.init(frame: frame, images: image.cgImage.map { [$0] } ?? [])
            }

            required init?(coder: NSCoder) { nil }

            /// Replaces the content.
            func show(_ images: [CGImage]) {
                renderer = \(name)MetalRenderer(view: metalView, images: images)
                metalView.delegate = renderer
            }
        }

        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The AppKit view and the SwiftUI view, for macOS: the same renderer in an `NSView`, the
    /// snapshot taken with `cacheDisplay(in:to:)`.
    static func appKitViewLines(_ name: String) -> [String] {
        appKitViewClassLines(name) + representableLines(name, kit: "NS")
    }

    /// `NAMEMeshTransformNSView`.
    private static func appKitViewClassLines(_ name: String) -> [String] {
        """
        /// An AppKit view that draws `images` (one per layer, or one for all) through the mesh.
        @MainActor
        final class \(name)MeshTransformNSView: NSView {
            private let metalView = MTKView(frame: .zero, device: MTLCreateSystemDefaultDevice())
            private var renderer: \(name)MetalRenderer?

            init(frame: NSRect, images: [CGImage]) {
                super.init(frame: frame)
                metalView.frame = bounds
                metalView.autoresizingMask = [.width, .height]
                metalView.layer?.isOpaque = false
                addSubview(metalView)
                show(images)
            }

            /// `view` as it is drawn now, its subviews included, as the content of every layer.
            convenience init(frame: NSRect, snapshotOf view: NSView) {
                let bitmap = view.bitmapImageRepForCachingDisplay(in: view.bounds)
                if let bitmap { view.cacheDisplay(in: view.bounds, to: bitmap) }
                self.init(frame: frame, images: bitmap?.cgImage.map { [$0] } ?? [])
            }

            required init?(coder: NSCoder) { nil }

            /// Replaces the content.
            func show(_ images: [CGImage]) {
                renderer = \(name)MetalRenderer(view: metalView, images: images)
                metalView.delegate = renderer
            }
        }

        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The SwiftUI view over the platform view (`kit`: "UI" for UIKit's, "NS" for AppKit's), which
    /// snapshots its SwiftUI content with ImageRenderer.
    private static func representableLines(_ name: String, kit: String) -> [String] {
        """
        /// A SwiftUI view that draws SwiftUI `content`, rendered once with ImageRenderer, through the mesh.
        struct \(name)MeshTransformView<Content: View>: \(kit)ViewRepresentable {
            let content: Content
            var scale: CGFloat = 2

            init(scale: CGFloat = 2, @ViewBuilder content: () -> Content) {
                self.scale = scale
                self.content = content()
            }

            @MainActor
            func make\(kit)View(context: Context) -> \(name)MeshTransform\(kit)View {
                \(name)MeshTransform\(kit)View(frame: .zero, images: snapshot())
            }

            @MainActor
            func update\(kit)View(_ view: \(name)MeshTransform\(kit)View, context: Context) {
                view.show(snapshot())
            }

            @MainActor
            private func snapshot() -> [CGImage] {
                let renderer = ImageRenderer(content: content)
                renderer.scale = scale
                return renderer.cgImage.map { [$0] } ?? []
            }
        }
        """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
