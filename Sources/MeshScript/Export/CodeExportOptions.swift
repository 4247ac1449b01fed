/// What `export swift|objc|camesh|caml FILE [name NAME] [subdivided]` asks beyond the format.
public struct CodeExportOptions: Equatable, Sendable {
    /// The prefix of every name the code declares (`NAMEScene`, `NAMEMeshTransform()`,
    /// `NAMEApply()`), so two exports can live in one app without clashing.
    public var name = CodeExportOptions.defaultName
    /// Bake the layer's subdivision into the mesh (BCMeshTransformView has no
    /// `subdivisionSteps`; `camesh` and `caml` keep the steps for Core Animation to apply).
    public var subdivided = false
    /// The most bytes the file may hold (`budget KB`); a larger one is refused, not written.
    public var budget = CodeExportOptions.defaultBudget

    public init(name: String = CodeExportOptions.defaultName, subdivided: Bool = false, budget: Int = CodeExportOptions.defaultBudget) {
        self.name = name
        self.subdivided = subdivided
        self.budget = budget
    }

    /// `budget` counts kilobytes of this many bytes (KiB).
    public static let bytesPerKilobyte = 1024
    /// 200 KB: code an app carries, and a reader can page through.
    public static let defaultBudget = 200 * bytesPerKilobyte
    /// The largest `budget`, in kilobytes (1 GiB).
    public static let maxBudgetKilobytes = 1 << 20

    /// The prefix when none is given.
    public static let defaultName = "Meshplay"

    /// At most this many characters, so a name stays an identifier that reads as one.
    public static let maxNameLength = 64

    /// Why `name` cannot prefix the code's names, or nil. A name is an identifier of ASCII
    /// letters, digits and underscores starting with a letter, which both Swift and C accept;
    /// every declaration appends a word to it (`Scene`, `MeshTransform`), so no keyword can result.
    public static func problem(withName name: String) -> String? {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return "a code name starts with a letter (A–Z, a–z)" }
        guard name.unicodeScalars.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }) else {
            return "a code name holds only letters, digits and _, so it is a name in Swift and Objective-C"
        }
        guard name.count <= maxNameLength else { return "a code name has at most \(maxNameLength) characters" }
        return nil
    }
}

extension Unicode.Scalar {
    /// A–Z or a–z.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension CodeExportFormat {
    /// The formats for BCMeshTransformView, which draws the control mesh as given, so
    /// `subdivided` bakes the steps into it; CAMeshTransform applies `subdivisionSteps` itself.
    var bakesSubdivision: Bool {
        switch self {
        case .swift, .objc: return true
        case .camesh, .caml: return false
        }
    }
}
