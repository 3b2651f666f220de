import SafeFiles

/// The names a target's code can reach (`ProjectLoading.liveReferences`): every name its files mention,
/// numbered (`NameTable`), each with whether it is live. Asked of a few names per use and per static member;
/// gathering the live ones into a `Set<String>` for each target and build hashed each of them once more
/// with SipHash (800 instructions a name, a tenth of Home Assistant's reachability).
struct LiveNames {
    let table: NameTable
    /// By number; a name numbered after the last flag is not live.
    let live: [Bool]

    func contains(_ name: String) -> Bool {
        guard let number = table.existingNumber(of: name), number < live.count else { return false }
        return live[number]
    }

    /// The live names as a set, for tests comparing them with another walk's.
    var names: Set<String> {
        Set(live.indices.lazy.filter { live[$0] }.map { table.names[$0] })
    }
}
