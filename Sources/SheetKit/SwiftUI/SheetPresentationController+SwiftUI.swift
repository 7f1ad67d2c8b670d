#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SheetControlling {
    /// Changes properties on a SwiftUI spring: its response and damping ratio carry over
    /// exactly, so the sheet moves as a SwiftUI view animated with the same spring would, and
    /// the user can catch it mid-move.
    ///
    /// ```swift
    /// if #available(iOS 17.0, *) {
    ///     sheet.animateChanges(.snappy) {
    ///         sheet.selectedDetentIdentifier = .large
    ///     }
    /// }
    /// ```
    ///
    /// `.snappy`, `.smooth` and `.bouncy` are SwiftUI's springs here; any other SwiftUI
    /// `Animation` goes through ``animateChanges(animation:_:)``, which is labeled so that the
    /// names both types share are never ambiguous.
    @available(iOS 17.0, *)
    public func animateChanges(_ spring: SwiftUI.Spring, _ changes: () -> Void) {
        animateChanges(spring: MotionSpring(response: spring.response, dampingRatio: spring.dampingRatio), changes)
    }

    // SwiftUI's module version says which SDK builds this (5.x: iOS 17, 6.x: iOS 18, 7.x:
    // iOS 26); a compiler version does not, since a newer compiler may build with an older SDK.
    #if canImport(SwiftUI, _version: 6.0)
    /// Changes properties with any SwiftUI animation, through UIKit's
    /// `UIView.animate(_:changes:completion:)`: the sheet is placed on its new detent at once
    /// and Core Animation moves every view there on `animation`'s curve.
    ///
    /// A SwiftUI `Animation` cannot be evaluated outside SwiftUI (its context has no public
    /// initializer), so the sheet's own springs do not run it: the sheet cannot be caught
    /// mid-change, and its extent reads the new detent from the start. When the motion is a
    /// spring, prefer the overload that takes a SwiftUI `Spring`, or
    /// ``animateChanges(spring:_:)``: the sheet's own spring runs it and can be caught.
    ///
    /// ```swift
    /// sheetController?.animateChanges(animation: .easeInOut(duration: 0.35)) {
    ///     sheetController?.selectedDetentIdentifier = .medium
    /// }
    /// ```
    ///
    /// Available to apps built with the iOS 18 SDK or later. From SwiftUI, `withAnimation`
    /// around a change of the modifier's `selectedDetent` binding comes here on iOS 18.
    @available(iOS 18.0, *)
    public func animateChanges(animation: Animation, _ changes: () -> Void) {
        UIView.animate(animation) {
            changes()
            // The content's Auto Layout moves on the same curve as the frames, not at once.
            driver.owner?.sheetContainerView?.layoutIfNeeded()
        }
    }
    #endif
}

// The SwiftUI modifiers' side of a presented sheet and an embedded panel alike.
extension SheetControlling {
    /// Selects `identifier` when it is not `nil`, as a SwiftUI update asks: with the
    /// transaction's animation on iOS 18 and later, on the sheet's spring before, and at once
    /// when the transaction disables animations. The engine ignores the detent the sheet
    /// already rests on.
    func select(_ identifier: Detent.Identifier?, transaction: Transaction) {
        // Nothing to select: no animation runs (an animated update would otherwise lay the
        // sheet out on its curve for nothing).
        guard let identifier else { return }
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *), let animation = transaction.animation, !transaction.disablesAnimations {
            return animateChanges(animation: animation) { selectedDetentIdentifier = identifier }
        }
        #endif
        driver.changeAnimation = transaction.disablesAnimations ? nil : .sheetSpring
        defer { driver.changeAnimation = nil }
        selectedDetentIdentifier = identifier
    }

    /// Applies a configuration from a SwiftUI update: on the sheet's spring when the
    /// transaction animates, at once otherwise. An equivalent configuration changes nothing
    /// (the lifecycle ignores it).
    func apply(_ configuration: SheetConfiguration, transaction: Transaction) {
        driver.changeAnimation = transaction.disablesAnimations || transaction.animation == nil ? nil : .sheetSpring
        defer { driver.changeAnimation = nil }
        self.configuration = configuration
    }
}

extension SheetPresentationController {
    /// The sheet's surface (its background, border and grabber) takes the colour scheme its
    /// presented view controller overrides, which the SwiftUI bridge sets from the presenter's
    /// environment (`adoptColorScheme(of:)`): the surface is in the container view, whose
    /// traits come from the window, not from the presented view controller.
    func surfaceFollowsContentColorScheme() {
        driver.surface.overrideUserInterfaceStyle = presentedViewController.overrideUserInterfaceStyle
    }
}
#endif
