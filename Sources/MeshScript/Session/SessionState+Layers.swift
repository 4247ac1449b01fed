import MeshEngine

/// The layer tree as commands name it: the selected layer, references by number or name, and
/// the one way to insert, remove or renumber layers so that everything naming a layer by index
/// follows.
extension SessionState {
    /// The selected layer's index, or an error when the scene has no layers.
    func layerIndex() throws(ScriptError) -> Int {
        try scene.layerIndex(selectedLayer)
    }

    /// The selected layer's mesh, or an error when it has none.
    func currentMesh() throws(ScriptError) -> MeshTransform {
        let l = try layerIndex()
        guard let mesh = scene.layers[l].mesh else { throw ScriptError(.noMesh(layer: l)) }
        return mesh
    }

    /// The index a layer reference names.
    func resolve(_ ref: LayerReference) throws(ScriptError) -> Int {
        let layers = scene.layers
        switch ref {
        case let .index(i):
            return try scene.layerIndex(i)
        case let .name(n):
            let named = layers.indices.filter { layers[$0].name == n }
            guard let i = named.first else { throw ScriptError(.noSuchLayer(n, count: layers.count)) }
            // Two layers may share a name (files and imports bring them); picking the first
            // without a word would act on a layer the user may not have meant.
            guard named.count == 1 else { throw ScriptError(.ambiguousLayer(n, layers: named)) }
            return i
        }
    }

    /// The deepest a layer may sit in the tree: each frame walks every layer's chain of
    /// superlayers, so the depth is bounded.
    static let maxLayerDepth = 32

    /// Inserts `layer` where Core Animation would draw it (after its superlayer's subtree, or
    /// last), renumbers what refers to the layers after it, and selects it.
    mutating func insertLayer(_ layer: Layer) throws(ScriptError) -> Int {
        var at = scene.layers.count
        if let p = layer.parent {
            guard scene.depth(of: p) + 1 < SessionState.maxLayerDepth else {
                throw ScriptError(.outOfRange("a sublayer of layer \(p)", allowed: "layers nest at most \(SessionState.maxLayerDepth) deep"))
            }
            at = scene.subtreeEnd(of: p)
        }
        renumberLayers { $0 >= at ? $0 + 1 : $0 }
        scene.layers.insert(layer, at: at)
        selectedLayer = at
        selection = .none
        return at
    }

    /// Applies an index shift to everything that names a layer by index.
    mutating func renumberLayers(_ shift: (Int) -> Int) {
        for j in scene.layers.indices {
            if let p = scene.layers[j].parent { scene.layers[j].parent = shift(p) }
        }
        for k in animations.indices { animations[k].layer = shift(animations[k].layer) }
        for k in maps.indices { maps[k].layer = shift(maps[k].layer) }
    }

    /// Removes a layer (its sublayers must be gone or go next) and renumbers what refers to
    /// layers after it.
    mutating func removeLayer(_ i: Int) {
        scene.layers.remove(at: i)
        for j in scene.layers.indices {
            if let p = scene.layers[j].parent, p > i { scene.layers[j].parent = p - 1 }
        }
        animations = animations.compactMap { a in
            var a = a
            if a.layer == i { return nil }
            if a.layer > i { a.layer -= 1 }
            return a
        }
        maps = maps.compactMap { m in
            var m = m
            if m.layer == i { return nil }
            if m.layer > i { m.layer -= 1 }
            return m
        }
        if selectedLayer >= scene.layers.count { selectedLayer = max(0, scene.layers.count - 1) }
        selection = .none
    }
}
