import MeshEngine

/// Why `import caml` could not read a Core Animation archive, with the values it found;
/// ``ScriptError`` places it at the element's line and column (``ScriptError/Kind/caml(_:)``),
/// and ``description`` is its text.
public enum CAMLProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file passed the import budget (its size in bytes).
    case overBudget(budget: Int)
    /// The XML parser stopped, with its own reason.
    case notXML(String)
    /// The root is not `<caml>` or holds no layer.
    case notAnArchive
    /// The container's layers are all hidden or it has none.
    case noVisibleSublayers
    /// A layer's `meshTransform` value that does not read as a mesh.
    case mesh(layer: CAMLElement, MeshValueProblem)
    /// A `subdivisionSteps` attribute that is not a whole number of -1 or more, as written.
    case subdivisionSteps(String)
    /// A `depthNormalization` attribute that names no ``DepthNormalization``, as written.
    case depthNormalization(String)
    /// A colour property (its name and text) that is not three numbers from 0 to 1.
    case color(name: String, text: String)
    /// A numbers attribute of an element (`bounds`, `position`) without `count` numbers.
    case numbers(CAMLElement, attribute: String, text: String, count: Int)
    /// A transform attribute of an element that does not read as a transform.
    case transform(CAMLElement, attribute: String, text: String, TransformFault)

    /// How a transform attribute is wrong.
    public enum TransformFault: Equatable, Sendable {
        /// Plain numbers, but not sixteen finite ones.
        case notSixteenNumbers
        /// A function's `(` with no `)`.
        case unclosed
        /// A function whose arguments are not all finite numbers.
        case notNumbers(function: String)
        /// A function meshplay does not read, with how many arguments it had.
        case unknownFunction(String, arguments: Int)
    }

    public var description: String {
        switch self {
        case let .overBudget(budget): return "the file is larger than the CAML import budget of \(ScriptError.bytesText(budget))"
        case let .notXML(why): return "not well-formed XML (\(why))"
        case .notAnArchive: return "no <caml> element holding a layer: is it a Core Animation archive?"
        case .noVisibleSublayers: return "the archive's container has no visible sublayers"
        case let .mesh(layer, problem): return "layer \(layer): \(problem)"
        case let .subdivisionSteps(steps): return "subdivisionSteps '\(steps)' is not a whole number of -1 or more"
        case let .depthNormalization(depth):
            return "depthNormalization '\(depth)' is not one of " + DepthNormalization.allCases.map(\.rawValue).joined(separator: ", ")
        case let .color(name, text): return "\(name) '\(text)' is not three numbers from 0 to 1"
        case let .numbers(element, attribute, text, count):
            return "\(element) \(attribute)='\(text.prefix(80))' is not \(count) number\(count == 1 ? "" : "s")"
        case let .transform(element, attribute, text, fault):
            return "\(element) \(attribute)='\(text.prefix(80))': " + Self.text(of: fault)
        }
    }

    private static func text(of fault: TransformFault) -> String {
        switch fault {
        case .notSixteenNumbers: return "expected 16 numbers"
        case .unclosed: return "a function is not closed"
        case let .notNumbers(function): return "\(function)'s arguments are not numbers"
        case let .unknownFunction(function, arguments):
            return "meshplay reads scale(…), rotate(…deg) and translate(…), not \(function) of \(arguments)"
        }
    }
}

/// An archive's element as a message names it: `<CALayer name="lid">`.
public struct CAMLElement: Equatable, Sendable, CustomStringConvertible {
    /// The element's tag.
    public var tag: String
    /// Its `name` attribute, if it has one.
    public var name: String?

    public init(tag: String, name: String?) {
        self.tag = tag
        self.name = name
    }

    public var description: String {
        "<\(tag)" + (name.map { " name=\"\(String($0.prefix(40)).controlsEscaped)\"" } ?? "") + ">"
    }
}

/// Why a `meshTransform` value (``MeshTransform/camlString``) does not read back as a mesh.
public enum MeshValueProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based word of the value, the word, and what is wrong with it.
    case word(Int, String, Fault)
    /// The value ends inside a bracket or between an item's groups and its letter.
    case unfinishedItem

    /// What is wrong with one word.
    public enum Fault: Equatable, Sendable {
        case nestedBracket, notANumber, vertexShape, faceShape, expectedItem
    }

    public var description: String {
        switch self {
        case let .word(index, word, fault): return "meshTransform word \(index) '\(word)': " + Self.text(of: fault)
        case .unfinishedItem: return "meshTransform ends inside an item"
        }
    }

    private static func text(of fault: Fault) -> String {
        switch fault {
        case .nestedBracket: return "a bracket opens inside another"
        case .notANumber: return "not a finite number"
        case .vertexShape: return "a vertex is [fx fy] [tx ty tz] v"
        case .faceShape: return "a face is [i0 i1 i2 i3] [w0 w1 w2 w3] f"
        case .expectedItem: return "expected [, v or f"
        }
    }
}
