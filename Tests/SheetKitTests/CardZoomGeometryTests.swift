import Testing
@testable import SheetKit
import SheetKitTestSupport

@Suite("Card zoom geometry: interpolation, content scale and the zoom-back target")
struct CardZoomGeometryTests {
    /// A card, a detail, an expansion, and the expected frame, radius and content scale,
    /// written out by hand from the type's rules (edges linear, radius linear, scale =
    /// frame width ÷ layout width).
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var card: SheetRect
        var cardRadius: Double
        var detail: SheetRect
        var detailRadius: Double
        var expansion: Double
        var frame: SheetRect
        var radius: Double
        var scale: Double
        var testDescription: String { "\(name) e=\(expansion)" }
    }

    static let phoneCard = SheetRect(x: 20, y: 300, width: 350, height: 400)
    static let phone = SheetRect(x: 0, y: 0, width: 390, height: 844)
    static let padCard = SheetRect(x: 100, y: 200, width: 300, height: 380)
    static let pad = SheetRect(x: 0, y: 0, width: 1024, height: 1366)
    static let formDetail = SheetRect(x: 242, y: 373, width: 540, height: 620)

    static let rows: [Row] = [
        Row(name: "phone", card: phoneCard, cardRadius: 20, detail: phone, detailRadius: 0, expansion: 0,
            frame: phoneCard, radius: 20, scale: 350.0 / 390),
        Row(name: "phone", card: phoneCard, cardRadius: 20, detail: phone, detailRadius: 0, expansion: 0.5,
            frame: SheetRect(x: 10, y: 150, width: 370, height: 622), radius: 10, scale: 370.0 / 390),
        Row(name: "phone", card: phoneCard, cardRadius: 20, detail: phone, detailRadius: 0, expansion: 1,
            frame: phone, radius: 0, scale: 1),
        // The display's corner radius as the destination's (iPhone 15: 55 pt).
        Row(name: "phone, display radius", card: phoneCard, cardRadius: 20, detail: phone, detailRadius: 55, expansion: 0.5,
            frame: SheetRect(x: 10, y: 150, width: 370, height: 622), radius: 37.5, scale: 370.0 / 390),
        Row(name: "pad", card: padCard, cardRadius: 12, detail: pad, detailRadius: 18, expansion: 0.5,
            frame: SheetRect(x: 50, y: 100, width: 662, height: 873), radius: 15, scale: 662.0 / 1024),
        Row(name: "pad form detail", card: padCard, cardRadius: 12, detail: formDetail, detailRadius: 10, expansion: 0.5,
            frame: SheetRect(x: 171, y: 286.5, width: 420, height: 500), radius: 11, scale: 420.0 / 540),
        Row(name: "card below the screen", card: SheetRect(x: 20, y: 900, width: 350, height: 400), cardRadius: 20, detail: phone,
            detailRadius: 0, expansion: 0.5, frame: SheetRect(x: 10, y: 450, width: 370, height: 622), radius: 10, scale: 370.0 / 390),
        Row(name: "clamped progress", card: phoneCard, cardRadius: 20, detail: phone, detailRadius: 0, expansion: 1.7,
            frame: phone, radius: 0, scale: 1),
        Row(name: "NaN progress", card: phoneCard, cardRadius: 20, detail: phone, detailRadius: 0, expansion: .nan,
            frame: phoneCard, radius: 20, scale: 350.0 / 390),
    ]

    @Test("Frame, corner radius and content scale at expansions 0, 0.5 and 1", arguments: rows)
    func interpolation(row: Row) {
        let geometry = CardZoomGeometry(collapsed: row.card, collapsedCornerRadius: row.cardRadius, expanded: row.detail,
                                        expandedCornerRadius: row.detailRadius)
        let appearance = geometry.appearance(expansion: row.expansion)
        #expect(isClose(appearance.frame, row.frame, within: 1e-9), "\(appearance.frame)")
        #expect(isClose(appearance.cornerRadius, row.radius))
        #expect(isClose(appearance.contentScale, row.scale))
        #expect(appearance.alpha == 1)
        // The content keeps its layout size, scaled, top-aligned and filling the width.
        #expect(isClose(appearance.contentFrame.x, row.frame.x))
        #expect(isClose(appearance.contentFrame.y, row.frame.y))
        #expect(isClose(appearance.contentFrame.width, row.detail.width * row.scale))
        #expect(isClose(appearance.contentFrame.height, row.detail.height * row.scale))
    }

    @Test("Every edge moves linearly: the frame at 0.25 is the average of the frames at 0 and 0.5")
    func linearEdges() {
        let geometry = CardZoomGeometry(collapsed: Self.phoneCard, collapsedCornerRadius: 20, expanded: Self.phone,
                                        expandedCornerRadius: 0)
        let a = geometry.appearance(expansion: 0).frame
        let b = geometry.appearance(expansion: 0.5).frame
        let quarter = geometry.appearance(expansion: 0.25).frame
        #expect(isClose(quarter, SheetRect(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, width: (a.width + b.width) / 2,
                                           height: (a.height + b.height) / 2)))
    }

    @Test("Toward a missing card the detail fades over the collapsed half")
    func fallbackFade() {
        let geometry = CardZoomGeometry(collapsed: Self.phoneCard, collapsedCornerRadius: 20, expanded: Self.phone,
                                        expandedCornerRadius: 0, collapsedAlpha: 0)
        #expect(geometry.appearance(expansion: 1).alpha == 1)
        #expect(geometry.appearance(expansion: 0.5).alpha == 1)
        #expect(isClose(geometry.appearance(expansion: 0.25).alpha, 0.5))
        #expect(geometry.appearance(expansion: 0).alpha == 0)
    }

    /// A current card frame (or none), a last known frame, a container, and the expected target.
    struct TargetRow: Sendable, CustomTestStringConvertible {
        var name: String
        var current: SheetRect?
        var lastKnown: SheetRect
        var container: SheetContainer
        var rect: SheetRect
        var kind: CardZoomTarget.Kind
        var testDescription: String { name }
    }

    static let targetRows: [TargetRow] = [
        TargetRow(name: "visible card", current: SheetRect(x: 20, y: 120, width: 350, height: 400), lastKnown: phoneCard,
                  container: portraitPhone, rect: SheetRect(x: 20, y: 120, width: 350, height: 400), kind: .source),
        TargetRow(name: "partly visible card at the bottom", current: SheetRect(x: 20, y: 700, width: 350, height: 400),
                  lastKnown: phoneCard, container: portraitPhone, rect: SheetRect(x: 20, y: 700, width: 350, height: 400), kind: .source),
        // Its bottom edge at y = 30 is under the 47 pt status-bar inset: gone; clamped below it.
        TargetRow(name: "card under the status bar", current: SheetRect(x: 20, y: -370, width: 350, height: 400),
                  lastKnown: phoneCard, container: portraitPhone, rect: SheetRect(x: 20, y: 47, width: 350, height: 400), kind: .fallback),
        // Without safe-area insets the same card is visible.
        TargetRow(name: "same card without insets", current: SheetRect(x: 20, y: -370, width: 350, height: 400),
                  lastKnown: phoneCard, container: plainPortrait, rect: SheetRect(x: 20, y: -370, width: 350, height: 400), kind: .source),
        TargetRow(name: "card scrolled far below", current: SheetRect(x: 20, y: 2_000, width: 350, height: 400),
                  lastKnown: phoneCard, container: portraitPhone, rect: SheetRect(x: 20, y: 410, width: 350, height: 400), kind: .fallback),
        TargetRow(name: "card gone, last seen visible", current: nil, lastKnown: phoneCard, container: portraitPhone,
                  rect: phoneCard, kind: .fallback),
        TargetRow(name: "card gone, last seen above", current: nil, lastKnown: SheetRect(x: 20, y: -900, width: 350, height: 400),
                  container: portraitPhone, rect: SheetRect(x: 20, y: 47, width: 350, height: 400), kind: .fallback),
        // Landscape: the card's right edge (x = 10) is under the 47 pt sensor-housing inset.
        TargetRow(name: "landscape card under the left inset", current: SheetRect(x: -340, y: 40, width: 350, height: 300),
                  lastKnown: phoneCard, container: landscapePhone, rect: SheetRect(x: 47, y: 40, width: 350, height: 300), kind: .fallback),
        // A card taller than the visible area is shrunk to it about its center.
        TargetRow(name: "landscape, tall card gone", current: nil, lastKnown: SheetRect(x: 300, y: 100, width: 350, height: 500),
                  container: landscapePhone, rect: SheetRect(x: 300, y: 0, width: 350, height: 369), kind: .fallback),
        TargetRow(name: "zero-size current card", current: SheetRect(x: 20, y: 120, width: 0, height: 0), lastKnown: phoneCard,
                  container: portraitPhone, rect: phoneCard, kind: .fallback),
        TargetRow(name: "NaN current card", current: SheetRect(x: .nan, y: 120, width: 350, height: 400), lastKnown: phoneCard,
                  container: portraitPhone, rect: phoneCard, kind: .fallback),
        // NaN coordinates center it on the visible area's center, (195, 428.5).
        TargetRow(name: "NaN last known", current: nil, lastKnown: SheetRect(x: .nan, y: .nan, width: 100, height: 100),
                  container: portraitPhone, rect: SheetRect(x: 145, y: 378.5, width: 100, height: 100), kind: .fallback),
        TargetRow(name: "infinite last known", current: nil, lastKnown: SheetRect(x: -.infinity, y: .infinity, width: .infinity, height: 80),
                  container: portraitPhone, rect: SheetRect(x: 0, y: 730, width: 390, height: 80), kind: .fallback),
    ]

    @Test("The zoom-back target: the card when visible, else its latest frame clamped into the safe area",
          arguments: targetRows)
    func target(row: TargetRow) {
        let target = CardZoomTarget.resolve(current: row.current, lastKnown: row.lastKnown, container: row.container)
        #expect(target.kind == row.kind)
        #expect(isClose(target.rect, row.rect), "\(target.rect)")
        #expect(target.arrivalAlpha == (row.kind == .source ? 1 : 0))
    }

    @Test("Rotation: the same expansion in portrait and landscape uses each container's geometry")
    func rotation() {
        let style = CardZoomStyle()
        let portrait = CardZoomScene(container: portraitPhone, currentSource: Self.phoneCard, lastKnownSource: Self.phoneCard,
                                     sourceCornerRadius: 20)
        let landscapeCard = SheetRect(x: 247, y: 20, width: 350, height: 300)
        let landscape = CardZoomScene(container: landscapePhone, currentSource: landscapeCard, lastKnownSource: Self.phoneCard,
                                      sourceCornerRadius: 20)
        let a = style.presentationAppearance(expansion: 0.5, in: portrait)
        let b = style.presentationAppearance(expansion: 0.5, in: landscape)
        #expect(isClose(a.frame, SheetRect(x: 10, y: 150, width: 370, height: 622)))
        #expect(isClose(b.frame, SheetRect(x: 123.5, y: 10, width: 597, height: 345)))
        #expect(isClose(b.contentScale, 597.0 / 844))
        #expect(isClose(b.contentFrame.height, 390 * 597.0 / 844))
    }

    @Test("Reduce Motion: the detail stays at its frame and fades linearly")
    func reduceMotion() {
        let scene = CardZoomScene(container: portraitPhone, currentSource: Self.phoneCard, lastKnownSource: Self.phoneCard,
                                  sourceCornerRadius: 20, destinationCornerRadius: 55)
        for expansion in [0.0, 0.3, 1] {
            let appearance = CardZoomStyle().presentationAppearance(expansion: expansion, in: scene, reduceMotion: true)
            #expect(appearance.frame == Self.phone)
            #expect(appearance.contentScale == 1)
            #expect(appearance.cornerRadius == 55)
            #expect(isClose(appearance.alpha, expansion))
        }
    }

    @Test("Extreme rectangles and radii give finite appearances",
          arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, subnormal, 0])
    func extremes(value: Double) {
        let rect = SheetRect(x: value, y: value, width: value, height: value)
        for (card, detail) in [(rect, Self.phone), (Self.phoneCard, rect), (rect, rect)] {
            let geometry = CardZoomGeometry(collapsed: card, collapsedCornerRadius: value, expanded: detail,
                                            expandedCornerRadius: value, contentLayoutSize: SheetSize(width: value, height: value),
                                            collapsedAlpha: value)
            for expansion in [0, 0.5, 1, value] {
                let appearance = geometry.appearance(expansion: expansion)
                #expect(isFinite(appearance.frame) && isFinite(appearance.contentFrame))
                #expect(appearance.contentScale.isFinite && appearance.contentScale > 0)
                #expect(appearance.cornerRadius.isFinite && appearance.alpha.isFinite)
            }
        }
        let target = CardZoomTarget.resolve(current: rect, lastKnown: rect, container: SheetContainer(size: SheetSize(width: value, height: value)))
        #expect(isFinite(target.rect))
    }

    /// Review of 2026-11-27: the detail's safe area followed its moving, scaled frame, so its
    /// content was laid out again on every frame and jumped when the open landed.
    @Test("The detail keeps the safe area it has where it lands", arguments: [
        // destination → insets (the portrait phone: 47 top, 34 bottom)
        (SheetRect?.none, SheetInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (SheetRect(x: 0, y: 20, width: 390, height: 800), SheetInsets(top: 27, left: 0, bottom: 10, right: 0)),
        (SheetRect(x: 20, y: 100, width: 350, height: 600), SheetInsets(top: 0, left: 0, bottom: 0, right: 0)),
    ])
    func detailSafeArea(destination: SheetRect?, insets: SheetInsets) {
        var scene = CardZoomDismissalTests.scene
        scene.destination = destination
        #expect(scene.detailSafeAreaInsets == insets)
    }
}
