import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `export obj` writes the layer's name on its `o` line percent-encoded where OBJ cannot hold
/// it (``OBJName``), and meshplay's reader gives back the same name and mesh: a layer named
/// `end\` continued the `o` line onto the first `v`, which was lost.
struct OBJNameTests {
    /// The objects (name and mesh) meshplay's reader finds in `text`, one per `o`.
    static func objects(_ text: String) throws -> [(name: String, mesh: MeshTransform)] {
        var reader = OBJReader()
        try reader.feed(Array(text.utf8)[...])
        try reader.endOfFile()
        return try reader.finish(OBJImportOptions(), file: "t.obj").objects
    }

    /// `export obj` of a 2×2 grid named `name`: the file's text and the layer's mesh.
    static func exported(_ name: String) throws -> (text: String, mesh: MeshTransform) {
        var (s, files) = HostileNameTests.gridLayer(named: name)
        #expect(s.execute("grid 2 2").isSuccess)
        #expect(s.execute("vertex 4 to.z 0.25").isSuccess)
        #expect(s.execute("export obj n.obj").isSuccess)
        return (try #require(files.text("n.obj")), try #require(s.state.scene.layers[0].mesh))
    }

    @Test func aLayerNamedEndBackslashReadsBackWithItsFirstVertex() throws {
        let (text, mesh) = try Self.exported("end\\")
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("o ") } == ["o end%5C"])
        #expect(lines.contains(Substring(OBJName.comment)))
        let objects = try Self.objects(text)
        #expect(objects.map(\.name) == ["end\\"])
        #expect(objects.first?.mesh == mesh)
    }

    @Test(arguments: [
        ("my layer", "o my layer"),
        ("end\\", "o end%5C"),
        ("a \\ b", "o a %5C b"),
        ("#1 # two", "o %231 %23 two"),
        ("100%", "o 100%25"),
        (" lead", "o %20lead"),
        ("trail ", "o trail%20"),
        ("two  spaces", "o two%20%20spaces"),
        ("x\u{202E}y", "o x%E2%80%AEy"),
        ("tab\there", "o tab%09here"),
        ("line\nbreak", "o line%0Abreak"),
        ("nul\u{0}", "o nul%00"),
        ("é \"q\" */ ]]> \"\"\" <&>", "o é \"q\" */ ]]> \"\"\" <&>"),
    ])
    func aNameIsWrittenOnOneOLineAndReadsBackTheSame(_ name: String, _ line: String) throws {
        let (text, mesh) = try Self.exported(name)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("o ") } == [Substring(line)])
        // The comment that says names are encoded comes only when one is.
        #expect(lines.contains(Substring(OBJName.comment)) == (line != "o " + name))
        #expect(!lines.contains { $0.hasSuffix("\\") })
        let objects = try Self.objects(text)
        #expect(objects.map(\.name) == [name])
        #expect(objects.first?.mesh == mesh)
    }

    /// Another program's names are read as written: `%25` is only a percent sign in meshplay's
    /// own files, after the comment.
    @Test func anotherProgramsPercentIsKept() throws {
        let objects = try Self.objects("o 100%25 %5C\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\n")
        #expect(objects.map(\.name) == ["100%25 %5C"])
    }

    @Test(arguments: ["%", "%4", "%zz", "%FF%FE"])
    func aPercentThatIsNoByteOfUTF8IsItself(_ text: String) {
        #expect(OBJName.decoded(text) == text)
    }

    /// Random names over the characters that make trouble somewhere (OBJ's `\`, `#`, spaces;
    /// percent signs; quotes, comment ends, CDATA ends, bidi controls, line breaks) and some
    /// that do not, exported and read back.
    @Test func randomNamesRoundTripThroughExportAndImport() throws {
        var rng = SplitMix64(state: 32_4)
        for _ in 0..<200 {
            let name = Self.randomName(&rng)
            let (text, mesh) = try Self.exported(name)
            let objects = try Self.objects(text)
            #expect(objects.map(\.name) == [name], "\(text)")
            #expect(objects.first?.mesh == mesh, "\(name.debugDescription)")
        }
    }

    /// The pieces random names are made of.
    static let namePieces = ["\\", "#", " ", "  ", "%", "%20", "%5C", "\"", "'", "*/", "/*", "\"\"\"", "]]>", "<!--", "-->", "&amp;",
                             "\u{202E}", "\u{2066}", "??/", "\n", "\t", "\u{0}", "\u{85}", "\u{2028}", "é", "中", "👩‍👩‍👧", "a", "Z", "0", "_", "o", "v 1 2 3"]

    static func randomName(_ rng: inout SplitMix64, pieces: [String] = namePieces) -> String {
        var name = ""
        for _ in 0..<Int.random(in: 1...8, using: &rng) { name += pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
        return name
    }
}
