import CDetentGTK
@_spi(Hosting) import Detent
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
        // GDK reads GDK_SCALE when it opens a display. Programs the tests start never inherit it
        // (`VirtualDisplay.environment` leaves it out), so setting it briefly here races nothing.
        let previous = getenv("GDK_SCALE").map { String(cString: $0) }
        setenv("GDK_SCALE", "2", 1)
        defer { if let previous { setenv("GDK_SCALE", previous, 1) } else { unsetenv("GDK_SCALE") } }
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

    /// The golden `golden`, compared with `widget` (made when the test runs, with GTK started) as
    /// `configure` sets it up.
    init<Widget: ControlWidget>(golden: String, goldenScale: Int, size: CGSize, _ widget: @escaping @autoclosure () -> Widget,
                                configure: @escaping (Widget) -> Void) {
        self.golden = golden
        self.goldenScale = goldenScale
        self.size = size
        make = {
            let made = widget()
            configure(made)
            return made
        }
    }

    /// The states compared: one per control, some of their goldens at 1x and some at 2x.
    static let all: [GoldenState] = [
        GoldenState(golden: "knobDefault.2x.png", goldenScale: 2, size: CGSize(width: 200, height: 200), KnobWidget()) { knob in
            knob.tintColor = .systemBlue
        },
        GoldenState(golden: "knobDemoSettings.1.png", goldenScale: 1, size: CGSize(width: 200, height: 200), KnobWidget()) { knob in
            knob.tintColor = .systemBlue
            knob.lineWidth = 4
            knob.pointerLength = 12
            knob.value = 0.6
        },
        // Translucent layers (opacity nodes), a label, and GTK's insensitivity as the model's.
        GoldenState(golden: "knobCustomColoursLabelAndDisabled.disabled.png", goldenScale: 1, size: CGSize(width: 200, height: 200),
                    KnobWidget()) { knob in
            knob.lineWidth = 6
            knob.value = 0.42
            knob.style.tintColor = DrawingColor(red: 0.85, green: 0.2, blue: 0.3)
            knob.style.trackColor = DrawingColor(white: 0.8)
            knob.style.lineCap = .round
            knob.style.showsValueLabel = true
            knob.style.valueLabelFont = DrawingFont(size: 28, isBold: true)
            knob.isEnabled = false
        },
        GoldenState(golden: "rangeSliderDefault.2x.png", goldenScale: 2, size: CGSize(width: 300, height: 31), RangeSliderWidget()) { slider in
            slider.style.trackHighlightTintColor = RangeSliderStyle().trackHighlightTintColor
        },
        GoldenState(golden: "rotaryWheelSectors-count.n8.png", goldenScale: 2, size: CGSize(width: 240, height: 240), RotaryWheelWidget()) { wheel in
            wheel.numberOfSections = 8
            wheel.style.centerButtonTitle = "GO"
        },
        GoldenState(golden: "rotaryWheelSectors-count.n360.png", goldenScale: 1, size: CGSize(width: 240, height: 240),
                    RotaryWheelWidget()) { wheel in
            wheel.numberOfSections = 360
            wheel.style.centerButtonTitle = "GO"
        },
        // Faded sectors while dragged: a turned static layer under an opacity node.
        GoldenState(golden: "rotaryWheelWhileDraggedIsFaded.1.png", goldenScale: 1, size: CGSize(width: 240, height: 240),
                    RotaryWheelWidget()) { wheel in
            wheel.model.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
            _ = wheel.model.beginTracking(at: CGPoint(x: 20, y: 120), time: 0)
            wheel.model.continueTracking(at: CGPoint(x: 30, y: 70), time: 0.1)
        },
        GoldenState(golden: "rotatableKnobValues-value.v50.png", goldenScale: 1, size: CGSize(width: 200, height: 200),
                    RotatableKnobWidget()) { knob in
            knob.value = 0.5
        },
        GoldenState(golden: "xyPadDefault.2x.png", goldenScale: 2, size: CGSize(width: 160, height: 160), XYPadWidget()) { pad in
            pad.value = XYPadValue(x: 0.25, y: 0.75)
            // The golden's blue, not the theme's accent colour.
            pad.style.crosshairColor = XYPadStyle().crosshairColor
        },
        GoldenState(golden: "multiSliderDefault.2x.png", goldenScale: 2, size: CGSize(width: 300, height: 31), MultiSliderWidget()) { slider in
            slider.style.trackHighlightTintColor = MultiSliderStyle().trackHighlightTintColor
        },
        GoldenState(golden: "faderDefault.2x.png", goldenScale: 2, size: CGSize(width: 300, height: 31), FaderWidget()) { fader in
            fader.value = 0.35
            // The golden's blue, not the theme's accent colour.
            fader.style.fillColor = FaderStyle().fillColor
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

/// The key of ``SurfaceCounter``'s user data: one fixed address for the whole process.
nonisolated(unsafe) private var surfaceCounterKey = cairo_user_data_key_t()

/// Counts cairo surfaces being destroyed (their user data's destroy function).
@MainActor
final class SurfaceCounter {
    var count = 0

    /// Watches `surface`; `count` goes up when cairo destroys it. Each watched surface keeps the
    /// counter alive until then, so a surface that outlives the test never calls into a freed one.
    func watch(_ surface: OpaquePointer) {
        cairo_surface_set_user_data(surface, &surfaceCounterKey, Unmanaged.passRetained(self).toOpaque()) { data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<SurfaceCounter>.fromOpaque(data).takeRetainedValue().count += 1 }
        }
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
        let scale = Double(gtk_widget_get_scale_factor(area))
        guard let image = renderer.rasterImage(of: RenderNode(adopting: node), size: CGSize(width: width, height: height), scale: scale)
        else { throw HarnessError("\(renderer.backend) made no texture") }
        return image
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

    /// The renderer this run's windows draw with: GSK's cairo renderer, or its GL renderer in
    /// `Scripts/test`'s second run (`DETENT_TEST_GSK_RENDERER=gl`). GTK reads `GSK_RENDERER` once
    /// per process, so one run shows one renderer.
    static var backend: OffscreenNodeRenderer.Backend { VirtualDisplay.gskRenderer == "gl" ? .gl : .cairo }

    @Test("Every control shows its DetentCairo golden image, drawn by this run's GSK renderer (cairo, or GL in the second run), at scale 1 and on a scale-2 display")
    func widgetsMatchTheGoldenImages() throws {
        let hiDPI = try HiDPIDisplay.open()
        let backend = Self.backend
        let renderer = try #require(OffscreenNodeRenderer(backend: backend),
                                    "GSK's \(backend) renderer could not be realized (Mesa's software GL missing?)")
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
                #expect(rendererName(of: win) == (backend == .gl ? "GskGLRenderer" : "GskCairoRenderer"))
                // The golden file at its own scale; at the other, what DetentCairo paints for the
                // same state (the renderer the goldens are made with).
                let reference = scale == state.goldenScale ? golden
                    : CairoRenderer().rasterImage(of: widget.currentDrawing(), scale: Double(scale))
                expectMatch(try pixels(of: widget, renderer: renderer), reference,
                            "\(state.golden) at \(scale)x under \(backend)")
            }
        }
    }

    @Test("Static layers are cached as the nodes the window's renderer draws cheapest: cairo recordings for GSK's cairo renderer, textures for the others")
    func staticLayerNodesFollowTheRenderer() throws {
        try InProcessGTK.start()
        #expect(RenderNodeComposer.StaticLayerNodes(rendererTypeName: "GskCairoRenderer") == .cairoRecordings)
        #expect(RenderNodeComposer.StaticLayerNodes(rendererTypeName: "GskGLRenderer") == .textures)
        #expect(RenderNodeComposer.StaticLayerNodes(rendererTypeName: "GskVulkanRenderer") == .textures)
        let knob = KnobWidget()
        let win = try InProcessGTK.window(showing: [knob]).window
        defer { gtk_window_destroy(window(win)) }
        #expect(knob.composer.staticLayerNodes == (Self.backend == .gl ? .textures : .cairoRecordings))
        // A different kind empties the cache: nothing cached is of the wrong kind.
        let composer = RenderNodeComposer()
        _ = composer.renderNode(of: knob.currentDrawing())
        #expect(composer.cachedNodeCount > 0)
        composer.staticLayerNodes = .cairoRecordings
        #expect(composer.cachedNodeCount == 0)
    }

    /// The type name of the renderer GTK gave `win`.
    func rendererName(of win: UnsafeMutablePointer<GtkWidget>) -> String {
        gskRendererName(of: win) ?? "none"
    }

    @Test("A value-only frame re-appends the same cached nodes under a new transform and records only dynamic layers")
    func valueOnlyFramesReuseTheCachedNodes() throws {
        try InProcessGTK.start()
        let knob = KnobWidget(), wheel = RotaryWheelWidget()
        wheel.numberOfSections = 360
        let win = try InProcessGTK.window(showing: [knob, wheel]).window
        defer { gtk_window_destroy(window(win)) }
        settle([knob, wheel])

        for (widget, change) in [(knob as any ControlWidget, { knob.value = 0.8 }),
                                 (wheel as any ControlWidget, { wheel.spin(by: 0.005, animated: false) })] {
            let composer = widget.composer
            let nodes = Set(composer.cachedNodes.map { UInt(bitPattern: $0) })
            let staticIDs = widget.currentDrawing().layers.filter(\.isStatic).map(\.id)
            let rasterizations = composer.staticRasterizationCount
            let before = widget.paintCount
            change()
            #expect(InProcessGTK.iterate { widget.paintCount > before })
            #expect(composer.lastFrame.rasterizedStaticLayerIDs.isEmpty, "\(composer.lastFrame)")
            #expect(composer.lastFrame.reusedStaticLayerIDs.count == staticIDs.count && !staticIDs.isEmpty)
            #expect(composer.staticRasterizationCount == rasterizations)
            #expect(Set(composer.cachedNodes.map { UInt(bitPattern: $0) }) == nodes, "the same nodes")
        }
    }

    @Test("A dynamic layer of plain rectangles in a rounded clip (a fader's fill) is composed as GSK colour nodes under a rounded clip node, and shows what cairo paints")
    func plainRectangleLayersAreNativeNodes() throws {
        let fader = FaderModel(bounds: CGRect(x: 0, y: 0, width: 320, height: 32))
        fader.value = 0.4
        let drawing = fader.drawing()
        let fill = try #require(drawing.layers.first { $0.id == "fill" })
        #expect(!fill.isStatic && fill.clip?.roundedBox != nil)
        let composer = RenderNodeComposer()
        composer.staticLayerNodes = .cairoRecordings
        let node = try #require(composer.renderNode(of: drawing, scale: 2))
        let bytes = try #require(gsk_render_node_serialize(node.pointer))
        defer { g_bytes_unref(bytes) }
        var size = 0
        let text = String(decoding: UnsafeRawBufferPointer(start: g_bytes_get_data(bytes, &size), count: size), as: UTF8.self)
        // Nodes of a kind in GSK's text form: "rounded-clip {", or "child: color {".
        func count(_ name: String) -> Int { text.components(separatedBy: " \(name) {").count - 1 + (text.hasPrefix(name + " {") ? 1 : 0) }
        #expect(count("rounded-clip") == 1 && count("color") == 1, "\(text)")
        // Only the static layers (the track and the thumb) are cairo nodes.
        #expect(count("cairo") == composer.cachedNodeCount, "\(text)")
        let renderer = try #require(OffscreenNodeRenderer(backend: .cairo))
        let shown = try #require(renderer.rasterImage(of: node, size: drawing.size, scale: 2))
        expectMatch(shown, CairoRenderer().rasterImage(of: drawing, scale: 2), "the fader through GSK")
    }

    @Test("With keyboard focus visible, the core's focus ring is drawn as a border node in the accent colour at 60 %")
    func focusRingIsDrawn() throws {
        try InProcessGTK.start()
        let renderer = try #require(OffscreenNodeRenderer(backend: Self.backend))
        let knob = KnobWidget()
        let win = try present(knob, size: CGSize(width: 200, height: 200))
        defer { gtk_window_destroy(window(win)) }
        // On the top edge, away from the knob's circle: nothing until focus is visible.
        let before = try pixels(of: knob, renderer: renderer)[20, 1]
        #expect(before.alpha == 0, "\(before)")
        let painted = knob.paintCount
        gtk_widget_grab_focus(knob.widget)
        gtk_window_set_focus_visible(window(win), 1)
        #expect(InProcessGTK.iterate { knob.paintCount > painted && gtk_widget_has_visible_focus(knob.widget) != 0 })
        let ring = try #require(FocusRing(around: knob.model.accessibilityElement.frame,
                                          in: CGRect(x: 0, y: 0, width: 200, height: 200), tint: knob.accentColor))
        #expect(ring.frame.minY == 0 && ring.frame.minX <= 20)
        let after = try pixels(of: knob, renderer: renderer)[20, 1]
        let expected = ring.color
        #expect(abs(Int(after.alpha) - Int((expected.alpha * 255).rounded())) <= 3, "\(after)")
        #expect(abs(Int(after.red) - Int((expected.red * 255).rounded())) <= 3
                && abs(Int(after.green) - Int((expected.green * 255).rounded())) <= 3
                && abs(Int(after.blue) - Int((expected.blue * 255).rounded())) <= 3, "\(after) against \(expected)")
    }

    @Test("Moving a window to a scale-2 display rasterises the static layers again at twice the pixels")
    func hiDPIRasterisesAgain() throws {
        let hiDPI = try HiDPIDisplay.open()
        let wheel = RotaryWheelWidget()
        let win = try present(wheel, size: CGSize(width: 240, height: 240))
        defer { gtk_window_destroy(window(win)) }
        settle([wheel])
        let composer = wheel.host.composer
        let widths1 = composer.cachedRasterSurfaces.map { Int(cairo_image_surface_get_width($0)) }.sorted()
        let rasterizations = composer.staticRasterizationCount

        gtk_window_set_display(window(win), hiDPI)
        gtk_window_present(window(win))
        #expect(InProcessGTK.iterate { gtk_widget_get_scale_factor(wheel.widget) == 2 && composer.staticRasterizationCount > rasterizations })
        settle([wheel])
        let widths2 = composer.cachedRasterSurfaces.map { Int(cairo_image_surface_get_width($0)) }.sorted()
        #expect(composer.cachedNodeCount == widths1.count && !widths1.isEmpty)
        // Ink extents round outwards to whole pixels: a side of w pixels at 1x covers ink of w − 2…w,
        // so at 2x it is more than 2w − 4 and less than 2w + 2.
        #expect(zip(widths1, widths2).allSatisfy { $1 > 2 * $0 - 4 && $1 < 2 * $0 + 2 }, "\(widths1) then \(widths2)")
    }

    @Test("The cached nodes and their rasters are released with the widget")
    func cachedNodesGoWithTheWidget() throws {
        try InProcessGTK.start()
        let rasters = SurfaceCounter()
        var watched = 0
        weak var weakHost: ControlHost<RotaryWheelModel>?
        do {
            let wheel = RotaryWheelWidget()
            let win = try InProcessGTK.window(showing: [wheel]).window
            for surface in wheel.host.composer.cachedRasterSurfaces {
                rasters.watch(surface)
                watched += 1
            }
            weakHost = wheel.host
            gtk_window_destroy(window(win))
            #expect(InProcessGTK.iterate { wheel.widget == nil })
            #expect(wheel.host.composer.cachedNodeCount == 0, "the host let go of its nodes with its widget")
        }
        #expect(watched > 0)
        // Under GSK's GL renderer the surfaces outlive the nodes while GSK's texture cache (one per
        // display) holds the textures it uploaded from them, until it purges them: GTK's cache, not
        // ours (a probe destroying 20 wheels in a row saw it release them all, in batches). Under
        // the cairo renderer nothing else holds them.
        guard Self.backend == .cairo else {
            #expect(InProcessGTK.iterate(timeout: 5) { weakHost == nil }, "the host was freed")
            return
        }
        // A raster's surface is destroyed only when its cached node (whose recording holds it) is.
        #expect(InProcessGTK.iterate(timeout: 5) { rasters.count == watched && weakHost == nil },
                "rasters freed: \(rasters.count) of \(watched); host alive: \(weakHost != nil)")
    }
}
