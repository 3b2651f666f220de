import FormatSpecifiers

/// Realistic values for every argument `format` reads, in the order `FormatString.format` takes them (by
/// position, skipping positions no specifier uses), for audits that must see a string as users do.
///
/// `%@` and `%s` get clock times and durations, `12:05`, `12:30`, `5:23`, `1:05:23` in turn, so a string with
/// two (a start and an end) shows `12:05` and `12:30`; integers get 3, then 25, in turn; floating-point numbers
/// 2.5; `%c` the letter A; `%p` 0x1000.
public func sampleArguments(for format: FormatString) -> [FormatArgument] {
    let times = ["12:05", "12:30", "5:23", "1:05:23"]
    let integers: [Int64] = [3, 25]
    var nextTime = 0
    var nextInteger = 0
    return format.signature.arguments.keys.sorted().compactMap { position in
        guard let type = format.signature.arguments[position] else { return nil }
        switch type {
        case .object, .cString:
            defer { nextTime += 1 }
            return .string(times[nextTime % times.count])
        case .signedInteger:
            defer { nextInteger += 1 }
            return .int(integers[nextInteger % integers.count])
        case .unsignedInteger:
            defer { nextInteger += 1 }
            return .uint(UInt64(integers[nextInteger % integers.count]))
        case .double:
            return .double(2.5)
        case .character:
            return .uint(UInt64(("A" as Unicode.Scalar).value))
        case .pointer:
            return .uint(0x1000)
        }
    }
}
