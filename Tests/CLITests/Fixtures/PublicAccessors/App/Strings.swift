import Foundation

public enum L10n {
  /// Tally
  public static var title: String { return L10n.tr("Tally", "title") }
  /// Nothing counted yet
  public static var unusedTitle: String { return L10n.tr("Tally", "unused_title") }
  /// Today's tally
  public static var widgetTitle: String { return L10n.tr("Tally", "widget_title") }
  /// %d counted
  public static func count(_ p1: Int) -> String {
    return L10n.tr("Tally", "count", p1)
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = NSLocalizedString(key, tableName: table, bundle: Bundle(for: BundleToken.self), comment: "")
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

private final class BundleToken {}
