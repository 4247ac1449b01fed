import MeshEngine
import Testing
@testable import MeshScript

/// Paths inside files mean files beside them (``ScenePaths``), so a saved scene loads from any
/// directory, while older files that meant the current directory still load, with a note.
@Suite struct ScenePathTests {
    /// A host whose images decode to a 1×1 texture, over `files`.
    static func host(_ files: InMemoryFileSystem) -> SessionHost {
        SessionHost(fileSystem: files, decodeImage: { _, path in Texture(width: 1, height: 1, pixels: [0xFF00_C800], source: path) })
    }

    static func image(_ s: Session, layer: Int = 0) -> String? {
        if case let .image(t) = s.state.scene.layers[layer].content { return t.source }
        return nil
    }

    @Test(arguments: [
        ("green.png", "/p/sub", "green.png"), ("/p/sub/green.png", "/p/sub", "green.png"),
        ("/p/pics/a.png", "/p/sub", "../pics/a.png"), ("/usr/share/a.png", "/home/u", "/usr/share/a.png"),
        ("sub/green.png", "sub", "green.png"), ("green.png", "sub", "../green.png"), ("/p/./sub/../sub/a.png", "/p/sub", "a.png"),
    ])
    func aTargetIsWrittenFromTheFilesDirectory(target: String, directory: String, expected: String) {
        #expect(ScenePaths.relative(target, from: directory) == expected)
    }

    /// A script on a pipe (`run -`, `run /dev/stdin`, `run <(…)`) has no directory of its own.
    @Test(arguments: ["/dev/stdin", "/dev/fd/63", "/proc/self/fd/11"])
    func aPipesPathsMeanTheCurrentDirectory(file: String) {
        #expect(ScenePaths.directory(of: file) == nil)
        #expect(ScenePaths.resolve("sub/inner.mesh", in: ScenePaths.directory(of: file)) == "sub/inner.mesh")
    }

    @Test func resolvingLeavesAbsoluteAndHomePathsAndBareFilesAlone() {
        #expect(ScenePaths.resolve("a.png", in: "sub") == "sub/a.png")
        #expect(ScenePaths.resolve("a.png", in: "/") == "/a.png")
        #expect(ScenePaths.resolve("/x/a.png", in: "sub") == "/x/a.png")
        #expect(ScenePaths.resolve("~/a.png", in: "sub") == "~/a.png")
        #expect(ScenePaths.resolve("a.png", in: ScenePaths.directory(of: "scene.mesh")) == "a.png")
    }

    @Test func aSavedImagePathIsRelativeToTheSceneFileAndLoadsBack() {
        let files = InMemoryFileSystem(textFiles: ["sub/green.png": "png"])
        var s = Session(host: Self.host(files))
        _ = s.execute("content image sub/green.png")
        #expect(s.execute("save sub/scene.mesh").text == "saved sub/scene.mesh")
        #expect(files.text("sub/scene.mesh")?.contains("\ncontent image \"green.png\"\n") == true)
        var t = Session(host: Self.host(files))
        #expect(t.execute("load sub/scene.mesh").text == "loaded sub/scene.mesh")
        #expect(Self.image(t) == "sub/green.png")
        #expect(t.state == s.state)
    }

    @Test func anOlderFileThatMeantTheCurrentDirectoryLoadsWithANote() {
        let files = InMemoryFileSystem(textFiles: ["sub/green.png": "png", "sub/old.mesh": "grid 1 1\ncontent image \"sub/green.png\"\n"])
        var s = Session(host: Self.host(files))
        #expect(s.execute("load sub/old.mesh").text == """
            loaded sub/old.mesh
            sub/old.mesh:2: note: sub/green.png is not beside the file (no sub/sub/green.png); read it from the current \
            directory as older files meant; `save` writes it relative to the file
            """)
        #expect(Self.image(s) == "sub/green.png")
        _ = s.execute("save sub/old.mesh")
        #expect(files.text("sub/old.mesh")?.contains("\ncontent image \"green.png\"\n") == true)
    }

    @Test func anImageFoundNowhereIsNamedByTheFilesReading() {
        let files = InMemoryFileSystem(textFiles: ["sub/x.mesh": "content image gone.png\n"])
        var s = Session(host: Self.host(files))
        #expect(failure(&s, "load sub/x.mesh")?.description == "sub/x.mesh:1:15: error: sub/gone.png: no such file")
    }

    @Test func nestedLoadsImportsAndOutputsInAFileAreBesideIt() {
        let files = InMemoryFileSystem(textFiles: [
            "a/outer.mesh": "load b/inner.mesh\nexport obj out.obj\n",
            "a/b/inner.mesh": "import obj m.obj\n",
            "a/b/m.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n",
        ])
        var s = Session(host: Self.host(files))
        #expect(s.execute("load a/outer.mesh").isSuccess)
        #expect(files.exists("a/out.obj"))
        #expect(s.state.scene.layers[0].mesh?.faces.count == 1)
    }

    @Test func typedPathsStayRelativeToTheCurrentDirectory() {
        let files = InMemoryFileSystem(textFiles: ["a/scene.mesh": "grid 1 1\n"])
        var s = Session(host: Self.host(files))
        _ = s.execute("load a/scene.mesh")
        _ = s.execute("export obj out.obj")
        #expect(files.exists("out.obj"))
    }
}
