@testable import SheetKit
import Testing

/// The SwiftUI modifier hands its configuration to the sheet only when it changed
/// (``BoundConfiguration``): what `prepare` or UIKit code set on the sheet survives the
/// modifier's next unrelated update.
@Suite("Bound configuration")
struct BoundConfigurationTests {
    static let comments = SheetConfiguration.commentSheet()
    static let drawer = SheetConfiguration.drawer(edge: .leading)

    @Test("An update with the configuration presented hands nothing over")
    func unchangedUpdate() {
        var bound = BoundConfiguration()
        bound.presented(with: Self.comments)
        let same = bound.update(Self.comments)
        let rebuilt = bound.update(SheetConfiguration.commentSheet())
        #expect(same == nil)
        #expect(rebuilt == nil, "equivalent, built again")
    }

    @Test("A changed configuration is handed over once, then compared with")
    func changedUpdate() throws {
        var bound = BoundConfiguration()
        bound.presented(with: Self.comments)
        let changed = bound.update(Self.drawer)
        let handed = try #require(changed)
        #expect(handed.isEquivalent(to: Self.drawer))
        let again = bound.update(Self.drawer)
        #expect(again == nil)
        let back = bound.update(Self.comments)
        #expect(back?.isEquivalent(to: Self.comments) == true, "and back")
    }

    @Test("A detent added to the modifier's configuration is a change")
    func detentChange() {
        var bound = BoundConfiguration()
        bound.presented(with: Self.comments)
        var taller = Self.comments
        taller.detents.append(.points(120, identifier: "peek"))
        let handed = bound.update(taller)
        #expect(handed != nil)
    }

    @Test("Before any presentation, the first update hands its configuration over")
    func firstUpdate() {
        var bound = BoundConfiguration()
        let first = bound.update(Self.comments)
        let second = bound.update(Self.comments)
        #expect(first != nil)
        #expect(second == nil)
    }
}

/// A NaN among the dimming values is stored as what it counts as, so a configuration holding
/// one is equal (and equivalent) to itself and a SwiftUI update does not take it for a change.
@Suite("Dimming values: NaN")
struct DimmingNaNTests {
    @Test("A NaN alpha or blur is stored as 1 or 0, set at creation or later")
    func storedAsItsMeaning() {
        var dimming = DimmingConfiguration(alphaByDetent: [.medium: .nan], blurByDetent: [.large: .nan])
        #expect(dimming.alphaByDetent[.medium] == 1)
        #expect(dimming.blurByDetent[.large] == 0)
        dimming.alphaByDetent[.large] = .nan
        dimming.blurByDetent[.medium] = .nan
        #expect(dimming.alphaByDetent[.large] == 1)
        #expect(dimming.blurByDetent[.medium] == 0)
        #expect(dimming == dimming)
    }

    @Test("A configuration with a NaN dimming value is handed over once")
    func handedOverOnce() {
        var configuration = SheetConfiguration.commentSheet()
        configuration.dimming.alphaByDetent[.medium] = .nan
        #expect(configuration.isEquivalent(to: configuration))
        var bound = BoundConfiguration()
        bound.presented(with: configuration)
        let again = bound.update(configuration)
        #expect(again == nil)
    }
}
