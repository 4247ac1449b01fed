import MeshEngine
import Testing
@testable import TerminalOutput

@Suite struct AnsiTextTests {
    @Test func eachCellRowIsOneLineEndingInAReset() {
        let text = AnsiText.render(image([[red, red], [red, blue], [green, green]]), mode: .truecolor)
        #expect(visible(text) == """
            \\e[48;2;255;0;0m \\e[38;2;255;0;0;48;2;0;0;255m▀\\e[0m
            \\e[38;2;0;255;0;49m▀▀\\e[0m

            """)
    }

    @Test func monoUsesLuminanceGlyphsWithDefaultColours() {
        let text = AnsiText.render(image([[.white, .black, grey], [.white, .black, grey]]), mode: .mono)
        #expect(visible(text) == "\\e[39;49m@ +\\e[0m\n")
    }

    @Test func asciiFallbackShowsTheAverageColourAsABackground() {
        let text = AnsiText.render(image([[red], [blue]]), mode: .truecolor, ascii: true)
        #expect(visible(text) == "\\e[48;2;127;0;127m \\e[0m\n")
    }

    @Test func anEmptyImageIsEmptyText() {
        #expect(AnsiText.render(Image(width: 0, height: 0), mode: .truecolor) == "")
        #expect(AnsiText.render(Image(width: 3, height: 0), mode: .palette16) == "")
    }
}
