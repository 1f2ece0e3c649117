import DetentCairo
import Foundation
import Testing

@Suite("RasterImage: pixels, PNG and comparison")
struct RasterImageTests {
    static let half = RasterImage.Pixel(red: 255, green: 0, blue: 0, alpha: 128)

    @Test func bytesMustMatchTheSize() {
        #expect(RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16)) != nil)
        #expect(RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(RasterImage(width: -1, height: 2, rgba: []) == nil)
        #expect(RasterImage(width: Int.max, height: 2, rgba: []) == nil)
    }

    @Test func pixelsOutsideTheImageAreClear() {
        let image = RasterImage(width: 2, height: 2, filledWith: Self.half)
        #expect(image[1, 1] == Self.half)
        #expect(image[2, 0] == .clear)
        #expect(image[0, -1] == .clear)
    }

    @Test func pngRoundTripKeepsStraightAlphaColours() throws {
        var bytes: [UInt8] = []
        for i in 0 ..< 16 { bytes += [UInt8(i * 16), 200, 30, i == 0 ? 0 : 255] }
        bytes += [255, 0, 0, 128]
        let image = try #require(RasterImage(width: 17, height: 1, rgba: bytes))
        let png = try #require(image.pngData())
        let decoded = try #require(RasterImage(pngData: png))
        #expect(decoded.width == 17 && decoded.height == 1)
        #expect(decoded.difference(from: image).differingPixelCount == 0)
        #expect(decoded[16, 0].isClose(red: 255, green: 0, blue: 0, alpha: 128, tolerance: 1))
    }

    @Test func emptyImagesEncodeAsOneTransparentPixel() throws {
        let png = try #require(RasterImage(width: 0, height: 5, filledWith: .clear).pngData())
        let decoded = try #require(RasterImage(pngData: png))
        #expect(decoded.width == 1 && decoded.height == 1 && decoded[0, 0] == .clear)
    }

    @Test func notAPNGDecodesToNil() {
        #expect(RasterImage(pngData: Data()) == nil)
        #expect(RasterImage(pngData: Data("hello".utf8)) == nil)
        var truncated = RasterImage(width: 4, height: 4, filledWith: Self.half).pngData() ?? Data()
        truncated.removeLast(20)
        #expect(CairoRenderer.decodePNG(truncated) == nil)
    }

    @Test func differenceCountsPixelsBeyondTheThreshold() throws {
        let a = RasterImage(width: 10, height: 10, filledWith: .init(red: 100, green: 100, blue: 100, alpha: 255))
        var bytes = a.rgba
        bytes[0] = 105  // pixel 0: off by 5
        bytes[4] = 200  // pixel 1: off by 100
        let b = try #require(RasterImage(width: 10, height: 10, rgba: bytes))
        let d = b.difference(from: a, threshold: 8)
        #expect(d.sizesMatch)
        #expect(d.pixelCount == 100)
        #expect(d.differingPixelCount == 1)
        #expect(d.maximumDistance == 100)
        #expect(d.differingFraction == 0.01)
        #expect(b.difference(from: a).differingPixelCount == 2)

        let mask = b.differenceMask(from: a, threshold: 8)
        #expect(mask[1, 0] == .init(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(mask[0, 0].alpha < 255)
    }

    @Test func transparentPixelsAreEqualWhateverTheirColour() {
        let a = RasterImage(width: 3, height: 3, filledWith: .init(red: 255, green: 0, blue: 0, alpha: 0))
        let b = RasterImage(width: 3, height: 3, filledWith: .clear)
        #expect(a.difference(from: b).differingPixelCount == 0)
    }

    @Test func differentSizesDifferEverywhere() {
        let d = RasterImage(width: 3, height: 3, filledWith: .clear)
            .difference(from: RasterImage(width: 4, height: 3, filledWith: .clear))
        #expect(!d.sizesMatch)
        #expect(d.differingFraction == 1)
    }
}
