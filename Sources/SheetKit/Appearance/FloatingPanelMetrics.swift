/// The frame rules of a bottom sheet shown as a floating panel (``SheetAdaptiveStyle/floatingPanel``):
/// a panel of bounded width, kept clear of the container's sides and bottom by a margin,
/// that still moves between its detents.
///
/// ## The rules
/// - Available width: the container's width minus the left and right safe-area insets minus
///   ``margin`` on each side (never negative).
/// - Width: ``widthFraction`` × the available width, clamped into
///   ``minimumWidth``...``maximumWidth``, and never wider than the available width.
/// - Position across: centered in the available width, or at its leading or trailing end
///   (``alignment``, mirrored in right-to-left layouts).
/// - Bottom: the panel floats ``attachedInset(in:)`` points above its attached side (the
///   container's bottom edge, or the top of the keyboard): the larger of ``margin`` and what
///   remains of the bottom safe-area inset above the keyboard, so it clears the home
///   indicator.
public struct FloatingPanelMetrics: Hashable, Sendable {
    /// Where the panel sits across the container.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Centered in the available width.
        case center
        /// At the leading side (left in left-to-right layouts).
        case leading
        /// At the trailing side (right in left-to-right layouts).
        case trailing
    }

    /// The panel's width as a fraction of the available width. Default 0.5 (design choice:
    /// half of an iPad in portrait is about a phone's width). Clamped into 0...1; NaN
    /// becomes 0.5, whether passed to the initializer or assigned later.
    public var widthFraction: Double {
        didSet { widthFraction = Self.sanitized(fraction: widthFraction) }
    }
    /// The narrowest panel, in points (when the container allows it). Default 320: the
    /// narrowest width compact-width layouts must handle (the 4-inch iPhone SE, which iOS 13
    /// supports). A value that is not finite or is negative becomes 320, one above 10 000
    /// becomes 10 000, whether passed to the initializer or assigned later.
    public var minimumWidth: Double {
        didSet { minimumWidth = minimumWidth.appearanceLength(or: Self.defaultMinimumWidth) }
    }
    /// The widest panel, in points. Default 440: the portrait width of the widest iPhone
    /// (iPhone 16 Pro Max), so content laid out for a phone is never stretched wider than on
    /// a phone. A value that is not finite or is negative becomes 440, one above 10 000
    /// becomes 10 000, whether passed to the initializer or assigned later; one below
    /// ``minimumWidth`` acts as ``minimumWidth``.
    public var maximumWidth: Double {
        didSet { maximumWidth = maximumWidth.appearanceLength(or: Self.defaultMaximumWidth) }
    }
    /// The gap kept between the panel and the container's sides and bottom, in points.
    /// Default 20: the upper end of the system layout margins (16–20 pt, Apple's
    /// `ContentMarginGuide.container` documentation), which regular-width layouts use.
    /// A value that is not finite or is negative becomes 20, one above 10 000 becomes
    /// 10 000, whether passed to the initializer or assigned later.
    public var margin: Double {
        didSet { margin = margin.appearanceLength(or: Self.defaultMargin) }
    }
    /// Where the panel sits across the container. Default ``Alignment/center``.
    public var alignment: Alignment

    static let defaultFraction = 0.5
    static let defaultMinimumWidth = 320.0
    static let defaultMaximumWidth = 440.0
    static let defaultMargin = 20.0

    /// Creates metrics (see each property for its default and sanitizing rule).
    public init(widthFraction: Double = 0.5, minimumWidth: Double = 320, maximumWidth: Double = 440, margin: Double = 20,
                alignment: Alignment = .center) {
        self.widthFraction = Self.sanitized(fraction: widthFraction)
        self.minimumWidth = minimumWidth.appearanceLength(or: Self.defaultMinimumWidth)
        self.maximumWidth = maximumWidth.appearanceLength(or: Self.defaultMaximumWidth)
        self.margin = margin.appearanceLength(or: Self.defaultMargin)
        self.alignment = alignment
    }

    private static func sanitized(fraction: Double) -> Double {
        fraction.isNaN ? defaultFraction : fraction.clamped(to: 0...1)
    }

    /// The panel's span across the container (x origin and width), in points.
    /// - Parameter container: The container.
    public func crossSpan(in container: SheetContainer) -> (origin: Double, length: Double) {
        let safe = container.safeAreaInsets
        let start = safe.left + margin
        let available = Swift.max(0, container.size.width - safe.left - safe.right - 2 * margin)
        let width = Swift.min(Swift.min(Swift.max(available * widthFraction, minimumWidth), Swift.max(maximumWidth, minimumWidth)),
                              available)
        let isRightToLeft = container.layoutDirection == .rightToLeft
        let atLeft: Bool
        switch alignment {
        case .center: return (start + (available - width) / 2, width)
        case .leading: atLeft = !isRightToLeft
        case .trailing: atLeft = isRightToLeft
        }
        return (atLeft ? start : start + available - width, width)
    }

    /// How far the panel floats above its attached side (the container's bottom edge, or the
    /// top of the keyboard), in points: the larger of ``margin`` and the bottom safe-area
    /// inset that the keyboard does not cover.
    /// - Parameter container: The container.
    public func attachedInset(in container: SheetContainer) -> Double {
        Swift.max(margin, container.safeAreaInsets.bottom - container.obstructionInsets.bottom)
    }

    /// The panel's frame for a bottom sheet's frame, in the container's coordinates: the
    /// frame's content rectangle spanning ``crossSpan(in:)`` across and pulled up by
    /// ``attachedInset(in:)`` at the bottom (never to a negative height). Its top stays where
    /// the extent puts it.
    /// - Parameters:
    ///   - frame: The sheet's frame from ``SheetLayout/frame(forExtent:)``.
    ///   - container: The container the frame was made in.
    public func contentFrame(in frame: SheetFrame, container: SheetContainer) -> SheetRect {
        let span = crossSpan(in: container)
        let height = Swift.max(0, frame.content.height - attachedInset(in: container))
        return SheetRect(x: span.origin, y: frame.content.y, width: span.length, height: height)
    }
}
