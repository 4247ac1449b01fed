import Testing
@testable import meshplay

@Suite struct SGRMouseTests {
    static func report(_ text: String) -> SGRMouse? {
        let bytes = Array(text.utf8)
        guard let final = bytes.last else { return nil }
        return SGRMouse(parameters: Array(bytes.dropLast()), final: final)
    }

    @Test(arguments: [
        ("0;80;20M", SGRMouse(.press(1), column: 79, row: 19)),
        ("0;80;20m", SGRMouse(.release(1), column: 79, row: 19)),
        ("2;1;1M", SGRMouse(.press(3), column: 0, row: 0)),
        ("32;86;15M", SGRMouse(.drag(1), column: 85, row: 14)),
        ("64;10;5M", SGRMouse(.wheel(1), column: 9, row: 4)),
        ("65;10;5M", SGRMouse(.wheel(-1), column: 9, row: 4)),
        // Shift, Meta and Control change nothing the playground reads.
        ("20;3;4M", SGRMouse(.press(1), column: 2, row: 3)),
        // Past the 223 columns and rows X10 reports can name.
        ("0;481;300M", SGRMouse(.press(1), column: 480, row: 299)),
    ])
    func reportsDecode(_ text: String, _ expected: SGRMouse) {
        #expect(SGRMouseTests.report(text) == expected)
    }

    @Test(arguments: ["0;80M", "0;80;20;1M", "0;;20M", "0;80;20X", "a;80;20M", "0;0;20M", "3;80;20M",
                      "66;80;20M", "35;80;20M", "0;1234567;20M", "", "M"])
    func whatIsNotAReportIsRefused(_ text: String) {
        #expect(SGRMouseTests.report(text) == nil)
    }
}
