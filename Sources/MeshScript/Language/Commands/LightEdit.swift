import MeshEngine

/// The properties a `light add KIND …` or `light N …` line gives, in the order typed: one
/// list applied by one rule, so a light is set the same way whether it is new or edited.
public struct LightEdit: Equatable, Sendable {
    /// One property and its value.
    public enum Change: Equatable, Sendable {
        case aim(LightAim)
        case position(Point3D)
        case color(Color)
        case intensity(Double)
        /// The cone's half-angle, in radians (`cone DEGREES` or `coneradians R`).
        case cone(radians: Double)
        /// `kind K` (`light N` only): the light becomes that kind, keeping the position, aim,
        /// colour, intensity and cone it holds; what follows is taken as the new kind takes it.
        case kind(Light.Kind)
    }

    public var changes: [Change]
    /// Where each change's word was typed, so that an error about one (a property the light's
    /// kind does not keep, an `at` on its own position) points at it. Not part of the value.
    public var columns: [Int]

    public init(changes: [Change], columns: [Int] = []) {
        self.changes = changes
        self.columns = columns
    }

    public static func == (a: LightEdit, b: LightEdit) -> Bool { a.changes == b.changes }

    /// `light`'s changes applied in order. `at` is resolved against the final position,
    /// whichever comes first, as a spot light is aimed at a point from where it ends up; a
    /// property `light`'s kind does not keep is refused rather than dropped (``save`` would not
    /// write it).
    public func apply(to light: inout Light) throws(ScriptError) {
        var edited = light
        var target: (point: Point3D, column: Int)? = nil
        for (k, change) in changes.enumerated() {
            let column = columns.indices.contains(k) ? columns[k] : 0
            let takes = CommandParser.lightProperties(of: edited.kind)
            guard change.word == "kind" || takes.contains(change.word) else {
                throw ScriptError(.lightPropertyNotTaken(change.word, kind: edited.kind.rawValue, takes: takes), column: column)
            }
            switch change {
            case let .kind(kind): edited.kind = kind
            case let .aim(.toward(v)): edited.toward = v; target = nil
            case let .aim(.from(v, _)): edited.direction = v; target = nil
            case let .aim(.at(p)): target = (p, column)
            case let .position(p): edited.position = p
            case let .color(c): edited.color = c
            case let .intensity(i): edited.intensity = i
            case let .cone(radians): edited.coneAngle = radians
            }
        }
        if let target {
            let toward = target.point - edited.position
            guard toward != .zero else {
                throw ScriptError(.outOfRange(target.point.scriptText, allowed: "the point a light shines at must differ from its position"),
                                  column: target.column)
            }
            edited.toward = toward
        }
        // A new kind drops what it does not take, as `save` would.
        light = edited.keptByKind
    }

    /// Whether the old word `direction` gave an aim (its message reminds what it means).
    var spellsDirection: Bool {
        changes.contains { if case .aim(.from(_, spelledDirection: true)) = $0 { true } else { false } }
    }
}

extension LightEdit.Change {
    /// The word that set it, as ``CommandParser/lightProperties(of:)`` names what a kind keeps.
    var word: String {
        switch self {
        case .aim(.toward): return "toward"
        case let .aim(.from(_, spelledDirection)): return spelledDirection ? "direction" : "from"
        case .aim(.at): return "at"
        case .position: return "position"
        case .color: return "color"
        case .intensity: return "intensity"
        case .cone: return "cone"
        case .kind: return "kind"
        }
    }
}
