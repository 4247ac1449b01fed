/// Which commands `repeat` may run: small edits whose cost does not grow with the scene, so
/// `repeat`'s budget of commands bounds its time. Commands that rebuild a mesh (`grid`, `map`,
/// `preset`), cost a pass over it (`vertex remove`, listings), draw a frame (`pick`, `fit`,
/// `render`), add to what every frame draws (`layer add`, `light add`), read files or move
/// through history are refused with a clear error instead.
extension Command {
    var isRepeatable: Bool {
        switch self {
        case let .mesh(c): return c.isRepeatable
        case let .light(c): return c.isRepeatable
        case let .layer(c): return c.isRepeatable
        case let .view(c): return c.isRepeatable
        case let .language(c): return c.isRepeatable
        case .tool, .timeline, .animation, .procedural, .file, .history, .query: return false
        }
    }

    /// How many commands `commands` run, a nested `repeat` counting the commands it runs
    /// (what ``RunBudget`` counts for a `repeat` line).
    static func commandCount(_ commands: [Command]) -> Int {
        commands.reduce(0) { total, command in
            if case let .language(.repeated(_, inner)) = command { return total + commandCount(inner) }
            return total + 1
        }
    }
}

extension MeshCommand {
    var isRepeatable: Bool {
        switch self {
        case .vertexAdd, .vertexSet, .faceAdd, .faceSet, .select, .meshEmpty, .meshNone, .subdivision, .depth,
             .triangulation, .flip, .diagonal:
            return true
        case .vertexRemove, .faceRemove, .vertexList, .vertexShow, .faceList, .faceShow, .diagonalShow, .grid:
            return false
        }
    }
}

extension LightCommand {
    var isRepeatable: Bool {
        switch self {
        case .lightEdit, .lightAim, .lightAmbient, .lightPoint, .lightSpot, .lightDiffuse, .lightSpecular, .lightColor, .shading,
             .lightClear, .lightRemove:
            return true
        case .lightAdd, .lightList:
            return false
        }
    }
}

extension LayerCommand {
    var isRepeatable: Bool {
        switch self {
        case .background, .sceneSize, .layerSize, .layerPosition, .layerAnchor, .layerOpacity, .layerDoubleSided,
             .layerZPosition, .layerReflectance, .layerInteraction,
             .layerName, .layerSelect, .layerKind, .transform:
            return true
        case .content, .layerAdd, .layerParent, .layerRemove, .layerList:
            return false
        }
    }
}

extension ViewCommand {
    var isRepeatable: Bool {
        switch self {
        case .overlays, .overlay, .supersample, .orbit, .zoom, .onion, .deformation, .cells: return true
        case .viewport, .inspectFace, .inspectNone, .inspectLayer, .fit, .graphics, .panel: return false
        }
    }
}

extension LanguageCommand {
    var isRepeatable: Bool {
        switch self {
        // A nested repeat's own commands were checked when it was parsed.
        case .define, .remove, .repeated: return true
        case .list, .show: return false
        }
    }
}
