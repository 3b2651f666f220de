#!/usr/bin/env python3
"""Writes the small Xcode projects under Tests/CLITests/Fixtures, one per pattern that real
projects showed the checks must model: a catalog shared by several targets, a watch widget beside an iOS
one with `#if os(…)`, a local package read with `bundle: .module`, previews, the app that embeds a widget,
App Intents, code that only a Debug build compiles, a legacy widget table, packages inside a
synchronized folder, and tables a synchronized folder shares out to a framework and a widget.

Each project is described below and written out whole: `project.pbxproj` as Xcode 16 writes it (classic
groups and build phases, or synchronized folders), Swift sources, catalogs, `Package.swift`. The files are
committed, so a reader can open them; `--check` (run by the tests' CI through Scripts/generate --check)
fails when they differ from what this script writes.

Run from anywhere: python3 Scripts/generate-fixture-projects.py [--check]
"""
import hashlib
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "CLITests" / "Fixtures"

PRODUCT_TYPES = {
    "app": ("com.apple.product-type.application", "wrapper.application", ".app"),
    "watchapp": ("com.apple.product-type.application", "wrapper.application", ".app"),
    "widget": ("com.apple.product-type.app-extension", "\"wrapper.app-extension\"", ".appex"),
    "framework": ("com.apple.product-type.framework", "wrapper.framework", ".framework"),
}


def object_id(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


def quoted(text):
    safe = all(c.isalnum() or c in "._/$" for c in text) and text != ""
    return text if safe else '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def file_type(path):
    return {
        ".swift": "sourcecode.swift", ".xcstrings": "text.json.xcstrings", ".plist": "text.plist.xml",
        ".m": "sourcecode.c.objc",
    }.get(pathlib.Path(path).suffix, "text")


def catalog(source_language, entries):
    """entries: key -> {language: value} (value None: the key has no localization at all)."""
    strings = {}
    for key in sorted(entries):
        localizations = {}
        for language, value in sorted((entries[key] or {}).items()):
            localizations[language] = {"stringUnit": {"state": "translated", "value": value}}
        strings[key] = {"localizations": localizations} if localizations else {}
    text = json.dumps({"sourceLanguage": source_language, "strings": strings, "version": "1.0"},
                      indent=2, ensure_ascii=False, sort_keys=False)
    return text.replace('": ', '" : ') + "\n"


class Project:
    """One .xcodeproj: targets with classic groups and phases, or synchronized folders."""

    def __init__(self, name, development_region="en"):
        self.name = name
        self.development_region = development_region
        self.targets = []
        self.files = {}
        self.synchronized = []
        self.packages = []

    def add_file(self, path, text):
        self.files[path] = text

    def target(self, name, kind, sdk="iphoneos", sources=(), resources=(), embeds=(), packages=(),
               conditions_release="", conditions_debug="DEBUG $(inherited)", extra_settings=None, frameworks=(),
               variant_groups=()):
        """variant_groups: (folder, file name, languages) for legacy tables, e.g. ("Widget", "Localizable.strings", ["en", "de"])."""
        self.targets.append({
            "name": name, "kind": kind, "sdk": sdk, "sources": list(sources), "resources": list(resources),
            "embeds": list(embeds), "packages": list(packages), "release": conditions_release,
            "debug": conditions_debug, "settings": extra_settings or {}, "frameworks": list(frameworks),
            "variants": list(variant_groups),
        })

    def synchronize(self, folder, targets, exceptions=None):
        """A folder every listed target builds; `exceptions`: target -> files of it that target leaves out."""
        self.synchronized.append({"folder": folder, "targets": list(targets), "exceptions": exceptions or {}})

    def package(self, path):
        self.packages.append(path)

    def pbxproj(self):
        sections = {}

        def add(section, identifier, comment, body):
            sections.setdefault(section, []).append((identifier, comment, body))

        def entry(identifier, comment, fields, inline=False):
            if inline:
                inner = " ".join(f"{key} = {value};" for key, value in fields)
                return f"\t\t{identifier} /* {comment} */ = {{{inner} }};\n"
            lines = [f"\t\t{identifier} /* {comment} */ = {{\n"]
            for key, value in fields:
                if isinstance(value, list):
                    lines.append(f"\t\t\t{key} = (\n")
                    lines.extend(f"\t\t\t\t{item},\n" for item in value)
                    lines.append("\t\t\t);\n")
                elif isinstance(value, dict):
                    lines.append(f"\t\t\t{key} = {{\n")
                    lines.extend(f"\t\t\t\t{k} = {v};\n" for k, v in value.items())
                    lines.append("\t\t\t};\n")
                else:
                    lines.append(f"\t\t\t{key} = {value};\n")
            lines.append("\t\t};\n")
            return "".join(lines)

        file_refs = {}
        classic_paths = sorted({p for t in self.targets for p in t["sources"] + t["resources"]})
        for path in classic_paths:
            identifier = object_id(self.name, "file", path)
            file_refs[path] = identifier
            name = pathlib.PurePosixPath(path).name
            add("PBXFileReference", identifier, name, entry(identifier, name, [
                ("isa", "PBXFileReference"), ("lastKnownFileType", file_type(path)), ("path", quoted(name)),
                ("sourceTree", '"<group>"')], inline=True))
        variant_ids = {}
        variant_children = {}
        for target in self.targets:
            for folder, file_name, languages in target["variants"]:
                if (folder, file_name) in variant_ids:
                    continue  # one group, however many targets ship it
                identifier = object_id(self.name, "variant", folder, file_name)
                variant_ids[(folder, file_name)] = identifier
                children = []
                for language in languages:
                    child = object_id(self.name, "variant-file", folder, file_name, language)
                    children.append(f"{child} /* {language} */")
                    add("PBXFileReference", child, language, entry(child, language, [
                        ("isa", "PBXFileReference"), ("lastKnownFileType", "text.plist." + file_name.rsplit(".", 1)[1]),
                        ("name", language), ("path", quoted(f"{language}.lproj/{file_name}")), ("sourceTree", '"<group>"')], inline=True))
                add("PBXVariantGroup", identifier, file_name, entry(identifier, file_name, [
                    ("isa", "PBXVariantGroup"), ("children", children), ("name", quoted(file_name)), ("sourceTree", '"<group>"')]))
                variant_children.setdefault(folder, []).append(f"{identifier} /* {file_name} */")
        products = {}
        for target in self.targets:
            product_type, explicit_type, extension = PRODUCT_TYPES[target["kind"]]
            product = target["name"] + extension
            identifier = object_id(self.name, "product", target["name"])
            products[target["name"]] = identifier
            add("PBXFileReference", identifier, product, entry(identifier, product, [
                ("isa", "PBXFileReference"), ("explicitFileType", explicit_type), ("includeInIndex", "0"),
                ("path", quoted(product)), ("sourceTree", "BUILT_PRODUCTS_DIR")], inline=True))

        # Groups: one per folder of the classic files, nested as the paths say.
        folders = {}
        for path in classic_paths:
            parts = pathlib.PurePosixPath(path).parts
            for depth in range(1, len(parts)):
                folders.setdefault("/".join(parts[:depth]), set())
            parent = "/".join(parts[:-1])
            folders.setdefault(parent, set()).add(("file", path))
        for target in self.targets:
            for folder, _, _ in target["variants"]:
                parts = pathlib.PurePosixPath(folder).parts
                for depth in range(1, len(parts) + 1):
                    folders.setdefault("/".join(parts[:depth]), set())
        for folder in list(folders):
            if "/" in folder:
                folders.setdefault(folder.rsplit("/", 1)[0], set()).add(("group", folder))
        main_children = []
        for folder in sorted(folders):
            if "/" not in folder and folder:
                main_children.append(folder)
        for root_file in sorted(p for p in classic_paths if "/" not in p):
            main_children.append(("file", root_file))
        main_group = object_id(self.name, "group", "")
        products_group = object_id(self.name, "group", "Products")
        packages_group = object_id(self.name, "group", "Packages")
        sync_ids = {sync["folder"]: object_id(self.name, "sync", sync["folder"]) for sync in self.synchronized}

        def child_id(child):
            if isinstance(child, tuple):
                return f"{file_refs[child[1]]} /* {pathlib.PurePosixPath(child[1]).name} */"
            return f"{object_id(self.name, 'group', child)} /* {pathlib.PurePosixPath(child).name} */"

        main_list = [f"{sync_ids[f]} /* {f} */" for f in sorted(sync_ids)]
        main_list += [child_id(c) for c in sorted(main_children, key=str)]
        if self.packages:
            main_list.append(f"{packages_group} /* Packages */")
        main_list.append(f"{products_group} /* Products */")
        add("PBXGroup", main_group, "", entry(main_group, "", [("isa", "PBXGroup"), ("children", main_list), ("sourceTree", '"<group>"')]).replace(" /*  */", ""))
        for folder in sorted(f for f in folders if f):
            identifier = object_id(self.name, "group", folder)
            children = [child_id(c) for c in sorted(folders[folder], key=lambda c: c[1])] + variant_children.get(folder, [])
            add("PBXGroup", identifier, pathlib.PurePosixPath(folder).name, entry(identifier, pathlib.PurePosixPath(folder).name, [
                ("isa", "PBXGroup"), ("children", children), ("path", quoted(pathlib.PurePosixPath(folder).name)),
                ("sourceTree", '"<group>"')]))
        if self.packages:
            package_children = []
            for path in self.packages:
                identifier = object_id(self.name, "package-folder", path)
                name = pathlib.PurePosixPath(path).name
                package_children.append(f"{identifier} /* {name} */")
                add("PBXFileReference", identifier, name, entry(identifier, name, [
                    ("isa", "PBXFileReference"), ("lastKnownFileType", "wrapper"), ("path", quoted(path)),
                    ("sourceTree", '"<group>"')], inline=True))
            add("PBXGroup", packages_group, "Packages", entry(packages_group, "Packages", [
                ("isa", "PBXGroup"), ("children", package_children), ("name", "Packages"), ("sourceTree", '"<group>"')]))
        add("PBXGroup", products_group, "Products", entry(products_group, "Products", [
            ("isa", "PBXGroup"), ("children", [f"{products[t['name']]} /* {t['name']}{PRODUCT_TYPES[t['kind']][2]} */" for t in self.targets]),
            ("name", "Products"), ("sourceTree", '"<group>"')]))

        for sync in self.synchronized:
            identifier = sync_ids[sync["folder"]]
            fields = [("isa", "PBXFileSystemSynchronizedRootGroup")]
            exception_ids = []
            for target_name, files in sorted(sync["exceptions"].items()):
                exception = object_id(self.name, "exception", sync["folder"], target_name)
                exception_ids.append(f"{exception} /* Exceptions for \"{sync['folder']}\" folder in \"{target_name}\" target */")
                target_id = object_id(self.name, "target", target_name)
                add("PBXFileSystemSynchronizedBuildFileExceptionSet", exception, f"Exceptions for \"{sync['folder']}\" folder in \"{target_name}\" target",
                    entry(exception, f"Exceptions for \"{sync['folder']}\" folder in \"{target_name}\" target", [
                        ("isa", "PBXFileSystemSynchronizedBuildFileExceptionSet"),
                        ("membershipExceptions", [quoted(f) for f in files]),
                        ("target", f"{target_id} /* {target_name} */")]))
            if exception_ids:
                fields.append(("exceptions", exception_ids))
            fields += [("path", quoted(sync["folder"])), ("sourceTree", '"<group>"')]
            add("PBXFileSystemSynchronizedRootGroup", identifier, sync["folder"], entry(identifier, sync["folder"], fields))

        package_products = {}
        for target in self.targets:
            for product in target["packages"]:
                identifier = object_id(self.name, "product-dependency", target["name"], product)
                package_products[(target["name"], product)] = identifier
                add("XCSwiftPackageProductDependency", identifier, product, entry(identifier, product, [
                    ("isa", "XCSwiftPackageProductDependency"), ("productName", quoted(product))]))

        target_ids = []
        for target in self.targets:
            name = target["name"]
            target_id = object_id(self.name, "target", name)
            target_ids.append(f"{target_id} /* {name} */")
            phases = []
            for phase, isa, paths in (("Sources", "PBXSourcesBuildPhase", target["sources"]),
                                      ("Frameworks", "PBXFrameworksBuildPhase", None),
                                      ("Resources", "PBXResourcesBuildPhase", target["resources"])):
                phase_id = object_id(self.name, "phase", name, phase)
                phases.append(f"{phase_id} /* {phase} */")
                files = []
                if paths is None:
                    for product in target["packages"]:
                        build_file = object_id(self.name, "build", name, "product", product)
                        files.append(f"{build_file} /* {product} in Frameworks */")
                        add("PBXBuildFile", build_file, f"{product} in Frameworks", entry(build_file, f"{product} in Frameworks", [
                            ("isa", "PBXBuildFile"), ("productRef", f"{package_products[(name, product)]} /* {product} */")], inline=True))
                    for framework in target["frameworks"]:
                        build_file = object_id(self.name, "build", name, "framework", framework)
                        files.append(f"{build_file} /* {framework}.framework in Frameworks */")
                        add("PBXBuildFile", build_file, f"{framework}.framework in Frameworks", entry(build_file, f"{framework}.framework in Frameworks", [
                            ("isa", "PBXBuildFile"), ("fileRef", f"{products[framework]} /* {framework}.framework */")], inline=True))
                else:
                    if phase == "Resources":
                        for folder, file_name, _ in target["variants"]:
                            build_file = object_id(self.name, "build", name, "variant", folder, file_name)
                            files.append(f"{build_file} /* {file_name} in Resources */")
                            add("PBXBuildFile", build_file, f"{file_name} in Resources", entry(build_file, f"{file_name} in Resources", [
                                ("isa", "PBXBuildFile"), ("fileRef", f"{variant_ids[(folder, file_name)]} /* {file_name} */")], inline=True))
                    for path in paths:
                        build_file = object_id(self.name, "build", name, path)
                        file_name = pathlib.PurePosixPath(path).name
                        files.append(f"{build_file} /* {file_name} in {phase} */")
                        add("PBXBuildFile", build_file, f"{file_name} in {phase}", entry(build_file, f"{file_name} in {phase}", [
                            ("isa", "PBXBuildFile"), ("fileRef", f"{file_refs[path]} /* {file_name} */")], inline=True))
                add(isa, phase_id, phase, entry(phase_id, phase, [
                    ("isa", isa), ("buildActionMask", "2147483647"), ("files", files), ("runOnlyForDeploymentPostprocessing", "0")]))
            if target["embeds"]:
                phase_id = object_id(self.name, "phase", name, "Embed")
                embed_name = "Embed Foundation Extensions"
                phases.append(f"{phase_id} /* {embed_name} */")
                files = []
                for embedded in target["embeds"]:
                    kind = next(t["kind"] for t in self.targets if t["name"] == embedded)
                    product = embedded + PRODUCT_TYPES[kind][2]
                    build_file = object_id(self.name, "build", name, "embed", embedded)
                    files.append(f"{build_file} /* {product} in {embed_name} */")
                    add("PBXBuildFile", build_file, f"{product} in {embed_name}", entry(build_file, f"{product} in {embed_name}", [
                        ("isa", "PBXBuildFile"), ("fileRef", f"{products[embedded]} /* {product} */"),
                        ("settings", "{ATTRIBUTES = (RemoveHeadersOnCopy, ); }")], inline=True))
                add("PBXCopyFilesBuildPhase", phase_id, embed_name, entry(phase_id, embed_name, [
                    ("isa", "PBXCopyFilesBuildPhase"), ("buildActionMask", "2147483647"), ("dstPath", '""'),
                    ("dstSubfolderSpec", "13"), ("files", files), ("name", quoted(embed_name)),
                    ("runOnlyForDeploymentPostprocessing", "0")]))
            configuration_list = object_id(self.name, "configuration-list", name)
            for configuration in ("Debug", "Release"):
                settings = {
                    "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.{name}", "PRODUCT_NAME": '"$(TARGET_NAME)"',
                    "SDKROOT": target["sdk"], "SWIFT_VERSION": "6.0", "GENERATE_INFOPLIST_FILE": "YES",
                }
                conditions = target["debug"] if configuration == "Debug" else target["release"]
                if conditions:
                    settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = quoted(conditions)
                settings.update(target["settings"])
                identifier = object_id(self.name, "configuration", name, configuration)
                add("XCBuildConfiguration", identifier, configuration, entry(identifier, configuration, [
                    ("isa", "XCBuildConfiguration"), ("buildSettings", dict(sorted(settings.items()))), ("name", configuration)]))
            add("XCConfigurationList", configuration_list, f"Build configuration list for PBXNativeTarget \"{name}\"",
                entry(configuration_list, f"Build configuration list for PBXNativeTarget \"{name}\"", [
                    ("isa", "XCConfigurationList"),
                    ("buildConfigurations", [f"{object_id(self.name, 'configuration', name, c)} /* {c} */" for c in ("Debug", "Release")]),
                    ("defaultConfigurationIsVisible", "0"), ("defaultConfigurationName", "Release")]))
            fields = [("isa", "PBXNativeTarget"),
                      ("buildConfigurationList", f"{configuration_list} /* Build configuration list for PBXNativeTarget \"{name}\" */"),
                      ("buildPhases", phases), ("buildRules", []), ("dependencies", [])]
            owned = [f"{sync_ids[s['folder']]} /* {s['folder']} */" for s in self.synchronized if name in s["targets"]]
            if owned:
                fields.append(("fileSystemSynchronizedGroups", owned))
            fields += [("name", quoted(name))]
            if target["packages"]:
                fields.append(("packageProductDependencies", [f"{package_products[(name, p)]} /* {p} */" for p in target["packages"]]))
            fields += [("productName", quoted(name)),
                       ("productReference", f"{products[name]} /* {name}{PRODUCT_TYPES[target['kind']][2]} */"),
                       ("productType", f"\"{PRODUCT_TYPES[target['kind']][0]}\"")]
            add("PBXNativeTarget", target_id, name, entry(target_id, name, fields))

        project_list = object_id(self.name, "configuration-list", "project")
        for configuration in ("Debug", "Release"):
            identifier = object_id(self.name, "configuration", "project", configuration)
            settings = {"IPHONEOS_DEPLOYMENT_TARGET": "18.0", "SWIFT_COMPILATION_MODE": "wholemodule" if configuration == "Release" else "singlefile"}
            add("XCBuildConfiguration", identifier, configuration, entry(identifier, configuration, [
                ("isa", "XCBuildConfiguration"), ("buildSettings", settings), ("name", configuration)]))
        add("XCConfigurationList", project_list, f"Build configuration list for PBXProject \"{self.name}\"",
            entry(project_list, f"Build configuration list for PBXProject \"{self.name}\"", [
                ("isa", "XCConfigurationList"),
                ("buildConfigurations", [f"{object_id(self.name, 'configuration', 'project', c)} /* {c} */" for c in ("Debug", "Release")]),
                ("defaultConfigurationIsVisible", "0"), ("defaultConfigurationName", "Release")]))
        project_id = object_id(self.name, "project")
        add("PBXProject", project_id, "Project object", entry(project_id, "Project object", [
            ("isa", "PBXProject"), ("attributes", {"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": "1600"}),
            ("buildConfigurationList", f"{project_list} /* Build configuration list for PBXProject \"{self.name}\" */"),
            ("developmentRegion", self.development_region), ("hasScannedForEncodings", "0"),
            ("knownRegions", ["en", "Base"]), ("mainGroup", main_group), ("minimizedProjectReferenceProxies", "1"),
            ("preferredProjectObjectVersion", "77"), ("productRefGroup", f"{products_group} /* Products */"),
            ("projectDirPath", '""'), ("projectRoot", '""'), ("targets", target_ids)]))

        out = ["// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"]
        for section in sorted(sections):
            out.append(f"\n/* Begin {section} section */\n")
            out.extend(body for _, _, body in sorted(sections[section]))
            out.append(f"/* End {section} section */\n")
        out.append(f"\t}};\n\trootObject = {project_id} /* Project object */;\n}}\n")
        return "".join(out)

    def write(self, folder):
        outputs = {f"{self.name}.xcodeproj/project.pbxproj": self.pbxproj()}
        outputs.update(self.files)
        return {str(pathlib.PurePosixPath(folder) / path): text for path, text in outputs.items()}


WIDGET_BUNDLE = """{imports}import SwiftUI
import WidgetKit

@main
struct {name}Bundle: WidgetBundle {{
    var body: some Widget {{
{widgets}
    }}
}}
"""

APP = """import SwiftUI

@main
struct {name}App: App {{
    var body: some Scene {{
        WindowGroup {{ Text("{title}") }}
    }}
}}
"""


def shared_catalog():
    """One catalog in the app, its widget and its watch app: each gap is reported once, for all three."""
    project = Project("Streaks")
    project.add_file("Shared/Localizable.xcstrings", catalog("en", {
        "Streak": {"de": "Serie", "fr": "Série"},
        "Best streak": {"de": "Beste Serie"},
        "Settings": {"de": "Einstellungen", "fr": "Réglages"},
    }))
    project.add_file("App/StreaksApp.swift", APP.format(name="Streaks", title="Settings"))
    project.add_file("Watch/StreaksWatchApp.swift", APP.format(name="StreaksWatch", title="Streak"))
    project.add_file("Widget/StreaksWidget.swift", WIDGET_BUNDLE.format(imports="", name="Streaks", widgets="        StreakWidget()") + """
struct StreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "streak", provider: StreakProvider()) { entry in
            VStack {
                Text("Streak")
                Text("Best streak")
            }
        }
    }
}
""")
    for name, kind, sdk, source in (("Streaks", "app", "iphoneos", "App/StreaksApp.swift"),
                                    ("StreaksWidget", "widget", "iphoneos", "Widget/StreaksWidget.swift"),
                                    ("StreaksWatch", "watchapp", "watchos", "Watch/StreaksWatchApp.swift")):
        project.target(name, kind, sdk=sdk, sources=[source], resources=["Shared/Localizable.xcstrings"],
                       embeds=["StreaksWidget"] if name == "Streaks" else [])
    return project


def watch_widget():
    """An iOS widget and a watch widget built from one synchronized folder; the watch one has no catalog
    and compiles only what `#if os(watchOS)` leaves it. Each build shows only its declared families: the
    watch never runs the `.systemSmall` clause, nor the helpers only that clause calls, nor `default:`."""
    project = Project("Tides")
    project.add_file("App/Localizable.xcstrings", catalog("en", {"Tides": {"de": "Gezeiten"}, "High tide": {"de": "Flut"}}))
    project.add_file("App/TidesApp.swift", APP.format(name="Tides", title="Tides"))
    project.add_file("WatchApp/TidesWatchApp.swift", APP.format(name="TidesWatch", title="Tides"))
    project.add_file("WatchApp/Localizable.xcstrings", catalog("en", {"Tides": {"de": "Gezeiten"}}))
    project.add_file("Widget/Localizable.xcstrings", catalog("en", {
        "High tide": {"de": "Flut"}, "Next": {"de": "Nächste"}, "Tide chart": {"de": "Gezeitenkurve"},
    }))
    project.add_file("Widget/TidesWidget.swift", WIDGET_BUNDLE.format(imports="", name="Tides", widgets="        TideWidget()") + """
struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tide", provider: TideProvider()) { entry in
            TideView(entry: entry)
        }
        #if os(watchOS)
        .supportedFamilies([.accessoryCircular])
        #else
        .supportedFamilies([.systemSmall])
        #endif
    }
}

struct TideGauge: View {
    @Environment(\\.widgetFamily) var family
    var body: some View {
        switch family {
        case .accessoryCircular: Image(systemName: "water.waves")
        case .systemSmall: dashboard
        default: Text("Unsupported size")
        }
    }

    var dashboard: some View { chart() }

    func chart() -> some View { Text("Tide chart") }
}

struct TideView: View {
    let entry: TideEntry
    var body: some View {
        #if os(iOS)
        VStack {
            Text("High tide")
            Text("Next")
        }
        #elseif os(watchOS)
        VStack {
            Text("\\(entry.height)")
            Text("Low tide")
        }
        #endif
        TideGauge()
    }
}
""")
    project.synchronize("Widget", ["TidesWidget", "TidesWatchWidget"], exceptions={"TidesWatchWidget": ["Localizable.xcstrings"]})
    project.target("Tides", "app", sources=["App/TidesApp.swift"], resources=["App/Localizable.xcstrings"], embeds=["TidesWidget"])
    project.target("TidesWidget", "widget")
    project.target("TidesWatch", "watchapp", sdk="watchos", sources=["WatchApp/TidesWatchApp.swift"],
                   resources=["WatchApp/Localizable.xcstrings"], embeds=["TidesWatchWidget"])
    project.target("TidesWatchWidget", "widget", sdk="watchos")
    return project


def package_bundle():
    """A local package with its own catalog, read with `bundle: .module` and a `Bundle` alias; the widget
    has a catalog of its own that need not repeat the package's keys."""
    project = Project("Orbit")
    project.package("Packages/OrbitKit")
    project.add_file("Packages/OrbitKit/Package.swift", """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OrbitKit",
    defaultLocalization: "en",
    products: [.library(name: "OrbitKit", targets: ["OrbitKit"])],
    targets: [.target(name: "OrbitKit", resources: [.process("Resources")])]
)
""")
    project.add_file("Packages/OrbitKit/Sources/OrbitKit/Resources/Localizable.xcstrings", catalog("en", {
        "Altitude": {"de": "Höhe"}, "Velocity": {"de": "Geschwindigkeit"},
    }))
    project.add_file("Packages/OrbitKit/Sources/OrbitKit/Bundle+Kit.swift", "import Foundation\n\nextension Bundle {\n    static let orbitKit = #bundle\n}\n")
    project.add_file("Packages/OrbitKit/Sources/OrbitKit/OrbitGauge.swift", """import SwiftUI

public struct OrbitGauge: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Altitude", bundle: .module)
            Text("Velocity", bundle: .orbitKit)
            Text("Period", bundle: .module)
        }
    }
}
""")
    # A nested type whose name the widget also uses (its provider's `Context`), and a member name it also
    # uses (an argument label): neither reaches this file, which the widget never uses.
    project.add_file("Packages/OrbitKit/Sources/OrbitKit/OrbitFilter.swift", """import Foundation

public struct OrbitFilter {
    public enum Context { case home, away }
}

extension OrbitFilter.Context {
    public var label: String { NSLocalizedString("Filter: home", bundle: .module, comment: "") }
}
""")
    project.add_file("Packages/OrbitKit/Sources/OrbitKit/OrbitSettings.swift", """import SwiftUI

public struct OrbitSettings: View {
    public var body: some View { Text("Units", bundle: .module) }
}
""")
    project.add_file("App/OrbitApp.swift", APP.format(name="Orbit", title="Orbit"))
    project.add_file("App/Localizable.xcstrings", catalog("en", {"Orbit": {"de": "Umlaufbahn"}}))
    project.add_file("Widget/Localizable.xcstrings", catalog("en", {"Orbit": {"de": "Umlaufbahn"}}))
    project.add_file("Widget/OrbitWidget.swift", WIDGET_BUNDLE.format(imports="import OrbitKit\n", name="Orbit", widgets="        OrbitWidget()") + """
struct OrbitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "orbit", provider: OrbitProvider()) { entry in
            VStack {
                Button(intent: Refresh()) {
                    Image(systemName: "arrow.clockwise")
                } label: {
                    Text("Orbit")
                }
                OrbitGauge()
            }
        }
    }
}

struct OrbitProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrbitEntry { OrbitEntry(date: .now) }
}
""")
    project.target("Orbit", "app", sources=["App/OrbitApp.swift"], resources=["App/Localizable.xcstrings"], embeds=["OrbitWidget"], packages=["OrbitKit"])
    project.target("OrbitWidget", "widget", sources=["Widget/OrbitWidget.swift"], resources=["Widget/Localizable.xcstrings"], packages=["OrbitKit"])
    return project


def previews_and_debug():
    """Preview code and code only the Debug configuration compiles ship nothing."""
    project = Project("Brew")
    project.add_file("App/BrewApp.swift", APP.format(name="Brew", title="Brew"))
    project.add_file("App/Localizable.xcstrings", catalog("en", {"Brew": {"it": "Infuso"}}))
    project.add_file("Widget/Localizable.xcstrings", catalog("en", {"Steeping": {"it": "In infusione"}}))
    project.add_file("Widget/BrewWidget.swift", WIDGET_BUNDLE.format(imports="", name="Brew", widgets="        BrewWidget()") + """
struct BrewWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "brew", provider: BrewProvider()) { entry in
            BrewView()
        }
    }
}

struct BrewView: View {
    var minutes: Int = 3
    var body: some View {
        VStack {
            Text("Steeping")
            Text("Ready in \\(minutes) min")
            #if DEBUG
            Text("Debug timings")
            #endif
        }
    }
}

#Preview(as: .systemSmall) {
    BrewWidget()
} timeline: {
    Text("Preview entry")
}

struct BrewView_Previews: PreviewProvider {
    static var previews: some View { Text("Old preview") }
}
""")
    project.target("Brew", "app", sources=["App/BrewApp.swift"], resources=["App/Localizable.xcstrings"], embeds=["BrewWidget"])
    project.target("BrewWidget", "widget", sources=["Widget/BrewWidget.swift"], resources=["Widget/Localizable.xcstrings"])
    return project


def embedding_app():
    """A Mac app and an iPhone app in one project; the widget ships the languages of the iPhone app that
    embeds it, not the Mac app's."""
    project = Project("Ledger")
    project.add_file("iOS/LedgerApp.swift", APP.format(name="Ledger", title="Balance"))
    project.add_file("iOS/Localizable.xcstrings", catalog("en", {"Balance": {"de": "Saldo"}}))
    project.add_file("Mac/LedgerMacApp.swift", APP.format(name="LedgerMac", title="Balance"))
    project.add_file("Mac/Localizable.xcstrings", catalog("en", {"Balance": {"de": "Saldo", "es": "Saldo", "ja": "残高"}}))
    project.add_file("Widget/Localizable.xcstrings", catalog("en", {"Balance": {"de": "Saldo"}, "Spent today": {}}))
    project.add_file("Widget/LedgerWidget.swift", WIDGET_BUNDLE.format(imports="", name="Ledger", widgets="        BalanceWidget()") + """
struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "balance", provider: BalanceProvider()) { entry in
            VStack {
                Text("Balance")
                Text("Spent today")
            }
        }
    }
}
""")
    project.target("Ledger", "app", sources=["iOS/LedgerApp.swift"], resources=["iOS/Localizable.xcstrings"], embeds=["LedgerWidget"])
    project.target("LedgerMac", "app", sdk="macosx", sources=["Mac/LedgerMacApp.swift"], resources=["Mac/Localizable.xcstrings"])
    project.target("LedgerWidget", "widget", sources=["Widget/LedgerWidget.swift"], resources=["Widget/Localizable.xcstrings"])
    return project


def app_intents():
    """A configurable widget: every App Intents form Xcode extracts is a key the widget's catalog needs."""
    project = Project("Pantry")
    project.add_file("App/PantryApp.swift", APP.format(name="Pantry", title="Pantry"))
    project.add_file("App/Localizable.xcstrings", catalog("en", {"Pantry": {"fr": "Garde-manger"}}))
    project.add_file("Widget/Localizable.xcstrings", catalog("en", {
        "Shelf": {"fr": "Étagère"}, "Choose a shelf": {"fr": "Choisissez une étagère"}, "Fridge": {"fr": "Frigo"},
        "Show ${shelf}": {"fr": "Afficher ${shelf}"},
    }))
    project.add_file("Widget/PantryWidget.swift", WIDGET_BUNDLE.format(imports="import AppIntents\n", name="Pantry", widgets="        ShelfWidget()") + """
struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "shelf", intent: ChooseShelf.self, provider: ShelfProvider()) { entry in
            Text(entry.shelf.name)
        }
        .configurationDisplayName("Shelf")
        .description("What is left on a shelf.")
    }
}

struct ChooseShelf: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Choose a shelf"
    static var description = IntentDescription("Pick the shelf the widget shows.")

    @Parameter(title: "Shelf")
    var shelf: ShelfKind

    static var parameterSummary: some ParameterSummary {
        Summary("Show \\(\\.$shelf)")
    }
}

enum ShelfKind: String, AppEnum {
    case fridge, pantry
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf kind"
    static var caseDisplayRepresentations: [ShelfKind: DisplayRepresentation] = [
        .fridge: "Fridge",
        .pantry: DisplayRepresentation(title: "Cupboard"),
    ]
}
""")
    project.target("Pantry", "app", sources=["App/PantryApp.swift"], resources=["App/Localizable.xcstrings"], embeds=["PantryWidget"])
    project.target("PantryWidget", "widget", sources=["Widget/PantryWidget.swift"], resources=["Widget/Localizable.xcstrings"])
    return project


def legacy_widget():
    """The app has a String Catalog; its widget still ships `Localizable.strings` and `.stringsdict` in lproj
    folders. Every rule reads the table as the widget's catalog."""
    project = Project("Harbor")
    project.add_file("App/HarborApp.swift", APP.format(name="Harbor", title="Harbor"))
    project.add_file("App/Localizable.xcstrings", catalog("en", {"Harbor": {"de": "Hafen", "he": "נמל"}}))
    project.add_file("Widget/en.lproj/Localizable.strings", '/* The widget title. */\n"High water" = "High water";\n\n"Low water" = "Low water";\n')
    project.add_file("Widget/de.lproj/Localizable.strings", '/* The widget title. */\n"High water" = "Hochwasser";\n')
    project.add_file("Widget/he.lproj/Localizable.strings", '"High water" = "גאות";\n"Low water" = "שפל";\n')
    project.add_file("Widget/en.lproj/Localizable.stringsdict", """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>%lld hours to high water</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%#@hours@ to high water</string>
		<key>hours</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>lld</string>
			<key>one</key>
			<string>%lld hour</string>
			<key>other</key>
			<string>%lld hours</string>
		</dict>
	</dict>
</dict>
</plist>
""")
    project.add_file("Widget/HarborWidget.swift", WIDGET_BUNDLE.format(imports="", name="Harbor", widgets="        WaterWidget()") + """
struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "water", provider: WaterProvider()) { entry in
            VStack {
                Text("High water")
                Text("Low water")
                Text("\\(entry.hours) hours to high water")
                Text("Slack tide")
            }
        }
    }
}
""")
    project.target("Harbor", "app", sources=["App/HarborApp.swift"], resources=["App/Localizable.xcstrings"], embeds=["HarborWidget"])
    project.target("HarborWidget", "widget", sources=["Widget/HarborWidget.swift"],
                   variant_groups=[("Widget", "Localizable.strings", ["en", "de", "he"]), ("Widget", "Localizable.stringsdict", ["en"])])
    return project


def packages_in_a_synchronized_folder():
    """Local packages that live in a synchronized folder (`Modules/…`) and that the app links by product
    name only, with no package reference: Xcode opens them as local packages, so their sources and
    catalogs are the app's. A key the package reads from the app's own table is still used, although
    Xcode (which does not extract package code into the app's catalog) calls it stale."""
    project = Project("Ledger")
    project.synchronize("Modules", targets=[])
    project.add_file("Modules/LedgerKit/Package.swift", """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LedgerKit",
    defaultLocalization: "en",
    products: [.library(name: "LedgerKit", targets: ["LedgerKit"])],
    targets: [.target(name: "LedgerKit", resources: [.process("Resources")])]
)
""")
    project.add_file("Modules/LedgerKit/Sources/LedgerKit/Resources/Localizable.xcstrings", catalog("en", {
        "Balance": {"de": "Kontostand"}, "Pending %@": None,
    }))
    project.add_file("Modules/LedgerKit/Sources/LedgerKit/AccountName.swift", """import Foundation

public enum AccountName {
    public static var local: String {
        NSLocalizedString("account.local", tableName: "Names", comment: "The account kept on this device")
    }

    public static func pending(_ amount: String) -> String {
        String(format: NSLocalizedString("Pending %@", bundle: .module, comment: "An amount not yet booked"), amount)
    }

    public static var balance: String { NSLocalizedString("Balance", bundle: .module, comment: "") }
}
""")
    project.add_file("App/LedgerApp.swift", APP.format(name="Ledger", title="Ledger"))
    project.add_file("App/Localizable.xcstrings", catalog("en", {"Ledger": {"de": "Kassenbuch"}}))
    names = json.loads(catalog("en", {"account.local": {"en": "On this device", "de": "Auf diesem Gerät"}}))
    names["strings"]["account.local"]["extractionState"] = "stale"
    project.add_file("App/Names.xcstrings", json.dumps(names, indent=2, ensure_ascii=False).replace('": ', '" : ') + "\n")
    project.add_file("Widget/Localizable.xcstrings", catalog("en", {"Ledger": {"de": "Kassenbuch"}}))
    project.add_file("Widget/LedgerWidget.swift", WIDGET_BUNDLE.format(imports="", name="Ledger", widgets="        LedgerWidget()") + """
struct LedgerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ledger", provider: LedgerProvider()) { entry in
            Text("Ledger")
        }
    }
}
""")
    project.target("Ledger", "app", sources=["App/LedgerApp.swift"], resources=["App/Localizable.xcstrings", "App/Names.xcstrings"],
                   embeds=["LedgerWidget"], packages=["LedgerKit"])
    project.target("LedgerWidget", "widget", sources=["Widget/LedgerWidget.swift"], resources=["Widget/Localizable.xcstrings"])
    return project


def tables_shared_by_exception_sets():
    """A synchronized folder of legacy tables that its exception sets share out as Xcode 16 writes them
    (`/Localized/Core.strings`, every language's file at once): the app that lists the folder leaves Core
    out, the framework that the app and its widget link takes it, the widget takes Localizable. A
    framework's tables are its bundle's, read as the app's are, by code that names the framework's bundle;
    `NSLocalizedString` without a bundle reads the app's, so a text the framework reads that way is never
    looked up in its own table. Its InfoPlist table localizes a bundle the system never names to anyone."""
    project = Project("Courier")
    project.synchronize("Resources", targets=["Courier"], exceptions={
        "Courier": ["/Localized/Core.strings"], "CourierKit": ["/Localized/Core.strings"],
        "CourierWidget": ["/Localized/Localizable.strings"]})
    project.synchronize("Kit", targets=["CourierKit"])
    project.add_file("Resources/CourierApp.swift", """import CourierKit
import SwiftUI

@main
struct CourierApp: App {
    var body: some Scene {
        WindowGroup { Text("Sent").accessibilityHint(CourierKit.cancel) }
    }
}
""")
    project.add_file("Resources/en.lproj/Localizable.strings", '"Sent" = "Sent";\n')
    project.add_file("Resources/fr.lproj/Localizable.strings", '"Sent" = "Envoyé";\n')
    project.add_file("Resources/en.lproj/Core.strings", '"Retry" = "Retry";\n"Cancel" = "Cancel";\n"Sending" = "Sending";\n')
    project.add_file("Resources/fr.lproj/Core.strings", '"Retry" = "Réessayer";\n')
    project.add_file("Kit/CourierKit.swift", """import Foundation

private final class CourierKitBundle {}

public enum CourierKit {
    static let bundle = Bundle(for: CourierKitBundle.self)
    public static let retry = NSLocalizedString("Retry", tableName: "Core", bundle: bundle, comment: "")
    public static let cancel = NSLocalizedString("Cancel", tableName: "Core", bundle: bundle, comment: "")
    public static let sending = NSLocalizedString("Sending", tableName: "Core", comment: "")
}
""")
    project.add_file("Kit/en.lproj/InfoPlist.strings", '"CFBundleDisplayName" = "Courier Kit";\n')
    project.add_file("Kit/fr.lproj/InfoPlist.strings", '"NSHumanReadableCopyright" = "Courier";\n')
    project.add_file("Widget/CourierWidget.swift", WIDGET_BUNDLE.format(imports="", name="Courier", widgets="        ParcelWidget()") + """
struct ParcelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "parcel", provider: ParcelProvider()) { entry in
            Text("Sent")
        }
    }
}
""")
    project.target("Courier", "app", embeds=["CourierWidget"], frameworks=["CourierKit"])
    project.target("CourierKit", "framework")
    project.target("CourierWidget", "widget", sources=["Widget/CourierWidget.swift"], frameworks=["CourierKit"])
    return project


def storyboard_with_view(custom_class, module):
    """A storyboard whose first scene holds one view of `custom_class` from `module`: Interface Builder
    creates that class."""
    return """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="m1">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="m1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <subviews>
                            <view contentMode="scaleToFill" id="v2" customClass="%s" customModule="%s"/>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
""" % (custom_class, module)


def views_of_a_framework():
    """A framework's views, read by a helper that looks keys up in the framework's own table (so only their
    literals say which keys its code holds). The app creates one view in code and one through its
    storyboard; a third is created only by the xib of a panel that nothing in the project creates, so its
    text is never on screen and its missing translation is no gap."""
    project = Project("Meter")
    project.synchronize("App", targets=["Meter"])
    project.synchronize("Kit", targets=["MeterKit"])
    project.add_file("App/MeterApp.swift", """import MeterKit
import SwiftUI

@main
struct MeterApp: App {
    var body: some Scene {
        WindowGroup { DialRepresentable() }
    }
}

struct DialRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> DialView { DialView() }
    func updateUIView(_ view: DialView, context: Context) {}
}
""")
    project.add_file("App/Main.storyboard", storyboard_with_view('StatusStrip', module='MeterKit'))
    project.add_file("Kit/MeterText.swift", """import Foundation

private final class MeterKitBundle {}

func MeterText(_ key: String) -> String {
    NSLocalizedString(key, bundle: Bundle(for: MeterKitBundle.self), comment: "")
}
""")
    project.add_file("Kit/DialView.swift", """import UIKit

public final class DialView: UIView {
    public override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = MeterText("Gauge")
        accessibilityHint = MeterText("Dial")
    }
}
""")
    project.add_file("Kit/StatusStrip.swift", """import UIKit

public final class StatusStrip: UIView {
    public override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityLabel = MeterText("Status")
    }
}
""")
    project.add_file("Kit/NeedleView.swift", """import UIKit

public final class NeedleView: UIView {
    public func show(stuck: Bool) {
        accessibilityValue = stuck ? MeterText("Needle stuck") : nil
    }
}
""")
    project.add_file("Kit/PanelView.swift", """import UIKit

public final class PanelView: UIView {
    @IBOutlet public weak var needle: NeedleView!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        Bundle(for: PanelView.self).loadNibNamed("PanelView", owner: self)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
""")
    project.add_file("Kit/PanelView.xib", """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PanelView" customModule="MeterKit">
            <connections>
                <outlet property="needle" destination="n1" id="o1"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="n1" customClass="NeedleView" customModule="MeterKit"/>
    </objects>
</document>
""")
    project.add_file("Kit/en.lproj/Localizable.strings",
                     '"Gauge" = "Gauge";\n"Dial" = "Dial";\n"Status" = "Status";\n"Needle stuck" = "Needle stuck";\n')
    project.add_file("Kit/fr.lproj/Localizable.strings", '"Gauge" = "Jauge";\n')
    project.add_file("Widget/MeterWidget.swift", WIDGET_BUNDLE.format(imports="", name="Meter", widgets="        ReadingWidget()") + """
struct ReadingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reading", provider: ReadingProvider()) { entry in
            Text(verbatim: entry.value)
        }
    }
}
""")
    project.target("Meter", "app", embeds=["MeterWidget"], frameworks=["MeterKit"])
    project.target("MeterKit", "framework")
    project.target("MeterWidget", "widget", sources=["Widget/MeterWidget.swift"])
    return project


def views_of_the_app(looks_classes_up=False):
    """An app's own UIKit views. The app creates GaugeView in code, BezelView through its storyboard,
    HandView from Objective-C, NamedView (under an Objective-C name) by that name, RimView through a
    subclass it creates, and may make DialView from its name, which code holds as a literal. CompassFace, beside a plain enum, is created by nothing, so the marks it looks up
    (`"\\(letter)_mark"`) and its "Compass" are never on screen: their missing French is no gap, and the keys
    are still used (no advice to delete them). With `looks_classes_up`, the
    Objective-C code also makes a class from a string, which any of them may be."""
    project = Project("Tide")
    project.synchronize("App", targets=["Tide"])
    project.add_file("App/TideApp.swift", """import SwiftUI
import UIKit

@main
struct TideApp: App {
    var body: some Scene {
        WindowGroup { GaugeRepresentable() }
    }
}

struct GaugeRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> GaugeView { GaugeView() }
    func updateUIView(_ view: GaugeView, context: Context) {}
}

/// Restored by the name the system saved: "DialView" is a literal, not a type named in code.
let restoredViewName = "DialView"
""")
    project.add_file("App/DialView.swift", """import UIKit

final class DialView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Dial", comment: "")
    }
}
""")
    project.add_file("App/GaugeView.swift", """import UIKit

final class GaugeView: UIView {
    let rim = WideRimView()

    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Gauge", comment: "")
    }
}
""")
    project.add_file("App/RimView.swift", """import UIKit

class RimView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Rim", comment: "")
    }
}

final class WideRimView: RimView {}
""")
    project.add_file("App/BezelView.swift", """import UIKit

final class BezelView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        accessibilityLabel = NSLocalizedString("Bezel", comment: "")
    }
}
""")
    project.add_file("App/HandView.swift", """import UIKit

final class HandView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Hand", comment: "")
    }
}
""")
    project.add_file("App/NamedView.swift", """import UIKit

@objc(TDNamedView)
final class NamedView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Named", comment: "")
    }
}
""")
    project.add_file("App/CompassFace.swift", """import UIKit

enum Quarter {
    case north, south
}

final class CompassFace: UIView {
    var quarter = Quarter.north

    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = NSLocalizedString("Compass", comment: "")
    }

    func place(_ letter: String) {
        let label = UILabel()
        label.text = NSLocalizedString("\\(letter)_mark", comment: "")
        addSubview(label)
    }
}
""")
    project.add_file("App/Legacy.m", """#import <UIKit/UIKit.h>
#import "Tide-Swift.h"

UIView *TDMakeHand(void) {
    return [[HandView alloc] init];
}
""" + ("""
UIView *TDMakeView(NSString *name) {
    return [[NSClassFromString(name) alloc] init];
}
""" if looks_classes_up else ""))
    project.add_file("App/Main.storyboard", storyboard_with_view('BezelView', module='Tide'))
    keys = ["Gauge", "Rim", "Bezel", "Hand", "Named", "Dial", "Compass", "N_mark", "S_mark"]
    project.add_file("App/en.lproj/Localizable.strings", "".join('"%s" = "%s";\n' % (key, key) for key in keys))
    project.add_file("App/fr.lproj/Localizable.strings", '"Tide" = "Marée";\n')
    project.target("Tide", "app")
    return project


def views_of_an_app_that_looks_classes_up():
    return views_of_the_app(looks_classes_up=True)


def values_the_widget_never_names():
    """The widget compiles three of the app's files and ships no table of its own. It shows a Badge's text,
    so "Pinned" is English in French, a real gap. It shows a note's `title` too, but the only code of it
    that names NoteError is an intent handler, which the app returns for its intents and which nothing in
    the widget creates (no system call makes a handler); a structure or enumeration exists only where code
    of its own target names it, so "Sync failed" is never on the widget, though the app shows it (its
    missing French is the app's gap). The app's table also holds genstrings' entry
    for an interpolated key, `Open "(name)"`: code looks up `Open "Groceries"`, never that text, so its
    missing French is nobody's."""
    project = Project("Quill")
    project.add_file("App/QuillApp.swift", """import SwiftUI

@main
struct QuillApp: App {
    @State private var failure: NoteError? = .offline
    @State private var name = "Groceries"

    var body: some Scene {
        WindowGroup {
            Text(failure?.title ?? "")
            Text(NSLocalizedString("Open \\"\\(name)\\"", comment: "Shortcut title"))
        }
    }

    func handler(for intent: INIntent) -> Any? {
        intent is SyncIntent ? SyncIntentHandler() : nil
    }
}
""")
    project.add_file("Shared/NoteError.swift", """import Foundation

enum NoteError: Error, Equatable {
    case offline
}

extension NoteError {
    var title: String {
        switch self {
        case .offline:
            return NSLocalizedString("Sync failed", comment: "Error title")
        }
    }
}
""")
    project.add_file("Shared/SyncIntentHandler.swift", """import Intents

class SyncIntentHandler: NSObject, SyncIntentHandling {
    func handle(intent: SyncIntent, completion: @escaping (SyncIntentResponse) -> Void) {
        completion(SyncIntentResponse(code: .failure, userActivity: nil))
    }

    func provideNoteOptionsCollection(for intent: SyncIntent, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void) {
        completion(nil, NoteError.offline)
    }
}
""")
    project.add_file("Shared/Badge.swift", """import Foundation

struct Badge {
    var text: String { NSLocalizedString("Pinned", comment: "Badge of a pinned note") }
}
""")
    project.add_file("Widget/QuillWidget.swift", WIDGET_BUNDLE.format(imports="", name="Quill", widgets="        NoteWidget()") + """
struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "note", provider: NoteProvider()) { entry in
            VStack {
                Text(entry.title)
                Text(Badge().text)
            }
        }
    }
}

struct NoteEntry: TimelineEntry {
    let date: Date
    let title: String
}
""")
    project.add_file("App/en.lproj/Localizable.strings",
                     '"Sync failed" = "Sync failed";\n"Pinned" = "Pinned";\n"Open \\"(name)\\"" = "Open \\"(name)\\"";\n')
    project.add_file("App/fr.lproj/Localizable.strings", '"Pinned" = "Épinglée";\n')
    shared = ["Shared/NoteError.swift", "Shared/SyncIntentHandler.swift", "Shared/Badge.swift"]
    project.target("Quill", "app", sources=["App/QuillApp.swift"] + shared, embeds=["QuillWidget"],
                   variant_groups=[("App", "Localizable.strings", ["en", "fr"])])
    project.target("QuillWidget", "widget", sources=["Widget/QuillWidget.swift"] + shared)
    return project


def an_app_started_from_objective_c(looks_classes_up=False):
    """An app whose `main.m` starts UIKit with an Objective-C app delegate, and whose Swift holds no entry
    point. The delegate makes an `@objc` Swift class, ExportPanel, which only Objective-C names: its
    "Export" is on screen, as is "Shelf" of the value type it names. LedgerError, an error enumeration
    no code of the app names, is never made (Objective-C cannot name a Swift enumeration that is not
    `@objc`), so its "Ledger locked" is never on screen and its missing French is no gap. With
    `looks_classes_up`, the delegate also makes a class from a string: the tool then keeps every value, as
    it did before it read `main`."""
    project = Project("Ledger")
    project.add_file("App/main.m", """#import <UIKit/UIKit.h>
#import "LGAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([LGAppDelegate class]));
    }
}
""")
    project.add_file("App/LGAppDelegate.h", """#import <UIKit/UIKit.h>

@interface LGAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
""")
    project.add_file("App/LGAppDelegate.m", """#import "LGAppDelegate.h"
#import "Ledger-Swift.h"

@implementation LGAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    ExportPanel *panel = [[ExportPanel alloc] init];
    self.window.rootViewController.title = panel.title;
    return YES;
}
""" + ("""
- (id)makeObjectNamed:(NSString *)name {
    return [[NSClassFromString(name) alloc] init];
}
""" if looks_classes_up else "") + """
@end
""")
    project.add_file("App/ExportPanel.swift", """import Foundation

@objc final class ExportPanel: NSObject {
    private let shelf = Shelf()

    @objc var title: String {
        NSLocalizedString("Export", comment: "Panel title") + " " + shelf.label
    }
}
""")
    project.add_file("App/Shelf.swift", """import Foundation

struct Shelf {
    var label: String { NSLocalizedString("Shelf", comment: "Where exports go") }
}
""")
    project.add_file("App/LedgerError.swift", """import Foundation

enum LedgerError: Error {
    case locked
}

extension LedgerError {
    var message: String {
        switch self {
        case .locked:
            return NSLocalizedString("Ledger locked", comment: "Error message")
        }
    }
}
""")
    project.add_file("App/en.lproj/Localizable.strings", '"Export" = "Export";\n"Shelf" = "Shelf";\n"Ledger locked" = "Ledger locked";\n')
    project.add_file("App/fr.lproj/Localizable.strings", '"Ledger" = "Registre";\n')
    project.target("Ledger", "app", sources=["App/main.m", "App/LGAppDelegate.m", "App/ExportPanel.swift", "App/Shelf.swift",
                                             "App/LedgerError.swift"],
                   variant_groups=[("App", "Localizable.strings", ["en", "fr"])])
    return project


def an_app_started_from_objective_c_that_looks_classes_up():
    return an_app_started_from_objective_c(looks_classes_up=True)


def accessors_no_code_calls():
    """An app whose strings are read through one enumeration of generated-looking accessors, a static
    function or property per key of its table, as SwiftGen writes them. The app calls `itemsLeft` and reads
    `title`; nothing calls `itemsLeftPlural` (the table's second plural form, which French has no use for)
    or reads `unusedTitle`. A static member of a type that conforms to nothing runs only where code names
    it, so their keys are no text anyone sees: only "items_left" lacks a French translation that shows."""
    project = Project("Abacus")
    project.add_file("App/AbacusApp.swift", """import SwiftUI

@main
struct AbacusApp: App {
    var body: some Scene {
        WindowGroup {
            Text(Strings.title)
            Text(Strings.itemsLeft(3))
        }
    }
}
""")
    project.add_file("App/Strings.swift", """import Foundation

enum Strings {
    /// Abacus
    static let title = Strings.lookUp("abacus_title", fallback: "Abacus")
    /// Nothing to count
    static let unusedTitle = Strings.lookUp("unused_title", fallback: "Nothing to count")

    /// %d items left
    static func itemsLeft(_ count: Int) -> String {
        Strings.lookUp("items_left", count, fallback: "%d items left")
    }

    /// %d items left (second plural form)
    static func itemsLeftPlural(_ count: Int) -> String {
        Strings.lookUp("items_left-plural", count, fallback: "%d items left")
    }

    private static func lookUp(_ key: String, _ arguments: CVarArg..., fallback: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: fallback, table: nil)
        return String(format: format, arguments: arguments)
    }
}
""")
    project.add_file("App/en.lproj/Localizable.strings",
                     '"abacus_title" = "Abacus";\n"items_left" = "%d items left";\n"items_left-plural" = "%d items left";\n'
                     '"unused_title" = "Nothing to count";\n')
    project.add_file("App/fr.lproj/Localizable.strings", '"abacus_title" = "Boulier";\n')
    project.target("Abacus", "app", sources=["App/AbacusApp.swift", "App/Strings.swift"],
                   variant_groups=[("App", "Localizable.strings", ["en", "fr"])])
    return project


def public_accessors_no_code_calls(in_framework=False):
    """An app and its widget read one legacy table, `Tally.strings` (Base and French), through an enumeration
    of public accessors, one per key, as SwiftGen writes them with `publicAccess`: each calls `L10n.tr(table,
    key)`, whose `NSLocalizedString` takes both as parameters. The app calls `title` and `count(_:)`, the
    widget `widgetTitle`; nothing calls `unusedTitle`. `public` lets another module call a member, but an app
    or an app extension is no module any other links (only a test bundle's `@testable import` reaches in,
    and tests do not ship): its public members run only where its own code names them. French lacks
    three keys; "unused_title" is never on screen. With `in_framework`, the accessors are a framework's that
    both link: any module may call its public members, so all three gaps stay."""
    project = Project("Tally")
    project.add_file("App/TallyApp.swift", """import SwiftUI

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup {
            Text(L10n.title)
            Text(L10n.count(3))
        }
    }
}
""")
    project.add_file("App/Strings.swift", """import Foundation

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
""")
    project.add_file("Widget/TallyWidget.swift", WIDGET_BUNDLE.format(imports="", name="Tally", widgets="        CountWidget()") + """
struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            Text(L10n.widgetTitle)
        }
    }
}
""")
    project.add_file("App/Base.lproj/Tally.strings",
                     '"title" = "Tally";\n"count" = "%d counted";\n"unused_title" = "Nothing counted yet";\n"widget_title" = "Today\'s tally";\n')
    project.add_file("App/fr.lproj/Tally.strings", '"title" = "Pointage";\n')
    strings = [] if in_framework else ["App/Strings.swift"]
    frameworks = ["TallyKit"] if in_framework else []
    project.target("Tally", "app", sources=["App/TallyApp.swift"] + strings, embeds=["TallyWidget"], frameworks=frameworks,
                   variant_groups=[("App", "Tally.strings", ["Base", "fr"])])
    project.target("TallyWidget", "widget", sources=["Widget/TallyWidget.swift"] + strings, frameworks=frameworks,
                   variant_groups=[("App", "Tally.strings", ["Base", "fr"])])
    if in_framework:
        project.target("TallyKit", "framework", sources=["App/Strings.swift"])
    return project


def public_accessors_of_a_framework():
    return public_accessors_no_code_calls(in_framework=True)


def usage_descriptions_the_app_never_declares():
    """An app's InfoPlist.strings (English and French) gives three permission prompts; its Info.plist file
    declares the camera's, and a generated-Info.plist build setting the microphone's. The photo library's
    is declared nowhere: the system localizes only the keys an Info.plist has, and an app that asked for that
    permission without the key would be stopped, so that prompt is never shown. French lacks all three;
    only the camera's and the microphone's are gaps."""
    project = Project("Lens")
    project.add_file("App/LensApp.swift", APP.format(name="Lens", title="Lens"))
    project.add_file("App/Info.plist", """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>Lens</string>
	<key>NSCameraUsageDescription</key>
	<string>Lens takes pictures of your notes.</string>
</dict>
</plist>
""")
    project.add_file("App/en.lproj/InfoPlist.strings",
                     '"CFBundleDisplayName" = "Lens";\n"NSCameraUsageDescription" = "Lens takes pictures of your notes.";\n'
                     '"NSMicrophoneUsageDescription" = "Lens records voice notes.";\n'
                     '"NSPhotoLibraryUsageDescription" = "Lens picks pictures from your library.";\n')
    project.add_file("App/fr.lproj/InfoPlist.strings", '"CFBundleDisplayName" = "Lens";\n')
    project.target("Lens", "app", sources=["App/LensApp.swift"],
                   extra_settings={"INFOPLIST_FILE": "App/Info.plist",
                                   "INFOPLIST_KEY_NSMicrophoneUsageDescription": '"Lens records voice notes."'},
                   variant_groups=[("App", "InfoPlist.strings", ["en", "fr"])])
    return project


PROJECTS = {
    "SharedCatalog": shared_catalog,
    "WatchWidget": watch_widget,
    "PackageBundle": package_bundle,
    "PreviewsAndDebug": previews_and_debug,
    "EmbeddingApp": embedding_app,
    "AppIntents": app_intents,
    "LegacyWidget": legacy_widget,
    "SynchronizedPackages": packages_in_a_synchronized_folder,
    "SharedTables": tables_shared_by_exception_sets,
    "FrameworkViews": views_of_a_framework,
    "AppViews": views_of_the_app,
    "AppViewsByName": views_of_an_app_that_looks_classes_up,
    "WidgetValues": values_the_widget_never_names,
    "ObjectiveCApp": an_app_started_from_objective_c,
    "ObjectiveCAppByName": an_app_started_from_objective_c_that_looks_classes_up,
    "UncalledAccessors": accessors_no_code_calls,
    "PublicAccessors": public_accessors_no_code_calls,
    "PublicAccessorsOfAFramework": public_accessors_of_a_framework,
    "UsageDescriptions": usage_descriptions_the_app_never_declares,
}


def render_all():
    outputs = {}
    for folder, make in PROJECTS.items():
        outputs.update(make().write(folder))
    return outputs


def main():
    outputs = render_all()
    if "--check" in sys.argv:
        stale = [path for path, text in outputs.items()
                 if not (FIXTURES / path).exists() or (FIXTURES / path).read_text(encoding="utf-8") != text]
        if stale:
            sys.exit("stale fixture files (run Scripts/generate-fixture-projects.py): " + ", ".join(sorted(stale)))
        return
    for path, text in outputs.items():
        target = FIXTURES / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


main()
