import Diagnostics

extension Catalog {
    /// The translation states Xcode writes (`stale` by Xcode versions before 15.3).
    public static let knownStates: Set<String> = ["new", "translated", "needs_review", "stale"]

    /// Every string unit and string set whose `state` Xcode does not write, in file order.
    public var unknownStates: [UnknownCatalogValue] {
        unknownValues.filter { $0.kind == .state }
    }

    /// Every device case whose name is not one of Apple's device classes (`VariationKind.deviceClasses`),
    /// in file order.
    public var unknownDeviceNames: [UnknownCatalogValue] {
        unknownValues.filter { $0.kind == .device }
    }

    /// Unknown states and device names together, in file order: one walk over every localization.
    public var unknownValues: [UnknownCatalogValue] {
        var found: [UnknownCatalogValue] = []
        let devices = Set(VariationKind.deviceClasses)
        for entry in entries {
            for localization in entry.localizations ?? [] {
                func note(_ kind: UnknownCatalogValue.Kind, _ value: String, _ location: SourceLocation) {
                    found.append(UnknownCatalogValue(
                        kind: kind, value: value, key: entry.key, language: localization.language, location: location))
                }
                // Most localizations are one string unit: its state is all there is to look at.
                if localization.content.variations == nil, localization.content.substitutions == nil,
                    localization.content.stringSet == nil
                {
                    if let unit = localization.content.stringUnit, let state = unit.state, !Self.isKnownState(state) {
                        note(.state, state.rawValue, unit.stateLocation ?? unit.location)
                    }
                    continue
                }
                // An explicit work list: nesting (device, then plural, then substitutions) is input.
                var pending: [LocalizedContent] = [localization.content]
                while let content = pending.popLast() {
                    if let unit = content.stringUnit, let state = unit.state, !Self.isKnownState(state) {
                        note(.state, state.rawValue, unit.stateLocation ?? unit.location)
                    }
                    if let set = content.stringSet, let state = set.state, !Self.knownStates.contains(state.rawValue) {
                        note(.state, state.rawValue, set.location)
                    }
                    var groups = content.variations?.groups ?? []
                    for substitution in content.substitutions ?? [] { groups += substitution.variations?.groups ?? [] }
                    for group in groups {
                        for variationCase in group.cases {
                            if group.kind == VariationKind.device, !devices.contains(variationCase.name) {
                                note(.device, variationCase.name, variationCase.location)
                            }
                        }
                        // Reversed, so the work list hands them out in file order.
                        pending += group.cases.reversed().map(\.content)
                    }
                }
            }
        }
        return found.sorted { $0.location < $1.location }
    }

    /// `knownStates.contains(state.rawValue)`, comparing with the states Xcode writes before hashing.
    private static func isKnownState(_ state: TranslationState) -> Bool {
        state == .translated || state == .new || state == .needsReview || knownStates.contains(state.rawValue)
    }
}
