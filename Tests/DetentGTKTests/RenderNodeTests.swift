import CGtk
import Detent
import DetentCairo
@testable import DetentGTK
import Foundation
import Testing

/// A second connection to the in-process Xvfb, opened with `GDK_SCALE=2`: a window moved onto it
/// has scale factor 2, as on a HiDPI screen, in this same process.
@MainActor
enum HiDPIDisplay {
    private static var display: OpaquePointer?

    /// The scale-2 display (opened the first time).
    static func open() throws -> OpaquePointer {
        if let display { return display }
        try InProcessGTK.start()
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"] else { throw HarnessError("no DISPLAY") }
        setenv("GDK_SCALE", "2", 1)
        defer { unsetenv("GDK_SCALE") }
        guard let opened = gdk_display_open(name) else { throw HarnessError("gdk_display_open(\(name)) failed") }
        display = opened
        return opened
    }
}

/// One control in the state one of DetentCairo's golden images shows, built as a GTK widget.
@MainActor
struct GoldenState {
    /// The golden's file, under `Tests/DetentCairoTests/__Snapshots__/ControlGoldenImageTests/`.
    let golden: String
    /// The scale the golden was painted at.
    let goldenScale: Int
    let size: CGSize
    let make: () -> any ControlWidget

    /// The states compared: one per control, some of their goldens at 1x and some at 2x.
    static let all: [GoldenState] = [
        GoldenState(golden: "knobDefault.2x.png", goldenScale: 2, size: CGSize(width: 200, height: 200)) {
            let knob = KnobWidget()
            knob.tintColor = .systemBlue
            return knob
        },
        GoldenState(golden: "knobDemoSettings.1.png", goldenScale: 1, size: CGSize(width: 200, height: 200)) {
            let knob = KnobWidget()
            knob.tintColor = .systemBlue
            knob.lineWidth = 4
            knob.pointerLength = 12
            knob.value = 0.6
            return knob
        },
        GoldenState(golden: "rangeSliderDefault.2x.png", goldenScale: 2, size: CGSize(width: 300, height: 31)) {
            let slider = RangeSliderWidget()
            slider.style.trackHighlightTintColor = RangeSliderStyle().trackHighlightTintColor
            return slider
        },
        GoldenState(golden: "rotaryWheelSectors-count.n8.png", goldenScale: 2, size: CGSize(width: 240, height: 240)) {
            let wheel = RotaryWheelWidget()
            wheel.numberOfSections = 8
            wheel.style.centerButtonTitle = "GO"
            return wheel
        },
        GoldenState(golden: "rotaryWheelSectors-count.n360.png", goldenScale: 1, size: CGSize(width: 240, height: 240)) {
            let wheel = RotaryWheelWidget()
            wheel.numberOfSections = 360
            wheel.style.centerButtonTitle = "GO"
            return wheel
        },
        GoldenState(golden: "rotatableKnobValues-value.v50.png", goldenScale: 1, size: CGSize(width: 200, height: 200)) {
            let knob = RotatableKnobWidget()
            knob.value = 0.5
            return knob
        },
    ]

    /// The golden image at its own scale.
    func goldenImage() throws -> RasterImage {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DetentCairoTests/__Snapshots__/ControlGoldenImageTests/\(golden)")
        guard let image = RasterImage(pngData: try Data(contentsOf: url)) else { throw HarnessError("\(golden) is not a PNG") }
        return image
    }
}

extension ControlWidget {
    /// The widget's composer.
    var composer: RenderNodeComposer { host.composer }
    /// What the model draws now with the widget's style.
    func currentDrawing() -> Drawing { model.drawing(style: style, cache: nil) }
}

/// GSK render nodes: what the widgets show (under GSK's cairo and GL renderers, at scale 1 and 2)
/// is what DetentCairo's golden images show; a value-only frame re-appends the cached texture
/// nodes under new transforms; a new scale rasterises them again; they go with the widget.
extension WidgetLifetimeTests {
    /// The tolerance of DetentCairo's golden images: channels within 16, at most 0.5 % of pixels.
    static let goldenThreshold = 16
    static let goldenFraction = 0.005

    /// A window showing `widget` at exactly `size` (not stretched), presented and painted.
    func present(_ widget: any ControlWidget, size: CGSize) throws -> UnsafeMutablePointer<GtkWidget> {
        guard let area = widget.widget else { throw HarnessError("no widget") }
        widget.contentSize = (Int(size.width), Int(size.height))
        gtk_widget_set_halign(area, GTK_ALIGN_START)
        gtk_widget_set_valign(area, GTK_ALIGN_START)
        return try InProcessGTK.window(showing: [widget]).window
    }

    /// What `widget` shows, as GTK snapshots it (`GtkWidgetPaintable`), rendered by `renderer` at
    /// the widget's scale factor.
    func pixels(of widget: any ControlWidget, renderer: OffscreenNodeRenderer) throws -> RasterImage {
        guard let area = widget.widget else { throw HarnessError("no widget") }
        let paintable = gtk_widget_paintable_new(area)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = Double(gtk_widget_get_width(area)), height = Double(gtk_widget_get_height(area))
        // The paintable takes its picture of the widget at the widget's next frame.
        var node: OpaquePointer?
        InProcessGTK.iterate(timeout: 5) {
            let snapshot = gtk_snapshot_new()!
            gdk_paintable_snapshot(paintable, snapshot, width, height)
            node = gtk_snapshot_free_to_node(snapshot)
            if node == nil { widget.queueDraw() }
            return node != nil
        }
        guard let node else { throw HarnessError("the widget drew nothing") }
        defer { gsk_render_node_unref(node) }
        let scale = Double(gtk_widget_get_scale_factor(area))
        guard let image = renderer.rasterImage(of: node, size: CGSize(width: width, height: height), scale: scale)
        else { throw HarnessError("\(renderer.backend) made no texture") }
        return image
    }

    /// The renderers to compare under: cairo always, GL where this machine's display has OpenGL.
    func renderers() -> [OffscreenNodeRenderer] {
        let made = OffscreenNodeRenderer.Backend.allCases.compactMap(OffscreenNodeRenderer.init(backend:))
        #expect(made.map(\.backend) == [.cairo, .gl], "GSK's GL renderer could not be realized (Mesa's software GL missing?)")
        return made
    }

    /// Expects `actual` to match `reference` within the golden images' tolerance.
    func expectMatch(_ actual: RasterImage, _ reference: RasterImage, _ what: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let d = actual.difference(from: reference, threshold: Self.goldenThreshold)
        #expect(d.sizesMatch, "\(what): \(actual.width)×\(actual.height) against \(reference.width)×\(reference.height)",
                sourceLocation: sourceLocation)
        #expect(d.differingFraction <= Self.goldenFraction,
                "\(what): \(d.differingPixelCount) of \(d.pixelCount) pixels differ (largest \(d.maximumDistance))",
                sourceLocation: sourceLocation)
    }

    @Test("Every control shows its DetentCairo golden image under GSK's cairo and GL renderers, at scale 1 and on a scale-2 display")
    func widgetsMatchTheGoldenImages() throws {
        let hiDPI = try HiDPIDisplay.open()
        let renderers = renderers()
        var comparisons = 0
        for state in GoldenState.all {
            let widget = state.make()
            let win = try present(widget, size: state.size)
            defer { gtk_window_destroy(window(win)) }
            let golden = try state.goldenImage()
            for scale in [1, 2] {
                if scale == 2 {
                    gtk_window_set_display(window(win), hiDPI)
                    gtk_window_present(window(win))
                    #expect(InProcessGTK.iterate { gtk_widget_get_scale_factor(widget.widget) == 2 && widget.paintCount > 0 })
                }
                // The golden file at its own scale; at the other, what DetentCairo paints for the same
                // state (the renderer the goldens are made with).
                let reference = scale == state.goldenScale ? golden
                    : CairoRenderer().rasterImage(of: widget.currentDrawing(), scale: Double(scale))
                for renderer in renderers {
                    expectMatch(try pixels(of: widget, renderer: renderer), reference,
                                "\(state.golden) at \(scale)x under \(renderer.backend)")
                    comparisons += 1
                }
            }
        }
        #expect(comparisons == GoldenState.all.count * 2 * renderers.count)
    }

    @Test("A value-only frame re-appends every cached texture node under a new transform and records only dynamic layers")
    func valueOnlyFramesReuseTheCachedNodes() throws {
        let knob = KnobWidget(), wheel = RotaryWheelWidget()
        wheel.numberOfSections = 360
        let win = try InProcessGTK.window(showing: [knob, wheel]).window
        defer { gtk_window_destroy(window(win)) }
        settle([knob, wheel])

        for (widget, change) in [(knob as any ControlWidget, { knob.value = 0.8 }),
                                 (wheel as any ControlWidget, { wheel.spin(by: 0.005, animated: false) })] {
            let composer = widget.composer
            let textures = Set(composer.cachedTextures.map { UInt(bitPattern: $0) })
            let staticIDs = widget.currentDrawing().layers.filter(\.isStatic).map(\.id)
            let rasterizations = composer.staticRasterizationCount
            let before = widget.paintCount
            change()
            #expect(InProcessGTK.iterate { widget.paintCount > before })
            #expect(composer.lastFrame.rasterizedStaticLayerIDs.isEmpty, "\(composer.lastFrame)")
            #expect(composer.lastFrame.reusedStaticLayerIDs.count == staticIDs.count && !staticIDs.isEmpty)
            #expect(composer.staticRasterizationCount == rasterizations)
            #expect(Set(composer.cachedTextures.map { UInt(bitPattern: $0) }) == textures, "the same textures")
            #expect(composer.lastFrame.rasterizedLayerIDs == composer.lastFrame.directlyDrawnLayerIDs)
        }
    }

    @Test("Moving a window to a scale-2 display rasterises the static layers again at twice the pixels")
    func hiDPIRasterisesAgain() throws {
        let hiDPI = try HiDPIDisplay.open()
        let wheel = RotaryWheelWidget()
        let win = try present(wheel, size: CGSize(width: 240, height: 240))
        defer { gtk_window_destroy(window(win)) }
        settle([wheel])
        let composer = wheel.host.composer
        let widths1 = composer.cachedTextures.map { Int(gdk_texture_get_width($0)) }.sorted()
        let rasterizations = composer.staticRasterizationCount

        gtk_window_set_display(window(win), hiDPI)
        gtk_window_present(window(win))
        #expect(InProcessGTK.iterate { gtk_widget_get_scale_factor(wheel.widget) == 2 && composer.staticRasterizationCount > rasterizations })
        settle([wheel])
        let widths2 = composer.cachedTextures.map { Int(gdk_texture_get_width($0)) }.sorted()
        #expect(composer.cachedNodeCount == widths1.count && !widths1.isEmpty)
        // Ink extents round outwards to whole pixels: a side of w pixels at 1x covers ink of w − 2…w,
        // so at 2x it is more than 2w − 4 and less than 2w + 2.
        #expect(zip(widths1, widths2).allSatisfy { $1 > 2 * $0 - 4 && $1 < 2 * $0 + 2 }, "\(widths1) then \(widths2)")
    }

    @Test("The cached nodes and their textures are released with the widget")
    func cachedNodesGoWithTheWidget() throws {
        let textures = DisposeCounter()
        var watched = 0
        weak var weakHost: ControlHost<RotaryWheelModel>?
        do {
            let wheel = RotaryWheelWidget()
            let win = try InProcessGTK.window(showing: [wheel]).window
            for texture in wheel.host.composer.cachedTextures {
                textures.watch(UnsafeMutableRawPointer(texture))
                watched += 1
            }
            weakHost = wheel.host
            gtk_window_destroy(window(win))
            #expect(InProcessGTK.iterate { wheel.widget == nil })
            #expect(wheel.host.composer.cachedNodeCount == 0, "the host let go of its nodes with its widget")
        }
        #expect(watched > 0)
        #expect(InProcessGTK.iterate(timeout: 5) { textures.count == watched && weakHost == nil },
                "textures freed: \(textures.count) of \(watched); host alive: \(weakHost != nil)")
    }
}
