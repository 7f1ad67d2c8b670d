#if canImport(UIKit)
/// An object held weakly: a reveal's source view, or a runner a closure made before it
/// reaches (a subclass's actions handed to its superclass's initializer).
final class WeakReference<Object: AnyObject> {
    /// The object, while something else keeps it.
    weak var object: Object?

    /// A reference to `object`, or to nothing yet.
    init(_ object: Object? = nil) {
        self.object = object
    }
}
#endif
