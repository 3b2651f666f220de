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
        // Entries and localizations read in place through their buffers: a `for … in` copied every one,
        // and `note` holding the entry copied it again for each localization that varies.
        entries.withUnsafeBufferPointer { entries in
            for entry in entries.indices {
                let key = entries[entry].key
                entries[entry].localizations?.withUnsafeBufferPointer { localizations in
                    for index in localizations.indices {
                        func note(_ kind: UnknownCatalogValue.Kind, _ value: String, _ location: SourceLocation) {
                            found.append(UnknownCatalogValue(
                                kind: kind, value: value, key: key, language: localizations[index].language,
                                location: location))
                        }
                        // Most localizations are one string unit: its state is all there is to look at.
                        // (Asked of the content in place: its `variations`, `substitutions` and `stringSet` each
                        // returned a copy.)
                        if !localizations[index].content.hasRareParts {
                            if let state = localizations[index].content.stringUnit?.state, !Self.isKnownState(state),
                                let unit = localizations[index].content.stringUnit
                            {
                                note(.state, state.rawValue, unit.stateLocation ?? unit.location)
                            }
                            continue
                        }
                        Self.noteUnknownValues(in: localizations[index].content, depth: 0, devices: devices, note)
                    }
                }
            }
        }
        return found.sorted { $0.location < $1.location }
    }

    /// How deep `noteUnknownValues` recurses before it hands the rest to a work list: deeper than any file
    /// the JSON reader accepts (`JSONReader.maximumDepth`), so only a catalog built in memory gets there.
    private static let recursionLimit = 48

    /// Notes the unknown values of `content` and everything nested in it. Recursion borrows each content
    /// where a work list copied every one it held (a third of the walk on a catalog of plurals); nesting
    /// is input, so past `recursionLimit` the rest goes through a work list.
    private static func noteUnknownValues(
        in content: LocalizedContent, depth: Int, devices: Set<String>,
        _ note: (UnknownCatalogValue.Kind, String, SourceLocation) -> Void
    ) {
        guard depth < recursionLimit else {
            var pending: [LocalizedContent] = [content]
            while let next = pending.popLast() {
                noteOwnUnknownValues(of: next, devices: devices, note) { pending += $0.cases.reversed().map(\.content) }
            }
            return
        }
        noteOwnUnknownValues(of: content, devices: devices, note) { group in
            // Cases read in place through the buffer: a `for … in` copied each with its name and content.
            group.cases.withUnsafeBufferPointer { cases in
                for index in cases.indices {
                    // A case that is one string unit, as most are: its state read in place, where passing
                    // its content copied it.
                    if !cases[index].content.hasRareParts {
                        if let state = cases[index].content.stringUnit?.state, !isKnownState(state),
                            let unit = cases[index].content.stringUnit
                        {
                            note(.state, state.rawValue, unit.stateLocation ?? unit.location)
                        }
                        continue
                    }
                    noteUnknownValues(in: cases[index].content, depth: depth + 1, devices: devices, note)
                }
            }
        }
    }

    /// The unknown values of `content` itself (its string unit's and string set's states, its device cases'
    /// names), then `descend` into each variation group, its own and its substitutions', in file order.
    private static func noteOwnUnknownValues(
        of content: LocalizedContent, devices: Set<String>, _ note: (UnknownCatalogValue.Kind, String, SourceLocation) -> Void,
        descend: (VariationGroup) -> Void
    ) {
        if let unit = content.stringUnit, let state = unit.state, !isKnownState(state) {
            note(.state, state.rawValue, unit.stateLocation ?? unit.location)
        }
        if let set = content.stringSet, let state = set.state, !knownStates.contains(state.rawValue) {
            note(.state, state.rawValue, set.location)
        }
        // Groups, cases and substitutions read in place through their buffers (a `for … in` copied each).
        func visit(_ variations: Variations?) {
            variations?.groups.withUnsafeBufferPointer { groups in
                for group in groups.indices {
                    if groups[group].kind == VariationKind.device {
                        groups[group].cases.withUnsafeBufferPointer { cases in
                            for index in cases.indices where !devices.contains(cases[index].name) {
                                note(.device, cases[index].name, cases[index].location)
                            }
                        }
                    }
                    descend(groups[group])
                }
            }
        }
        visit(content.variations)
        content.substitutions?.withUnsafeBufferPointer { substitutions in
            for index in substitutions.indices { visit(substitutions[index].variations) }
        }
    }

    /// `knownStates.contains(state.rawValue)`, comparing with the states Xcode writes before hashing.
    private static func isKnownState(_ state: TranslationState) -> Bool {
        state == .translated || state == .new || state == .needsReview || knownStates.contains(state.rawValue)
    }
}
