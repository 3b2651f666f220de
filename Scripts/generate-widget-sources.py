#!/usr/bin/env python3
"""Writes a project whose widget has thousands of Swift files, for timing the source scan of `check`.

Usage: Scripts/generate-widget-sources.py OUT_FOLDER [--files N]

OUT_FOLDER/App/Localizable.xcstrings       the app's catalog: every key the widget uses, 4 languages
OUT_FOLDER/Widget/Localizable.xcstrings    the widget's: most of those keys (some left out on purpose)
OUT_FOLDER/Widget/Sources/GroupNN/*.swift  N widget files (default 5,000) in folders of 100, each a view,
                                           a timeline provider or a model as widget code is written: doc
                                           and block comments, Text/Label/Button literals, interpolations,
                                           String(localized:), multi-line and raw strings, #if os(...),
                                           timer texts, previews
OUT_FOLDER/.stringsguard.json              the two targets

Deterministic (fixed seed), so every run writes the same bytes.
"""
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("large_catalog", os.path.join(HERE, "generate-large-catalog.py"))
large = importlib.util.module_from_spec(spec)
spec.loader.exec_module(large)

LANGUAGES = sorted(["ar", "de", "en", "ja"], key=str.lower)
WORDS = ("focus timer break session cycle goal streak steps water sleep reminder next today tomorrow done "
         "start pause resume stop left remaining minutes hours calendar event weather forecast rain").split()


def phrase(rng, number):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4))).capitalize() + f" {number}"


def view_file(rng, index, keys, format_keys):
    name = f"Widget{index:05d}"
    lines = [
        "import SwiftUI",
        "import WidgetKit",
        "#if canImport(ActivityKit)",
        "import ActivityKit",
        "#endif",
        "",
        f"/// The {rng.choice(WORDS)} widget's view number {index}: shows the entry's",
        "/// state in the family the system asks for.",
        f"struct {name}View: View {{",
        "    var entry: SimpleEntry",
        "    @Environment(\\.widgetFamily) var family",
        "",
        "    var body: some View {",
        "        VStack(alignment: .leading, spacing: 4) {",
    ]
    for key in keys:
        form = rng.random()
        literal = json.dumps(key, ensure_ascii=False)
        if form < 0.5:
            lines.append(f"            Text({literal})")
            lines.append("                .font(.caption)")
        elif form < 0.7:
            lines.append(f"            Label({literal}, systemImage: \"timer\")")
        elif form < 0.85:
            lines.append(f"            Button({literal}) {{ entry.toggle() }}")
        else:
            lines.append(f"            Text(String(localized: {literal}, comment: \"Shown in the widget\"))")
    for key in format_keys:
        interpolated = key.replace("%lld", "\\(entry.count)")
        lines.append(f"            Text(\"{interpolated}\")")
    lines += [
        "            #if os(watchOS)",
        "            Text(entry.date, style: .timer)",
        "                .monospacedDigit()",
        "            #else",
        "            Text(timerInterval: entry.range, countsDown: true)",
    ] + ([] if rng.random() < 0.05 else ["                .environment(\\.layoutDirection, .leftToRight)"]) + [
        "            #endif",
        "            /* A block comment with a \"quoted\" word and Text(\"not a key\") inside. */",
        "        }",
        "        .containerBackground(.fill.tertiary, for: .widget)",
        "    }",
        "",
        "    private var accessibilityNote: String {",
        f"        // Not user-facing: {rng.choice(WORDS)} for logs only.",
        f"        \"log-{index}-\\(entry.count)\"",
        "    }",
        "",
        "    private let help = \"\"\"",
        f"        A multi-line string for {rng.choice(WORDS)}; it spans",
        "        several lines and ends here.",
        "        \"\"\"",
        "    private let pattern = #\"raw \\d+ string\"#",
        "}",
        "",
    ]
    if rng.random() < 0.3:
        lines += [
            "#Preview(as: .systemSmall) {",
            f"    {name}Widget()",
            "} timeline: {",
            "    SimpleEntry(date: .now, count: 3)",
            "}",
            "",
        ]
    for helper in range(rng.randint(2, 8)):
        lines += [
            f"extension {name}View {{",
            f"    func helper{helper}(_ value: Int) -> Int {{",
            f"        let scaled = value * {rng.randint(2, 99)} + {rng.randint(0, 9)}",
            "        return scaled > 100 ? scaled - 100 : scaled",
            "    }",
            "}",
            "",
        ]
    return "\n".join(lines)


def main():
    # An option where the folder belongs (`--help`) is not a folder to fill with 5,000 files.
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        sys.exit("usage: generate-widget-sources.py OUT_FOLDER [--files N]")
    out = sys.argv[1]
    file_count = int(sys.argv[sys.argv.index("--files") + 1]) if "--files" in sys.argv else 5_000
    rng = random.Random(20261203)

    app_strings, widget_strings = {}, {}
    per_file = []
    for index in range(file_count):
        keys = [phrase(rng, index * 10 + offset) for offset in range(rng.randint(1, 4))]
        format_keys = [f"%lld {rng.choice(WORDS)} left {index}"] if rng.random() < 0.3 else []
        per_file.append((keys, format_keys))
        for key in keys + format_keys:
            entry = {"localizations": {language: large.unit(
                (large.text(language, rng) + (" %lld" if "%lld" in key else "")) if language != "en" else key)
                for language in LANGUAGES}}
            app_strings[key] = entry
            if rng.random() < 0.97:
                widget_strings[key] = entry

    for name, strings in [("App", app_strings), ("Widget", widget_strings)]:
        data = {"sourceLanguage": "en", "strings": dict(sorted(strings.items())), "version": "1.0"}
        rendered = []
        large.write(data, rendered, 0, True)
        os.makedirs(os.path.join(out, name), exist_ok=True)
        with open(os.path.join(out, name, "Localizable.xcstrings"), "w", encoding="utf-8") as file:
            file.write("".join(rendered))

    for index, (keys, format_keys) in enumerate(per_file):
        folder = os.path.join(out, "Widget", "Sources", f"Group{index // 100:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Widget{index:05d}View.swift"), "w", encoding="utf-8") as file:
            file.write(view_file(rng, index, keys, format_keys))

    configuration = {"targets": [
        {"name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"]},
        {"name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget/Sources"]},
    ]}
    with open(os.path.join(out, ".stringsguard.json"), "w", encoding="utf-8") as file:
        json.dump(configuration, file, indent=2)
        file.write("\n")


if __name__ == "__main__":
    main()
