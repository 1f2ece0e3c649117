import Detent
import Testing

/// CSS hex notation in and out of `DrawingColor`.
struct DrawingColorHexTests {
    @Test("The four CSS hex forms read, with or without #, in either case")
    func readsTheFourForms() {
        #expect(DrawingColor(hex: "#ff8800") == DrawingColor(red: 1, green: 136.0 / 255, blue: 0))
        #expect(DrawingColor(hex: "FF8800") == DrawingColor(red: 1, green: 136.0 / 255, blue: 0))
        #expect(DrawingColor(hex: "#f80") == DrawingColor(red: 1, green: 136.0 / 255, blue: 0))
        #expect(DrawingColor(hex: "#f808") == DrawingColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 136.0 / 255))
        #expect(DrawingColor(hex: " #ff880080 ") == DrawingColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 128.0 / 255))
    }

    @Test("Bad input is nil, never a crash",
          arguments: ["", "#", "#12", "#12345", "#1234567", "#123456789", "#gg0000", "red", "##ff8800", "#ff 800",
                      "#\u{FF11}\u{FF12}\u{FF13}", "#é00", "0x ff8800"])
    func badInputIsNil(_ text: String) {
        #expect(DrawingColor(hex: text) == nil)
    }

    @Test("hexString writes #rrggbb when opaque and #rrggbbaa otherwise, and reads back")
    func roundTrips() throws {
        #expect(DrawingColor(red: 1, green: 136.0 / 255, blue: 0).hexString == "#ff8800")
        #expect(DrawingColor(white: 0, alpha: 0.5).hexString == "#00000080")
        #expect(DrawingColor.clear.hexString == "#00000000")
        for text in ["#000000", "#ffffff", "#0a84ff", "#12345678", "#abcdef01"] {
            let color = try #require(DrawingColor(hex: text))
            #expect(color.hexString == text)
            #expect(DrawingColor(hex: color.hexString) == color)
        }
    }
}
