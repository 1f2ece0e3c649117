import Foundation

/// A running animation of a control as drawings sampled over time: what a host hands to an
/// animation engine that interpolates on its own, such as Core Animation's `CAKeyframeAnimation`.
///
/// The core's animations (an animated `setValue`, a tap, the wheel's snap and momentum glide) are
/// functions of the model's clock; ``KnobModel/drawingAnimation(style:cache:framesPerSecond:)`` and
/// its siblings evaluate the drawing at evenly spaced clock readings from the animation's start to
/// its end, without changing the model or sending events. The last frame is the drawing at rest.
/// A host still advances the model's clock every frame (events such as the wheel's detents come
/// from `advance(to:)`); the keyframes only make the motion independent of the host's frame rate.
@_spi(Hosting) public struct DrawingAnimation: Sendable, Equatable {
    /// The model-clock reading (seconds) of the first frame: when the animation started.
    public var startTime: Double
    /// Seconds from the first frame to the last; never negative.
    public var duration: Double
    /// Where each frame lies in the animation, as a fraction 0…1 of `duration`: increasing, first 0,
    /// last 1, one per frame (Core Animation's `keyTimes`).
    public var keyTimes: [Double]
    /// The drawings at `keyTimes`, the first at the start, the last at rest.
    public var frames: [Drawing]

    /// Creates an animation from frames; `keyTimes` and `frames` should have the same count.
    public init(startTime: Double, duration: Double, keyTimes: [Double], frames: [Drawing]) {
        self.startTime = startTime
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.keyTimes = keyTimes
        self.frames = frames
    }

    /// The default sampling rate, frames per second.
    public static let defaultFramesPerSecond = 60.0

    /// The most frames one animation is sampled into; longer animations are sampled more sparsely
    /// (a 20-second momentum glide still gives 600 frames, one every 33 ms).
    public static let maximumFrames = 600

    /// Samples `drawing(at:)` at `framesPerSecond` (at least 2 frames, at most ``maximumFrames``)
    /// from `startTime` to `startTime + duration`, both included. A non-finite or non-positive
    /// rate uses ``defaultFramesPerSecond``; a non-finite or negative duration is 0 (two identical
    /// frames at the start).
    public static func sampling(startTime: Double, duration: Double,
                                framesPerSecond: Double = defaultFramesPerSecond,
                                drawing: (Double) -> Drawing) -> DrawingAnimation {
        let length = duration.isFinite ? max(duration, 0) : 0
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : defaultFramesPerSecond
        let wanted = (length * rate).rounded(.up)
        let count = Int(min(max(wanted, 1), Double(maximumFrames - 1))) + 1
        var keyTimes: [Double] = []
        var frames: [Drawing] = []
        keyTimes.reserveCapacity(count)
        frames.reserveCapacity(count)
        for k in 0..<count {
            let fraction = k == count - 1 ? 1 : Double(k) / Double(count - 1)
            keyTimes.append(fraction)
            frames.append(drawing(startTime + length * fraction))
        }
        return DrawingAnimation(startTime: startTime, duration: length, keyTimes: keyTimes, frames: frames)
    }

    /// For each layer whose transform or opacity changes during the animation, its values frame by
    /// frame, in the order of the last frame's layers. Layers missing from some frame, and layers
    /// that do not move, are left out: the host shows them as the current drawing says.
    public var tracks: [LayerTrack] {
        guard let last = frames.last else { return [] }
        var result: [LayerTrack] = []
        for (index, layer) in last.layers.enumerated() {
            var transforms: [LayerTransform] = []
            var opacities: [Double] = []
            transforms.reserveCapacity(frames.count)
            opacities.reserveCapacity(frames.count)
            for frame in frames {
                // Layers keep their positions in every model's drawings; look up by id otherwise.
                let match = index < frame.layers.count && frame.layers[index].id == layer.id
                    ? frame.layers[index] : frame[layer.id]
                guard let match else { break }
                transforms.append(match.transform)
                opacities.append(match.opacity)
            }
            guard transforms.count == frames.count else { continue }
            let track = LayerTrack(id: layer.id, transforms: transforms, opacities: opacities)
            if track.changesTransform || track.changesOpacity { result.append(track) }
        }
        return result
    }
}

/// One layer's transforms and opacities through a ``DrawingAnimation``, one value per frame.
@_spi(Hosting) public struct LayerTrack: Sendable, Equatable {
    /// The layer's id.
    public var id: String
    /// The transform in each frame.
    public var transforms: [LayerTransform]
    /// The opacity in each frame.
    public var opacities: [Double]

    /// Creates a track.
    public init(id: String, transforms: [LayerTransform], opacities: [Double]) {
        self.id = id
        self.transforms = transforms
        self.opacities = opacities
    }

    /// True when the rotation differs between frames.
    public var changesRotation: Bool { transforms.contains { $0.rotation != transforms.first?.rotation } }

    /// True when the anchor or translation differs between frames (the layer's position moves).
    public var changesPosition: Bool {
        guard let first = transforms.first else { return false }
        return transforms.contains { $0.anchor != first.anchor || $0.translation != first.translation }
    }

    /// True when the rotation or the position changes.
    public var changesTransform: Bool { changesRotation || changesPosition }

    /// True when the opacity differs between frames.
    public var changesOpacity: Bool { opacities.contains { $0 != opacities.first } }

    /// The point the anchor lands on in each frame (anchor + translation): with the rotation
    /// performed about the anchor, the layer's position in its superlayer, as Core Animation's
    /// `position` with `anchorPoint` at the anchor. Read through the rendering rules: non-finite
    /// parts count as 0.
    public var positions: [CGPoint] {
        renderedTransforms.map {
            CGPoint(x: Double($0.anchor.x) + Double($0.translation.width),
                    y: Double($0.anchor.y) + Double($0.translation.height))
        }
    }
}
