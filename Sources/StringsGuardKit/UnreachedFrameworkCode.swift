import SafeFiles
import SourceScanning

/// The files of the Xcode frameworks a target links that none of its code reaches, in one build. A
/// framework's class runs only where the target's code names it, or the types so named name it in turn,
/// or where an Interface Builder file that is loaded creates it: every storyboard counts as loaded, a xib
/// only when its File's Owner or the type it is named after is reached, or code holds its name as a literal
/// (`UINib(nibName: "HUDView")`). A public view of a framework that nothing in the project names (only a xib
/// of a class nothing creates) is never on screen. A framework file that declares no type, an extension or
/// a type the system starts is reached whenever the framework is linked (a free function beside a type
/// counts only with the type: the scan does not tell it apart from a method); a Swift package's code is
/// left alone (its products' dependencies are not all followed).
///
/// The target's own code is left out the same way only where that is sure: a file of views (or view
/// controllers, or intent handlers) that no file of the project names (`ownViews`), and a file of plain
/// structures and enumerations that no Swift code the target reaches names (`ownValueTypes`).
enum UnreachedFrameworkCode {
    /// With `project` nil, the target's own code is all reached.
    static func files(
        in scans: [SourceScan], modules: [ProjectPlan.Module], interface: [InterfaceBuilderDocument], project: ProjectFileTexts?
    ) -> Set<String> {
        let own = Set(modules.first?.sourceFiles ?? [])
        let frameworkFiles = Set(modules.dropFirst().filter(\.isFramework).flatMap(\.sourceFiles)).subtracting(own)
        let ownViews = project.map { Self.ownViews(in: scans, modules: modules, interface: interface, project: $0) } ?? []
        let ownValues = project.map { Self.ownValueTypes(in: scans, modules: modules, project: $0) }?.subtracting(ownViews) ?? []
        guard !frameworkFiles.isEmpty || !ownViews.isEmpty || !ownValues.isEmpty else { return [] }
        // Scans by index: a scan is a large value, and each copy of one into these lists retained every string
        // and array it holds.
        var pending: [Int] = []
        var unreached: [Int] = []
        for index in scans.indices {
            let path = scans[index].path
            // An extension (declared at the top level only, its keyword a mention of the file) adds to a type
            // named elsewhere, so its file is reached with that type; this does not tell which.
            if !ownViews.contains(path) && !ownValues.contains(path) && (!frameworkFiles.contains(path)
                || scans[index].topLevelDeclaredNames.isEmpty || !scans[index].systemEntryTypes.isEmpty
                || scans[index].referencedNames.contains("extension"))
            {
                pending.append(index)
            } else {
                unreached.append(index)
            }
        }
        var names: Set<String> = []
        // Of the names the reached code mentions, only those that may reach something are kept: the names the
        // unreached files declare, and the documents' names and owners. Inserting every name of every file
        // into one growing set cost Home Assistant's re-run 401 M instructions; looking each up in a set of
        // the wanted names 345 M (SipHash for every mention); in a `NameTable` of them, each name is hashed
        // by a multiply-and-fold and kept once found.
        var wantedNames = NameTable(minimumCapacity: interface.count * 2 + unreached.count * 2)
        for name in interface.map(\.name) + interface.compactMap(\.owner) { _ = wantedNames.number(of: name) }
        for index in unreached { for name in scans[index].topLevelDeclaredNames { _ = wantedNames.number(of: name) } }
        var found = [Bool](repeating: false, count: wantedNames.count)
        // Of the literals, only those that name a document (code loading a xib by its name) or one of the
        // app's own views (made from its name) matter: those few names are looked up in each file's
        // literals, rather than every literal of every file hashed into one set.
        var wantedLiterals = Set(interface.map(\.name))
        for index in unreached where ownViews.contains(scans[index].path) { wantedLiterals.formUnion(scans[index].topLevelDeclaredNames) }
        var literals: Set<String> = []
        var unloaded = interface
        while !pending.isEmpty {
            for index in pending {
                for name in scans[index].referencedNames {
                    guard let number = wantedNames.existingNumber(of: name), !found[number] else { continue }
                    found[number] = true
                    names.insert(name)
                }
                for name in wantedLiterals where scans[index].literalTexts.contains(name) { literals.insert(name) }
            }
            pending = []
            // A document loaded creates its classes, which may load further documents.
            var loadedMore = true
            while loadedMore {
                loadedMore = false
                unloaded.removeAll { document in
                    guard document.isStoryboard || names.contains(document.name) || literals.contains(document.name)
                        || document.owner.map(names.contains) == true
                    else { return false }
                    names.formUnion(document.classes)
                    loadedMore = true
                    return true
                }
            }
            unreached.removeAll { index in
                // A view of the app's own whose name code holds as a literal may be made from it
                // (`UINib(nibName:)`, `instantiateViewController(withIdentifier:)`).
                guard !scans[index].topLevelDeclaredNames.isDisjoint(with: names)
                    || ownViews.contains(scans[index].path) && !scans[index].topLevelDeclaredNames.isDisjoint(with: literals)
                else { return false }
                pending.append(index)
                return true
            }
        }
        return Set(unreached.map { scans[$0].path })
    }

    /// Protocols of the standard library and Foundation that a structure or enumeration may conform to and
    /// still exist only where code names it: none of them makes the system create a value (as `AppIntent`,
    /// `Widget` or `App` do), and a raw type (`enum Mode: Int`) is listed with them.
    static let plainValueConformances: Set<String> = [
        "Error", "LocalizedError", "CustomNSError", "RecoverableError", "Equatable", "Hashable", "Comparable",
        "CaseIterable", "Sendable", "Codable", "Encodable", "Decodable", "CodingKey", "Identifiable",
        "RawRepresentable", "OptionSet", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
        "Character", "Double", "Float", "Bool",
    ]

    /// Whether some Swift of the target makes a class from its name at run time (`NSClassFromString`):
    /// then any type may be made, and none is known not to run.
    static func looksUpClassesByName(_ scans: [SourceScan]) -> Bool {
        scans.indices.contains { scans[$0].referencedNames.contains(where: ProjectFileTexts.isRuntimeClassLookup) }
    }

    /// The target's own files of plain values: every type and extension the file declares is a structure or
    /// enumeration of its own, conforming to nothing but `plainValueConformances`, with no `@objc` and no
    /// type the system starts (`SourceScan.declaresOnlyValueTypes`). Such a value exists only where Swift
    /// code compiled into the same target names its type (another target's copy of the file, or a name in
    /// an Interface Builder file, a property list or Objective-C, makes nothing here), so the file runs only
    /// when code the target reaches names one of its types: an error enum the widget compiles but only the
    /// app's code, or code the widget never runs, throws holds no text the widget shows. Only in a program:
    /// a target whose Swift holds its entry point, from which every type that runs is named, or an app
    /// started from Objective-C (`ProjectPlan.Module.objectiveCMain`), whose Objective-C can name only
    /// classes and `@objc` enumerations, never such a value; every Swift file of the target is still taken
    /// as reached, whatever the Objective-C calls. Such an app that makes a class from a string
    /// (`NSClassFromString`) anywhere in the project keeps all its values, as it did before its `main` was
    /// read.
    static func ownValueTypes(in scans: [SourceScan], modules: [ProjectPlan.Module], project: ProjectFileTexts) -> Set<String> {
        guard let ownModule = modules.first else { return [] }
        let own = Set(ownModule.sourceFiles)
        // Without an entry point (`@main`, a widget bundle, an `App`, an Objective-C `main`), the target may
        // be a library or a folder of sources whose types other code names: nothing says which of its types run.
        // Scans are named by index here: a scan is a large value, and each copy of one (as `filter` and
        // `contains` make of every element) retained every string and array it holds.
        let startsInSwift = scans.indices.contains { own.contains(scans[$0].path) && scans[$0].declaresEntryPoint }
        guard startsInSwift || ownModule.objectiveCMain != nil else { return [] }
        func declaresOnlyPlainValues(_ scan: SourceScan) -> Bool {
            own.contains(scan.path) && scan.declaresOnlyValueTypes && scan.systemEntryTypes.isEmpty
                && !scan.topLevelDeclaredNames.isEmpty
                && scan.conformances.values.allSatisfy { $0.isSubset(of: plainValueConformances) }
        }
        let files = Set(scans.indices.filter { declaresOnlyPlainValues(scans[$0]) }.map { scans[$0].path })
        if !startsInSwift, !files.isEmpty {
            if Self.looksUpClassesByName(scans) { return [] }
            project.prepare(ProjectFileTexts.runtimeClassLookups)
            if ProjectFileTexts.runtimeClassLookups.contains(where: { !project.files(holding: $0).isEmpty }) { return [] }
        }
        return files
    }

    /// A class that handles an intent of an intent definition (`NoteWidgetIntentHandling`, generated by
    /// Xcode) or a SiriKit intent (`INSendMessageIntentHandling`), and inherits nothing but `NSObject`: the
    /// system never creates one, code returns it (an Intents extension's `INExtension.handler(for:)`, an
    /// app's `application(_:handlerFor:)`). A widget that compiles the handlers of its Intents extension
    /// runs them only if its own code names them.
    static func isIntentHandler(_ conformances: Set<String>) -> Bool {
        conformances.contains { $0.hasSuffix("IntentHandling") }
            && conformances.allSatisfy { $0 == "NSObject" || $0.hasSuffix("IntentHandling") }
    }

    /// Classes the app must create itself for them to run: nothing makes a view or view controller that
    /// no code, Interface Builder file or property list names.
    static let viewBases: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "NSView", "NSControl", "NSTableCellView", "NSViewController", "NSCollectionViewItem",
    ]

    /// The target's own files that run only if the project names one of their types: every type the file
    /// declares outside any other is a view or view controller (a subclass of `viewBases` or of the
    /// project's own such classes), an intent handler (`isIntentHandler`), or a class, structure or
    /// enumeration that inherits and conforms to nothing (which only code naming it can make), and at least
    /// one is a view or a handler. Of a file with no view, another target's Swift naming a handler does not
    /// count: that target makes its own copy. The file declares nothing
    /// else outside its types and no type the system starts, carries no attribute that lets the system or
    /// the runtime create a type (`SourceScan.declaresOnlyNamedTypes`), and no Interface Builder file of
    /// the target and no other file of the project (`ProjectFileTexts`: Objective-C, storyboards and xibs,
    /// property lists, Core Data models, intent definitions, other targets' Swift) holds any of its type
    /// names. None at all when the project looks a class up by a string at run time (`NSClassFromString`).
    static func ownViews(
        in scans: [SourceScan], modules: [ProjectPlan.Module], interface: [InterfaceBuilderDocument], project: ProjectFileTexts
    ) -> Set<String> {
        guard let ownModule = modules.first, !looksUpClassesByName(scans) else { return [] }
        var views = viewBases
        var grew = true
        while grew {
            grew = false
            for index in scans.indices {
                for (type, inherited) in scans[index].conformances where !views.contains(type) && !inherited.isDisjoint(with: views) {
                    views.insert(type)
                    grew = true
                }
            }
        }
        let own = Set(ownModule.sourceFiles)
        func isHandler(_ type: String, in scan: SourceScan) -> Bool { scan.conformances[type].map(isIntentHandler) ?? false }
        func isCandidate(_ scan: SourceScan) -> Bool {
            own.contains(scan.path) && scan.declaresOnlyNamedTypes && scan.systemEntryTypes.isEmpty
                && !scan.topLevelDeclaredNames.isEmpty
                && scan.topLevelDeclaredNames.contains { views.contains($0) || isHandler($0, in: scan) }
                && scan.topLevelDeclaredNames.allSatisfy { type in
                    isHandler(type, in: scan) || (scan.conformances[type].map { !$0.isDisjoint(with: views) } ?? true)
                }
        }
        var candidates = scans.indices.filter { isCandidate(scans[$0]) }.map { scans[$0] }
        guard !candidates.isEmpty else { return [] }
        var named: Set<String> = []
        for document in interface {
            named.formUnion(document.classes)
            if let owner = document.owner { named.insert(owner) }
            named.insert(document.name)
        }
        candidates.removeAll { !$0.declaredNames.union($0.topLevelDeclaredNames).isDisjoint(with: named) }
        guard !candidates.isEmpty else { return [] }
        // Compiled Swift of every module of the target is followed by name; everything else is text, where
        // each name is looked for as a word (a mangled name's pieces too: `_TtC3App9ClockView`), every name
        // asked below in one reading of the project's files.
        var asked = ProjectFileTexts.runtimeClassLookups
        for scan in candidates { asked.formUnion(scan.declaredNames.union(scan.topLevelDeclaredNames).filter(Self.startsWithCapital)) }
        project.prepare(asked)
        if ProjectFileTexts.runtimeClassLookups.contains(where: { !project.files(holding: $0).isEmpty }) { return [] }
        var compiled: Set<String>?
        candidates.removeAll { scan in
            // Another target's Swift makes its own copy of a handler (the Intents extension's `INExtension`
            // names its handlers): only this target's code, and files that are not Swift, can make this one.
            let onlyHandlers = !scan.topLevelDeclaredNames.contains(where: views.contains)
            return scan.declaredNames.union(scan.topLevelDeclaredNames).contains { name in
                // Only names that start with a capital letter are looked for: another is taken as named.
                guard Self.startsWithCapital(name) else { return true }
                let files = project.files(holding: name)
                guard !files.isEmpty else { return false }
                let known = compiled ?? Set(modules.flatMap(\.sourceFiles))
                compiled = known
                return files.contains { file in
                    !known.contains(file.relative) && !known.contains(file.absolute) && !(onlyHandlers && file.relative.hasSuffix(".swift"))
                }
            }
        }
        return Set(candidates.map(\.path))
    }

    private static func startsWithCapital(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}
