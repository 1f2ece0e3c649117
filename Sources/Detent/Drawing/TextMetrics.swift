/// Text size estimates the core uses to lay labels out without a font engine: an average advance
/// of 0.6 em per character (a little wider than most sans-serif digits, so estimates err on the
/// side of room) and a line height of 1.2 em.
@_spi(Hosting) public enum TextMetrics {
    /// The estimated width of `text` in `font`, points.
    public static func width(of text: String, font: DrawingFont) -> Double {
        Double(text.count) * font.size * 0.6
    }

    /// The estimated line height of `font`, points.
    public static func lineHeight(of font: DrawingFont) -> Double { font.size * 1.2 }
}
