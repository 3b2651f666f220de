/// The spellings the scanner looks for. Every file's `TokenTexts` numbers them first, in this order, so a
/// word has the same number in every file and a token is compared with it as a number. Every Swift keyword
/// is one (`isKeyword` is a table by number), as are the declaring words.
enum Word: UInt32, CaseIterable, Sendable {
    // Punctuation and operators.
    case openParen, closeParen, openBrace, closeBrace, openBracket, closeBracket
    case dot, comma, colon, semicolon, question, exclamation, at, hash, backtick
    case equals, arrow, nilCoalescing, lessThan, plus, minus, star, slash, regex

    // Directives.
    case directiveIf, directiveElseif, directiveElse, directiveEndif

    // Swift keywords (`swiftKeywords`).
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`, `inout`
    case `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`, `rethrows`
    case `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`, `continue`, `default`, `defer`
    case `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`
    case `while`, `as`, `is`, `try`, `await`, `throws`, `async`, `some`, `any`, `get`, `set`, `willSet`, `didSet`
    case `nonisolated`, `mutating`, `override`, `final`, `lazy`, `weak`, `unowned`, `convenience`, `required`

    // Other words the scan asks for.
    case actor, `self`, main, module, underscore
    case swiftUI, foundation, appIntents, charts, string, stringProtocol, bundle
    case preview, previewProvider, bundleMacro, available
    case text, image, hStack, summary
    case environment, layoutDirection, leftToRight, rightToLeft, timer, relative, format, value, define
    case nsLocalizedString, localizedString, localized
    // The types whose literals are keys, in a row (`isLocalizableTypeName`).
    case localizedStringKey, localizedStringResource, intentDescription, intentDialog, displayRepresentation
    case typeDisplayRepresentation, localizationValue
    case supportedFamilies, staticConfiguration, appIntentConfiguration, intentConfiguration
    // Calls and modifiers whose arguments are keys (`UseFinder`'s tables).
    case label, button, toggle, link, navigationLink, section
    case picker, textField, secureField, menu, stepper, datePicker
    case colorPicker, disclosureGroup, groupBox, labeledContent, progressView, gauge
    case contentUnavailableView, controlWidgetButton, controlWidgetToggle, parameter, appIntentRecommendation, appShortcut
    case result, navigationTitle, help, navigationSubtitle, accessibilityLabel, accessibilityHint
    case accessibilityValue, alert, confirmationDialog, badge, configurationDisplayName, description
    case displayName
    // Widget families, in a row (`UnavailableWidgetFamilies`).
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular
    case accessoryInline, accessoryCorner, systemExtraLargePortrait

    static let count = UInt32(allCases.count)

    var spelling: String {
        switch self {
        case .openParen: return "("
        case .closeParen: return ")"
        case .openBrace: return "{"
        case .closeBrace: return "}"
        case .openBracket: return "["
        case .closeBracket: return "]"
        case .dot: return "."
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .question: return "?"
        case .exclamation: return "!"
        case .at: return "@"
        case .hash: return "#"
        case .backtick: return "`"
        case .equals: return "="
        case .arrow: return "->"
        case .nilCoalescing: return "??"
        case .lessThan: return "<"
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .slash: return "/"
        case .regex: return "#/regex/#"
        case .directiveIf: return "#if"
        case .directiveElseif: return "#elseif"
        case .directiveElse: return "#else"
        case .directiveEndif: return "#endif"
        case .`associatedtype`: return "associatedtype"
        case .`class`: return "class"
        case .`deinit`: return "deinit"
        case .`enum`: return "enum"
        case .`extension`: return "extension"
        case .`fileprivate`: return "fileprivate"
        case .`func`: return "func"
        case .`import`: return "import"
        case .`init`: return "init"
        case .`inout`: return "inout"
        case .`internal`: return "internal"
        case .`let`: return "let"
        case .`open`: return "open"
        case .`operator`: return "operator"
        case .`private`: return "private"
        case .`precedencegroup`: return "precedencegroup"
        case .`protocol`: return "protocol"
        case .`public`: return "public"
        case .`rethrows`: return "rethrows"
        case .`static`: return "static"
        case .`struct`: return "struct"
        case .`subscript`: return "subscript"
        case .`typealias`: return "typealias"
        case .`var`: return "var"
        case .`break`: return "break"
        case .`case`: return "case"
        case .`catch`: return "catch"
        case .`continue`: return "continue"
        case .`default`: return "default"
        case .`defer`: return "defer"
        case .`do`: return "do"
        case .`else`: return "else"
        case .`fallthrough`: return "fallthrough"
        case .`for`: return "for"
        case .`guard`: return "guard"
        case .`if`: return "if"
        case .`in`: return "in"
        case .`repeat`: return "repeat"
        case .`return`: return "return"
        case .`throw`: return "throw"
        case .`switch`: return "switch"
        case .`where`: return "where"
        case .`while`: return "while"
        case .`as`: return "as"
        case .`is`: return "is"
        case .`try`: return "try"
        case .`await`: return "await"
        case .`throws`: return "throws"
        case .`async`: return "async"
        case .`some`: return "some"
        case .`any`: return "any"
        case .`get`: return "get"
        case .`set`: return "set"
        case .`willSet`: return "willSet"
        case .`didSet`: return "didSet"
        case .`nonisolated`: return "nonisolated"
        case .`mutating`: return "mutating"
        case .`override`: return "override"
        case .`final`: return "final"
        case .`lazy`: return "lazy"
        case .`weak`: return "weak"
        case .`unowned`: return "unowned"
        case .`convenience`: return "convenience"
        case .`required`: return "required"
        case .actor: return "actor"
        case .`self`: return "self"
        case .main: return "main"
        case .module: return "module"
        case .underscore: return "_"
        case .swiftUI: return "SwiftUI"
        case .foundation: return "Foundation"
        case .appIntents: return "AppIntents"
        case .charts: return "Charts"
        case .string: return "String"
        case .stringProtocol: return "StringProtocol"
        case .bundle: return "Bundle"
        case .preview: return "#Preview"
        case .previewProvider: return "PreviewProvider"
        case .bundleMacro: return "#bundle"
        case .available: return "#available"
        case .text: return "Text"
        case .image: return "Image"
        case .hStack: return "HStack"
        case .summary: return "Summary"
        case .environment: return "environment"
        case .layoutDirection: return "layoutDirection"
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        case .timer: return "timer"
        case .relative: return "relative"
        case .format: return "format"
        case .value: return "value"
        case .define: return "define"
        case .nsLocalizedString: return "NSLocalizedString"
        case .localizedStringKey: return "LocalizedStringKey"
        case .localizedStringResource: return "LocalizedStringResource"
        case .localizationValue: return "LocalizationValue"
        case .intentDescription: return "IntentDescription"
        case .intentDialog: return "IntentDialog"
        case .displayRepresentation: return "DisplayRepresentation"
        case .typeDisplayRepresentation: return "TypeDisplayRepresentation"
        case .localizedString: return "localizedString"
        case .localized: return "localized"
        case .supportedFamilies: return "supportedFamilies"
        case .staticConfiguration: return "StaticConfiguration"
        case .appIntentConfiguration: return "AppIntentConfiguration"
        case .intentConfiguration: return "IntentConfiguration"
        case .label: return "Label"
        case .button: return "Button"
        case .toggle: return "Toggle"
        case .link: return "Link"
        case .navigationLink: return "NavigationLink"
        case .section: return "Section"
        case .picker: return "Picker"
        case .textField: return "TextField"
        case .secureField: return "SecureField"
        case .menu: return "Menu"
        case .stepper: return "Stepper"
        case .datePicker: return "DatePicker"
        case .colorPicker: return "ColorPicker"
        case .disclosureGroup: return "DisclosureGroup"
        case .groupBox: return "GroupBox"
        case .labeledContent: return "LabeledContent"
        case .progressView: return "ProgressView"
        case .gauge: return "Gauge"
        case .contentUnavailableView: return "ContentUnavailableView"
        case .controlWidgetButton: return "ControlWidgetButton"
        case .controlWidgetToggle: return "ControlWidgetToggle"
        case .parameter: return "Parameter"
        case .appIntentRecommendation: return "AppIntentRecommendation"
        case .appShortcut: return "AppShortcut"
        case .result: return "result"
        case .navigationTitle: return "navigationTitle"
        case .help: return "help"
        case .navigationSubtitle: return "navigationSubtitle"
        case .accessibilityLabel: return "accessibilityLabel"
        case .accessibilityHint: return "accessibilityHint"
        case .accessibilityValue: return "accessibilityValue"
        case .alert: return "alert"
        case .confirmationDialog: return "confirmationDialog"
        case .badge: return "badge"
        case .configurationDisplayName: return "configurationDisplayName"
        case .description: return "description"
        case .displayName: return "displayName"
        case .systemSmall: return "systemSmall"
        case .systemMedium: return "systemMedium"
        case .systemLarge: return "systemLarge"
        case .systemExtraLarge: return "systemExtraLarge"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryRectangular: return "accessoryRectangular"
        case .accessoryInline: return "accessoryInline"
        case .accessoryCorner: return "accessoryCorner"
        case .systemExtraLargePortrait: return "systemExtraLargePortrait"
        }
    }

    /// The word spelled so, if the scanner has one.
    init?(spelling: String) {
        guard let word = Self.bySpelling[spelling] else { return nil }
        self = word
    }

    private static let bySpelling = Dictionary(uniqueKeysWithValues: allCases.map { ($0.spelling, $0) })

    /// By number, what `table` holds for each word's spelling: a table of names the scanner looks up for
    /// every call, read by a token's number instead of hashing its text. Every key must be a word.
    /// Made from the table's own names (a word's number is its place among `allCases`), not by spelling
    /// and hashing every word: these tables are made at the start of every run that scans Swift.
    static func table<Value>(_ table: [String: Value]) -> [Value?] {
        var byWord = [Value?](repeating: nil, count: allCases.count)
        for (spelling, value) in table {
            guard let word = Word(spelling: spelling) else {
                preconditionFailure("every name the scanner looks up must be a Word: \(spelling)")
            }
            byWord[Int(word.rawValue)] = value
        }
        return byWord
    }

    /// The word of a one-byte punctuation mark, by its byte: the lexer's common case, with no lookup. Made
    /// in one pass over the words (the first word of a spelling wins), not a pass for each of 128 bytes: that
    /// spelled every word 128 times, 4% of the instructions of a small project's whole check.
    static let punctuation: [Word?] = {
        var table = [Word?](repeating: nil, count: 128)
        for word in allCases {
            let spelling = word.spelling.utf8
            guard spelling.count == 1, let byte = spelling.first, byte < 128, table[Int(byte)] == nil else { continue }
            table[Int(byte)] = word
        }
        return table
    }()
}
