import Foundation
import Reporting
import Testing

/// Renders the HTML report in headless Chromium, as a reader would open it, and checks what the browser built.
@Suite(.serialized) struct HTMLBrowserTests {
    static let chromiumPath = "/usr/bin/chromium"

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs Chromium headless with output in files (a pipe could fill and stall it) and a deadline.
    static func chromium(_ arguments: [String], in folder: URL) throws -> Run {
        let stdout = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let stderr = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromiumPath)
        // Root needs --no-sandbox; a private profile keeps parallel runs from sharing a lock.
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path,
        ] + arguments
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("chromium did not finish within 120 seconds")
        }
        return Run(status: process.terminationStatus,
                   output: (try? String(contentsOf: stdout, encoding: .utf8)) ?? "",
                   errors: (try? String(contentsOf: stderr, encoding: .utf8)) ?? "")
    }

    @Test func reportRendersInChromiumWithRightToLeftStringsIntact() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.chromiumPath),
                     "Chromium is missing at \(Self.chromiumPath): run Scripts/setup, which installs it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stringsguard-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        try HTMLReporter(baseDirectory: Fixtures.base).render(Fixtures.input()).write(to: page, atomically: true, encoding: .utf8)

        let dom = try Self.chromium(["--dump-dom", page.absoluteString], in: folder)
        #expect(dom.status == 0, "chromium --dump-dom failed: \(dom.errors)")
        #expect(dom.output.contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(dom.output.contains("aria-label=\"ko: 70% translated, 10% needs review, 10% new, 10% missing of 10 keys\""))
        #expect(dom.output.contains("<th scope=\"row\"><bdi>ko</bdi></th>"))
        #expect(dom.output.contains("<bdi dir=\"auto\">timer.remaining %@</bdi>"))
        // The Arabic key survives the parser as one isolated run, the stored text sits in its own right-to-left
        // isolate, and only the visual string sits in an LTR override.
        #expect(dom.output.contains("<td><bdi dir=\"auto\">متبقي %@</bdi></td>"))
        #expect(dom.output.contains("<bdi dir=\"rtl\" lang=\"ar\">متبقي 25:00</bdi>"))
        #expect(dom.output.contains("<bdo dir=\"ltr\" lang=\"ar\">25:00 يقبتم</bdo>"))
        #expect(dom.output.contains("1 error, 1 warning, 2 notes in 2 files"))

        let screenshot = folder.appendingPathComponent("report.png")
        let shot = try Self.chromium(["--window-size=1280,1600", "--screenshot=" + screenshot.path, page.absoluteString], in: folder)
        #expect(shot.status == 0, "chromium --screenshot failed: \(shot.errors)")
        let png = try Data(contentsOf: screenshot)
        #expect(png.count > 10_000)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        if let keep = ProcessInfo.processInfo.environment["STRINGSGUARD_KEEP_SCREENSHOT"] {
            try png.write(to: URL(fileURLWithPath: keep))
        }
    }

    @Test func rightToLeftPageKeepsUserStringsIsolated() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.chromiumPath),
                     "Chromium is missing at \(Self.chromiumPath): run Scripts/setup, which installs it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stringsguard-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report-ar.html")
        let html = HTMLReporter(baseDirectory: Fixtures.base, pageLanguage: "ar").render(Fixtures.input())
        try html.write(to: page, atomically: true, encoding: .utf8)

        let dom = try Self.chromium(["--dump-dom", page.absoluteString], in: folder)
        #expect(dom.status == 0, "chromium --dump-dom failed: \(dom.errors)")
        #expect(dom.output.contains("<html lang=\"ar\" dir=\"rtl\">"))
        // Latin keys and paths stay isolated left-to-right runs inside the right-to-left page.
        #expect(dom.output.contains("<bdi dir=\"auto\">timer.remaining %@</bdi>"))
        #expect(dom.output.contains("<bdi dir=\"ltr\" class=\"location\">FocusTimerWidgets/TimerWidget.swift:12:5</bdi>"))
        #expect(dom.output.contains("<bdo dir=\"ltr\" lang=\"ar\">25:00 يقبتم</bdo>"))

        let screenshot = folder.appendingPathComponent("report-ar.png")
        let shot = try Self.chromium(["--window-size=1280,1600", "--screenshot=" + screenshot.path, page.absoluteString], in: folder)
        #expect(shot.status == 0, "chromium --screenshot failed: \(shot.errors)")
        let png = try Data(contentsOf: screenshot)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        if let keep = ProcessInfo.processInfo.environment["STRINGSGUARD_KEEP_SCREENSHOT_RTL"] {
            try png.write(to: URL(fileURLWithPath: keep))
        }
    }

    /// Lays the page out in Chromium and measures where the stored Arabic text's first and last letters are:
    /// read in Arabic order, the first letter (م) is right of the last word's, and the digits read 25:00 left
    /// to right. A script added to a copy of the page (the report itself has none) writes what it measured.
    @Test func logicalCellOfAnArabicStringReadsInArabicOrder() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.chromiumPath),
                     "Chromium is missing at \(Self.chromiumPath): run Scripts/setup, which installs it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stringsguard-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = HTMLReporter(baseDirectory: Fixtures.base).render(Fixtures.input())
        let probe = #"""
            <script>
            const cell = document.querySelector("td.logical bdi");
            const text = cell.firstChild;
            function left(index) {
              const range = document.createRange();
              range.setStart(text, index); range.setEnd(text, index + 1);
              return range.getBoundingClientRect().left;
            }
            const value = text.data;
            const first = left(0), lastLetter = left(value.indexOf(" ") - 1);
            const two = left(value.indexOf("2")), colon = left(value.indexOf(":"));
            const out = document.createElement("pre");
            out.id = "measured";
            out.textContent = [first > lastLetter ? "arabic-right-to-left" : "letters-reversed",
                               two < colon ? "digits-left-to-right" : "digits-reversed",
                               first > two ? "word-right-of-number" : "word-left-of-number"].join(" ");
            document.body.appendChild(out);
            </script>
            """#
        let page = folder.appendingPathComponent("probe.html")
        try html.replacingOccurrences(of: "</body>", with: probe + "\n</body>").write(to: page, atomically: true, encoding: .utf8)
        let dom = try Self.chromium(["--virtual-time-budget=5000", "--dump-dom", page.absoluteString], in: folder)
        #expect(dom.status == 0, "chromium --dump-dom failed: \(dom.errors)")
        #expect(dom.output.contains("<pre id=\"measured\">arabic-right-to-left digits-left-to-right word-right-of-number</pre>"),
                "measured: \(dom.output.components(separatedBy: "<pre id=\"measured\">").last?.prefix(80) ?? "nothing")")
    }
}
