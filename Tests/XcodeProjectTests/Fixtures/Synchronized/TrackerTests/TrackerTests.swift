import XCTest

final class TrackerTests: XCTestCase {}
