#!/usr/bin/env python3
"""Adds an empty line at the start of FILE, or removes it when the previous call added it: each call moves
every line of the file, and two calls restore it. Scripts/bench uses it to time a re-run of
`check --cache-dir` after an edit that moves a Swift file's uses (which the replay cannot look past).

Usage: Scripts/toggle-line.py FILE
"""
import sys

path = sys.argv[1]
with open(path, "rb") as file:
    data = file.read()
data = data[1:] if data.startswith(b"\n") else b"\n" + data
with open(path, "wb") as file:
    file.write(data)
