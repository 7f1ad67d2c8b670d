import Testing
@testable import SheetKit

/// Values assigned to public properties after initialization follow the same sanitizing
/// rules as the initializers, so no NaN or infinity reaches the engine through a setter.
@Suite("Sanitizing of assigned values")
struct AssignedValueSanitizingTests {
    static let bad: [Double] = [.nan, .infinity, -.infinity, -5]

    @Test("Sizes and insets: bad values become 0", arguments: bad)
    func sizesAndInsets(value: Double) {
        var size = SheetSize(width: 390, height: 844)
        size.width = value
        size.height = value
        #expect(size == SheetSize(width: 0, height: 0))
        var insets = SheetInsets(top: 47, left: 1, bottom: 34, right: 2)
        insets.top = value
        insets.left = value
        insets.bottom = value
        insets.right = value
        #expect(insets == .zero)
    }

    @Test("Container scale and fitting length follow the initializer's rules", arguments: bad)
    func container(value: Double) {
        var container = SheetContainer.phonePortrait
        container.displayScale = value
        container.contentFittingLength = value
        #expect(container.displayScale == 3 && container.contentFittingLength == nil)
        container.contentFittingLength = 420
        #expect(container.contentFittingLength == 420)
    }

    @Test("Layout options, release policy, grabber and presenting effect keep their defaults", arguments: bad)
    func options(value: Double) {
        var options = SheetLayoutOptions()
        options.presentingContentReveal = value
        options.overshootAllowance = value
        options.maximumRegularWidth = value
        #expect(options.presentingContentReveal == 10 && options.overshootAllowance == 100 && options.maximumRegularWidth == nil)

        var policy = ReleasePolicy()
        policy.flingVelocityThreshold = value
        #expect(policy.flingVelocityThreshold == 500)
        policy.dismissalProjectionFraction = value
        policy.dismissalTargetFraction = value
        let expectedProjection = value.isNaN ? 0.5 : (value > 0 ? 1 : 0)
        let expectedTarget = value.isNaN ? 0.1 : (value > 0 ? 1 : 0)
        #expect(policy.dismissalProjectionFraction == expectedProjection && policy.dismissalTargetFraction == expectedTarget)

        var grabber = GrabberLayout.standard
        grabber.length = value
        grabber.thickness = value
        grabber.inset = value
        #expect(grabber == .standard)

        var effect = PresentingEffectConfiguration.pageSheet
        effect.scale = value
        effect.cornerRadius = value
        effect.slideAlongFraction = value
        #expect(effect.scale == (value.isNaN ? 1 : (value > 0 ? 1 : 0.5)))
        #expect(effect.cornerRadius == 0 && effect.slideAlongFraction == (value > 0 ? 1 : 0))
    }

    @Test("Scroll metrics: NaN becomes 0, infinities the length bound, lengths are not negative", arguments: bad)
    func scrollMetrics(value: Double) {
        var metrics = ScrollMetrics(offset: 10, contentLength: 2000, viewportLength: 600, startInset: 4, endInset: 8)
        metrics.offset = value
        metrics.contentLength = value
        metrics.viewportLength = value
        metrics.startInset = value
        metrics.endInset = value
        // Signed lengths: NaN is 0, the rest is clamped into ±InputLimits.maximumLength.
        let signed = value.isNaN ? 0 : min(max(value, -InputLimits.maximumLength), InputLimits.maximumLength)
        #expect(metrics == ScrollMetrics(offset: signed, contentLength: 0, viewportLength: 0, startInset: signed, endInset: signed))
    }

    @Test("An engine fed a container and options broken after init stays finite", arguments: bad)
    func engine(value: Double) {
        var configuration = SheetConfiguration.commentSheet()
        configuration.layout.overshootAllowance = value
        configuration.layout.presentingContentReveal = value
        var container = SheetContainer.phonePortrait
        container.size.height = value
        container.safeAreaInsets.top = value
        var engine = SheetEngine(configuration: configuration, container: .phonePortrait)
        engine.send(.present(animated: false, time: 0))
        let output = engine.send(.updateContainer(container))
        engine.send(.updateConfiguration(configuration, animated: false, time: 0))
        let frame = engine.frame
        let numbers = [output.extent, output.velocity, output.progress, output.dimming,
                       frame.surface.x, frame.surface.y, frame.surface.width, frame.surface.height,
                       frame.content.x, frame.content.y, frame.content.width, frame.content.height]
        #expect(numbers.allSatisfy { $0.isFinite })
        // The options kept their defaults, so the surface overshoots by 100 pt as usual.
        #expect(frame.surface.height - frame.content.height == 100)
    }
}
