// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "meshplay",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "meshplay", targets: ["meshplay"]),
        .library(name: "MeshEngine", targets: ["MeshEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure core: geometry, mesh, subdivision, rasterizer, scene, animation. No I/O.
        // Bounds and overflow checks stay on in release: the measured hot loops (scan
        // conversion, shading, resolve) use raw pointers and wrapping arithmetic on purpose,
        // each with a comment saying why; README's Benchmarks section gives what checks cost.
        .target(name: "MeshEngine"),
        // Pure command language over the engine; file access comes in through a protocol.
        .target(name: "MeshScript", dependencies: ["MeshEngine"]),
        // Pure half-block cell grid, palette quantisation, ANSI encoder and the pixel protocols'
        // encoders (zlib compresses kitty frames: computation only, no I/O).
        .target(name: "TerminalOutput", dependencies: ["MeshEngine", "CZlib"]),
        // C shims (no stable API): ncursesw, libpng, FreeType and fontconfig.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(name: "CLibPNG", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // Animated GIFs (`render --frames … --out x.gif`).
        .systemLibrary(name: "CGifLib", providers: [.apt(["libgif-dev"])]),
        // FreeType rasterises label glyphs from a font's bytes; fontconfig finds the font.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
        // Files: PNG/PPM codecs, atomic writes, the script runner's file system.
        .target(name: "MeshIO", dependencies: ["MeshEngine", "MeshScript", "CLibPNG", "CFreeType", "CZlib", "CGifLib"]),
        // The executable: command line, headless rendering, benchmarks and the curses playground.
        // Built without optimisation in release too: its code is argument parsing, the panel and
        // curses calls, none of it per pixel (frames are drawn by MeshEngine and encoded by
        // TerminalOutput, both -O), and -O on it cost a large share of a release build
        // (docs/benchmarks.md, Build time). unsafeFlags make only the `meshplay` product
        // unusable as a dependency by URL; the `MeshEngine` library has none.
        .executableTarget(
            name: "meshplay",
            dependencies: [
                "MeshEngine", "MeshScript", "TerminalOutput", "MeshIO", "CNcursesw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.unsafeFlags(["-Onone"], .when(configuration: .release))]
        ),
        .testTarget(name: "MeshEngineTests", dependencies: ["MeshEngine"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MeshScriptTests", dependencies: ["MeshScript", "MeshEngine"], resources: [.copy("OBJFixtures"), .copy("CodeStubs"), .copy("CAMLFixtures")]),
        .testTarget(name: "TerminalOutputTests", dependencies: ["TerminalOutput", "MeshEngine"]),
        // The goldens are read from the source tree (#filePath), so a re-record lands where git sees it.
        .testTarget(name: "MeshIOTests", dependencies: ["MeshIO", "MeshEngine", "MeshScript"], exclude: ["Goldens"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["meshplay"]),
    ],
    swiftLanguageModes: [.v6]
)
