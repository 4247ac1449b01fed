import Testing

@Test func TerminalOutputTestTargetBuilds() {
    #expect(Bool(true))
}
