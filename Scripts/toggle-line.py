#!/usr/bin/env python3
"""Adds a line at the start of FILE (empty, or TEXT), or removes it when the previous call added it: each
call changes the file, and two calls restore it. Scripts/bench uses it to time a re-run of
`check --cache-dir` after an edit that moves every use of a Swift file (an empty line), or that adds a key
(a line of code that shows a new text).

Usage: Scripts/toggle-line.py FILE [TEXT]
"""
import sys

path = sys.argv[1]
line = (sys.argv[2] if len(sys.argv) > 2 else "").encode() + b"\n"
with open(path, "rb") as file:
    data = file.read()
data = data[len(line):] if data.startswith(line) else line + data
with open(path, "wb") as file:
    file.write(data)
