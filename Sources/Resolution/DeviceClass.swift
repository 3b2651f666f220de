import Diagnostics

/// The device a string is resolved for: the case names of a catalog's `device` variation.
///
/// A device variation without the requested case falls back to `other`. There is no fallback between devices
/// (`ipod` does not borrow `iphone`, `applevision` does not borrow `ipad`): Apple documents the device keys as
/// separate cases with `other` as the one default, and that is what the compiled `.stringsdict` device rule
/// offers. When neither the device's case nor `other` exists (only hand-edited catalogs do that; Xcode always
/// writes `other`), the localization has nothing to show on that device and the next language is tried.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case iphone, ipad, ipod, mac, applewatch, appletv, applevision

    /// Reads a device name as written in catalogs (`iphone`, `applewatch`…), in any case.
    public init(parsing text: String) throws(InputError) {
        guard let device = DeviceClass(rawValue: text.lowercased()) else {
            let names = DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError("unknown device '\(text)'; expected one of: \(names)")
        }
        self = device
    }

    public var description: String { rawValue }
}
