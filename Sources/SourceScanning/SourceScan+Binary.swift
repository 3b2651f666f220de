import Diagnostics
import SafeFiles

/// A scan as bytes for the derived-data cache, and back: every stored property of `SourceScan` and of
/// what it holds, in declaration order. A location in the scanned file (nearly all) is written without
/// its path. `SourceScanCodingTests` fails when a property is added without being coded here; then
/// `CacheFolder.formatVersion` must be bumped too.
extension SourceScan {
    func encode(into writer: inout BinaryWriter) {
        let path = self.path
        writer.write(path)
        writer.write(localizableUses) { $0.write($1, in: path) }
        writer.write(timerViews) { writer, view in
            writer.write(view.kind.rawValue)
            writer.write(view.location, in: path)
            writer.write(view.isPinnedLeftToRight)
            writer.write(view.liveActivityAttributes)
        }
        writer.write(declarations) { writer, declaration in
            writer.write(declaration.name)
            writer.write(declaration.typeName)
            writer.write(declaration.location, in: path)
            writer.write(declaration.isMember)
        }
        writer.write(unknownConditions) { writer, condition in
            writer.write(condition.location, in: path)
            writer.write(condition.condition)
        }
        writer.write(bundleAliases.sorted { $0.key < $1.key }) { writer, alias in
            writer.write(alias.key)
            writer.write(alias.value)
        }
        writer.write(localizableParameters) { $0.write($1) }
        writer.write(literalTexts)
        writer.write(literalPatterns.sorted { ($0.prefix, $0.suffix, $0.spelling) < ($1.prefix, $1.suffix, $1.spelling) }) { writer, pattern in
            writer.write(pattern.prefix)
            writer.write(pattern.suffix)
            writer.write(pattern.spelling)
        }
        writer.write(liveActivityOnlyTexts.sorted { $0.key < $1.key }) { writer, activity in
            writer.write(activity.key)
            writer.write(activity.value)
        }
        writer.write(staticMemberOnlyTexts.sorted { $0.key < $1.key }) { writer, member in
            writer.write(member.key)
            writer.write(member.value)
        }
        writer.write(publicStaticMembers)
        writer.write(readsTableNamedElsewhere)
        writer.write(windowTitleIdentifiers)
        writer.write(literalArguments) { writer, argument in
            writer.write(LocalizableParameter(callee: argument.callee, label: argument.label, position: argument.position))
            writer.write(argument.use, in: path)
        }
        writer.write(declaredNames)
        writer.write(topLevelDeclaredNames)
        writer.write(referencedNames)
        writer.write(referencesOutsideMembers)
        writer.write(memberReferences.sorted { $0.key < $1.key }) { writer, member in
            writer.write(member.key)
            writer.write(member.value)
        }
        writer.write(systemEntryTypes)
        writer.write(conformances.sorted { $0.key < $1.key }) { writer, type in
            writer.write(type.key)
            writer.write(type.value)
        }
        writer.write(declaresEntryPoint)
        writer.write(declaresOnlyNamedTypes)
        writer.write(declaresOnlyValueTypes)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let path = try reader.readString()
        self.init(
            path: path, localizableUses: try reader.readArray { reader throws(BinaryReader.Malformed) in try reader.readUse(in: path) },
            timerViews: try reader.readArray { reader throws(BinaryReader.Malformed) in
                guard let kind = TimerView.Kind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
                var view = TimerView(kind: kind, location: try reader.readLocation(in: path), isPinnedLeftToRight: try reader.readBool())
                view.liveActivityAttributes = try reader.readOptionalString()
                return view
            },
            declarations: try reader.readArray { reader throws(BinaryReader.Malformed) in
                SymbolDeclaration(
                    name: try reader.readString(), typeName: try reader.readString(), location: try reader.readLocation(in: path),
                    isMember: try reader.readBool())
            })
        unknownConditions = try reader.readArray { reader throws(BinaryReader.Malformed) in
            UnknownBuildCondition(location: try reader.readLocation(in: path), condition: try reader.readString())
        }
        let aliases = try reader.readArray { reader throws(BinaryReader.Malformed) in
            (try reader.readString(), try reader.readBundleReference())
        }
        bundleAliases = Dictionary(aliases, uniquingKeysWith: { first, _ in first })
        localizableParameters = try reader.readArray { reader throws(BinaryReader.Malformed) in try reader.readParameter() }
        literalTexts = try reader.readStringSet()
        literalPatterns = Set(try reader.readArray { reader throws(BinaryReader.Malformed) in
            LiteralPattern(prefix: try reader.readString(), suffix: try reader.readString(), spelling: try reader.readString())
        })
        let activities = try reader.readArray { reader throws(BinaryReader.Malformed) in (try reader.readString(), try reader.readStringSet()) }
        liveActivityOnlyTexts = Dictionary(activities, uniquingKeysWith: { first, _ in first })
        let staticMembers = try reader.readArray { reader throws(BinaryReader.Malformed) in (try reader.readString(), try reader.readStringSet()) }
        staticMemberOnlyTexts = Dictionary(staticMembers, uniquingKeysWith: { first, _ in first })
        publicStaticMembers = try reader.readStringSet()
        readsTableNamedElsewhere = try reader.readBool()
        windowTitleIdentifiers = try reader.readStringSet()
        literalArguments = try reader.readArray { reader throws(BinaryReader.Malformed) in
            let parameter = try reader.readParameter()
            return LiteralArgument(
                callee: parameter.callee, label: parameter.label, position: parameter.position, use: try reader.readUse(in: path))
        }
        declaredNames = try reader.readStringSet()
        topLevelDeclaredNames = try reader.readStringSet()
        referencedNames = try reader.readStrings()
        referencesOutsideMembers = try reader.readStrings()
        let members = try reader.readArray { reader throws(BinaryReader.Malformed) in (try reader.readString(), try reader.readStrings()) }
        memberReferences = Dictionary(members, uniquingKeysWith: { first, _ in first })
        systemEntryTypes = try reader.readStringSet()
        let types = try reader.readArray { reader throws(BinaryReader.Malformed) in (try reader.readString(), try reader.readStringSet()) }
        conformances = Dictionary(types, uniquingKeysWith: { first, _ in first })
        declaresEntryPoint = try reader.readBool()
        declaresOnlyNamedTypes = try reader.readBool()
        declaresOnlyValueTypes = try reader.readBool()
    }
}

extension [StringsGuardComment] {
    func encode(into writer: inout BinaryWriter, path: String) {
        writer.write(self) { writer, comment in
            writer.write(comment.location, in: path)
            writer.write(comment.text)
        }
    }

    init(from reader: inout BinaryReader, path: String) throws(BinaryReader.Malformed) {
        self = try reader.readArray { reader throws(BinaryReader.Malformed) in
            StringsGuardComment(location: try reader.readLocation(in: path), text: try reader.readString())
        }
    }
}

extension InputError {
    func encode(into writer: inout BinaryWriter) {
        writer.write(location != nil)
        if let location { writer.write(location, in: "") }
        writer.write(path)
        writer.write(message)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let location = try reader.readBool() ? try reader.readLocation(in: "") : nil
        let path = try reader.readOptionalString()
        let message = try reader.readString()
        if let location {
            self.init(message, at: location)
            self.path = path
        } else {
            self.init(message, path: path)
        }
    }
}

extension BinaryWriter {
    /// A location; its file only when it is not `path`.
    mutating func write(_ location: SourceLocation, in path: String) {
        if location.file == path {
            write(false)
        } else {
            write(true)
            write(location.file)
        }
        if collectedPositions != nil {
            collectedPositions?.append(location.line)
            collectedPositions?.append(location.column)
            write(0)
            write(0)
        } else {
            write(location.line)
            write(location.column)
        }
    }

    mutating func write(_ bundle: LocalizableUse.BundleReference) {
        switch bundle {
        case .unspecified: write(UInt64(0))
        case .main: write(UInt64(1))
        case .module: write(UInt64(2))
        case .alias(let name):
            write(UInt64(3))
            write(name)
        case .unknown: write(UInt64(4))
        }
    }

    mutating func write(_ parameter: LocalizableParameter) {
        write(parameter.callee)
        write(parameter.label)
        write(parameter.position)
        write(formatValues: parameter.formatValues)
    }

    mutating func write(_ placeholder: LocalizableUse.Placeholder) {
        write(placeholder.expression)
        write(placeholder.specifier)
        write(placeholder.referencePath != nil)
        if let reference = placeholder.referencePath { write(reference) }
    }

    mutating func write(formatValues: [LocalizableUse.Placeholder]?) {
        write(formatValues != nil)
        if let formatValues { write(formatValues) { $0.write($1) } }
    }

    mutating func write(_ use: LocalizableUse, in path: String) {
        write(use.kind.rawValue)
        write(use.segments) { writer, segment in
            switch segment {
            case .literal(let text):
                writer.write(false)
                writer.write(text)
            case .placeholder(let placeholder):
                writer.write(true)
                writer.write(placeholder)
            }
        }
        write(use.table)
        write(use.comment)
        write(use.location, in: path)
        write(use.bundle)
        write(use.isCertain)
        write(use.memberName)
        write(use.enclosingType)
        write(use.defaultValue)
        write(use.liveActivityAttributes)
        write(formatValues: use.formatValues)
    }
}

extension BinaryReader {
    mutating func readLocation(in path: String) throws(Malformed) -> SourceLocation {
        let file = try readBool() ? try readString() : path
        let line = try readInt(), column = try readInt()
        guard suppliedPositions != nil else { return SourceLocation(file: file, line: line, column: column) }
        return SourceLocation(file: file, line: try readSuppliedPosition(), column: try readSuppliedPosition())
    }

    mutating func readBundleReference() throws(Malformed) -> LocalizableUse.BundleReference {
        switch try readUInt() {
        case 0: return .unspecified
        case 1: return .main
        case 2: return .module
        case 3: return .alias(try readString())
        case 4: return .unknown
        default: throw Malformed()
        }
    }

    mutating func readParameter() throws(Malformed) -> LocalizableParameter {
        var parameter = LocalizableParameter(callee: try readString(), label: try readOptionalString(), position: try readInt())
        parameter.formatValues = try readFormatValues()
        return parameter
    }

    mutating func readPlaceholder() throws(Malformed) -> LocalizableUse.Placeholder {
        let expression = try readString()
        let specifier = try readOptionalString()
        let reference = try readBool() ? try readStrings() : nil
        return LocalizableUse.Placeholder(expression: expression, specifier: specifier, referencePath: reference)
    }

    mutating func readFormatValues() throws(Malformed) -> [LocalizableUse.Placeholder]? {
        guard try readBool() else { return nil }
        return try readArray { reader throws(Malformed) in try reader.readPlaceholder() }
    }

    mutating func readUse(in path: String) throws(Malformed) -> LocalizableUse {
        guard let kind = LocalizableUse.Kind(rawValue: try readString()) else { throw Malformed() }
        let segments = try readArray { reader throws(Malformed) -> LocalizableUse.Segment in
            if try !reader.readBool() { return .literal(try reader.readString()) }
            return .placeholder(try reader.readPlaceholder())
        }
        var use = LocalizableUse(
            kind: kind, segments: segments, table: try readString(), comment: try readOptionalString(),
            location: try readLocation(in: path), bundle: try readBundleReference(), isCertain: try readBool())
        use.memberName = try readOptionalString()
        use.enclosingType = try readOptionalString()
        use.defaultValue = try readOptionalString()
        use.liveActivityAttributes = try readOptionalString()
        use.formatValues = try readFormatValues()
        return use
    }
}
