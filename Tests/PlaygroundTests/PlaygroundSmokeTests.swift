import Testing

@Test func PlaygroundTestTargetBuilds() {
    #expect(Bool(true))
}
