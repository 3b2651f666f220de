#!/usr/bin/env python3
"""Generates Sources/Bidi/Generated/BidiTables.swift from the Unicode Character Database.

Inputs (default: Debian's unicode-data in /usr/share/unicode):
  extracted/DerivedBidiClass.txt  Bidi_Class of every code point; the @missing lines give
                                  the defaults of unassigned code points (applied first, in order).
  BidiBrackets.txt                Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type.
  BidiMirroring.txt               Bidi_Mirroring_Glyph.

Output: a two-stage table (one byte per code point, blocks of 128 shared when equal) whose byte
holds the class in its low 5 bits, 0x20 when the code point is a paired bracket and 0x40 when it
has a mirroring glyph, plus sorted arrays for the bracket and mirror look-ups.

usage: Scripts/generate-bidi-tables.py [UCD_DIRECTORY] [OUTPUT]
"""
import os
import re
import sys

# Same order as the cases of `BidiClass` in Sources/Bidi/BidiClass.swift (its raw values).
CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
           "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
LONG_NAMES = {
    "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
    "European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN",
    "Common_Separator": "CS", "Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN",
    "Paragraph_Separator": "B", "Segment_Separator": "S", "White_Space": "WS", "Other_Neutral": "ON",
    "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
    "Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO",
    "Pop_Directional_Format": "PDF", "Left_To_Right_Isolate": "LRI", "Right_To_Left_Isolate": "RLI",
    "First_Strong_Isolate": "FSI", "Pop_Directional_Isolate": "PDI",
}
BRACKET_FLAG = 0x20
MIRROR_FLAG = 0x40
BLOCK_SHIFT = 7
CODE_POINT_COUNT = 0x110000


def parse_range(text):
    parts = text.strip().split("..")
    first = int(parts[0], 16)
    last = int(parts[-1], 16)
    return first, last


def data_lines(path):
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            yield number, line.rstrip("\n")


def read_version(path):
    with open(path, encoding="utf-8") as handle:
        first = handle.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    if not match:
        sys.exit(f"{path}:1: cannot find the Unicode version in {first!r}")
    return match.group(1)


def read_classes(path):
    values = [CLASSES.index("L")] * CODE_POINT_COUNT
    explicit = []
    for number, line in data_lines(path):
        missing = re.match(r"#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)", line)
        if missing:
            first, last = parse_range(missing.group(1))
            name = missing.group(2)
            short = LONG_NAMES.get(name, name)
            if short not in CLASSES:
                sys.exit(f"{path}:{number}: unknown class {name}")
            values[first:last + 1] = [CLASSES.index(short)] * (last - first + 1)
            continue
        body = line.split("#", 1)[0].strip()
        if not body:
            continue
        fields = [field.strip() for field in body.split(";")]
        if fields[1] not in CLASSES:
            sys.exit(f"{path}:{number}: unknown class {fields[1]}")
        explicit.append((parse_range(fields[0]), CLASSES.index(fields[1])))
    # Explicit assignments override every @missing default, whatever their order in the file.
    for (first, last), value in explicit:
        values[first:last + 1] = [value] * (last - first + 1)
    return values


def read_brackets(path):
    brackets = []
    for number, line in data_lines(path):
        body = line.split("#", 1)[0].strip()
        if not body:
            continue
        code, pair, kind = [field.strip() for field in body.split(";")]
        if kind not in ("o", "c"):
            sys.exit(f"{path}:{number}: unknown bracket type {kind}")
        brackets.append((int(code, 16), int(pair, 16), kind == "o"))
    return sorted(brackets)


def read_mirrors(path):
    mirrors = []
    for number, line in data_lines(path):
        body = line.split("#", 1)[0].strip()
        if not body:
            continue
        code, glyph = [field.strip() for field in body.split(";")]
        mirrors.append((int(code, 16), int(glyph, 16)))
    return sorted(mirrors)


def build_stages(values):
    block_size = 1 << BLOCK_SHIFT
    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, CODE_POINT_COUNT, block_size):
        block = tuple(values[start:start + block_size])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2.extend(block)
        stage1.append(blocks[block])
    return stage1, stage2


def ascii_literal_lines(values, per_line):
    """The lines of a multi-line Swift string literal whose UTF-8 bytes are `values` (each below 0x80), every
    line but the last ending in a backslash (no newline): the literal's storage is the table itself."""
    def escaped(value):
        if value >= 0x80:
            sys.exit(f"byte 0x{value:X} is not ASCII and cannot be stored in the literal as itself")
        if value in (0x22, 0x5C):
            return "\\" + chr(value)
        return chr(value) if 0x20 <= value < 0x7F else f"\\u{{{value:X}}}"
    lines = []
    for index in range(0, len(values), per_line):
        lines.append("".join(escaped(value) for value in values[index:index + per_line]))
    return [line + "\\" for line in lines[:-1]] + lines[-1:]


def swift_array(name, values, kind, per_line=12):
    lines = [f"    static let {name}: [{kind}] = ["]
    for index in range(0, len(values), per_line):
        chunk = values[index:index + per_line]
        lines.append("        " + ", ".join(f"0x{value:04X}" for value in chunk) + ",")
    lines.append("    ]")
    return lines


def main():
    ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "Sources/Bidi/Generated/BidiTables.swift")
    class_path = os.path.join(ucd, "extracted", "DerivedBidiClass.txt")
    bracket_path = os.path.join(ucd, "BidiBrackets.txt")
    mirror_path = os.path.join(ucd, "BidiMirroring.txt")
    versions = {read_version(path) for path in (class_path, bracket_path, mirror_path)}
    if len(versions) != 1:
        sys.exit(f"the source files disagree on the Unicode version: {sorted(versions)}")
    version = versions.pop()

    values = read_classes(class_path)
    brackets = read_brackets(bracket_path)
    mirrors = read_mirrors(mirror_path)
    for code, _, _ in brackets:
        values[code] |= BRACKET_FLAG
    for code, _ in mirrors:
        values[code] |= MIRROR_FLAG
    stage1, stage2 = build_stages(values)
    if len(stage2) >> BLOCK_SHIFT > 0x3FFF:
        sys.exit("too many distinct blocks for a first stage of two 7-bit bytes")

    out = [
        "// Generated by Scripts/generate-bidi-tables.py; do not edit.",
        f"// Unicode {version}: extracted/DerivedBidiClass.txt (with its @missing defaults),",
        "// BidiBrackets.txt and BidiMirroring.txt.",
        "",
        "/// Bidi_Class, Bidi_Paired_Bracket(_Type) and Bidi_Mirroring_Glyph tables.",
        "enum BidiTables {",
        f"    static let unicodeVersion = \"{version}\"",
        f"    static let blockShift = {BLOCK_SHIFT}",
        f"    static let blockMask: UInt32 = 0x{(1 << BLOCK_SHIFT) - 1:X}",
        f"    static let bracketFlag: UInt8 = 0x{BRACKET_FLAG:02X}",
        f"    static let mirrorFlag: UInt8 = 0x{MIRROR_FLAG:02X}",
        "    static let classMask: UInt8 = 0x1F",
        "",
        "",
        "    // Both stages are string literals whose UTF-8 bytes are the table (every byte is ASCII): a look-up",
        "    // reads the program's constant data, and nothing is decoded when a process starts.",
        f"    /// The block number of each of the {len(stage1)} blocks of {1 << BLOCK_SHIFT} code points, as two bytes of seven bits (high, low).",
        '    static let stage1: StaticString = """',
    ]
    out += ascii_literal_lines([byte for block in stage1 for byte in (block >> 7, block & 0x7F)], 64)
    out += [
        '"""',
        "",
        f"    /// {len(stage2) >> BLOCK_SHIFT} distinct blocks, one property byte per code point.",
        '    static let stage2: StaticString = """',
    ]
    out += ascii_literal_lines(stage2, 64)
    out += ['"""', ""]
    out.append("    /// Paired brackets, sorted by code point; `bracketPairs` and `bracketIsOpening` are parallel.")
    out += swift_array("bracketCodePoints", [code for code, _, _ in brackets], "UInt32")
    out += swift_array("bracketPairs", [pair for _, pair, _ in brackets], "UInt32")
    out.append("    static let bracketIsOpening: [Bool] = [")
    for index in range(0, len(brackets), 12):
        chunk = brackets[index:index + 12]
        out.append("        " + ", ".join("true" if is_open else "false" for _, _, is_open in chunk) + ",")
    out.append("    ]")
    out.append("")
    out.append("    /// Code points with a mirroring glyph, sorted; `mirrorGlyphs` is parallel.")
    out += swift_array("mirrorCodePoints", [code for code, _ in mirrors], "UInt32")
    out += swift_array("mirrorGlyphs", [glyph for _, glyph in mirrors], "UInt32")
    out.append("}")
    out.append("")
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"wrote {output}: Unicode {version}, {len(stage1)} blocks, {len(stage2) >> BLOCK_SHIFT} distinct, "
          f"{len(brackets)} brackets, {len(mirrors)} mirrors")


if __name__ == "__main__":
    main()
