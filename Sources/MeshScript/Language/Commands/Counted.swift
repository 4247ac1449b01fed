extension Int {
    /// "1 face", "2 faces": the count with its noun, singular for exactly one.
    func counted(_ singular: String, _ plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }

    /// "1 vertex, 2 faces": a mesh's size as the messages and exported headers give it.
    static func meshSize(vertices: Int, faces: Int) -> String {
        "\(vertices.counted("vertex", "vertices")), \(faces.counted("face"))"
    }
}
