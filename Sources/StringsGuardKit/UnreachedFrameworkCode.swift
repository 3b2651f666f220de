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
enum UnreachedFrameworkCode {
    static func files(in scans: [SourceScan], modules: [ProjectPlan.Module], interface: [InterfaceBuilderDocument]) -> Set<String> {
        let own = Set(modules.first?.sourceFiles ?? [])
        let frameworkFiles = Set(modules.dropFirst().filter(\.isFramework).flatMap(\.sourceFiles)).subtracting(own)
        guard !frameworkFiles.isEmpty else { return [] }
        var pending: [SourceScan] = []
        var unreached: [SourceScan] = []
        for scan in scans {
            // An extension (declared at the top level only, its keyword a mention of the file) adds to a type
            // named elsewhere, so its file is reached with that type; this does not tell which.
            if !frameworkFiles.contains(scan.path) || scan.topLevelDeclaredNames.isEmpty || !scan.systemEntryTypes.isEmpty
                || scan.referencedNames.contains("extension")
            {
                pending.append(scan)
            } else {
                unreached.append(scan)
            }
        }
        var names: Set<String> = []
        // Of the literals, only those that name a document matter (code loading a xib by its name): the
        // documents' few names are looked up in each file's literals, rather than every literal of every
        // file hashed into one set.
        let documentNames = Set(interface.map(\.name))
        var literals: Set<String> = []
        var unloaded = interface
        while !pending.isEmpty {
            for scan in pending {
                names.formUnion(scan.referencedNames)
                for name in documentNames where scan.literalTexts.contains(name) { literals.insert(name) }
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
            unreached.removeAll { scan in
                guard !scan.topLevelDeclaredNames.isDisjoint(with: names) else { return false }
                pending.append(scan)
                return true
            }
        }
        return Set(unreached.map(\.path))
    }
}
