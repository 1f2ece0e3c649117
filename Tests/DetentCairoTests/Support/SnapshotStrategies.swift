@_spi(Hosting) import Detent
import DetentCairo
import Foundation
import SnapshotTesting

// Golden-image strategies for drawings, used with swift-snapshot-testing's `assertSnapshot`, which
// works inside Swift Testing `@Test` functions on Linux too:
//
//     assertSnapshot(of: drawing, as: .png(scale: 2))                 // cairo, default tolerance
//     assertSnapshot(of: drawing, as: .png(scale: 2, tolerance: .init(channelThreshold: 24)))
//     assertSnapshot(of: drawing, as: .svg)                           // SVGRenderer text, line diff
//
// References live next to the test file in `__Snapshots__/<FileName>/<testName>.<n|name>.<ext>`
// (excluded from the target in Package.swift). Record mode comes from the environment variable
// `SNAPSHOT_TESTING_RECORD` (`missing`, the default: record what is absent and fail once; `all`;
// `failed`: re-record only failing ones; `never`, for CI), or per test with the
// `.snapshots(record: .all)` trait or `withSnapshotTesting(record: .all) { … }`. On failure the new
// image is written to a temporary folder named in the message.

/// How closely a rendered image must match its golden PNG.
///
/// Two pixels differ when their premultiplied channels differ by more than `channelThreshold`
/// (0…255); the snapshot fails when more than `maximumDifferingFraction` of the pixels differ, or
/// when the sizes differ. The default (threshold 16, 0.5 % of the pixels) absorbs anti-aliasing and
/// font hinting differences between cairo and FreeType versions while catching any moved or
/// recoloured part.
struct ImageTolerance: Sendable, Hashable {
    /// The largest channel difference, 0…255, that still counts as the same pixel.
    var channelThreshold: Int
    /// The fraction of pixels, 0…1, allowed to differ by more than the threshold.
    var maximumDifferingFraction: Double

    /// A tolerance from its two numbers.
    init(channelThreshold: Int = 16, maximumDifferingFraction: Double = 0.005) {
        self.channelThreshold = channelThreshold
        self.maximumDifferingFraction = maximumDifferingFraction
    }

    /// Threshold 16, 0.5 % of pixels.
    static let `default` = ImageTolerance()
    /// Every pixel identical.
    static let exact = ImageTolerance(channelThreshold: 0, maximumDifferingFraction: 0)
}

extension Diffing where Value == RasterImage {
    /// Stores images as PNG and compares them with `tolerance`; a failure message gives the
    /// numbers, and the attachments hold the new image and a mask of the differing pixels.
    static func png(tolerance: ImageTolerance) -> Diffing {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { RasterImage(pngData: $0) ?? RasterImage(width: 0, height: 0, filledWith: .clear) }
        ) { reference, actual in
            let d = actual.difference(from: reference, threshold: tolerance.channelThreshold)
            guard !d.sizesMatch || d.differingFraction > tolerance.maximumDifferingFraction else { return nil }
            let message: String
            if !d.sizesMatch {
                message = "Image size \(actual.width)×\(actual.height) differs from the reference's "
                    + "\(reference.width)×\(reference.height)."
            } else {
                let percent = String(format: "%.3f", d.differingFraction * 100)
                message = "\(d.differingPixelCount) of \(d.pixelCount) pixels (\(percent) %) differ by more than "
                    + "\(tolerance.channelThreshold) (largest difference \(d.maximumDistance)); "
                    + "allowed: \(String(format: "%.3f", tolerance.maximumDifferingFraction * 100)) %."
            }
            var attachments: [DiffAttachment] = []
            if let png = actual.pngData() { attachments.append(.data(png, name: "actual.png")) }
            if let mask = actual.differenceMask(from: reference, threshold: tolerance.channelThreshold).pngData() {
                attachments.append(.data(mask, name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == RasterImage, Format == RasterImage {
    /// An image compared with its golden PNG within `tolerance`.
    static func png(tolerance: ImageTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance))
    }

    /// An image compared with its golden PNG within the default tolerance.
    static var png: Snapshotting { png() }
}

extension Snapshotting where Value == Drawing, Format == RasterImage {
    /// A drawing painted by cairo at `scale` pixels per point and compared with its golden PNG
    /// within `tolerance`. Pass `renderer` to use registered images; a new renderer otherwise.
    static func png(scale: Double = 1, tolerance: ImageTolerance = .default,
                    renderer: CairoRenderer? = nil) -> Snapshotting {
        Snapshotting<RasterImage, RasterImage>.png(tolerance: tolerance).pullback { drawing in
            (renderer ?? CairoRenderer()).rasterImage(of: drawing, scale: scale)
        }
    }

    /// A drawing painted by cairo at 1× and compared with its golden PNG within the default
    /// tolerance.
    static var png: Snapshotting { png() }
}

extension Snapshotting where Value == Drawing, Format == String {
    /// A drawing written by ``SVGRenderer`` and compared line by line with its golden `.svg` file.
    static var svg: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (drawing: Drawing) in SVGRenderer.render(drawing) }
        strategy.pathExtension = "svg"
        return strategy
    }
}
