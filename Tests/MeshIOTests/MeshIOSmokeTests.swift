import Testing

@Test func MeshIOTestTargetBuilds() {
    #expect(Bool(true))
}
