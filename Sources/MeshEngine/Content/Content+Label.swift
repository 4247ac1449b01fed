extension Content {
    /// Share of the texture's width and height the label's text may fill.
    static let labelFill = (width: 0.88, height: 0.7)

    /// The label's text in meshplay's bitmap font, each line centred, scaled uniformly so
    /// the block fills ``labelFill`` of the texture and centred on `background`, like the
    /// article's UILabel. The text is drawn at 1:1 and area-resampled to the exact scale, so
    /// it is crisp when enlarged and still legible (grey) when shrunk.
    static func label(_ text: String, width w: Int, height h: Int, foreground: Color, background: Color) -> Texture {
        var out = Texture(width: w, height: h, fill: background)
        let font = BitmapFont.standard
        let textWidth = font.width(of: text), textHeight = font.height(of: text)
        guard textWidth > 0 else { return out }

        var block = Texture(width: textWidth, height: textHeight, fill: background)
        var top = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let s = String(line)
            font.draw(s, into: &block, x: (textWidth - font.width(of: s)) / 2, y: top, color: foreground)
            top += font.lineHeight
        }

        let scale = min(Double(w) * labelFill.width / Double(textWidth), Double(h) * labelFill.height / Double(textHeight))
        let bw = max(1, Int((Double(textWidth) * scale).rounded())), bh = max(1, Int((Double(textHeight) * scale).rounded()))
        let scaled = block.resampled(width: bw, height: bh)
        let x0 = (w - bw) / 2, y0 = (h - bh) / 2
        for y in 0..<bh where (0..<h).contains(y0 + y) {
            for x in 0..<bw where (0..<w).contains(x0 + x) {
                out.pixels[(y0 + y) * w + x0 + x] = scaled.pixels[y * bw + x]
            }
        }
        return out
    }
}
