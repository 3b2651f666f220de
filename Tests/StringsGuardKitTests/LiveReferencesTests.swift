import SafeFiles
import Testing

@testable import SourceScanning
@testable import StringsGuardKit

/// `ProjectLoading.liveReferences` numbers names in a `NameTable`; the set-of-strings walk it replaced is
/// kept here as the oracle, and both must find the same live names.
@Suite struct LiveReferencesTests {
    @Test func aMemberOnlyADroppedHelperCallsIsNotLive() {
        var file = SourceScan(path: "W.swift", localizableUses: [], timerViews: [], declarations: [])
        file.referencesOutsideMembers = ["Widget", "body"]
        file.memberReferences = [
            "body": ["Text", "title"], "title": ["format"], "unusedHelper": ["secret"],
            "Entry.description": ["shown"], "Other.description": ["hidden"],
        ]
        file.conformances = ["Entry": ["CustomStringConvertible"]]
        let live = ProjectLoading.liveReferences([file], described: ["Entry", "CustomStringConvertible"])
        #expect(live.contains("format"))
        #expect(!live.contains("secret"))
        #expect(!live.contains("shown"), "Entry is never named, so its description never runs")
        var naming = file
        naming.memberReferences["title"] = ["format", "Entry"]
        let named = ProjectLoading.liveReferences([naming], described: ["Entry", "CustomStringConvertible"])
        #expect(named.contains("shown"))
        #expect(!named.contains("hidden"))
        naming.memberReferences["title"] = ["description"]
        let anyDescription = ProjectLoading.liveReferences([naming], described: [])
        #expect(anyDescription.contains("shown") && anyDescription.contains("hidden"))
    }

    @Test func generatedProjectsReachWhatTheSetWalkReaches() {
        var generator = SplitMix(seed: 0x11fe)
        let pool = (0..<40).map { "name\($0)" } + [
            "body", "init", "description", "perform", "T0", "T1", "T2", "T0.description", "T1.description",
            "T3.description", "longer_name_past_sixteen_bytes_\u{E9}", "",
        ]
        func pick() -> String { pool[Int(generator.next() % UInt64(pool.count))] }
        for _ in 0..<400 {
            var files: [SourceScan] = []
            for index in 0..<Int(generator.next() % 4 + 1) {
                var file = SourceScan(path: "F\(index).swift", localizableUses: [], timerViews: [], declarations: [])
                file.referencesOutsideMembers = (0..<Int(generator.next() % 4)).map { _ in pick() }
                for _ in 0..<Int(generator.next() % 8) {
                    file.memberReferences[pick()] = (0..<Int(generator.next() % 5)).map { _ in pick() }
                }
                files.append(file)
            }
            let described: Set<String> = Set((0..<Int(generator.next() % 3)).map { _ in ["T0", "T1", "T3", "name1"][Int(generator.next() % 4)] })
            #expect(ProjectLoading.liveReferences(files, described: described).names == SetWalk.live(files, described: described))
        }
    }

    @Test func numbersNamesOnceAndFindsThemAgainAcrossGrowth() {
        var table = NameTable()
        let names = (0..<5_000).map { "n\($0)\(String(repeating: "x", count: $0 % 23))" }
        for (index, name) in names.enumerated() { #expect(table.number(of: name) == index) }
        for (index, name) in names.enumerated().reversed() {
            #expect(table.number(of: name) == index)
            #expect(table.existingNumber(of: name) == index)
        }
        #expect(table.count == names.count)
        #expect(table.existingNumber(of: "absent") == nil)
        #expect(NameTable.hash("ab") != NameTable.hash("ba"))
        #expect(NameTable.hash("12345678a") != NameTable.hash("12345678b"))
    }
}

private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The walk over sets of strings `liveReferences` had before names were numbered: the oracle.
private enum SetWalk {
    static func live(_ files: [SourceScan], described: Set<String>) -> Set<String> {
        var live: Set<String> = []
        var bodies: [String: [[String]]] = [:]
        for file in files {
            live.formUnion(file.referencesOutsideMembers)
            for (member, names) in file.memberReferences { bodies[member, default: []].append(names) }
        }
        let descriptions = bodies.keys.filter { ProjectLoading.describingType(ofMember: $0) != nil }
        var pending = bodies.keys.filter { member in
            if let type = ProjectLoading.describingType(ofMember: member) {
                return ProjectLoading.runsDescription(member, of: type, in: live.contains, described: described)
            }
            return ProjectLoading.systemCalledMembers.contains(member) || live.contains(member)
        }
        var expanded = Set(pending)
        while let member = pending.popLast() {
            for names in bodies[member] ?? [] {
                for name in names where live.insert(name).inserted {
                    if bodies[name] != nil, expanded.insert(name).inserted { pending.append(name) }
                    let reached = name == "description" ? descriptions : described.contains(name) ? [name + ".description"] : []
                    for description in reached where bodies[description] != nil && expanded.insert(description).inserted {
                        pending.append(description)
                    }
                }
            }
        }
        return live
    }
}
