#!/usr/bin/env python3
"""Writes a large app + widget project for timing `stringsguard check` end to end.

Usage: Scripts/generate-check-project.py OUT_FOLDER [--keys N] [--widget-keys N]

OUT_FOLDER/App/Localizable.xcstrings      the app catalog: generate-large-catalog.py's (10,000 keys x 30
                                          languages, ~59 MB) plus 50 format keys ("remaining %lld ...")
OUT_FOLDER/Widget/Localizable.xcstrings   the widget catalog: a 2,000-key subset of the app's, copied as a
                                          team would copy it, with 100 used keys left out, 5% of its keys
                                          missing one or two languages and 1% translated differently
OUT_FOLDER/Widget/*.swift                 20 widget files: Text(...) uses of 1,500 keys (the 100 left out
                                          among them), 50 interpolated uses of the format keys, and 10
                                          interpolated uses that match no key anywhere
OUT_FOLDER/.stringsguard.json             the two targets

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


def write_catalog(data, path):
    data = dict(data)
    data["strings"] = dict(sorted(data["strings"].items(), key=lambda item: item[0]))
    out = []
    large.write(data, out, 0, True)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write("".join(out))


def format_entry(number, rng):
    """A key with an integer placeholder, translated with the placeholder in every language."""
    return {"localizations": {
        language: large.unit(f"{large.text(language, rng)} %lld {number:05d}") for language in large.LANGUAGES
    }}


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: generate-check-project.py OUT_FOLDER [--keys N] [--widget-keys N]")
    out = sys.argv[1]
    key_count = int(sys.argv[sys.argv.index("--keys") + 1]) if "--keys" in sys.argv else 10_000
    widget_count = int(sys.argv[sys.argv.index("--widget-keys") + 1]) if "--widget-keys" in sys.argv else 2_000
    rng = random.Random(1130)

    app = large.catalog(key_count)
    format_keys = [f"remaining %lld minutes {number:05d}" for number in range(50)]
    for number, key in enumerate(format_keys):
        app["strings"][key] = format_entry(number, rng)

    plain_keys = sorted(key for key in app["strings"] if "%" not in key)
    step = max(1, len(plain_keys) // widget_count)
    widget_keys = plain_keys[::step][:widget_count]
    used = rng.sample(widget_keys, min(1_500, len(widget_keys)))
    left_out = set(used[:100])

    widget_strings = {}
    for key in widget_keys + format_keys:
        if key in left_out:
            continue
        entry = json.loads(json.dumps(app["strings"][key]))
        localizations = entry.get("localizations", {})
        if rng.random() < 0.05:
            for language in rng.sample([l for l in localizations if l != "en"], rng.choice([1, 2])):
                del localizations[language]
        if rng.random() < 0.01 and localizations.get("de", {}).get("stringUnit"):
            localizations["de"]["stringUnit"]["value"] += " (alt)"
        widget_strings[key] = entry
    widget = {"sourceLanguage": "en", "strings": widget_strings, "version": "1.0"}

    write_catalog(app, os.path.join(out, "App", "Localizable.xcstrings"))
    write_catalog(widget, os.path.join(out, "Widget", "Localizable.xcstrings"))

    # 20 Swift files: plain uses, then uses whose interpolated Int must be matched against format keys.
    files = 20
    for index in range(files):
        lines = ["import SwiftUI", "import WidgetKit", "", f"struct GeneratedView{index:02d}: View {{",
                 "    var minutes: Int", "", "    var body: some View {", "        VStack {"]
        for key in used[index::files]:
            lines.append(f"            Text({json.dumps(key)})")
        for number in range(index, 50, files):
            lines.append(f"            Text(\"remaining \\(minutes) minutes {number:05d}\")")
        if index < 10:
            lines.append(f"            Text(\"nowhere \\(minutes) to be found {index:05d}\")")
        lines += ["        }", "    }", "}", ""]
        with open(os.path.join(out, "Widget", f"GeneratedView{index:02d}.swift"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines))

    configuration = {"targets": [
        {"name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"]},
        {"name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget"]},
    ]}
    with open(os.path.join(out, ".stringsguard.json"), "w", encoding="utf-8") as file:
        json.dump(configuration, file, indent=2)
        file.write("\n")


if __name__ == "__main__":
    main()
