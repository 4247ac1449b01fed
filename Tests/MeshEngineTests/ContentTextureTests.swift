import Testing
@testable import MeshEngine

struct ContentTextureTests {
    let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)

    @Test func checkerboardAlternatesSquaresStartingWithTheFirstColour() {
        let t = Content.checkerboard(squares: 4, red, blue).texture(width: 64, height: 32)
        #expect(t.width == 64 && t.height == 32 && t.pixels.count == 64 * 32)
        #expect(t[0, 0] == red && t[15, 7] == red)
        #expect(t[16, 0] == blue && t[0, 8] == blue && t[16, 8] == red)
        #expect(t[63, 31] == red)
        let reds = t.pixels.filter { $0 == red.packed }.count
        #expect(reds == 64 * 32 / 2)
    }

    /// The jelly's disc: flat fill at the centre, and each rim ring rises through in-between
    /// colours (anti-aliased, as the rim is) rather than switching from one texel to the next.
    @Test func discRingsFadeInThroughInBetweenColours() {
        let fill = Color(r: 28, g: 184, b: 153)
        let t = Texture.disc(diameter: 0.78125, color: fill, side: 256)
        #expect(t[128, 128] == fill)
        // Along the diagonal from the centre out to the rim (the centre row meets the rings at
        // texel boundaries): greens between the fill's and the ring's.
        let greens = (0..<70).map { Int(t[128 + $0, 128 + $0].g) }
        let ring = greens.max() ?? 0
        #expect(ring > Int(fill.g))
        let between = Set(greens.filter { $0 > Int(fill.g) && $0 < ring })
        #expect(between.count >= 4, "\(greens)")
    }

    @Test func gridDrawsCrispLinesOnCellBoundariesAndEdges() {
        let t = Content.grid(lines: 4, line: .black, background: .white).texture(width: 64, height: 64)
        for p in [0, 16, 32, 48, 63] {
            #expect(t[p, 5] == .black, "column \(p)")
            #expect(t[5, p] == .black, "row \(p)")
        }
        #expect(t[8, 8] == .white && t[17, 9] == .white && t[15, 9] == .white)
        let thick = Content.grid(lines: 2, line: .black, background: .white).texture(width: 64, height: 64)
        #expect(thick[0, 9] == .black && thick[1, 9] == .black && thick[2, 9] == .white)
        #expect(thick[31, 9] == .black && thick[32, 9] == .black && thick[33, 9] == .white && thick[30, 9] == .white)
        #expect(thick[62, 9] == .black && thick[63, 9] == .black && thick[61, 9] == .white)
    }

    @Test func uvGradientCornersAreRedGreenAndBlueTouched() {
        let t = Content.uvGradient.texture(width: 33, height: 17)
        let blue = UInt8(64)
        #expect(t[0, 0] == Color(r: 0, g: 0, b: blue))
        #expect(t[32, 0] == Color(r: 255, g: 0, b: blue))
        #expect(t[0, 16] == Color(r: 0, g: 255, b: blue))
        #expect(t[32, 16] == Color(r: 255, g: 255, b: blue))
        #expect(t[16, 8] == Color(r: 128, g: 128, b: blue))
    }

    @Test func labelHasDarkTextInTheMiddleOfALightBackground() {
        let t = Content.articleLabel("Hello").texture(width: 128, height: 128)
        func isDark(_ c: Color) -> Bool { Int(c.r) + Int(c.g) + Int(c.b) < 300 }
        #expect(!isDark(t[0, 0]) && !isDark(t[127, 127]) && !isDark(t[64, 10]) && !isDark(t[64, 118]))
        let middle = (40..<88).flatMap { y in (8..<120).map { t[$0, y] } }
        let dark = middle.filter(isDark).count
        #expect(dark > middle.count / 8 && dark < middle.count * 2 / 3)
        // Scaled to fill: ink spans most of the width.
        let inkColumns = (0..<128).filter { x in (0..<128).contains { isDark(t[x, $0]) } }
        #expect((inkColumns.first ?? 0) < 16 && (inkColumns.last ?? 0) > 111)
    }

    @Test func multiLineLabelCentresEachLine() {
        let t = Content.label(text: "I\nIII", foreground: .black, background: .white).texture(width: 170, height: 170)
        let inkRows = (0..<170).filter { y in (0..<170).contains { t[$0, y] != .white } }
        let firstRow = inkRows.first ?? 0, lastRow = inkRows.last ?? 0
        func inkColumns(_ y: Int) -> [Int] { (0..<170).filter { t[$0, y] != .white } }
        let top = inkColumns(firstRow + 1), bottom = inkColumns(lastRow - 2)
        #expect(!top.isEmpty && !bottom.isEmpty)
        let topCentre = Double(top.first! + top.last!) / 2, bottomCentre = Double(bottom.first! + bottom.last!) / 2
        #expect(abs(topCentre - 84.5) < 3 && abs(bottomCentre - 84.5) < 3)
        #expect(top.last! - top.first! < bottom.last! - bottom.first!)
    }

    @Test func tinyLabelsStayOnTheBackground() {
        let t = Content.articleLabel("A long line of text").texture(width: 8, height: 4)
        #expect(t.pixels.count == 32)
        let empty = Content.articleLabel("").texture(width: 8, height: 8)
        #expect(Set(empty.pixels) == [Color(r: 240, g: 240, b: 235).packed])
    }

    @Test func solidKeepsAlpha() {
        let c = Color(r: 10, g: 20, b: 30, a: 40)
        let t = Content.solid(c).texture(width: 3, height: 2)
        #expect(t.pixels == Array(repeating: c.packed, count: 6))
    }

    @Test func imageOfTheRequestedSizeIsReturnedAsIs() {
        let source = Texture(width: 2, height: 2, pixels: [1, 2, 3, 4].map { Color(r: $0, g: 0, b: 0).packed }, source: "a.png")
        #expect(Content.image(source).texture(width: 2, height: 2) == source)
    }

    @Test func imageIsResampledByAreaAveraging() {
        let source = Texture(width: 2, height: 2, pixels: [red, blue, blue, red].map(\.packed), source: "a.png")
        let big = Content.image(source).texture(width: 4, height: 4)
        #expect(big.width == 4 && big[0, 0] == red && big[1, 1] == red && big[2, 0] == blue && big[3, 3] == red)
        #expect(big.source == "a.png")
        let small = Content.image(source).texture(width: 1, height: 1)
        #expect(small[0, 0] == Color(r: 128, g: 0, b: 128))
        let odd = Content.image(source).texture(width: 3, height: 3)
        #expect(odd[0, 0] == red && odd[1, 1] == Color(r: 128, g: 0, b: 128) && odd[2, 0] == blue)
    }

    @Test func transparentTexelsDoNotDarkenTheirNeighbours() {
        let source = Texture(width: 2, height: 1, pixels: [red.packed, Color.clear.packed])
        let t = source.resampled(width: 1, height: 1)
        #expect(t[0, 0] == Color(r: 255, g: 0, b: 0, a: 128))
    }

    @Test(arguments: [(0, 0), (0, 10), (10, 0), (-5, 3)])
    func zeroSizedTexturesAreEmpty(width: Int, height: Int) {
        for content in [Content.uvGradient, .articleLabel("x"), .grid(lines: 3, line: .black, background: .white),
                        .checkerboard(squares: 0, .black, .white), .solid(.black),
                        .image(Texture(width: 1, height: 1, fill: .black))] {
            let t = content.texture(width: width, height: height)
            #expect(t.pixels.isEmpty && t.width * t.height == 0 && t.width >= 0 && t.height >= 0)
        }
    }

    @Test func hugeSizesAreCappedAt2048() {
        let t = Content.solid(.white).texture(width: 1 << 40, height: 3)
        #expect(t.width == 2048 && t.height == 3 && t.pixels.count == 2048 * 3)
    }

    @Test func degenerateCountsStillProduceAPattern() {
        let t = Content.checkerboard(squares: -3, red, blue).texture(width: 4, height: 4)
        #expect(Set(t.pixels) == [red.packed])
        let many = Content.checkerboard(squares: 100, red, blue).texture(width: 10, height: 10)
        #expect(many.pixels.count == 100)
    }
}
