import Testing

@Test func MeshScriptTestTargetBuilds() {
    #expect(Bool(true))
}
