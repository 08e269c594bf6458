#if canImport(SwiftUI)
public import SwiftUI

// What SwiftUI controls bind to. Each binding only reads and writes the platform-neutral
// members it names, which carry the behaviour (and its tests); the closures say that they
// run on the main actor, as the store requires and as SwiftUI calls them.

extension PreferenceBinding {
    /// The field as a SwiftUI binding, for a `Toggle` (Bool), `Slider` (Float), `Stepper`,
    /// `TextField` or `Picker`: a value the field rejects is not stored and shows in
    /// `validationError`.
    public var binding: Binding<Value> {
        Binding(get: { @MainActor in value }, set: { @MainActor newValue in value = newValue })
    }

    /// Whether a set of cases holds `element`, as a binding for one `Toggle` per case.
    public func binding<Element: Hashable & Sendable>(contains element: Element) -> Binding<Bool> where Value == Set<Element> {
        Binding(get: { @MainActor in contains(element) }, set: { @MainActor isIncluded in setContains(element, isIncluded) })
    }
}

extension PreferenceBinding where Value == Int {
    /// An Int field as a `Slider` binding: see `sliderValue`.
    public var sliderBinding: Binding<Double> {
        Binding(get: { @MainActor in sliderValue }, set: { @MainActor newValue in sliderValue = newValue })
    }
}
#endif

#if canImport(SwiftUI)
extension PreferenceToggle {
    /// The switch as a SwiftUI binding, for a `Toggle`: see `isOn`.
    public var binding: Binding<Bool> {
        Binding(get: { @MainActor in isOn }, set: { @MainActor newValue in isOn = newValue })
    }
}
#endif
