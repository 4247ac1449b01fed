import MeshEngine
import Testing
@testable import TerminalOutput

@Suite struct PaletteTests {
    @Test(arguments: [
        (255, 0, 0, 196), (0, 0, 0, 16), (255, 255, 255, 231), (95, 135, 175, 67),
        (128, 128, 128, 244), (8, 8, 8, 232), (238, 238, 238, 255), (100, 0, 0, 52), (250, 130, 40, 208),
    ])
    func nearest256PicksTheClosestCubeOrGreyEntry(r: Int, g: Int, b: Int, expected: Int) {
        #expect(Palette.nearest256(r: r, g: g, b: b) == expected)
    }

    @Test func everyIndexFrom16OnMapsBackToItself() {
        for index in 16...255 {
            let c = Palette.rgb(ofIndex: index)
            let back = Palette.nearest256(r: c.r, g: c.g, b: c.b)
            #expect(Palette.rgb(ofIndex: back) == c, "index \(index)")
        }
    }

    @Test(arguments: [(0, 0, 0, 0), (250, 10, 10, 9), (200, 0, 0, 1), (120, 120, 130, 8), (250, 250, 250, 15), (230, 230, 230, 7), (10, 10, 230, 4)])
    func nearest16PicksTheClosestAnsiColour(r: Int, g: Int, b: Int, expected: Int) {
        #expect(Palette.nearest16(r: r, g: g, b: b) == expected)
    }

    @Test func orderedDitheringMixesTheTwoNearestCubeColoursForAnInBetweenColour() {
        let between = Color(r: 255, g: 0, b: 115)
        let plain = CellGrid(image: Image(width: 4, height: 8, fill: between), encoding: CellEncoding(mode: .palette256))
        let dithered = CellGrid(image: Image(width: 4, height: 8, fill: between), encoding: CellEncoding(mode: .palette256, dither: true))
        let plainColours = Set(plain.cells.map(\.background))
        let ditheredColours = Set(dithered.cells.flatMap { $0.usesForeground ? [$0.foreground, $0.background] : [$0.background] })
        #expect(plainColours.count == 1)
        #expect(ditheredColours == [197, 198])
    }
}
