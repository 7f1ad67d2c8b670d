#if canImport(UIKit)
@preconcurrency import UIKit

// The SheetKit sheet a presentation is stacked on (the runner performs the transition's own
// calls). An embedded panel has none: its ``PanelLifecycle`` never asks for it.
extension SheetPresentationController {
    // MARK: Sheets on sheets

    /// The SheetKit sheet this one is presented from, if any. Only a presenting view
    /// controller that is itself presented is asked for its presentation controller, so UIKit
    /// never makes one up for a root view controller.
    var presentingSheet: SheetPresentationController? {
        presentingViewController.presentingViewController
            .flatMap { _ in presentingViewController.presentationController as? SheetPresentationController }
    }

    /// ``SheetLifecycleAction/coverPresentingSheet(depth:progress:)``: tells the sheet below
    /// what covers it now.
    func coverPresentingSheet(depth: Int, progress: Double) {
        presentingSheet?.handle(.coveredBySheet(depth: depth, progress: progress))
    }
}
#endif
